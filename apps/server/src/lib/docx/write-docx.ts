import { type ExportField, exportOutline } from '@tailor/core/export/plain-text';
import { linkHref } from '@tailor/core/layout/layout';
import type { ResumeData } from '@tailor/core/resume';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  TabStopType,
  TextRun,
} from 'docx';

// A4 with the PDF's margin (14.1 mm), in twentieths of a point.
const TWIPS_PER_MM = 1440 / 25.4;
const PAGE = { width: Math.round(210 * TWIPS_PER_MM), height: Math.round(297 * TWIPS_PER_MM) };
const MARGIN = Math.round(14.1 * TWIPS_PER_MM);
const RIGHT_TAB = PAGE.width - 2 * MARGIN;
const FONT = 'Arial';
/** Half-points, as Word counts font sizes: 10.5 pt body like the PDF. */
const BODY = 21;

const run = (text: string, style: { bold?: boolean; italics?: boolean } = {}) =>
  new TextRun({ text, ...style, font: FONT, size: BODY });

function linked(text: string, url: string | undefined, style: { bold?: boolean } = {}): ParagraphChild {
  const href = url ? linkHref(url) : '';
  if (!href) return run(text, style);
  return new ExternalHyperlink({
    link: href,
    children: [new TextRun({ text, ...style, style: 'Hyperlink', font: FONT, size: BODY })],
  });
}

/** "Left text → right text" on one line: the right part sits on a right-aligned tab stop (dates, places). */
function splitLine(left: ParagraphChild[], right: ParagraphChild[]): Paragraph {
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
    children: right.length ? [...left, new TextRun({ text: '\t', font: FONT, size: BODY }), ...right] : left,
  });
}

/** An entry's fields: title and its detail on one line, subtitle and its detail on the next, then bullets. */
function entryParagraphs(fields: ExportField[]): Paragraph[] {
  const out: Paragraph[] = [];
  let line: { left: ParagraphChild[]; right: ParagraphChild[] } | null = null;
  const flush = () => {
    if (line) out.push(splitLine(line.left, line.right));
    line = null;
  };
  for (const f of fields) {
    if (f.kind === 'title' || f.kind === 'subtitle') {
      flush();
      line = { left: [run(f.text, f.kind === 'title' ? { bold: true } : { italics: true })], right: [] };
    } else if (f.kind === 'detail') {
      const part = linked(f.text, f.link);
      if (!line) line = { left: [part], right: [] };
      else if (line.right.length) line.right.push(run(' | '), part);
      else line.right.push(part);
    } else {
      flush();
      out.push(
        f.kind === 'bullet'
          ? new Paragraph({ bullet: { level: 0 }, children: [run(f.text)] })
          : new Paragraph({ children: [run(f.text)] }),
      );
    }
  }
  flush();
  return out;
}

/**
 * The resume as a Word file (decision 084), from the same outline and section order as the PDF: real headings,
 * real bulleted lists, dates on a right-aligned tab stop, real hyperlinks and core document properties. No
 * tables, text boxes or images: what applicant-tracking systems read best.
 */
export async function writeDocx(data: ResumeData, meta: { title: string }): Promise<Uint8Array> {
  const outline = exportOutline(data);
  const children: Paragraph[] = [];
  if (outline.name)
    children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(outline.name)] }));
  if (outline.contact.length) {
    const parts: ParagraphChild[] = [];
    outline.contact.forEach((c, i) => {
      if (i) parts.push(run(' | '));
      parts.push(linked(c.text, c.link));
    });
    children.push(new Paragraph({ children: parts }));
  }
  for (const section of outline.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.title)] }));
    if (section.name === 'skills' || section.name === 'tools') {
      children.push(new Paragraph({ children: [run(section.fields.map((f) => f.text).join(', '))] }));
    } else children.push(...entryParagraphs(section.fields));
  }
  const doc = new Document({
    creator: outline.name || 'Tailor',
    title: meta.title,
    description: 'Resume',
    lastModifiedBy: 'Tailor',
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY } },
        title: { run: { font: FONT, size: 40, bold: true, color: '000000' } },
        heading1: {
          run: { font: FONT, size: 25, bold: true, color: '000000' },
          paragraph: { spacing: { before: 200, after: 80 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children: children.length
          ? children
          : [new Paragraph({ alignment: AlignmentType.LEFT, children: [] })],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
