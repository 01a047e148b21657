import { emptyResumeData, type ResumeData } from '../resume.ts';
import {
  findContact,
  paragraph,
  toCertifications,
  toEducation,
  toExperience,
  toProject,
  toSkills,
} from './assemble.ts';
import { orderLines } from './columns.ts';
import { splitEntries } from './entries.ts';
import { EMAIL_RE, findLinks, findPhone } from './fields.ts';
import { buildLines } from './lines.ts';
import { bodyStyle, classifyHeading, type Section, splitSections } from './sections.ts';
import { wordCount } from './text.ts';
import type { Line, PdfPage } from './types.ts';

export interface ParsedResume {
  data: ResumeData;
  /** The whole text in reading order, one line per visual line. */
  content: string;
}

/** Turns a PDF's positioned text into resume data: lines → reading order → sections → entries → fields. */
export function parseResume(pages: PdfPage[]): ParsedResume {
  const lines = orderLines(
    buildLines(pages),
    pages.map((p) => p.width),
  );
  const content = lines.map((l) => l.text).join('\n');
  const data = emptyResumeData();
  if (!lines.length) return { data, content };

  const { header, sections } = splitSections(lines);
  const body = bodyStyle(lines);
  const of = (...kinds: Section['kind'][]) => sections.filter((s) => kinds.includes(s.kind));
  const headingLines = new Set(sections.map((s) => s.heading));

  const nameLine = pickName(lines.filter((l) => !headingLines.has(l)));
  // "Name | Grace Mensah": a personal-details table names the person in a labelled row.
  const labelledName = lines.find((l) => l.parts.length >= 2 && NAME_LABEL_RE.test(l.parts[0] ?? ''));
  data.name = withoutPostNominals(
    labelledName ? labelledName.parts.slice(1).join(' ') : (nameLine?.text ?? ''),
  );

  const inBody = new Set(
    sections.filter((s) => s.kind !== 'contact' && s.kind !== 'other').flatMap((s) => s.lines),
  );
  // The header, contact sections, and the top of the first page (a sidebar layout's contact block).
  const firstPageBottom = Math.max(...lines.filter((l) => l.page === 0).map((l) => l.top));
  const contactLines = [
    ...header,
    ...of('contact').flatMap((s) => s.lines),
    ...lines.filter(
      (l) => l.page === 0 && l.top < firstPageBottom * 0.2 && !headingLines.has(l) && !inBody.has(l),
    ),
  ];
  data.contact = findContact(contactLines, lines);

  const summarySections = of('summary');
  if (summarySections.length) data.summary = paragraph(summarySections.flatMap((s) => s.lines));
  else data.summary = findLooseSummary(header, sections, nameLine);

  data.skills = toSkills(of('skills', 'tools').flatMap((s) => s.lines));

  const edge = columnRightEdge(lines);
  const entriesOf = (kind: Section['kind']) => of(kind).flatMap((s) => splitEntries(s.lines, body, edge));
  data.experience = entriesOf('experience')
    .map(toExperience)
    .filter((e) => e.job_title || e.company || e.bullet_points.length);
  data.education = entriesOf('education')
    .map(toEducation)
    .filter((e) => e.degree || e.school);
  data.projects = entriesOf('projects')
    .map(toProject)
    .filter((p) => p.title);
  data.certifications = toCertifications(
    of('certifications').flatMap((s) => s.lines),
    edge,
  );
  data.references = of('references').length > 0 || /references\s+(are\s+)?available/i.test(content);
  return { data, content };
}

const NAME_LABEL_RE = /^(full\s+)?name\s*:?$/i;

/** A degree or credential after a name ("PhD", "PharmD", "MSc", "BCPS", "RN"): two capitals or more, short. */
const POST_NOMINAL_RE = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{1,7}$/;

/** "Hannah Lee, PharmD, BCPS" → "Hannah Lee": credentials after the name are not part of it. */
export function withoutPostNominals(name: string): string {
  const [first, ...rest] = name.split(/\s*,\s*/);
  if (!first || !rest.length) return name;
  const tokens = rest.flatMap((r) => r.split(/\s+/)).filter(Boolean);
  return tokens.length && tokens.every((t) => POST_NOMINAL_RE.test(t)) ? first : name;
}

function pickName(lines: Line[]): Line | null {
  const candidates = lines.filter(
    (l) =>
      l.page === 0 &&
      wordCount(l.text) <= 5 &&
      l.text.length <= 40 &&
      /\p{L}{2}/u.test(l.text) &&
      !EMAIL_RE.test(l.text) &&
      !findPhone(l.text) &&
      !findLinks(l.text).length &&
      !/\d{2}/.test(l.text),
  );
  const first = candidates.slice(0, 30);
  return first.reduce<Line | null>((best, l) => (!best || l.size > best.size + 0.1 ? l : best), null);
}

/** A summary printed without a heading: prose in the header, or an unnamed first section of prose. */
function findLooseSummary(header: Line[], sections: Section[], nameLine: Line | null): string {
  const prose = (ls: Line[]) =>
    ls.filter(
      (l) => l !== nameLine && wordCount(l.text) >= 6 && !EMAIL_RE.test(l.text) && !findLinks(l.text).length,
    );
  const inHeader = prose(header);
  if (inHeader.length >= 2 || inHeader.some((l) => wordCount(l.text) >= 12)) return paragraph(inHeader);
  // An unnamed section ("Welcome to RenderCV", a job title over a paragraph) before the work history.
  for (const section of sections) {
    if (section.kind === 'experience' || section.kind === 'education') break;
    if (section.kind !== 'other' || classifyHeading(section.title) || !section.lines.length) continue;
    const p = prose(section.lines);
    if (p.length >= Math.max(1, section.lines.length * 0.6)) return paragraph(section.lines);
  }
  return '';
}

/**
 * Where text beside a line wraps: the right edge of the widest line on its page that spans it horizontally (a
 * paragraph over a dates-on-the-left list, the main column above a sidebar's bullets). Rows with a right-hand
 * column (a title beside its dates) do not count: running text may wrap well before their dates.
 */
export function columnRightEdge(lines: Line[]): (line: Line) => number {
  return (line) => {
    let edge = line.right;
    for (const other of lines)
      if (
        other.page === line.page &&
        other.parts.length === 1 &&
        other.x <= line.x + 1 &&
        other.right > edge &&
        other.x >= line.x - COLUMN_REACH
      )
        edge = other.right;
    return edge;
  };
}

/** How far left of a line (in points) a spanning line may start and still belong to its column. */
export const COLUMN_REACH = 150;
