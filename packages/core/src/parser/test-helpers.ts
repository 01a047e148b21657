import type { Line, TextItem } from './types.ts';

/** A text item at (x, top) on a 792pt-high page, in the shape pdfjs gives. */
export function item(str: string, x: number, top: number, options: Partial<TextItem> = {}): TextItem {
  const height = options.height ?? 10;
  return {
    str,
    x,
    y: 792 - top,
    width: options.width ?? str.length * height * 0.5,
    height,
    fontName: 'Body',
    ...options,
  };
}

/** A ready-made line, for steps after line building. */
export function line(text: string, options: Partial<Line> = {}): Line {
  const x = options.x ?? 50;
  return {
    text,
    parts: [text],
    page: 0,
    x,
    right: x + text.length * 5,
    top: 100,
    size: 10,
    isBold: false,
    isItalic: false,
    fontName: 'Body',
    items: [item(text, x, options.top ?? 100)],
    ...options,
  };
}
