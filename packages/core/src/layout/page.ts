import type { FontStyle } from './measure.ts';

/** The page model every layout step writes and both renderers read. */

/** A4 portrait, in millimetres. */
export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;

export const TEXT_COLOR = '#000000';
export const LINK_COLOR = '#1155cc';

/** One string drawn in one font. `y` is the baseline, in mm from the top of the page; `size` is in points. */
export interface TextRun {
  x: number;
  y: number;
  text: string;
  font: FontStyle;
  size: number;
  color: string;
}

/** A straight line, in mm; `width` is the stroke width in mm. */
export interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
}

/** A clickable rectangle (top-left corner, in mm) opening `url`. */
export interface LinkArea {
  x: number;
  y: number;
  width: number;
  height: number;
  url: string;
}

export type SectionName =
  | 'summary'
  | 'skills'
  | 'experience'
  | 'certifications'
  | 'education'
  | 'projects'
  | 'tools'
  | 'references';

export interface Page {
  runs: TextRun[];
  rules: Rule[];
  links: LinkArea[];
  /**
   * The section carried over from the previous page, when this page starts in the middle of one: the preview
   * marks it "continued" in the top margin. The PDF leaves the marker out, so an ATS reads each heading once.
   */
  continues?: SectionName;
}

/** Where a section's heading landed; pages count from 1 (document 2 §3 "page structure"). */
export interface SectionPlacement {
  name: SectionName;
  page: number;
}

/** Heading texts, in capitals so any ATS (and our own parser) reads them as section headings. */
export const SECTION_TITLES: Record<SectionName, string> = {
  summary: 'SUMMARY',
  skills: 'SKILLS',
  experience: 'EXPERIENCE',
  certifications: 'CERTIFICATIONS',
  education: 'EDUCATION',
  projects: 'PROJECTS',
  tools: 'TOOLS',
  references: 'REFERENCES',
};

export const REFERENCES_TEXT = 'Available upon request.';
