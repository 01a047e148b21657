import { LINK_COLOR } from './page.ts';

/** Step 5, links: how a URL is shown on the page and what the clickable area opens. */

/** "https://www.example.com/me/" → "example.com/me" (document 1 §5). */
export function displayLink(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/** The address a link opens: https:// is added when it has no scheme. */
export function linkHref(url: string): string {
  const t = url.trim();
  // Only web and mail links become clickable; `javascript:` and friends are shown as text, never followed.
  if (/^(https?|mailto):/i.test(t)) return t;
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return '';
  if (/^[^\s/@]+@[^\s/@]+\.[^\s/@]+$/.test(t)) return `mailto:${t}`;
  return `https://${t.replace(/^\/+/, '')}`;
}

/** One item of an inline list (the contact line); `url` makes it a link drawn in the link colour. */
export interface InlineItem {
  text: string;
  color?: string;
  url?: string;
}

/** The contact link as an inline item: clickable when it is a web or mail address, plain text otherwise. */
export function linkItem(url: string): InlineItem {
  const href = linkHref(url);
  return href ? { text: displayLink(url), color: LINK_COLOR, url: href } : { text: displayLink(url) };
}
