import { FALLBACK_TEXT } from '../resume.ts';
import { displayLink, type InlineItem, linkItem } from './links.ts';
import { MM_PER_PT, textWidth, toWinAnsi } from './measure.ts';
import type { Metrics } from './metrics.ts';
import { PAGE_WIDTH, REFERENCES_TEXT, SECTION_TITLES, type SectionName, TEXT_COLOR } from './page.ts';
import { BreakPenalty, type Row, type RowBuilder, row, rowBuilder } from './rows.ts';
import type { VisibleExperience, VisibleResume } from './visibility.ts';

/**
 * Step 3, sections: the shown resume becomes the flow of rows, section by section, each section deciding
 * where a page may break inside it.
 */
export function layoutSections(r: VisibleResume, m: Metrics): Row[] {
  const b = rowBuilder(m);
  const rows: Row[] = [...header(r, m, b)];

  const heading = (name: SectionName, gap: number): Row => {
    const size = m.headingSize;
    const base = m.headerGap * 0.625;
    const out = row(
      gap,
      BreakPenalty.Free,
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

  /** Inside a block or an entry, no row after the first is a free break. */
  const bindRest = (content: Row[]) => {
    for (const c of content.slice(1))
      if (c.penalty < BreakPenalty.BetweenItems) c.penalty = BreakPenalty.BetweenItems;
  };

  /** A section whose content moves as one block. */
  const block = (name: SectionName, content: Row[]) => {
    if (!content.length) return;
    const first = content[0];
    if (first) {
      first.penalty = BreakPenalty.Keep;
      first.before = 0;
    }
    bindRest(content);
    rows.push(heading(name, m.headerGap), ...content);
  };

  /** A section split entry by entry: each entry is a block, the heading travels with the first one. */
  const entries = (name: SectionName, list: Row[][]) => {
    if (!list.length) return;
    rows.push(heading(name, m.entryHeaderGap));
    list.forEach((entry, k) => {
      const first = entry[0];
      if (!first) return;
      first.penalty = k === 0 ? BreakPenalty.Keep : BreakPenalty.Free;
      first.before = k === 0 ? 0 : m.itemGap;
      bindRest(entry);
      rows.push(...entry);
    });
  };

  const list = (items: string[]) =>
    b.inline(
      items.map((text) => ({ text })),
      ', ',
      m.left,
      m.width,
      false,
      BreakPenalty.BetweenItems,
    );

  if (r.summary) {
    block(
      'summary',
      r.summary
        .split(/\n\s*\n/)
        .flatMap((p, k) =>
          b.paragraph(
            p.replace(/\s+/g, ' ').trim(),
            m.left,
            m.width,
            'normal',
            BreakPenalty.BetweenItems,
            k ? m.bulletGap : 0,
          ),
        ),
    );
  }
  if (r.skills.length) block('skills', list(r.skills));
  entries(
    'experience',
    r.experience.map((e) => experienceRows(e, b)),
  );
  if (r.certifications.length)
    block(
      'certifications',
      r.certifications.flatMap((c) => b.bullet(c, BreakPenalty.BetweenItems)),
    );
  if (r.education.length) {
    block(
      'education',
      r.education.flatMap((e, k) => {
        const head = b.split(
          e.degree || FALLBACK_TEXT.degree,
          'bold',
          e.dates,
          BreakPenalty.BetweenItems,
          k ? m.itemGap : 0,
        );
        const school = b.split(e.school || FALLBACK_TEXT.school, 'italic', e.location, BreakPenalty.Keep);
        const gpa = e.gpa ? [b.lineRow([b.run(m.left, toWinAnsi(`GPA: ${e.gpa}`))], BreakPenalty.Keep)] : [];
        return [...head, ...school, ...gpa];
      }),
    );
  }
  entries(
    'projects',
    r.projects.map((p) => {
      const head = b.split(p.title, 'bold', p.link ? displayLink(p.link) : '', BreakPenalty.Free);
      const description = p.description
        ? b.paragraph(p.description, m.left, m.width, 'italic', BreakPenalty.Keep)
        : [];
      const body = p.bullet_points.flatMap((text, k) =>
        b.bullet(text, k === 0 && !description.length ? BreakPenalty.Keep : BreakPenalty.BetweenItems),
      );
      return [...head, ...description, ...body];
    }),
  );
  if (r.tools.length) block('tools', list(r.tools));
  if (r.references)
    block('references', b.paragraph(REFERENCES_TEXT, m.left, m.width, 'normal', BreakPenalty.BetweenItems));

  return rows;
}

/** Name and contact line, kept together at the top of the first page. */
function header(r: VisibleResume, m: Metrics, b: RowBuilder): Row[] {
  const nameText = toWinAnsi(r.name || FALLBACK_TEXT.name);
  const nameW = textWidth(nameText, 'bold', m.nameSize);
  const nameMm = m.nameSize * MM_PER_PT;
  const rows: Row[] = [
    row(nameMm + 2, BreakPenalty.Free, [
      {
        x: m.centered ? (PAGE_WIDTH - nameW) / 2 : m.left,
        y: nameMm * 0.8,
        text: nameText,
        font: 'bold',
        size: m.nameSize,
        color: TEXT_COLOR,
      },
    ]),
  ];
  const contact: InlineItem[] = [r.contact.email, r.contact.phone, r.contact.location]
    .filter(Boolean)
    .map((text) => ({ text }));
  if (r.contact.link) contact.push(linkItem(r.contact.link));
  rows.push(...b.inline(contact, ' | ', m.left, m.width, m.centered, BreakPenalty.Keep));
  const headerEnd = rows[rows.length - 1];
  if (headerEnd) headerEnd.height += 2;
  return rows;
}

/** One job: title and dates, company and place, then the bullets. */
function experienceRows(e: VisibleExperience, b: RowBuilder): Row[] {
  const title = e.job_title === null ? '' : e.job_title || FALLBACK_TEXT.jobTitle;
  const company = e.company === null ? '' : e.company || FALLBACK_TEXT.company;
  // A long title keeps its line to itself; the dates then join the place on the line below.
  const datesBelow = !!title && !b.fitsBeside(title, 'bold', e.dates);
  const below = [e.location, datesBelow || !title ? e.dates : ''].filter(Boolean).join(' | ');
  const head = title
    ? [
        ...b.split(title, 'bold', datesBelow ? '' : e.dates, BreakPenalty.Free),
        ...(company || below ? b.split(company, 'italic', below, BreakPenalty.Keep) : []),
      ]
    : b.split(company, 'italic', below, BreakPenalty.Free);
  const body = e.bullet_points.flatMap((text, k) =>
    b.bullet(text, k === 0 ? BreakPenalty.Keep : BreakPenalty.BetweenItems),
  );
  return [...head, ...body];
}
