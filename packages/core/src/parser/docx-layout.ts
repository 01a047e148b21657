// A Word document's structure (mammoth's HTML: headings, paragraphs, lists, tables, links, tab characters) laid
// out as positioned text on letter-size pages, so a .docx reaches the one parser the way its PDF would (decision
// 067). The geometry is what the parser's steps read: bold and size for headings, indents for lists, a wide gap
// for a tab stop, columns side by side for a table, lines wrapped at the column's edge.
import { last } from '../arrays.ts';
import type { PdfPage, TextItem } from './types.ts';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const BODY_SIZE = 10;
const HEADING_SIZES: Record<string, number> = { h1: 20, h2: 13, h3: 11.5, h4: 11, h5: 10.5, h6: 10.5 };
/** Average advance of a character in font sizes (Calibri/Arial body text). */
const CHAR_EM = 0.5;
/** Gap (points) a tab leaves between two texts: wider than the parser's segment gap at any body size. */
const TAB_GAP = 36;
const LIST_INDENT = 14;
const CELL_GAP = 12;
const ROW_GAP = 12;

const REGULAR = 'Docx-Regular';
const BOLD = 'Docx-Bold';
const ITALIC = 'Docx-Italic';
const BOLD_ITALIC = 'Docx-BoldItalic';

/** A run of text with one style; `tab` marks a tab character, `br` a line break. */
type Align = 'left' | 'center' | 'right';
type Run = { text: string; bold: boolean; italic: boolean } | { tab: true } | { br: true };
type Block =
  | { kind: 'para'; tag: string; runs: Run[]; indent: number; bullet: string; align: Align }
  | { kind: 'table'; rows: Block[][][] };

// ---------------------------------------------------------------------------------------------------------------
// HTML → blocks. mammoth writes a small, well-formed subset: p, h1–h6, ul/ol/li, table/thead/tbody/tr/td/th, a,
// strong/b, em/i, u, s, sup, sub, br, img. Anything else is read as its text.

type Node = { tag: string; attrs: Record<string, string>; children: (Node | string)[] };

const VOID = new Set(['br', 'img', 'hr', 'col', 'meta', 'input']);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (whole, entity: string) => {
    const e = entity.toLowerCase();
    if (e === 'amp') return '&';
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    if (e === 'nbsp') return '\u00a0';
    const code = e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function parseHtml(html: string): Node {
  const root: Node = { tag: '#root', attrs: {}, children: [] };
  const stack: Node[] = [root];
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(\/?)>|([^<]+)|(<)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    // The root is never popped (a closing tag cuts the stack above index 0 only).
    const top = last(stack) ?? root;
    const [, closing, name = '', attributes = '', selfClosing, text, lone] = m;
    const chars = text ?? lone;
    if (chars !== undefined) {
      top.children.push(decodeEntities(chars));
      continue;
    }
    const tag = name.toLowerCase();
    if (closing) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key = '', value = ''] of attributes.matchAll(/([a-zA-Z-]+)\s*=\s*"([^"]*)"/g))
      attrs[key.toLowerCase()] = decodeEntities(value);
    const node: Node = { tag, attrs, children: [] };
    top.children.push(node);
    if (!selfClosing && !VOID.has(tag)) stack.push(node);
  }
  return root;
}

/** A link's address as a reader would want it in the text: the e-mail of a mailto:, else the URL itself. */
function linkTarget(href: string): string {
  return href.replace(/^mailto:/i, '').trim();
}

function collectRuns(node: Node | string, style: { bold: boolean; italic: boolean }, out: Run[]) {
  if (typeof node === 'string') {
    const pieces = node.split('\t');
    pieces.forEach((piece, k) => {
      if (k > 0) out.push({ tab: true });
      if (piece) out.push({ text: piece, ...style });
    });
    return;
  }
  if (node.tag === 'br') {
    out.push({ br: true });
    return;
  }
  if (node.tag === 'img') return;
  const next = {
    bold: style.bold || node.tag === 'strong' || node.tag === 'b',
    italic: style.italic || node.tag === 'em' || node.tag === 'i',
  };
  const start = out.length;
  for (const child of node.children) collectRuns(child, next, out);
  if (node.tag === 'a' && node.attrs.href && !node.attrs.href.startsWith('#')) {
    // A link shown as a word ("LinkedIn", "Portfolio"): the address is what the resume means, so it is kept.
    const shown = out
      .slice(start)
      .map((r) => ('text' in r ? r.text : ' '))
      .join('')
      .trim();
    const target = linkTarget(node.attrs.href);
    const bare = (s: string) =>
      s
        .toLowerCase()
        .replace(/^https?:\/\/(www\.)?/, '')
        .replace(/\/$/, '');
    if (target && !bare(shown).includes(bare(target))) out.push({ text: ` (${target})`, ...style });
  }
}

