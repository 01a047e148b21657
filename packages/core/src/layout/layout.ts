import { type DisplaySettings, DisplaySettingsSchema, FALLBACK_TEXT, type ResumeData } from '../resume.ts';
import { type FontStyle, MM_PER_PT, textWidth, toWinAnsi, wrapText } from './measure.ts';
import { applyVisibility, type VisibleExperience } from './visibility.ts';

/** A4 portrait, in millimetres. */
export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;

export const TEXT_COLOR = '#000000';
export const LINK_COLOR = '#1155cc';

/** One string drawn in one font. `y` is the baseline, in mm from the top of the page; `size` is in points. */
export interface TextRun {
  x: number;
  y: number;
  text: string;
  font: FontStyle;
  size: number;
  color: string;
}

/** A straight line, in mm; `width` is the stroke width in mm. */
export interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
}

/** A clickable rectangle (top-left corner, in mm) opening `url`. */
export interface LinkArea {
  x: number;
  y: number;
  width: number;
  height: number;
  url: string;
}

export interface Page {
  runs: TextRun[];
  rules: Rule[];
  links: LinkArea[];
  /**
   * The section carried over from the previous page, when this page starts in the middle of one: the preview
   * marks it "continued" in the top margin. The PDF leaves the marker out, so an ATS reads each heading once.
   */
  continues?: SectionName;
}

export type SectionName =
  | 'summary'
  | 'skills'
  | 'experience'
  | 'certifications'
  | 'education'
  | 'projects'
  | 'tools'
  | 'references';

/** Where a section's heading landed; pages count from 1 (document 2 §3 "page structure"). */
export interface SectionPlacement {
  name: SectionName;
  page: number;
}

export interface ResumeLayout {
  width: number;
  height: number;
  pages: Page[];
  structure: SectionPlacement[];
}

export interface LayoutOptions {
  /** Overrides the resume's own `_metadata.displaySettings`. */
  displaySettings?: Partial<DisplaySettings>;
}

/** Heading texts, in capitals so any ATS (and our own parser) reads them as section headings. */
export const SECTION_TITLES: Record<SectionName, string> = {
  summary: 'SUMMARY',
  skills: 'SKILLS',
  experience: 'EXPERIENCE',
  certifications: 'CERTIFICATIONS',
  education: 'EDUCATION',
  projects: 'PROJECTS',
  tools: 'TOOLS',
  references: 'REFERENCES',
};

export const REFERENCES_TEXT = 'Available upon request.';

const FONT_SCALE = { small: 0.9, medium: 1, large: 1.1 } as const;
const SPACING_SCALE = { compact: 0.85, normal: 1, relaxed: 1.2 } as const;
const MARGINS = { narrow: 10, normal: 14.1, wide: 20 } as const;

interface Metrics {
  margin: number;
  left: number;
  right: number;
  width: number;
  top: number;
  /** Lowest point a row may reach: the bottom margin less the 2% safety margin. */
  limit: number;
  body: number;
  nameSize: number;
  headingSize: number;
  line: number;
  bulletGap: number;
  itemGap: number;
  sectionGap: number;
  headerGap: number;
  entryHeaderGap: number;
  bulletX: number;
  indent: number;
  centered: boolean;
  headingRules: boolean;
}

function resolveMetrics(settings: DisplaySettings): Metrics {
  const f = FONT_SCALE[settings.fontSize];
  const s = SPACING_SCALE[settings.lineSpacing];
  const margin = MARGINS[settings.margins];
  const minimal = settings.headerStyle === 'minimal';
  return {
    margin,
    left: margin,
    right: PAGE_WIDTH - margin,
    width: PAGE_WIDTH - 2 * margin,
    top: margin,
    limit: PAGE_HEIGHT - margin - 0.02 * PAGE_HEIGHT,
    body: 10.5 * f,
    nameSize: (minimal ? 16 : 20.5) * f,
    headingSize: 12.5 * f,
    line: 5 * f * s,
    bulletGap: 1 * s,
    itemGap: 2 * s,
    sectionGap: 2 * s,
    headerGap: 8 * f * s,
    entryHeaderGap: 10 * f * s,
    bulletX: margin + 1.5,
    indent: 5.5 * f,
    centered: settings.headerStyle === 'centered',
    headingRules: !minimal,
  };
}

/**
 * A row of the flow: one line of text (or a heading) with the space above it. `penalty` says how bad a page
 * break just before the row is: 0 free, 1 between bullets or entries, 2 inside a paragraph, 3 never unless a
 * page cannot hold the block otherwise. Positions inside a row are relative to its top.
 */
interface Row {
  before: number;
  height: number;
  penalty: number;
  runs: TextRun[];
  rules: Rule[];
  links: LinkArea[];
  section?: SectionName;
}

