import {
  type DisplaySettings,
  DisplaySettingsSchema,
  type ResumeData,
  SectionVisibilitySchema,
} from '../resume.ts';
import { entryFlags, isItemVisible, setItemVisible } from '../resume-items.ts';
import { layoutResume, type ResumeLayout } from './layout.ts';

/** One bullet the fit hid: experience entry `entry`, bullet `bullet` (indices into the resume's lists). */
export interface HiddenBullet {
  entry: number;
  bullet: number;
  company: string;
  text: string;
}

/** What fitting to a page target did, for the editor's note, the CLI and the export check. */
export interface FitReport {
  /** 1 or 2; null for "No limit". */
  target: number | null;
  /** Pages of the resume as it is laid out (fitted when the target is met, as it was when not). */
  pages: number;
  /** Pages before any fitting. */
  naturalPages: number;
  met: boolean;
  /** Spacing changes applied, e.g. ["compact line spacing", "narrow margins"]. */
  tightened: string[];
  hidden: HiddenBullet[];
}

export interface FittedLayout {
  layout: ResumeLayout;
  report: FitReport;
  /** The data as laid out: the resume with the fit's bullets hidden (through resume-items.ts). */
  data: ResumeData;
  /** The display settings as laid out. */
  settings: DisplaySettings;
}

/** Spacing the layout engine already offers, tightest last; each step only ever tightens. */
const TIGHTENING: Array<{ label: string; apply(s: DisplaySettings): DisplaySettings | null }> = [
  {
    label: 'compact line spacing',
    apply: (s) => (s.lineSpacing === 'compact' ? null : { ...s, lineSpacing: 'compact' }),
  },
  { label: 'narrow margins', apply: (s) => (s.margins === 'narrow' ? null : { ...s, margins: 'narrow' }) },
];

export function pageTargetOf(data: ResumeData): number | null {
  const target = data._metadata?.displaySettings?.pageTarget ?? 'none';
  return target === 'none' ? null : Number(target);
}

/**
 * The order in which bullets may be hidden, least relevant first: the oldest roles before newer ones (jobs are
 * listed most recent first), within a role its last bullets first (tailoring puts the strongest first). Every
 * role keeps its first bullet until all others are gone; the most recent role is touched last. Roles,
 * employers, degrees and dates are never hidden.
 */
function bulletsToHide(data: ResumeData): HiddenBullet[] {
  const v = data._metadata?.sectionVisibility ?? SectionVisibilitySchema.parse({});
  if (!v.experience) return [];
  const shown = data.experience.map((e, entry) =>
    entryFlags(data, 'experience', entry).visible
      ? e.bullet_points.flatMap((text, bullet) =>
          text.trim() && isItemVisible(data, { bulletsOf: 'experience', entry }, bullet)
            ? [{ entry, bullet, company: e.company, text }]
            : [],
        )
      : [],
  );
  const oldestFirst = shown.map((_, i) => shown.length - 1 - i);
  const older = oldestFirst.filter((i) => i !== 0);
  const rest = (i: number) => (shown[i] ?? []).slice(1).reverse();
  return [
    ...older.flatMap(rest),
    ...(shown.length ? rest(0) : []),
    ...oldestFirst.flatMap((i) => (shown[i] ?? []).slice(0, 1)),
  ];
}

function hide(data: ResumeData, bullets: HiddenBullet[]): ResumeData {
  let out = data;
  for (const b of bullets)
    out = setItemVisible(out, { bulletsOf: 'experience', entry: b.entry }, b.bullet, false);
  return out;
}

/**
 * Lays the resume out for its page target (decision 083). "No limit" is exactly `layoutResume`. Otherwise:
 * first tighten spacing within the settings the layout engine has, then hide the least relevant bullets of the
 * oldest roles, as few as will do. When even hiding every bullet does not reach the target, nothing is changed
 * and the report says so. Pure and deterministic, so the preview and both PDF renderers agree exactly.
 */
export function fitLayout(data: ResumeData): FittedLayout {
  const settings = DisplaySettingsSchema.parse({ ...data._metadata?.displaySettings });
  const target = pageTargetOf(data);
  const natural = layoutResume(data);
  const base = { data, settings };
  const report = (layout: ResumeLayout, extra: Partial<FitReport> = {}): FitReport => ({
    target,
    pages: layout.pages.length,
    naturalPages: natural.pages.length,
    met: target === null || layout.pages.length <= target,
    tightened: [],
    hidden: [],
    ...extra,
  });
  if (target === null || natural.pages.length <= target) {
    return { ...base, layout: natural, report: report(natural) };
  }

  let tight = settings;
  const tightened: string[] = [];
  for (const step of TIGHTENING) {
    const next = step.apply(tight);
    if (!next) continue;
    tight = next;
    tightened.push(step.label);
    const layout = layoutResume(data, { displaySettings: tight });
    if (layout.pages.length <= target) {
      return { data, settings: tight, layout, report: report(layout, { tightened: [...tightened] }) };
    }
  }

  // Fewest bullets that reach the target: pages only fall as bullets go, so search the prefix length.
  const order = bulletsToHide(data);
  const pagesWith = (k: number) =>
    layoutResume(hide(data, order.slice(0, k)), { displaySettings: tight }).pages.length;
  if (!order.length || pagesWith(order.length) > target) {
    return { ...base, layout: natural, report: report(natural, { met: false }) };
  }
  let lo = 1;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pagesWith(mid) <= target) hi = mid;
    else lo = mid + 1;
  }
  const hidden = order.slice(0, lo);
  const fitted = hide(data, hidden);
  const layout = layoutResume(fitted, { displaySettings: tight });
  return { data: fitted, settings: tight, layout, report: report(layout, { tightened, hidden }) };
}

/** The editor's note on a fit, in plain words. */
export function describeFit(report: FitReport): string | null {
  if (report.target === null) return null;
  const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
  if (!report.met) {
    return (
      `Cannot fit on ${pages(report.target)} without hiding a role: it stays at ${pages(report.pages)}. ` +
      'Shorten or hide some entries yourself, or choose a larger target.'
    );
  }
  if (!report.tightened.length && !report.hidden.length) return `Fits on ${pages(report.pages)} as it is.`;
  const parts: string[] = [];
  if (report.tightened.length) parts.push(report.tightened.join(' and '));
  if (report.hidden.length) {
    const companies = [...new Set(report.hidden.map((h) => h.company.trim() || 'an earlier role'))];
    parts.push(
      `${report.hidden.length} bullet${report.hidden.length === 1 ? '' : 's'} of older roles hidden (${companies.join(', ')})`,
    );
  }
  return `Fitted to ${pages(report.pages)}: ${parts.join('; ')}. Choose "No limit" to show everything again.`;
}