function toBlocks(node: Node, out: Block[], depth: number) {
  for (const child of node.children) {
    if (typeof child === 'string') {
      if (child.trim())
        out.push({
          kind: 'para',
          tag: 'p',
          runs: [{ text: child, bold: false, italic: false }],
          indent: 0,
          bullet: '',
          align: 'left',
        });
      continue;
    }
    const tag = child.tag;
    if (tag === 'p' || /^h[1-6]$/.test(tag)) {
      const runs: Run[] = [];
      const heading = /^h[1-6]$/.test(tag);
      collectRuns(child, { bold: heading, italic: false }, runs);
      const cls = child.attrs.class ?? '';
      const align: Align = /\bright\b/.test(cls) ? 'right' : /\bcenter\b/.test(cls) ? 'center' : 'left';
      out.push({ kind: 'para', tag, runs, indent: 0, bullet: '', align });
    } else if (tag === 'ul' || tag === 'ol') {
      let n = 0;
      for (const li of child.children) {
        if (typeof li === 'string' || li.tag !== 'li') continue;
        n++;
        const own: Node = {
          tag: 'li',
          attrs: {},
          children: li.children.filter(
            (c) => typeof c === 'string' || (c.tag !== 'ul' && c.tag !== 'ol' && c.tag !== 'table'),
          ),
        };
        const runs: Run[] = [];
        collectRuns(own, { bold: false, italic: false }, runs);
        out.push({
          kind: 'para',
          tag: 'li',
          runs,
          indent: (depth + 1) * LIST_INDENT,
          bullet: tag === 'ol' ? `${n}.` : '•',
          align: 'left',
        });
        for (const nested of li.children) {
          if (
            typeof nested !== 'string' &&
            (nested.tag === 'ul' || nested.tag === 'ol' || nested.tag === 'table')
          )
            toBlocks({ tag: '#li', attrs: {}, children: [nested] }, out, depth + 1);
        }
      }
    } else if (tag === 'table') {
      const rows: Block[][][] = [];
      const walk = (n: Node) => {
        for (const c of n.children) {
          if (typeof c === 'string') continue;
          if (c.tag === 'tr') {
            const cells: Block[][] = [];
            for (const cell of c.children) {
              if (typeof cell === 'string' || (cell.tag !== 'td' && cell.tag !== 'th')) continue;
              const blocks: Block[] = [];
              toBlocks(cell, blocks, 0);
              const span = Math.min(20, Math.max(1, Number(cell.attrs.colspan) || 1));
              cells.push(blocks);
              for (let k = 1; k < span; k++) cells.push([]);
            }
            rows.push(cells);
          } else if (c.tag === 'thead' || c.tag === 'tbody' || c.tag === 'tfoot') walk(c);
        }
      };
      walk(child);
      if (rows.length) out.push({ kind: 'table', rows });
    } else {
      toBlocks(child, out, depth);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Blocks → positioned lines.

/** One laid-out line, relative to its block's top-left. */
type Placed = { dy: number; items: Omit<TextItem, 'y'>[]; height: number };

const fontOf = (bold: boolean, italic: boolean) =>
  bold ? (italic ? BOLD_ITALIC : BOLD) : italic ? ITALIC : REGULAR;
const textWidth = (text: string, size: number, bold: boolean) =>
  text.length * size * (bold ? CHAR_EM * 1.08 : CHAR_EM);

/**
 * A paragraph's lines inside a column of `width` points starting at x. Text after the last tab of a line goes
 * to the column's right edge (a right tab stop: a title and its dates); text after other tabs follows a wide gap.
 */
function layoutPara(block: Extract<Block, { kind: 'para' }>, x: number, width: number): Placed[] {
  const size = HEADING_SIZES[block.tag] ?? BODY_SIZE;
  const lineHeight = size * 1.35;
  // Split at line breaks into visual lines, then at tabs into segments.
  const visual: Run[][] = [[]];
  for (const run of block.runs) {
    if ('br' in run) visual.push([]);
    else last(visual)?.push(run);
  }
  const placed: Placed[] = [];
  let dy = 0;
  const left = x + block.indent;
  const right = x + width;
  for (const runs of visual) {
    const segments: { text: string; bold: boolean; italic: boolean }[][] = [[]];
    for (const run of runs) {
      if ('tab' in run) segments.push([]);
      else if ('text' in run) last(segments)?.push(run);
    }

    const filled = segments.filter((s) => s.some((r) => r.text.trim()));
    if (!filled.length) continue;
    let items: Omit<TextItem, 'y'>[] = [];
    let cursor = left;
    const flushLine = () => {
      // A right-aligned or centred line moves as a whole once its width is known.
      const first = items[0];
      const last = items[items.length - 1];
      if (first && last && block.align !== 'left' && !block.bullet) {
        const used = last.x + last.width - first.x;
        const shift =
          block.align === 'right' ? right - used - first.x : left + (right - left - used) / 2 - first.x;
        if (shift > 0) items = items.map((item) => ({ ...item, x: item.x + shift }));
      }
      if (items.length) placed.push({ dy, items, height: size });
      dy += lineHeight;
      items = [];
    };
    if (block.bullet) {
      items.push({
        str: block.bullet,
        x: left - LIST_INDENT * 0.7,
        width: textWidth(block.bullet, size, false),
        height: size,
        fontName: REGULAR,
      });
    }
    filled.forEach((segment, k) => {
      const isLast = k === filled.length - 1;
      const afterBullet =
        k === 1 && /^\s*[•·▪◦\-–—*●■]\s*$/u.test((filled[0] ?? []).map((r) => r.text).join(''));
      if (afterBullet) cursor += size * 0.8;
      else if (k > 0) {
        const segmentWidth = segment.reduce((w, r) => w + textWidth(r.text, size, r.bold), 0);
        const atRight = right - segmentWidth;
        cursor = isLast && filled.length > 1 && atRight > cursor + TAB_GAP ? atRight : cursor + TAB_GAP;
      }
      for (const run of segment) {
        // Words, so long runs wrap at the column's edge.
        const words = run.text.split(/(\s+)/).filter((w) => w !== '');
        let pending = '';
        let pendingX = cursor;
        const emit = () => {
          // A space the line ends on takes no room at the column's edge: the item ends with its last letter.
          if (pending.trim())
            items.push({
              str: pending,
              x: pendingX,
              width: textWidth(pending.trimEnd(), size, run.bold),
              height: size,
              fontName: fontOf(run.bold, run.italic),
            });
          pending = '';
        };
        for (const word of words) {
          const w = textWidth(word, size, run.bold);
          if (/^\s+$/.test(word)) {
            pending += ' ';
            cursor += size * CHAR_EM;
            continue;
          }
          if (cursor + w > right + 0.5 && cursor > left + 1) {
            emit();
            flushLine();
            cursor = left;
            pendingX = cursor;
          }
          if (!pending) pendingX = cursor;
          pending += word;
          cursor += w;
        }
        emit();
      }
    });
    flushLine();
  }
  return placed;
}

/**
 * Column widths of a table: each column gets what its longest paragraph needs, short columns first (a label
 * column stays as narrow as its longest label), long ones share what is left; room to spare goes by need.
 */
function columnWidths(rows: Block[][][], width: number): number[] {
  const n = Math.max(...rows.map((r) => r.length));
  const need = Array.from({ length: n }, (_, c) => {
    let most = 2;
    for (const row of rows)
      for (const block of row[c] ?? [])
        if (block.kind === 'para')
          most = Math.max(
            most,
            block.runs.reduce((len, r) => len + ('text' in r ? r.text.length : 'tab' in r ? 8 : 0), 0) *
              (HEADING_SIZES[block.tag] ?? BODY_SIZE),
          );
        else most = Math.max(most, 200 * BODY_SIZE);
    return most * CHAR_EM * 1.08 + 6;
  });
  const available = width - CELL_GAP * (n - 1);
  const widths = new Array<number>(n).fill(0);
  let left = available;
  const order = need.map((w, c) => ({ w, c })).sort((p, q) => p.w - q.w);
  order.forEach(({ w, c }, k) => {
    const share = Math.min(w, left / (n - k));
    widths[c] = share;
    left -= share;
  });
  const total = widths.reduce((sum, w) => sum + w, 0);
  return widths.map((w) => (total > 0 ? (w * available) / total : available / n));
}

/**
 * A template's tables share one grid (a label column as wide in the header as in the body); mammoth drops the
 * grid, so tables with the same number of columns at one level get the widths their contents together need.
 */
function sharedWidths(blocks: Block[], width: number): Map<Block, number[]> {
  const byCount = new Map<number, Extract<Block, { kind: 'table' }>[]>();
  for (const block of blocks) {
    if (block.kind !== 'table') continue;
    const n = Math.max(...block.rows.map((r) => r.length));
    byCount.set(n, [...(byCount.get(n) ?? []), block]);
  }
  const out = new Map<Block, number[]>();
  for (const tables of byCount.values()) {
    const widths = columnWidths(
      tables.flatMap((t) => t.rows),
      width,
    );
    for (const t of tables) out.set(t, widths);
  }
  return out;
}

function layoutBlocks(blocks: Block[], x: number, width: number): Placed[] {
  const grids = sharedWidths(blocks, width);
  const placed: Placed[] = [];
  let dy = 0;
  for (const block of blocks) {
    if (block.kind === 'para') {
      const size = HEADING_SIZES[block.tag] ?? BODY_SIZE;
      // Space before a heading, as Word's heading styles leave.
      if (block.tag !== 'p' && block.tag !== 'li' && placed.length) dy += size * 0.8;
      const lines = layoutPara(block, x, width);
      for (const line of lines) placed.push({ ...line, dy: dy + line.dy });
      const lastLine = last(lines);
      dy += lastLine ? lastLine.dy + size * 1.35 : 0;
      if (block.tag === 'p') dy += 2;
    } else {
      const widths = grids.get(block) ?? columnWidths(block.rows, width);
      for (const row of block.rows) {
        let cx = x;
        let rowHeight = 0;
        row.forEach((cell, c) => {
          const w = widths[c] ?? 0;
          const lines = layoutBlocks(cell, cx, w);
          for (const line of lines) placed.push({ ...line, dy: dy + line.dy });
          const last = lines[lines.length - 1];
          if (last) rowHeight = Math.max(rowHeight, last.dy + last.height * 1.35);
          cx += w + CELL_GAP;
        });
        // Cell margins and the paragraph spacing after a cell's last line (Word leaves about 12 pt): rows read
        // as separate blocks, further apart than the lines inside them.
        if (rowHeight > 0) dy += rowHeight + ROW_GAP;
      }
      dy += 4;
    }
  }
  return placed;
}

/** Lays out mammoth's HTML of a Word document as letter-size pages of positioned text. */
export function docxHtmlToPages(html: string): PdfPage[] {
  const blocks: Block[] = [];
  toBlocks(parseHtml(html), blocks, 0);
  const lines = layoutBlocks(blocks, MARGIN, PAGE_WIDTH - 2 * MARGIN).sort((a, b) => a.dy - b.dy);
  const pages: PdfPage[] = [];
  const usable = PAGE_HEIGHT - 2 * MARGIN;
  let page: PdfPage | null = null;
  let pageStart = 0;
  for (const line of lines) {
    if (!page || line.dy - pageStart + line.height > usable) {
      page = { width: PAGE_WIDTH, height: PAGE_HEIGHT, items: [] };
      pages.push(page);
      pageStart = line.dy;
    }
    const baseline = PAGE_HEIGHT - MARGIN - (line.dy - pageStart) - line.height;
    for (const item of line.items) page.items.push({ ...item, y: baseline });
  }
  return pages;
}