const row = (height: number, penalty: number, runs: TextRun[], before = 0): Row => ({
  before,
  height,
  penalty,
  runs,
  rules: [],
  links: [],
});

/** "https://www.example.com/me/" → "example.com/me" (document 1 §5). */
export function displayLink(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/** The address a link opens: https:// is added when it has no scheme. */
export function linkHref(url: string): string {
  const t = url.trim();
  // Only web and mail links become clickable; `javascript:` and friends are shown as text, never followed.
  if (/^(https?|mailto):/i.test(t)) return t;
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return '';
  if (/^[^\s/@]+@[^\s/@]+\.[^\s/@]+$/.test(t)) return `mailto:${t}`;
  return `https://${t.replace(/^\/+/, '')}`;
}

/** Lays a resume out on A4 pages. Pure and deterministic: both renderers draw exactly what it returns. */
export function layoutResume(data: ResumeData, options: LayoutOptions = {}): ResumeLayout {
  const settings = DisplaySettingsSchema.parse({
    ...data._metadata?.displaySettings,
    ...options.displaySettings,
  });
  const m = resolveMetrics(settings);
  const rows = buildRows(data, m);
  return { width: PAGE_WIDTH, height: PAGE_HEIGHT, ...paginate(rows, m) };
}

function buildRows(data: ResumeData, m: Metrics): Row[] {
  const r = applyVisibility(data);
  const rows: Row[] = [];
  const lineRow = (runs: TextRun[], penalty: number, before = 0) => row(m.line, penalty, runs, before);
  const baseline = (size: number) => m.line * 0.5 + size * MM_PER_PT * 0.35;
  const run = (
    x: number,
    text: string,
    font: FontStyle = 'normal',
    size = m.body,
    color = TEXT_COLOR,
  ): TextRun => ({
    x,
    y: baseline(size),
    text,
    font,
    size,
    color,
  });

  /** A paragraph wrapped at `width` from `x`; the first row gets `penalty`, later rows 2. */
  const paragraph = (text: string, x: number, width: number, font: FontStyle, penalty: number, before = 0) =>
    wrapText(toWinAnsi(text), width, font, m.body).map((t, k) =>
      lineRow([run(x, t, font)], k === 0 ? penalty : 2, k === 0 ? before : 0),
    );

  /** A bullet: the glyph and the text are separate runs so the text's left edge is the indent. */
  const bullet = (text: string, penalty: number) => {
    const x = m.left + m.indent;
    const lines = paragraph(text, x, m.right - x, 'normal', penalty, m.bulletGap);
    lines[0]?.runs.unshift(run(m.bulletX, '•'));
    return lines;
  };

  /** A bold/italic left text wrapped beside a right-aligned one (dates, a place, a link). */
  const split = (left: string, font: FontStyle, right: string, penalty: number, before = 0): Row[] => {
    const rightText = toWinAnsi(right);
    const rw = rightText ? textWidth(rightText, 'normal', m.body) : 0;
    const leftLines = left ? wrapText(toWinAnsi(left), m.width - (rw ? rw + 4 : 0), font, m.body) : [''];
    return leftLines.map((t, k) => {
      const runs = t ? [run(m.left, t, font)] : [];
      if (k === 0 && rightText) runs.push(run(m.right - rw, rightText));
      return lineRow(runs, k === 0 ? penalty : 3, k === 0 ? before : 0);
    });
  };

  /** Whether a left text and a right-aligned one share a line with room to spare (long lines read as prose). */
  const fitsBeside = (left: string, font: FontStyle, right: string) =>
    !right ||
    textWidth(toWinAnsi(left), font, m.body) + textWidth(toWinAnsi(right), 'normal', m.body) + 4 <=
      m.width * 0.85;

  /** Items joined by `sep`, broken only between items, so a wrapped list never splits an item. */
  const inline = (
    items: { text: string; color?: string; url?: string }[],
    sep: string,
    x0: number,
    width: number,
    centered: boolean,
    penalty: number,
  ): Row[] => {
    const sepText = toWinAnsi(sep);
    const sepW = textWidth(sepText, 'normal', m.body);
    const lines: { parts: { text: string; w: number; color?: string; url?: string }[]; w: number }[] = [];
    for (const item of items) {
      const pieces = wrapText(toWinAnsi(item.text), width, 'normal', m.body);
      for (const piece of pieces) {
        const w = textWidth(piece, 'normal', m.body);
        const last = lines[lines.length - 1];
        const part = { text: piece, w, color: item.color, url: item.url };
        if (last && last.w + sepW + w <= width) {
          last.parts.push(part);
          last.w += sepW + w;
        } else lines.push({ parts: [part], w });
      }
    }
    return lines.map((line, k) => {
      const out = lineRow([], k === 0 ? penalty : 2);
      let x = centered ? x0 + (width - line.w) / 2 : x0;
      // Runs of one colour are merged so the text extracts as the reader sees it.
      let pending = '';
      let pendingX = x;
      const flush = () => {
        if (pending) out.runs.push(run(pendingX, pending));
        pending = '';
      };
      line.parts.forEach((part, n) => {
        const s = n < line.parts.length - 1 ? sepText : '';
        if (part.url) {
          flush();
          out.runs.push(run(x, part.text, 'normal', m.body, part.color));
          out.links.push({ x, y: 0, width: part.w, height: m.line, url: part.url });
          x += part.w;
          pendingX = x;
          pending = s;
        } else {
          if (!pending) pendingX = x;
          pending += part.text + s;
        }
        x += part.w + (s ? sepW : 0);
      });
      flush();
      if (sepText === ', ' && k < lines.length - 1) {
        // A wrapped list keeps its comma at the line end, which readers (and parsers) take as "continues".
        const tail = out.runs[out.runs.length - 1];
        if (tail) tail.text += ',';
      }
      return out;
    });
  };

  // Name and contact.
  const nameText = toWinAnsi(r.name || FALLBACK_TEXT.name);
  const nameW = textWidth(nameText, 'bold', m.nameSize);
  const nameMm = m.nameSize * MM_PER_PT;
  rows.push(
    row(nameMm + 2, 0, [
      {
        x: m.centered ? (PAGE_WIDTH - nameW) / 2 : m.left,
        y: nameMm * 0.8,
        text: nameText,
        font: 'bold',
        size: m.nameSize,
        color: TEXT_COLOR,
      },
    ]),
  );
  const contact: { text: string; color?: string; url?: string }[] = [
    r.contact.email,
    r.contact.phone,
    r.contact.location,
  ]
    .filter(Boolean)
    .map((text) => ({ text }));
  if (r.contact.link) {
    const href = linkHref(r.contact.link);
    contact.push(
      href
        ? { text: displayLink(r.contact.link), color: LINK_COLOR, url: href }
        : { text: displayLink(r.contact.link) },
    );
  }
  rows.push(...inline(contact, ' | ', m.left, m.width, m.centered, 3));
  const headerEnd = rows[rows.length - 1];
  if (headerEnd) headerEnd.height += 2;

  const heading = (name: SectionName, gap: number): Row => {
    const size = m.headingSize;
    const base = m.headerGap * 0.625;
    const out = row(
      gap,
      0,
      [{ x: m.left, y: base, text: SECTION_TITLES[name], font: 'bold', size, color: TEXT_COLOR }],
      m.sectionGap,
    );
    out.section = name;
    if (m.headingRules) {
      const ry = base + 1.5;
      out.rules.push({ x1: m.left, y1: ry, x2: m.right, y2: ry, width: 0.3, color: TEXT_COLOR });
    }
    return out;
  };

  /** A section whose content moves as one block. */
  const block = (name: SectionName, content: Row[]) => {
    if (!content.length) return;
    const first = content[0];
    if (first) {
      first.penalty = 3;
      first.before = 0;
    }
    for (const c of content.slice(1)) c.penalty = Math.max(1, c.penalty);
    rows.push(heading(name, m.headerGap), ...content);
  };

  /** A section split entry by entry: each entry is a block, the heading travels with the first one. */
  const entries = (name: SectionName, list: Row[][]) => {
    if (!list.length) return;
    rows.push(heading(name, m.entryHeaderGap));
    list.forEach((entry, k) => {
      const first = entry[0];
      if (!first) return;
      first.penalty = k === 0 ? 3 : 0;
      first.before = k === 0 ? 0 : m.itemGap;
      for (const c of entry.slice(1)) c.penalty = Math.max(1, c.penalty);
      rows.push(...entry);
    });
  };

  if (r.summary) {
    block(
      'summary',
      r.summary
        .split(/\n\s*\n/)
        .flatMap((p, k) =>
          paragraph(p.replace(/\s+/g, ' ').trim(), m.left, m.width, 'normal', 1, k ? m.bulletGap : 0),
        ),
    );
  }

  if (r.skills.length)
    block(
      'skills',
      inline(
        r.skills.map((text) => ({ text })),
        ', ',
        m.left,
        m.width,
        false,
        1,
      ),
    );

  entries(
    'experience',
    r.experience.map((e: VisibleExperience) => {
      const title = e.job_title === null ? '' : e.job_title || FALLBACK_TEXT.jobTitle;
      const company = e.company === null ? '' : e.company || FALLBACK_TEXT.company;
      // A long title keeps its line to itself; the dates then join the place on the line below.
      const datesBelow = !!title && !fitsBeside(title, 'bold', e.dates);
      const below = [e.location, datesBelow || !title ? e.dates : ''].filter(Boolean).join(' | ');
      const head = title
        ? [
            ...split(title, 'bold', datesBelow ? '' : e.dates, 0),
            ...(company || below ? split(company, 'italic', below, 3) : []),
          ]
        : split(company, 'italic', below, 0);
      const body = e.bullet_points.flatMap((b, k) => bullet(b, k === 0 ? 3 : 1));
      return [...head, ...body];
    }),
  );

  if (r.certifications.length)
    block(
      'certifications',
      r.certifications.flatMap((c) => bullet(c, 1)),
    );

  if (r.education.length) {
    block(
      'education',
      r.education.flatMap((e, k) => {
        const head = split(e.degree || FALLBACK_TEXT.degree, 'bold', e.dates, 1, k ? m.itemGap : 0);
        const school = split(e.school || FALLBACK_TEXT.school, 'italic', e.location, 3);
        const gpa = e.gpa ? [lineRow([run(m.left, toWinAnsi(`GPA: ${e.gpa}`))], 3)] : [];
        return [...head, ...school, ...gpa];
      }),
    );
  }

  entries(
    'projects',
    r.projects.map((p) => {
      const head = split(p.title, 'bold', p.link ? displayLink(p.link) : '', 0);
      const description = p.description ? paragraph(p.description, m.left, m.width, 'italic', 3) : [];
      const body = p.bullet_points.flatMap((b, k) => bullet(b, k === 0 && !description.length ? 3 : 1));
      return [...head, ...description, ...body];
    }),
  );

  if (r.tools.length)
    block(
      'tools',
      inline(
        r.tools.map((text) => ({ text })),
        ', ',
        m.left,
        m.width,
        false,
        1,
      ),
    );
  if (r.references) block('references', paragraph(REFERENCES_TEXT, m.left, m.width, 'normal', 1));

  return rows;
}

function paginate(rows: Row[], m: Metrics): { pages: Page[]; structure: SectionPlacement[] } {
  const pages: Page[] = [];
  const structure: SectionPlacement[] = [];
  let page: Page = { runs: [], rules: [], links: [] };
  let y = m.top;
  let isEmpty = true;
  let current: SectionName | undefined;
  let i = 0;
  pages.push(page);
  const newPage = () => {
    page = { runs: [], rules: [], links: [] };
    const next = rows[i];
    if (current && next && !next.section) page.continues = current;
    pages.push(page);
    y = m.top;
    isEmpty = true;
  };
  const place = (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      const r = rows[k] as Row;
      if (!isEmpty) y += r.before;
      for (const t of r.runs) page.runs.push({ ...t, y: y + t.y });
      for (const l of r.rules) page.rules.push({ ...l, y1: y + l.y1, y2: y + l.y2 });
      for (const a of r.links) page.links.push({ ...a, y: y + a.y });
      if (r.section) {
        structure.push({ name: r.section, page: pages.length });
        current = r.section;
      }
      y += r.height;
      isEmpty = false;
    }
  };
  /** Height of rows[from, to) placed at the current point. */
  const heightOf = (from: number, to: number) => {
    let h = 0;
    for (let k = from; k < to; k++) {
      const r = rows[k] as Row;
      h += (k === from && isEmpty ? 0 : r.before) + r.height;
    }
    return h;
  };

  while (i < rows.length) {
    let j = i + 1;
    while (j < rows.length && (rows[j] as Row).penalty > 0) j++;
    if (y + heightOf(i, j) <= m.limit) {
      place(i, j);
      i = j;
      continue;
    }
    // A block taller than a whole page starts here rather than leaving this page empty.
    const isTall = heightOf(i, j) - (isEmpty ? 0 : (rows[i] as Row).before) > m.limit - m.top;
    if (!isEmpty && !isTall) {
      newPage();
      continue;
    }
    // Fill this page, breaking at the best place that fits: between bullets or entries, else between lines.
    let fit = i;
    while (fit < j && y + heightOf(i, fit + 1) <= m.limit) fit++;
    let cut = 0;
    for (const level of [1, 2]) {
      let g = fit;
      while (g > i && (rows[g] as Row).penalty > level) g--;
      if (g > i) {
        cut = g;
        break;
      }
    }
    if (!cut) {
      if (!isEmpty) {
        newPage();
        continue;
      }
      cut = Math.max(fit, i + 1);
    }
    place(i, cut);
    i = cut;
    if (i < rows.length) newPage();
  }
  return { pages, structure };
}
