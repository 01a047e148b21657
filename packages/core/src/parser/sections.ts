import { isAllCaps, isBulletStart, wordCount } from './text.ts';
import { type Line, OCR_FONT } from './types.ts';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'tools'
  | 'references'
  | 'contact'
  | 'other';

export interface Section {
  kind: SectionKind;
  title: string;
  heading: Line | null;
  lines: Line[];
}

const LEXICON: [SectionKind, string[]][] = [
  [
    'experience',
    [
      'experience',
      'experiences',
      'work experience',
      'professional experience',
      'work history',
      'employment',
      'employment history',
      'career history',
      'career',
      'relevant experience',
      'professional background',
      'industry experience',
      'work',
      'positions',
      'positions held',
      'internships',
      'internship experience',
      'volunteer experience',
      'involvement',
      'campus involvement',
      'on campus involvement',
      'leadership and involvement',
      'leadership and activities',
      'student involvement',
      'research',
      'volunteering',
      'volunteer work',
      'research experience',
      'teaching experience',
      'leadership experience',
      'professional history',
      'career summary',
      'job history',
      'work and leadership experience',
      'experience and leadership',
      'leadership',
      'military experience',
      'appointments',
      'academic appointments',
      'professional appointments',
      'positions held',
      'academic positions',
      'other experience',
      'additional experience',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic background',
      'academics',
      'educational background',
      'education and training',
      'academic qualifications',
      'qualifications',
      'studies',
      'academic history',
      'education history',
      'schooling',
      'academic profile',
      'training',
      'education & certifications',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'skill',
      'technical skills',
      'core competencies',
      'competencies',
      'key skills',
      'skill set',
      'skillset',
      'areas of expertise',
      'expertise',
      'technical expertise',
      'technologies',
      'tech stack',
      'technical toolbox',
      'toolbox',
      'programming',
      'programming languages',
      'languages and technologies',
      'skills and tools',
      'strengths',
      'proficiencies',
      'technical proficiencies',
      'computer skills',
      'it skills',
      'core skills',
      'professional skills',
      'hard skills',
      'soft skills',
      'skills summary',
      'summary of skills',
      'abilities',
      'specialties',
      'key competencies',
      // European spelling (Europass: "Personal skills", "Digital competences").
      'competences',
      'key competences',
      'digital competences',
      'professional competences',
      'technical competencies',
      'software skills',
      'tools and technologies',
      'technologies and tools',
      'skills and expertise',
      'skills and abilities',
      'technical summary',
      'stack',
      'my skills',
      'skills and competencies',
      'skills and interests',
      'skills & interests',
      'interests and skills',
    ],
  ],
  ['tools', ['tools', 'software', 'tools and software', 'software and tools', 'platforms', 'frameworks']],
  [
    'projects',
    [
      'projects',
      'personal projects',
      'side projects',
      'selected projects',
      'key projects',
      'academic projects',
      'open source',
      'open source projects',
      'open source contributions',
      'project experience',
      'portfolio',
      'notable projects',
      'technical projects',
      'project',
      'relevant projects',
      'research projects',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certification',
      'certificates',
      'licenses',
      'licences',
      'licenses and certifications',
      'certifications and licenses',
      'licenses & certifications',
      'credentials',
      'accreditations',
      'professional certifications',
      'courses and certifications',
      'certifications and courses',
      'certifications and training',
      'training and certifications',
      'professional development',
    ],
  ],
  [
    'summary',
    [
      'summary',
      'professional summary',
      'profile',
      'about me',
      'about',
      'objective',
      'career objective',
      'personal statement',
      'overview',
      'executive summary',
      'professional profile',
      'introduction',
      'bio',
      'personal profile',
      'career profile',
      'summary of experience',
      'who am i',
      'personal summary',
      'goal',
      // A functional resume's opening ("Summary of Qualifications"): what the person offers, in a paragraph or
      // a few bullets, before the skill areas; its skills are listed under their own heading.
      'qualifications summary',
      'summary of qualifications',
    ],
  ],
  ['references', ['references', 'referees']],
  [
    'contact',
    [
      'contact',
      'contact me',
      'contact information',
      'contact info',
      'personal information',
      'personal details',
      'links',
      'social',
      'details',
      'info',
      'personal info',
      'find me online',
    ],
  ],
  [
    'other',
    [
      'awards',
      'honors',
      'honours',
      'honors and awards',
      'awards and honors',
      'achievements',
      'accomplishments',
      'publications',
      'selected publications',
      'languages',
      'spoken languages',
      'interests',
      'hobbies',
      'hobbies and interests',
      'activities',
      'extracurricular activities',
      'extracurriculars',
      'coursework',
      'relevant coursework',
      'talks',
      'presentations',
      'patents',
      'memberships',
      'affiliations',
      'volunteer',
      'community',
      'community involvement',
      'conferences',
      'scholarships',
      'my life philosophy',
      'most proud of',
      'strengths and weaknesses',
      'a day of my life',
      'passions',
      'recognition',
      'additional information',
    ],
  ],
];

