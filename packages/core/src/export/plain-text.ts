import { displayLink } from '../layout/links.ts';
import { REFERENCES_TEXT, SECTION_TITLES, type SectionName } from '../layout/page.ts';
import { applyVisibility, type VisibleResume } from '../layout/visibility.ts';
import type { ResumeData } from '../resume.ts';

/**
 * One shown field of the resume, in the order every export lays it out (the layout's section order). `ordered`
 * fields start a line of their own and must come back in this order; the rest (dates, places) share a line
 * with one and are only counted for recall. `link` is the address a shown link opens.
 */
export interface ExportField {
  section: SectionName | 'header';
  kind: 'name' | 'contact' | 'paragraph' | 'item' | 'title' | 'subtitle' | 'detail' | 'bullet';
  text: string;
  ordered: boolean;
  link?: string;
}

/** The section headings an export prints, in order, with the fields under each. */
export interface ExportSection {
  name: SectionName;
  title: string;
  fields: ExportField[];
}

export interface ExportOutline {
  name: string;
  contact: ExportField[];
  sections: ExportSection[];
}

/** The shown resume as the sections and fields every export (PDF, Word, plain text) writes, in one order. */
export function exportOutline(data: ResumeData): ExportOutline {
  return outlineOf(applyVisibility(data));
}

function outlineOf(r: VisibleResume): ExportOutline {
  const contact: ExportField[] = [r.contact.email, r.contact.phone, r.contact.location]
    .filter(Boolean)
    .map((text) => ({ section: 'header', kind: 'contact', text, ordered: true }));
  if (r.contact.link)
    contact.push({
      section: 'header',
      kind: 'contact',
      text: displayLink(r.contact.link),
      ordered: true,
      link: r.contact.link,
    });

  const sections: ExportSection[] = [];
  const add = (name: SectionName, fields: Omit<ExportField, 'section'>[]) => {
    if (fields.length)
      sections.push({
        name,
        title: SECTION_TITLES[name],
        fields: fields.map((f) => ({ section: name, ...f })),
      });
  };
  const field = (kind: ExportField['kind'], text: string, ordered = true): Omit<ExportField, 'section'>[] =>
    text ? [{ kind, text, ordered }] : [];

  add(
    'summary',
    r.summary
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .flatMap((p) => field('paragraph', p)),
  );
  add(
    'skills',
    r.skills.flatMap((s) => field('item', s)),
  );
  add(
    'experience',
    r.experience.flatMap((e) => [
      ...field('title', e.job_title ?? ''),
      ...field('detail', e.dates, false),
      ...field('subtitle', e.company ?? ''),
      ...field('detail', e.location, false),
      ...e.bullet_points.flatMap((b) => field('bullet', b)),
    ]),
  );
  add(
    'certifications',
    r.certifications.flatMap((c) => field('bullet', c)),
  );
  add(
    'education',
    r.education.flatMap((e) => [
      ...field('title', e.degree),
      ...field('detail', e.dates, false),
      ...field('subtitle', e.school),
      ...field('detail', e.location, false),
      ...field('detail', e.gpa ? `GPA: ${e.gpa}` : '', false),
    ]),
  );
  add(
    'projects',
    r.projects.flatMap((p) => [
      ...field('title', p.title),
      ...(p.link
        ? [{ kind: 'detail' as const, text: displayLink(p.link), ordered: false, link: p.link }]
        : []),
      ...field('subtitle', p.description),
      ...p.bullet_points.flatMap((b) => field('bullet', b)),
    ]),
  );
  add(
    'tools',
    r.tools.flatMap((t) => field('item', t)),
  );
  if (r.references) add('references', field('paragraph', REFERENCES_TEXT));
  return { name: r.name, contact, sections };
}

/** Every field in export order, the name and contact line first. */
export function exportFields(outline: ExportOutline): ExportField[] {
  const name: ExportField[] = outline.name
    ? [{ section: 'header', kind: 'name', text: outline.name, ordered: true }]
    : [];
  return [...name, ...outline.contact, ...outline.sections.flatMap((s) => s.fields)];
}

/**
 * The resume as clean text for application forms that only take a text box: the same sections in the same
 * order, headings in capitals, bullets as "- ", full link addresses, no layout characters.
 */
export function resumePlainText(data: ResumeData): string {
  const outline = exportOutline(data);
  const lines: string[] = [];
  if (outline.name) lines.push(outline.name);
  const contact = outline.contact.map((c) => c.link ?? c.text);
  if (contact.length) lines.push(contact.join(' | '));
  for (const section of outline.sections) {
    lines.push('', section.title);
    if (section.name === 'skills' || section.name === 'tools') {
      lines.push(section.fields.map((f) => f.text).join(', '));
      continue;
    }
    let entry: string[] = [];
    const flush = () => {
      if (entry.length) lines.push(entry.join(' | '));
      entry = [];
    };
    for (const f of section.fields) {
      if (f.kind === 'title' && entry.length) flush();
      if (f.kind === 'title' || f.kind === 'subtitle' || f.kind === 'detail') {
        // A new entry starts on its own line after a blank one, unless it is the section's first.
        if (f.kind === 'title' && lines[lines.length - 1] !== section.title) lines.push('');
        entry.push(f.link ?? f.text);
        continue;
      }
      flush();
      lines.push(f.kind === 'bullet' ? `- ${f.text}` : f.text);
    }
    flush();
  }
  return `${lines.join('\n').trim()}\n`;
}
