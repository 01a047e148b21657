import type { Metrics } from './metrics.ts';
import type { Page, SectionName, SectionPlacement } from './page.ts';
import { BreakPenalty, type Row } from './rows.ts';

/**
 * Step 4, paginate: the flow of rows goes onto A4 pages. A run of rows without a free break moves as one
 * block; a block that does not fit starts a new page, and a block taller than a page is split at the best
 * break that fits (between items, else between lines).
 */
export function paginate(rows: Row[], m: Metrics): { pages: Page[]; structure: SectionPlacement[] } {
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
    for (const r of rows.slice(from, to)) {
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
      const r = rows[k];
      if (!r) break;
      h += (k === from && isEmpty ? 0 : r.before) + r.height;
    }
    return h;
  };

  while (i < rows.length) {
    let j = i + 1;
    while ((rows[j]?.penalty ?? BreakPenalty.Free) > BreakPenalty.Free) j++;
    if (y + heightOf(i, j) <= m.limit) {
      place(i, j);
      i = j;
      continue;
    }
    // A block taller than a whole page starts here rather than leaving this page empty.
    const isTall = heightOf(i, j) - (isEmpty ? 0 : (rows[i]?.before ?? 0)) > m.limit - m.top;
    if (!isEmpty && !isTall) {
      newPage();
      continue;
    }
    // Fill this page, breaking at the best place that fits: between bullets or entries, else between lines.
    let fit = i;
    while (fit < j && y + heightOf(i, fit + 1) <= m.limit) fit++;
    let cut = 0;
    for (const level of [BreakPenalty.BetweenItems, BreakPenalty.InsideParagraph]) {
      let g = fit;
      while (g > i && (rows[g]?.penalty ?? level) > level) g--;
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
