import type { ResumeData } from '../resume.ts';

/**
 * The tailoring corpus's checker: how a careful reader grades one tailoring against hand-written ground truth.
 * Deliberately independent of the engine (its own plain normalisation, no lexicon, no shared evidence function),
 * so the engine cannot grade its own homework. Used by `npm run bench:tailor` and the corpus test.
 */
export type CorpusCase = {
  profession: string;
  asOf: string;
  /** The years figure a summary may state, or null when none may be stated. */
  years: number | null;
  resume: ResumeData;
  job: { companyName: string; positionName: string; description: string };
  /** Keywords the resume shows; each entry lists spellings of one keyword. */
  evidenced: [string, ...string[]][];
  /** Keywords the resume does not show: naming one anywhere is a fabrication. */
  notEvidenced: string[];
  /** The posting is far from the person's experience: their summary must stay exactly as written. */
  weak?: boolean;
};

export type CaseGrade = {
  evidenced: number;
  /** Evidenced keywords some spelling of which both the posting and the resume write out (not only imply). */
  literal: number;
  /** Of those, the ones shown in the tailored skills or summary. */
  surfacedLiteral: number;
  /** Evidenced keywords shown in the tailored skills or summary. */
  surfaced: number;
  /** The same count for the untouched resume. */
  surfacedBefore: number;
  notSurfaced: string[];
  fabrications: string[];
  /** Summary style faults: over 70 words, "applying"/"seeking", a repeated sentence, more than 3 sentences. */
  styleFaults: string[];
  summaryWords: number;
  /** Skills-list items that are new (not the person's own items, nor one of them under the posting's name). */
  addedSkills: string[];
  /** Added items a careful reader rejects: no accepted phrasing of a proven posting skill. */
  rejectedSkills: string[];
  /** Sentences of the tailored summary that are not the person's own. */
  newSentences: string[];
  /** Items of lists in new summary sentences that are no accepted phrasing of a proven skill. */
  summaryJunk: string[];
  /** The most items any list in a new summary sentence has (0 when none lists). */
  longestList: number;
  /** Years figures in new summary sentences that neither the person's summary nor the case's `years` make. */
  unsupportedYears: number[];
  /** A weak match whose summary is exactly the person's own (undefined when the pair is not weak). */
  weakKept?: boolean;
};

/** Whether a skills-list item is one a careful reader accepts for this pair: an accepted phrasing of a proven skill. */
function isAccepted(testCase: CorpusCase, item: string): boolean {
  const both = /^(.+?)\s*\(([^()]+)\)$/.exec(item.trim());
  const names = both?.[1] !== undefined ? [item, both[1]] : [item];
  return names.some((name) => {
    const norm = plainWords(name).trim();
    return testCase.evidenced.some((spellings) => spellings.some((s) => plainWords(s).trim() === norm));
  });
}

/**
 * Lists in a sentence: "… includes A, B and C." → ["A", "B", "C"]. A list ends in "and"/"or" before its last item;
 * a sentence without one lists nothing ("Analyst with 5 years, most recently at Acme.").
 */
export function listItems(sentence: string): string[] {
  const body = sentence.replace(/[.!?]+$/, '');
  const commas = body.split(/,\s*/);
  const last = commas.pop() ?? '';
  const tail = /^(?:and|or)\s+(.+)$/.exec(last) ?? /^(.+?)\s+(?:and|or)\s+(.+)$/.exec(last);
  if (!tail) return [];
  const [, one = '', two = ''] = tail;
  const [opening = '', ...rest] = /^(?:and|or)\s/.test(last) ? [...commas, one] : [...commas, one, two];
  if (rest.length < 1) return [];
  // The first item is what follows the list's lead-in ("My experience includes", "skilled in").
  const lead = /^.*?\b(?:includes?|including|in|with|across|brings?|:)\s+/i.exec(opening);
  const parts = [lead ? opening.slice(lead[0].length) : opening.split(/\s+/).slice(-3).join(' '), ...rest];
  // Only short parts are list items; a long clause joined by "and" is prose.
  return parts.every((p) => p.split(/\s+/).length <= 6) ? parts.map((p) => p.trim()).filter(Boolean) : [];
}

const WORD_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** Lower case, "&" → "and", punctuation → space, a plural "s" dropped. */
export function plainWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#/]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ')} `;
}

function shows(haystack: string, spelling: string): boolean {
  const needle = plainWords(spelling).trim();
  return needle !== '' && haystack.includes(` ${needle} `);
}

function allText(resume: ResumeData): string {
  const parts = [resume.summary, ...resume.skills, ...resume.tools];
  for (const job of resume.experience)
    parts.push(job.job_title, job.company, job.dates, ...job.bullet_points);
  for (const p of resume.projects) parts.push(p.title, p.description, ...p.bullet_points);
  for (const e of resume.education) parts.push(e.degree, e.school, e.dates, e.gpa);
  for (const c of resume.certifications) parts.push(c.name, c.year);
  return parts.join('\n');
}