const LEXICON_MAP = new Map<string, SectionKind>();
const COMPACT_MAP = new Map<string, SectionKind>();
for (const [kind, phrases] of LEXICON) {
  for (const p of phrases) {
    LEXICON_MAP.set(p, kind);
    COMPACT_MAP.set(p.replace(/ /g, ''), kind);
  }
}

/** Normalises a heading: "W O R K  E X P E R I E N C E:" → "work experience". */
export function normalizeHeading(text: string): string {
  let t = text.trim();
  // Letter-spaced capitals ("E X P E R I E N C E").
  if (/^(\p{L} ){2,}\p{L}/u.test(t)) t = t.replace(/(\p{L}) (?=\p{L}( |$))/gu, '$1').replace(/ {2,}/g, ' ');
  return t
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function classifyHeading(text: string): SectionKind | null {
  const norm = normalizeHeading(text);
  const direct = LEXICON_MAP.get(norm);
  if (direct) return direct;
  // "Awards and Recognition", "Skills & Tools": known names joined by "and".
  const joined = norm.split(' and ').map((p) => LEXICON_MAP.get(p));
  const [firstKind] = joined;
  if (joined.length > 1 && firstKind && joined.every(Boolean)) return firstKind;
  // "edu cation": a highlighted first letters run split off by the PDF.
  const compact = COMPACT_MAP.get(norm.replace(/ /g, ''));
  if (compact && norm.split(' ').length <= 3) return compact;
  // "My Work Experience", "Relevant Projects": a known phrase with only filler words around it.
  const words = norm.split(' ');
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const kind = LEXICON_MAP.get(words.slice(start, end).join(' '));
      if (!kind) continue;
      const rest = [...words.slice(0, start), ...words.slice(end)];
      if (rest.every((w) => FILLER.has(w))) return kind;
    }
  }
  return null;
}

const FILLER = new Set(
  'my key relevant selected technical professional other additional and core recent notable personal academic related areas of the in a an some main major previous prior select featured industry'.split(
    ' ',
  ),
);

/** The size and font of most body characters. */
export function bodyStyle(lines: Line[]): { size: number; fontName: string } {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const l of lines) {
    sizes.set(l.size, (sizes.get(l.size) ?? 0) + l.text.length);
    fonts.set(l.fontName, (fonts.get(l.fontName) ?? 0) + l.text.length);
  }
  const top = <K>(m: Map<K, number>, fallback: K) =>
    [...m.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
  return { size: top(sizes, 10), fontName: top(fonts, '') };
}

// (OCR'd capitals are one style whatever size they were measured at, small capitals reading smaller; a figure or
// a "Label: value" in capitals, "GPA: 3.6", is body text.)
const styleKey = (l: Line) =>
  l.fontName === OCR_FONT && capitals(l) && !/\d|:\s*\S/.test(l.text)
    ? `${l.fontName}|capitals`
    : `${l.fontName}|${Math.round(l.size)}|${isAllCaps(l.text)}`;

/**
 * Set in capitals. For OCR'd words, also small capitals read with a random case ("AcADEMIC APPOINTMENTS",
 * "EbucaTioNn"): a capital after a small letter inside a word is no spelling a person writes.
 */
function capitals(l: Line): boolean {
  if (isAllCaps(l.text)) return true;
  if (l.fontName !== OCR_FONT) return false;
  // Every word so ("Classroom, Desmos, GeoGebra" has plain words beside its one mixed name).
  const words = l.text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length > 0 && words.every((w) => isAllCaps(w) || /\p{Ll}\p{Lu}/u.test(w));
}

/**
 * A heading name OCR misread by a letter or two ("EbucaTioNn" for EDUCATION): the one lexicon name within a quarter
 * of its length in edits, when no other name is as close.
 */
function classifyMisread(text: string): SectionKind | null {
  const norm = normalizeHeading(text);
  if (norm.length < 5) return null;
  let best: { kind: SectionKind; distance: number } | null = null;
  let tie = false;
  for (const [name, kind] of LEXICON_MAP) {
    if (Math.abs(name.length - norm.length) > 2) continue;
    const distance = editDistance(norm, name);
    if (distance > Math.max(1, Math.floor(name.length / 4))) continue;
    if (best && distance === best.distance && best.kind !== kind) tie = true;
    if (!best || distance < best.distance) {
      best = { kind, distance };
      tie = false;
    }
  }
  return best && !tie ? best.kind : null;
}

/** Levenshtein distance: the fewest letters to insert, delete or change to turn one text into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** "E X P E R I E N C E" → "EXPERIENCE". */
export function unspace(text: string): string {
  const t = text.trim();
  return /^(\p{L} ){2,}\p{L}/u.test(t) ? t.replace(/(\p{L}) (?=\p{L}( |$))/gu, '$1') : t;
}

