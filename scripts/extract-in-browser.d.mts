import type { ExtractedJob } from '@tailor/core/jobs/types';
import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
/** The job extractor as one script for `page.evaluate`, cached by the hash of its sources. */
export function extractionBundle(): Promise<string>;
export function launchChromium(): Promise<Browser>;
/**
 * Serves `html` at `url` with every other request refused, then extracts as the extension does; with
 * `timeDetection`, also times one detection on the settled page (`detectMs`).
 */
export function extractFromHtml(
  browser: Browser,
  url: string,
  html: string,
  code?: string,
  options?: { timeDetection?: boolean },
): Promise<ExtractedJob & { detectMs?: number }>;
