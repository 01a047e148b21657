import type { DisplaySettings } from '../resume.ts';
import { PAGE_HEIGHT, PAGE_WIDTH } from './page.ts';

/** Step 1, measure: display settings become the page's sizes and spacings, in mm and points. */

const FONT_SCALE = { small: 0.9, medium: 1, large: 1.1 } as const;
const SPACING_SCALE = { compact: 0.85, normal: 1, relaxed: 1.2 } as const;
const MARGINS = { narrow: 10, normal: 14.1, wide: 20 } as const;

export interface Metrics {
  margin: number;
  left: number;
  right: number;
  width: number;
  top: number;
  /** Lowest point a row may reach: the bottom margin less the 2% safety margin. */
  limit: number;
  body: number;
  nameSize: number;
  headingSize: number;
  line: number;
  bulletGap: number;
  itemGap: number;
  sectionGap: number;
  headerGap: number;
  entryHeaderGap: number;
  bulletX: number;
  indent: number;
  centered: boolean;
  headingRules: boolean;
}

export function resolveMetrics(settings: DisplaySettings): Metrics {
  const f = FONT_SCALE[settings.fontSize];
  const s = SPACING_SCALE[settings.lineSpacing];
  const margin = MARGINS[settings.margins];
  const minimal = settings.headerStyle === 'minimal';
  return {
    margin,
    left: margin,
    right: PAGE_WIDTH - margin,
    width: PAGE_WIDTH - 2 * margin,
    top: margin,
    limit: PAGE_HEIGHT - margin - 0.02 * PAGE_HEIGHT,
    body: 10.5 * f,
    nameSize: (minimal ? 16 : 20.5) * f,
    headingSize: 12.5 * f,
    line: 5 * f * s,
    bulletGap: 1 * s,
    itemGap: 2 * s,
    sectionGap: 2 * s,
    headerGap: 8 * f * s,
    entryHeaderGap: 10 * f * s,
    bulletX: margin + 1.5,
    indent: 5.5 * f,
    centered: settings.headerStyle === 'centered',
    headingRules: !minimal,
  };
}
