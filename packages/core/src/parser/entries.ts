import { hasDate } from './fields.ts';
import { isBulletStart, joinWrapped, stripBullet, wordCount } from './text.ts';
import type { Line } from './types.ts';

/** One job, school or project: its heading lines and its bullets (wrapped lines already joined). */
export interface Entry {
  header: Line[];
  bullets: string[];
}

type Kind = 'header' | 'bullet' | 'text';

const isLong = (l: Line) => l.text.length > 90 || (wordCount(l.text) > 9 && /[.!?]$/.test(l.text));

/** Left edge of a bullet line's text, after its glyph. */
function textX(line: Line): number {
  const [first, second] = line.items;
  if (first && second && isBulletStart(first.str) && stripBullet(first.str) === '') return second.x;
  return line.x;
}

export function classifyLine(line: Line, body: { size: number; fontName: string }): Kind {
  if (isBulletStart(line.text) && stripBullet(line.text).length > 0) return 'bullet';
  if (hasDate(line.text) && !isLong(line)) return 'header';
  if (isLong(line)) return 'text';
  if (line.isBold || line.size >= body.size + 0.9 || line.parts.length > 1) return 'header';
  if (line.fontName !== body.fontName && line.text.length < 70) return 'header';
  return 'text';
}

/**
 * Step 4: a section's lines → entries. An entry starts at a heading-like line (a date, bold or larger type,
 * another font) that follows body text, or at a plain line just before such a heading. Bulleted lines start
 * bullets; plain lines continue the bullet above them, or form paragraphs when an entry has no bullets.
 */
export function splitEntries(lines: Line[], body: { size: number; fontName: string }): Entry[] {
  const kinds = lines.map((l) => classifyLine(l, body));
  const entries: Entry[] = [];
  let current: { header: Line[]; body: { text: string[]; bullet: boolean; x: number; last: Line }[] } | null =
    null;
  const maxRight = Math.max(...lines.map((l) => l.right));
  const start = (line: Line | null) => {
    current = { header: line ? [line] : [], body: [] };
    entries.push(current as unknown as Entry);
  };
  const headerHasDate = (c: { header: Line[] }) => c.header.some((l) => hasDate(l.text));

  lines.forEach((line, i) => {
    const kind = kinds[i]!;
    const c = current as {
      header: Line[];
      body: { text: string[]; bullet: boolean; x: number; last: Line }[];
    } | null;
    if (kind === 'header') {
      const dated = hasDate(line.text);
      if (!c || c.body.length > 0 || (dated && headerHasDate(c) && c.header.length >= 2)) start(line);
      else c.header.push(line);
      return;
    }
    if (kind === 'bullet') {
      if (!c) start(null);
      (current as unknown as { body: unknown[] }).body.push({
        text: [stripBullet(line.text)],
        bullet: true,
        x: textX(line),
        last: line,
      });
      return;
    }
    // Plain text.
    const next = kinds[i + 1];
    const nextLine = lines[i + 1];
    if (c && c.body.length > 0 && next === 'header' && nextLine && !isLong(line) && hasDate(nextLine.text)) {
      start(line);
      return;
    }
    if (!c) {
      start(isLong(line) ? null : line);
      if (isLong(line))
        (current as unknown as { body: unknown[] }).body.push({
          text: [line.text],
          bullet: false,
          x: line.x,
          last: line,
        });
      return;
    }
    const last = c.body[c.body.length - 1];
    if (!last) {
      if (c.header.length < 3 && !isLong(line) && !/[.!?]$/.test(line.text)) c.header.push(line);
      else c.body.push({ text: [line.text], bullet: false, x: line.x, last: line });
      return;
    }
    const endedEarly =
      /[.!?:]$/.test(last.last.text) && last.last.right < maxRight - 0.15 * (maxRight - last.x);
    if (last.bullet ? line.x >= last.x - 3 || line.x > last.last.x - 1 : !endedEarly) {
      last.text.push(line.text);
      last.last = line;
    } else c.body.push({ text: [line.text], bullet: false, x: line.x, last: line });
  });

  return entries.map((e) => {
    const raw = e as unknown as { header: Line[]; body: { text: string[] }[] };
    return { header: raw.header, bullets: raw.body.map((b) => joinWrapped(b.text)).filter(Boolean) };
  });
}
