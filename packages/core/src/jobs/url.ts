/** The parts of an absolute http(s) address the extractor reads (core has no `URL` global; decision 041). */
export type PageUrl = { hostname: string; pathname: string; search: string };

export function parsePageUrl(href: string): PageUrl | null {
  const match = href.match(
    /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::\d+)?([^?#]*)(\?[^#]*)?/i,
  );
  if (!match) return null;
  return { hostname: (match[1] ?? '').toLowerCase(), pathname: match[2] || '/', search: match[3] ?? '' };
}