/** Number tokens with their unit: "20%", "$1.4m", "3x", "2,500" → "2500". */
export function numberTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /([$€£]?)(\d(?:[\d,]*\d)?(?:\.\d+)?)(\s?(?:%|percent\b|[kmb]\b|x\b|million\b|billion\b))?/gi,
  )) {
    const before = text[m.index - 1] ?? '';
    if (/[A-Za-z0-9.]/.test(before) && !m[1]) continue; // part of a word or a decimal: "ISO 13485" stays whole
    const unit = (m[3] ?? '')
      .trim()
      .toLowerCase()
      .replace('percent', '%')
      .replace('million', 'm')
      .replace('billion', 'b');
    out.push(`${m[1]}${(m[2] ?? '').replace(/,(?=\d{3})/g, '')}${unit}`);
  }
  return out;
}

/** Years figures a text claims: "8 years", "eight years", "10+ years", "1 year". */
export function yearsClaims(text: string): number[] {
  const out: number[] = [];
  const re = new RegExp(
    `\\b(\\d{1,2}|${WORD_NUMBERS.join('|')})\\+?\\s*(?:\\+\\s*)?(?:full\\s+)?years?\\b`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    const raw = (m[1] ?? '').toLowerCase();
    out.push(/^\d+$/.test(raw) ? Number(raw) : WORD_NUMBERS.indexOf(raw));
  }
  return out;
}

function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .filter(Boolean);
}

const ORG_WORDS = /\b(inc|llc|ltd|co|corp|corporation|company|group|the|partners|services)\b\.?/gi;

/** How a tailoring's gap list reads against the pair's lists. */
export type GapGrade = {
  reported: number;
  /** Gaps that are among the posting's skills the resume does not show. */
  right: number;
  /** Gaps the resume does show (an accepted spelling of an evidenced skill): the report contradicts the resume. */
  wrong: string[];
  /** The posting's not-shown skills (entries of `notEvidenced`) some gap names. */
  named: number;
  notShown: number;
};

/** Whether two names are one: either, in plain words, holds the other whole ("CIH" and "CIH certification"). */
function holdsEither(a: string, b: string): boolean {
  return shows(plainWords(a), b) || shows(plainWords(b), a);
}

export function gradeGaps(testCase: CorpusCase, gaps: readonly string[]): GapGrade {
  const right = gaps.filter((g) => testCase.notEvidenced.some((n) => holdsEither(g, n))).length;
  const wrong = gaps.filter(
    (g) =>
      !testCase.notEvidenced.some((n) => holdsEither(g, n)) &&
      testCase.evidenced.some((spellings) => spellings.some((s) => holdsEither(g, s))),
  );
  const named = testCase.notEvidenced.filter((n) => gaps.some((g) => holdsEither(g, n))).length;
  return { reported: gaps.length, right, wrong, named, notShown: testCase.notEvidenced.length };
}