function looksLikeHeadingText(text: string): boolean {
  const t = unspace(text);
  if (t.length < 3 || t.length > 45 || wordCount(t) > 5) return false;
  if (/[.,;]$/.test(t) || /@|https?:|www\.|\d{3}/.test(t)) return false;
  if (isBulletStart(t)) return false;
  return /\p{L}{2}/u.test(t);
}

/**
 * Step 3: ordered lines → sections. Headings are found first by a lexicon of section names; their typography
 * (font, size, capitals) then recognises the resume's other headings, including names we have never seen.
 * Without any lexicon hit, lines clearly larger than the body text, or bold capitals, are headings.
 */
export function splitSections(lines: Line[]): { header: Line[]; sections: Section[] } {
  const body = bodyStyle(lines);
  const distinct = (l: Line) =>
    l.isBold || capitals(l) || l.size >= body.size + 0.9 || l.fontName !== body.fontName;
  const isAlone = (l: Line) => l.parts.length === 1;

  const known = new Map<Line, SectionKind>();
  for (const l of lines) {
    if (!isAlone(l) || !looksLikeHeadingText(l.text)) continue;
    const kind = classifyHeading(l.text) ?? (l.fontName === OCR_FONT ? classifyMisread(l.text) : null);
    if (kind && (distinct(l) || normalizeHeading(l.text).length <= 32)) known.set(l, kind);
  }
  // The resume's heading style is the one most lexicon hits share; sub-headings ("Programming" inside
  // Skills) use a smaller style and stay in their section.
  const styleCounts = new Map<string, { count: number; size: number }>();
  for (const l of known.keys()) {
    if (!distinct(l)) continue;
    const key = styleKey(l);
    const entry = styleCounts.get(key) ?? { count: 0, size: l.size };
    entry.count++;
    styleCounts.set(key, entry);
  }
  const ranked = [...styleCounts.entries()].sort((a, b) => b[1].count - a[1].count || b[1].size - a[1].size);
  const primary = ranked[0];
  const minSize = primary ? primary[1].size - 0.5 : 0;
  const headingStyles = new Set(
    ranked.filter(([, v], i) => i === 0 || (v.count >= 2 && v.size >= minSize)).map(([k]) => k),
  );
  for (const l of [...known.keys()]) {
    if (!primary || headingStyles.has(styleKey(l))) continue;
    // A second heading style (a sidebar's) must be a whole known name in bold or capitals, above body size.
    // (OCR measures small capitals below body size: its sizes say nothing here.)
    const strong =
      (LEXICON_MAP.has(normalizeHeading(l.text)) || l.fontName === OCR_FONT) &&
      (l.isBold || isAllCaps(unspace(l.text)) || capitals(l)) &&
      (l.size >= body.size + 0.9 || l.fontName === OCR_FONT);
    if (
      !strong &&
      (l.size < minSize || !distinct(l) || (primary[1].count >= 2 && l.size < primary[1].size + 0.5))
    ) {
      known.delete(l);
    }
  }
  const secondary = new Map<string, number>();
  for (const l of known.keys())
    if (distinct(l)) secondary.set(styleKey(l), (secondary.get(styleKey(l)) ?? 0) + 1);
  for (const [key, count] of secondary) if (count >= 2) headingStyles.add(key);
  // When entry titles share the headings' look (bold body-size text), typography cannot tell them apart:
  // then only lexicon headings count.
  const lookalikes = lines.filter(
    (l) => !known.has(l) && isAlone(l) && looksLikeHeadingText(l.text) && headingStyles.has(styleKey(l)),
  ).length;
  const trustStyle = lookalikes <= known.size + 1;
  const isHeading = (l: Line, index: number): boolean => {
    if (known.has(l) || l.isLabel) return true;
    if (!isAlone(l) || !looksLikeHeadingText(l.text)) return false;
    if (headingStyles.size) return trustStyle && headingStyles.has(styleKey(l)) && index > 0;
    return (
      index > 0 && (l.size >= body.size * 1.25 || (l.isBold && isAllCaps(l.text) && l.size >= body.size))
    );
  };
  // The name is usually the largest text: never a heading.
  const nameLine = lines
    .slice(0, 12)
    .reduce<Line | null>((best, l) => (!best || l.size > best.size ? l : best), null);

  const header: Line[] = [];
  const sections: Section[] = [];
  let current: Section | null = null;
  lines.forEach((line, index) => {
    if ((line !== nameLine || known.has(line) || line.isLabel) && isHeading(line, index)) {
      const kind = known.get(line) ?? (line.isLabel ? classifyHeading(line.text) : null) ?? 'other';
      current = { kind, title: line.text, heading: line, lines: [] };
      sections.push(current);
    } else if (current && !(line.columnStart && line.page === 0)) current.lines.push(line);
    else if (line.columnStart && line.page === 0) {
      // A column that opens without a heading on the first page holds the name or contact block.
      current = null;
      header.push(line);
    } else header.push(line);
  });
  return { header, sections };
}
