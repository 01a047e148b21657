/** Small text helpers shared by the parser's steps. */

const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

/** Replaces typographic ligatures and odd spaces, and collapses whitespace. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
      .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
      .replace(/\u00ad/g, '')
      // Icons from private-use code points: kept as a neutral separator.
      .replace(/[\ue000-\uf8ff]/g, ' • ')
      // Pictographs before contact items (☎ ✉ ⌂ ➜, emoji): separators too. Rating stars (★ ☆) stay.
      .replace(/[\u2300-\u23ff\u2600-\u2604\u2607-\u27bf\u2b00-\u2bff\u{1f300}-\u{1faff}]\ufe0f?/gu, ' • ')
      .replace(/^\s*•\s*(?=•)/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Bullet glyphs seen in resumes, including private-use glyphs of symbol fonts. */
export const BULLET_RE =
  /^\s*(?:[•·▪▫●○◦■□►▸▹▶‣⁃∙⋅◆◇❖➢➤✓✔–—*\-\uf0a7\uf0b7\uf0d8\uf076\uf0fc\ue000-\uf8ff])\s*/u;

export function isBulletStart(text: string): boolean {
  return BULLET_RE.test(text) && !/^\s*[-–—]\s*\d/.test(text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET_RE, '').trim();
}

export const isAllCaps = (text: string): boolean => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Joins wrapped lines, removing end-of-line hyphenation ("develop-" + "ment"). */
export function joinWrapped(parts: string[]): string {
  let out = '';
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    if (!out) out = part;
    else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(part)) out = out.slice(0, -1) + part;
    else out = `${out} ${part}`;
  }
  return out;
}
