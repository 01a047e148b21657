import { type DisplaySettings, DisplaySettingsSchema, type ResumeData } from '../resume.ts';
import { resolveMetrics } from './metrics.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, type Page, type SectionPlacement } from './page.ts';
import { paginate } from './paginate.ts';
import { layoutSections } from './sections.ts';
import { applyVisibility } from './visibility.ts';

export { displayLink, linkHref } from './links.ts';
export {
  LINK_COLOR,
  type LinkArea,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type Page,
  REFERENCES_TEXT,
  type Rule,
  SECTION_TITLES,
  type SectionName,
  type SectionPlacement,
  TEXT_COLOR,
  type TextRun,
} from './page.ts';

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

/**
 * Lays a resume out on A4 pages. Pure and deterministic: both renderers draw exactly what it returns.
 * The steps, each in its own module: measure (metrics.ts, measure.ts), rows (rows.ts), sections
 * (sections.ts), paginate (paginate.ts), links (links.ts).
 */
export function layoutResume(data: ResumeData, options: LayoutOptions = {}): ResumeLayout {
  const settings = DisplaySettingsSchema.parse({
    ...data._metadata?.displaySettings,
    ...options.displaySettings,
  });
  const metrics = resolveMetrics(settings);
  const rows = layoutSections(applyVisibility(data), metrics);
  return { width: PAGE_WIDTH, height: PAGE_HEIGHT, ...paginate(rows, metrics) };
}
