import { fitLayout } from '@tailor/core/layout/fit';
import { type Page, type ResumeLayout, SECTION_TITLES } from '@tailor/core/layout/layout';
import { MM_PER_PT } from '@tailor/core/layout/measure';
import type { ResumeData } from '@tailor/core/resume';
import { useMemo } from 'react';

/** The preview frame is 794 px wide (document 2 §2): an A4 page at 96 dpi. */
export const PREVIEW_WIDTH_PX = 794;

/** Arial and Liberation Sans share Helvetica's advance widths, so the layout's line breaks hold on screen. */
const FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', sans-serif";

const FONT_STYLE = {
  normal: { fontWeight: 400, fontStyle: 'normal' },
  bold: { fontWeight: 700, fontStyle: 'normal' },
  italic: { fontWeight: 400, fontStyle: 'italic' },
} as const;

interface ResumePreviewProps {
  data: ResumeData;
  /** Width of a page in CSS pixels; defaults to the 794-px frame. */
  width?: number;
}

/**
 * The live HTML preview: the PDF's own layout (same engine, same line and page breaks) drawn with absolutely
 * positioned spans, page by page.
 */
export function ResumePreview({ data, width = PREVIEW_WIDTH_PX }: ResumePreviewProps) {
  // Fitted to the page target exactly as both PDF renderers are (decision 083).
  const layout = useMemo(() => fitLayout(data).layout, [data]);
  const scale = width / layout.width;
  return (
    <div className="flex flex-col items-center gap-6">
      {layout.pages.map((page, index) => (
        <div key={index} className="flex flex-col items-center gap-1">
          <PreviewPage page={page} layout={layout} scale={scale} />
          <span className="text-xs text-muted-foreground">
            Page {index + 1} of {layout.pages.length}
          </span>
        </div>
      ))}
    </div>
  );
}

function PreviewPage({ page, layout, scale }: { page: Page; layout: ResumeLayout; scale: number }) {
  return (
    <div
      data-testid="preview-page"
      className="relative overflow-hidden bg-white shadow-md"
      style={{ width: layout.width * scale, height: layout.height * scale, fontFamily: FONT_FAMILY }}
    >
      {page.continues && (
        <span
          className="absolute right-0 left-0 text-center text-[10px] text-gray-400 italic"
          style={{ top: 4 * scale }}
          data-testid="section-continued"
        >
          {SECTION_TITLES[page.continues].charAt(0)}
          {SECTION_TITLES[page.continues].slice(1).toLowerCase()} (continued)
        </span>
      )}
      {page.rules.map((rule, k) => (
        <div
          key={`r${k}`}
          aria-hidden
          style={{
            position: 'absolute',
            left: Math.min(rule.x1, rule.x2) * scale,
            top: (Math.min(rule.y1, rule.y2) - rule.width / 2) * scale,
            width: Math.max(Math.abs(rule.x2 - rule.x1), rule.width) * scale,
            height: Math.max(Math.abs(rule.y2 - rule.y1), rule.width) * scale,
            background: rule.color,
          }}
        />
      ))}
      {page.runs.map((run, k) => {
        const sizePx = run.size * MM_PER_PT * scale;
        const link = page.links.find(
          (l) => run.x >= l.x - 0.01 && run.x < l.x + l.width && run.y >= l.y && run.y <= l.y + l.height,
        );
        const style = {
          position: 'absolute' as const,
          left: run.x * scale,
          // A line box of exactly the font size puts the baseline at about 0.8 em for Helvetica/Arial.
          top: run.y * scale - sizePx * 0.8,
          fontSize: sizePx,
          lineHeight: `${sizePx}px`,
          whiteSpace: 'pre' as const,
          color: run.color,
          ...FONT_STYLE[run.font],
        };
        return link ? (
          <a key={k} href={link.url} target="_blank" rel="noreferrer" style={style}>
            {run.text}
          </a>
        ) : (
          <span key={k} style={style}>
            {run.text}
          </span>
        );
      })}
    </div>
  );
}
