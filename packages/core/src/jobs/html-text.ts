import { BLOCK_TAGS, TextBuilder } from './dom.ts';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  laquo: '«',
  raquo: '»',
  shy: '',
  zwj: '',
  zwnj: '',
};

/** Decode HTML character references once (`&amp;amp;` becomes `&amp;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const RAW_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|([^<]+)|</g;

/** Plain text of an HTML fragment, with the same line rules as the DOM walk (no DOM needed). */
export function htmlToText(html: string): string {
  const out = new TextBuilder();
  let skipping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, text] = match;
    if (text !== undefined || whole === '<') {
      if (!skipping) out.text(decodeEntities(text ?? whole));
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toUpperCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    if (!closing && RAW_TEXT.has(tag) && !whole.endsWith('/>')) {
      skipping = tag;
      continue;
    }
    if (tag === 'BR') out.newline();
    else if (tag === 'LI' && !closing) out.bullet();
    else if (BLOCK_TAGS.has(tag)) out.newline();
    else if (tag === 'TD' || tag === 'TH') out.text(' ');
  }
  return out.toString();
}

/** Text from a structured-data string that may be plain text, HTML, or HTML escaped once more. */
export function richText(value: string): string {
  let text = value;
  // `&lt;p&gt;…` is HTML escaped once more: unescape, then treat it as HTML.
  if (!/<[a-z][^>]*>/i.test(text) && /&lt;\/?[a-z][^&]*&gt;/i.test(text)) text = decodeEntities(text);
  if (/<\/?[a-z][^>]*>/i.test(text)) {
    // HTML whose text was escaped once more (`<p>R&amp;amp;D</p>`) still holds a reference once the tags are gone:
    // decode it as the one-line reader does (plainText).
    const read = htmlToText(text);
    return /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(read) ? decodeEntities(read) : read;
  }
  const lines = decodeEntities(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
  return lines.join('\n');
}

/** A one-line text field from structured data: entities decoded, tags dropped, whitespace collapsed. */
export function plainText(value: string): string {
  let text = decodeEntities(value);
  if (/<\/?[a-z][^>]*>/i.test(text)) text = htmlToText(text);
  if (/&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) text = decodeEntities(text);
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}