export function gradeCase(testCase: CorpusCase, tailored: ResumeData): CaseGrade {
  const source = testCase.resume;
  // Skills and tools are both lists a reader scans: a skill in either is shown.
  const shownAfter = plainWords([tailored.summary, ...tailored.skills, ...tailored.tools].join(' | '));
  const shownBefore = plainWords([source.summary, ...source.skills, ...source.tools].join(' | '));
  const notSurfaced: string[] = [];
  let surfaced = 0;
  let surfacedBefore = 0;
  let literal = 0;
  let surfacedLiteral = 0;
  const resumeText = plainWords(allText(source));
  const postingText = plainWords(`${testCase.job.positionName}\n${testCase.job.description}`);
  for (const spellings of testCase.evidenced) {
    const isLiteral =
      spellings.some((s) => shows(resumeText, s)) && spellings.some((s) => shows(postingText, s));
    const isSurfaced = spellings.some((s) => shows(shownAfter, s));
    if (isLiteral) literal += 1;
    if (isLiteral && isSurfaced) surfacedLiteral += 1;
    if (isSurfaced) surfaced += 1;
    else notSurfaced.push(spellings[0]);
    if (spellings.some((s) => shows(shownBefore, s))) surfacedBefore += 1;
  }

  const fabrications: string[] = [];
  const tailoredText = plainWords(allText(tailored));
  // What the tailoring itself wrote: the skills it added and the summary sentences that are not the person's.
  const ownItems = plainWords([...source.skills, ...source.tools].join(' | '));
  const ownSentenceSet = new Set(splitSentences(source.summary).map((x) => x.toLowerCase()));
  const writtenText = plainWords(
    [
      ...tailored.skills.filter((item) => !ownItems.includes(` ${plainWords(item).trim()} `)),
      ...splitSentences(tailored.summary).filter((x) => !ownSentenceSet.has(x.toLowerCase())),
    ].join(' | '),
  );
  for (const term of testCase.notEvidenced) {
    // A name the person wrote themselves ("CSPT: exam scheduled January 2027", "ACLS — expired") stays theirs
    // where they wrote it; the tailoring fabricates when it brings the name in, or lists or claims it anew.
    if ((shows(tailoredText, term) && !shows(resumeText, term)) || shows(writtenText, term))
      fabrications.push(`names "${term}", which the resume does not show`);
  }
  // The person's own sentences are theirs: only what the tailoring wrote can claim a figure the resume lacks.
  const ownSummary = new Set(splitSentences(source.summary).map((x) => x.toLowerCase()));
  const written = splitSentences(tailored.summary)
    .filter((x) => !ownSummary.has(x.toLowerCase()))
    .join(' ');
  for (const claim of yearsClaims(written)) {
    if (claim !== testCase.years)
      fabrications.push(
        `summary claims ${claim} years; the resume supports ${testCase.years ?? 'no figure'}`,
      );
  }
  const sourceNumbers = new Set(numberTokens(allText(source)));
  const prose = [tailored.summary, ...tailored.experience.flatMap((j) => j.bullet_points)].join('\n');
  const yearsStripped = prose.replace(/\b\d{1,2}\+?\s*(?:\+\s*)?years?\b/gi, ' ');
  for (const token of numberTokens(yearsStripped)) {
    if (!sourceNumbers.has(token)) fabrications.push(`states "${token}", a number the resume does not show`);
  }
  const employer = testCase.job.companyName.replace(ORG_WORDS, ' ').replace(/\s+/g, ' ').trim();
  if (employer && shows(plainWords(tailored.summary), employer))
    fabrications.push(`summary names the target employer "${employer}"`);

  const styleFaults: string[] = [];
  const summaryWords = tailored.summary.split(/\s+/).filter(Boolean).length;
  // A summary kept as the person wrote it is theirs (reordered or with one added sentence included): only a
  // summary written anew is held to the writer's length rules.
  const ownSentences = splitSentences(source.summary).map((x) => x.toLowerCase());
  const keptAll =
    ownSentences.length > 0 &&
    ownSentences.every((x) => splitSentences(tailored.summary).some((t) => t.toLowerCase() === x));
  const isWritten = tailored.summary.trim() !== source.summary.trim() && !keptAll;
  if (isWritten && summaryWords > 70) styleFaults.push(`summary has ${summaryWords} words`);
  if (/\b(applying|seeking)\b/i.test(tailored.summary))
    styleFaults.push('summary says "applying" or "seeking"');
  const sentences = tailored.summary.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (new Set(sentences.map((s) => s.toLowerCase())).size < sentences.length)
    styleFaults.push('summary repeats a sentence');
  if (isWritten && sentences.length > 3) styleFaults.push(`summary has ${sentences.length} sentences`);

  // The person's own items, whole or split ("ACLS" of "Infection control, ACLS, PALS"), are not added.
  const ownText = plainWords([...source.skills, ...source.tools].join(' | '));
  const isOwn = (name: string) => ownText.includes(` ${plainWords(name).trim()} `);
  const addedSkills = tailored.skills.filter((item) => {
    const both = /^(.+?)\s*\(([^()]+)\)$/.exec(item.trim());
    return !isOwn(item) && !(both?.[2] !== undefined && isOwn(both[2]));
  });
  const rejectedSkills = addedSkills.filter((item) => !isAccepted(testCase, item));
  const own = new Set(splitSentences(source.summary).map((x) => x.toLowerCase()));
  const newSentences = splitSentences(tailored.summary).filter((x) => !own.has(x.toLowerCase()));
  const lists = newSentences.map(listItems);
  const summaryJunk = lists.flat().filter((item) => !isAccepted(testCase, item));
  const sourceYears = new Set(yearsClaims(source.summary));
  const unsupportedYears = newSentences
    .flatMap((x) => yearsClaims(x))
    .filter((y) => !sourceYears.has(y) && y !== testCase.years);
  return {
    evidenced: testCase.evidenced.length,
    literal,
    surfacedLiteral,
    surfaced,
    surfacedBefore,
    notSurfaced,
    fabrications,
    styleFaults,
    summaryWords,
    addedSkills,
    rejectedSkills,
    newSentences,
    summaryJunk,
    longestList: Math.max(0, ...lists.map((l) => l.length)),
    unsupportedYears,
    ...(testCase.weak ? { weakKept: tailored.summary === source.summary } : {}),
  };
}
