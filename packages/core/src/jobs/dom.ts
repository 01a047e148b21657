/**
 * The slice of the DOM the job extractor reads, written structurally so core stays free of the DOM lib
 * (decision 041). A browser `Document` satisfies these interfaces as is; so does linkedom's in tests.
 */
export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}

export interface DomElement extends DomNode {
  readonly tagName: string;
  readonly parentElement: DomElement | null;
  getAttribute(name: string): string | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}

export interface DomDocument {
  readonly title: string;
  readonly documentElement: DomElement;
  readonly body: DomElement | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

export function isElement(node: DomNode): node is DomElement {
  return node.nodeType === ELEMENT_NODE;
}

export function all(root: DomDocument | DomElement, selectors: string): DomElement[] {
  try {
    return Array.from(root.querySelectorAll(selectors));
  } catch {
    return []; // a selector this engine does not support
  }
}

export function first(root: DomDocument | DomElement, selectors: string): DomElement | null {
  try {
    return root.querySelector(selectors);
  } catch {
    return null;
  }
}

/** The first element matching any selector, in the order the selectors are given (not document order). */
export function firstOf(root: DomDocument | DomElement, selectors: readonly string[]): DomElement | null {
  for (const selector of selectors) {
    const found = first(root, selector);
    if (found && inlineText(found)) return found;
  }
  return null;
}

/** Collapse whitespace and trim. */
export function norm(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** One element's text on one line (textContent, so CSS text-transform does not change the case). */
export function inlineText(element: DomElement | null): string {
  if (!element) return '';
  const builder = new TextBuilder();
  walk(element, builder, true);
  return norm(builder.toString());
}

export function attr(element: DomElement | null, name: string): string {
  return norm(element?.getAttribute(name));
}

export function meta(doc: DomDocument, key: string): string {
  return attr(first(doc, `meta[property="${key}"], meta[name="${key}"]`), 'content');
}

const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'BUTTON',
  'FORM',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'IFRAME',
  'HEAD',
  'IMG',
  'CANVAS',
  'VIDEO',
  'DIALOG',
]);

export const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TABLE',
  'TR',
  'BLOCKQUOTE',
  'PRE',
  'DL',
  'DT',
  'DD',
  'HR',
  'FIGURE',
  'FIGCAPTION',
  'ADDRESS',
  'DETAILS',
  'SUMMARY',
  'CENTER',
]);

/** Accumulates plain text with line breaks at block boundaries; list items become "• " lines. */
export class TextBuilder {
  private lines: string[] = [];
  private current = '';
  /** While muted nothing is written (a walk that starts after a given element). */
  muted = false;

  text(value: string): void {
    if (this.muted) return;
    this.current += value.replace(/[\s\u00a0]+/g, ' ');
  }

  newline(): void {
    if (this.muted) return;
    const line = this.current.replace(/ +/g, ' ').trim();
    if (line === '•') return; // a list item whose text starts in a nested block keeps its bullet
    if (line) this.lines.push(line);
    this.current = '';
  }

  bullet(): void {
    if (this.muted) return;
    this.newline();
    this.current = '• ';
  }

  toString(): string {
    this.newline();
    return this.lines.join('\n');
  }
}

const SCREEN_READER_ONLY =
  /(^|\s)(visually-hidden|sr-only|screen-reader-only|screen-reader-text|a11y-text)(\s|$)/;

/**
 * An icon drawn from a ligature font (`<mat-icon>place</mat-icon>`, `<span class="material-icons">schedule</span>`):
 * its text is the icon's name, not words on the page ("placeFreiburg", "scheduleTeilzeit").
 */
export function isIconGlyph(element: DomElement): boolean {
  return (
    element.tagName.toUpperCase() === 'MAT-ICON' ||
    /(^|\s)material-(icons|symbols)[\w-]*(\s|$)/.test(element.getAttribute('class') ?? '')
  );
}

function isHidden(element: DomElement): boolean {
  if (isIconGlyph(element)) return true;
  // A tab panel is the posting's text behind a tab ("Qualifications", "Benefits"): shown at a click, so read as
  // the page's, however the closed ones are hidden (decision 107).
  if (element.getAttribute('role') === 'tabpanel') return false;
  if (SCREEN_READER_ONLY.test(element.getAttribute('class') ?? '')) return true;
  const style = element.getAttribute('style');
  const hidden =
    element.getAttribute('hidden') !== null ||
    (!!style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style));
  return hidden && !isClosedPanel(element);
}

/**
 * A closed panel of an accordion or disclosure: the control right before it (or inside that) opens it
 * (`aria-expanded` with `aria-controls` naming its id). Its text is the page's, one click away, as a closed tab
 * panel's is (decision 150); a menu a button opens is no part of the page's text.
 */
function isClosedPanel(element: DomElement): boolean {
  const id = element.getAttribute('id');
  const parent = element.parentElement;
  if (!id || !parent) return false;
  const siblings = Array.from(parent.childNodes).filter(isElement);
  const before = siblings[siblings.indexOf(element) - 1];
  if (!before) return false;
  const opens = [before, ...all(before, '[aria-controls]')].some(
    (control) =>
      control.getAttribute('aria-expanded') !== null &&
      (control.getAttribute('aria-controls') ?? '').split(/\s+/).includes(id),
  );
  if (
    !opens ||
    /^(NAV|MENU)$/i.test(element.tagName) ||
    element.querySelector('nav, [role="menu"], [role="navigation"]')
  )
    return false;
  const text = norm(element.textContent).length;
  const linked = all(element, 'a').reduce((sum, a) => sum + norm(a.textContent).length, 0);
  return text > 0 && linked / text < 0.5;
}

/**
 * How a block walk reads: where it starts, which page parts it leaves out, which classes the page's CSS draws with
 * their line breaks (`white-space: pre-line`), and whether the walk is inside such an element.
 */
type WalkOptions = {
  after?: DomElement | null;
  skip?: ReadonlySet<string>;
  preClasses?: ReadonlySet<string>;
  keepBreaks?: boolean;
};

const KEEPS_BREAKS = /white-space\s*:\s*pre(-line|-wrap)?\b/i;
const preCache = new WeakMap<DomElement, { sheets: string; classes: ReadonlySet<string> }>();

/**
 * The classes the page's own style sheets draw with their line breaks kept (`.jv-details-description{white-space:
 * pre-line}`): a description written as one plain text with line breaks reads as lines, as the page shows it.
 */
function preClassesOf(element: DomElement): ReadonlySet<string> {
  let top = element;
  while (top.parentElement) top = top.parentElement;
  // A page drawn late may add its style sheets late: the cache holds while their sizes stay the same.
  const styles = all(top, 'style');
  const sheets = styles.map((style) => (style.textContent ?? '').length).join(',');
  const cached = preCache.get(top);
  if (cached?.sheets === sheets) return cached.classes;
  const classes = new Set<string>();
  for (const style of styles) {
    for (const rule of (style.textContent ?? '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      if (!KEEPS_BREAKS.test(rule[2] ?? '')) continue;
      for (const selector of (rule[1] ?? '').split(',')) {
        const last = selector.trim().match(/\.([\w-]+)$/);
        if (last?.[1]) classes.add(last[1]);
        // An element by its tag inside a class (`.paragraph dd{white-space:pre-wrap}`), kept as "paragraph DD"
        // (decision 124).
        const inside = selector.trim().match(/\.([\w-]+)\s*[\s>]\s*([a-z][a-z0-9]*)$/i);
        if (inside?.[1] && inside[2]) classes.add(`${inside[1]} ${inside[2].toUpperCase()}`);
        // An element selected by an attribute's value instead of a class (`[data-qa-id="ad_description"] p`), kept as
        // "[data-qa-id=ad_description]" or "[data-qa-id=ad_description] P" (decision 159).
        const marked = selector
          .trim()
          .match(/\[([\w-]+)=["']?([^"'\]]*)["']?\](?:\s*[\s>]\s*([a-z][a-z0-9]*))?$/i);
        if (marked?.[1] && marked[2])
          classes.add(`[${marked[1]}=${marked[2]}]${marked[3] ? ` ${marked[3].toUpperCase()}` : ''}`);
      }
    }
  }
  preCache.set(top, { sheets, classes });
  return classes;
}

/** Where a walk starts: the page's classes that keep line breaks, and whether the start (or a box around it) does. */
function breaksOptions(element: DomElement): WalkOptions {
  const preClasses = preClassesOf(element);
  let keepBreaks = false;
  // `white-space` is inherited: a box inside one that keeps its breaks keeps them too.
  for (let el: DomElement | null = element; el && !keepBreaks; el = el.parentElement)
    keepBreaks = keepsBreaks(el, preClasses);
  return { preClasses, keepBreaks };
}

function keepsBreaks(element: DomElement, preClasses: ReadonlySet<string> | undefined): boolean {
  if (element.tagName.toUpperCase() === 'PRE' || KEEPS_BREAKS.test(element.getAttribute('style') ?? ''))
    return true;
  if (!preClasses?.size) return false;
  if (styleNames(element, preClasses).some((name) => preClasses.has(name))) return true;
  const tag = element.tagName.toUpperCase();
  for (let p = element.parentElement; p; p = p.parentElement) {
    const names = styleNames(p, preClasses);
    if (names.some((name) => name && preClasses.has(`${name} ${tag}`))) return true;
  }
  return false;
}

/** The names the page's style sheets select an element by: its classes, and the attribute values they name. */
function styleNames(element: DomElement, preClasses: ReadonlySet<string>): string[] {
  const names = (element.getAttribute('class') ?? '').split(/\s+/);
  for (const key of preClasses) {
    const attribute = key.match(/^\[([\w-]+)=([^\]]*)\]/);
    if (attribute?.[1] && element.getAttribute(attribute[1]) === attribute[2]) names.push(attribute[0]);
  }
  return names;
}

/**
 * A form that holds the page's main heading: the page itself drawn inside one form (ASP.NET's `<form id="aspnetForm">`
 * round the whole body), whose text is the page's, not a form's fields (decision 106). A WebForms page with no
 * heading is known by the form's page state (`__VIEWSTATE`), which only such a wrapper carries (decision 112). So is a
 * form round tables of text with no field a person fills in, only its hidden state and buttons (a Java server's
 * `<form>` round a whole job record; decision 126).
 */
function isPageForm(element: DomElement): boolean {
  return (
    element.tagName.toUpperCase() === 'FORM' &&
    (element.querySelector('h1') !== null ||
      element.querySelector('input[name="__VIEWSTATE"]') !== null ||
      (element.querySelector('table') !== null &&
        element.querySelector(
          'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="image"]), select, textarea',
        ) === null))
  );
}

function walk(node: DomNode, out: TextBuilder, inline: boolean, options: WalkOptions = {}): void {
  const children = node.childNodes;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (!child) continue;
    if (child.nodeType === TEXT_NODE) {
      const text = child.textContent ?? '';
      if (!options.keepBreaks || inline) out.text(text);
      else
        text.split(/\r?\n/).forEach((line, n) => {
          if (n > 0) out.newline();
          out.text(line);
        });
      continue;
    }
    if (!isElement(child)) continue;
    if (child === options.after) {
      out.newline();
      out.muted = false;
      continue;
    }
    const tag = child.tagName.toUpperCase();
    if (
      (SKIP.has(tag) && !isPageForm(child)) ||
      (options.skip?.has(tag) && (tag !== 'FIGCAPTION' || isPictureCaption(child))) ||
      isHidden(child)
    )
      continue;
    if (tag === 'BR') {
      if (inline) out.text(' ');
      else out.newline();
      continue;
    }
    const block = BLOCK_TAGS.has(tag);
    if (inline) {
      if (block) out.text(' ');
      walk(child, out, true, options);
      if (block) out.text(' ');
      continue;
    }
    if (tag === 'LI') out.bullet();
    else if (block) out.newline();
    else if (tag === 'TD' || tag === 'TH') out.text(' ');
    const keepBreaks = !options.keepBreaks && block && keepsBreaks(child, options.preClasses);
    walk(child, out, false, keepBreaks ? { ...options, keepBreaks } : options);
    if (block) out.newline();
  }
}

/** Plain text of an element with paragraph, heading, list-item and `<br>` breaks kept as newlines. */
export function blockText(element: DomElement | null): string {
  if (!element) return '';
  const builder = new TextBuilder();
  walk(element, builder, false, breaksOptions(element));
  return builder.toString();
}

/**
 * Sidebars, menus and footers: not part of a posting's text when the generic reader takes a whole block. Nor is
 * the caption of a picture (a map's "Hiring area: drivers within 150 miles of our terminal", a photo's credit): it
 * tells what the picture shows, not the posting's text (decision 142).
 */
const PAGE_FRAME = new Set(['NAV', 'ASIDE', 'FOOTER', 'FIGCAPTION']);

/** A figure's caption beside a picture (an image, a map, a video), not a table's caption. */
function isPictureCaption(caption: DomElement): boolean {
  const figure = caption.parentElement;
  return (
    !!figure &&
    figure.tagName.toUpperCase() === 'FIGURE' &&
    figure.querySelector('img, picture, svg, iframe, video, canvas, object, embed') !== null &&
    figure.querySelector('table, pre, blockquote') === null
  );
}

/**
 * Block text of `element` from just after `after` (the posting's title, when the block holds it), leaving out
 * navigation, sidebars and footers.
 */
export function contentText(element: DomElement, after: DomElement | null): string {
  const builder = new TextBuilder();
  builder.muted = !!after && isInside(element, after);
  walk(element, builder, false, {
    after: builder.muted ? after : null,
    skip: PAGE_FRAME,
    ...breaksOptions(element),
  });
  return builder.toString();
}

/** Whether `node` lies inside `ancestor` (not the same element). */
export function isInside(ancestor: DomElement, node: DomElement): boolean {
  for (let p = node.parentElement; p; p = p.parentElement) if (p === ancestor) return true;
  return false;
}

/** The element children of an element, in order. */
export function elementChildren(element: DomElement): DomElement[] {
  return Array.from(element.childNodes).filter(isElement);
}

/** The element right after `element` among its parent's children. */
export function nextElement(element: DomElement): DomElement | null {
  const siblings = element.parentElement ? elementChildren(element.parentElement) : [];
  return siblings[siblings.indexOf(element) + 1] ?? null;
}

/** Block text of several elements in order, each starting on its own line. */
export function blocksText(elements: readonly DomElement[]): string {
  return elements
    .map((element) => blockText(element))
    .filter(Boolean)
    .join('\n');
}

/** An element that may host an open shadow root, with the attributes to write it out by (a browser's, linkedom's). */
type ShadowHost = DomElement & {
  readonly shadowRoot?: { readonly childNodes: ArrayLike<DomNode> } | null;
  readonly attributes?: ArrayLike<{ readonly name: string; readonly value: string }>;
};

/** What a document offers to parse HTML into a new, inert document (`window.DOMParser`). */
type ParsingDocument = DomDocument & {
  readonly defaultView?: {
    DOMParser?: new () => { parseFromString(html: string, type: string): unknown };
  } | null;
};

const VOID_TAGS = new Set([
  'AREA',
  'BASE',
  'BR',
  'COL',
  'EMBED',
  'HR',
  'IMG',
  'INPUT',
  'LINK',
  'META',
  'SOURCE',
  'TRACK',
  'WBR',
]);
const RAW_TEXT_TAGS = new Set(['SCRIPT', 'STYLE']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The nodes a host gives its shadow tree's slots: by the `slot` attribute's name, the rest to the default slot. */
function slotsOf(host: DomElement): Map<string, DomNode[]> {
  const slots = new Map<string, DomNode[]>();
  for (const child of Array.from(host.childNodes)) {
    const name = isElement(child) ? (child.getAttribute('slot') ?? '') : '';
    slots.set(name, [...(slots.get(name) ?? []), child]);
  }
  return slots;
}

type FrameHost = DomElement & { readonly contentDocument?: DomDocument | null };

/**
 * The body of a same-origin frame that shows a part of the page, not a page of its own: text and no `h1` (a career
 * site's posting text in an `iframe srcdoc` under the page's own heading; decision 154). Null for any other element,
 * a frame of another origin, or an empty one.
 */
function framePart(element: DomElement): DomElement | null {
  if (element.tagName.toUpperCase() !== 'IFRAME') return null;
  let body: DomElement | null = null;
  try {
    body = (element as FrameHost).contentDocument?.body ?? null;
  } catch {
    return null; // a frame of another origin: not ours to read
  }
  if (!body || body.querySelector('h1') || !(body.textContent ?? '').trim()) return null;
  return body;
}

/**
 * Write a node as HTML, with every open shadow root drawn in its host's place and the host's children in its slots;
 * with `frames`, a frame that shows a part of the page (`framePart`) drawn in its element's place too.
 */
function writeFlat(node: DomNode, out: string[], slots: Map<string, DomNode[]> | null, frames = false): void {
  if (node.nodeType === TEXT_NODE) {
    out.push(escapeText(node.textContent ?? ''));
    return;
  }
  if (!isElement(node)) return;
  const element = node as ShadowHost;
  const tag = element.tagName.toUpperCase();
  if (tag === 'SLOT' && slots) {
    const assigned = slots.get(element.getAttribute('name') ?? '');
    for (const child of assigned ?? Array.from(element.childNodes)) writeFlat(child, out, slots, frames);
    return;
  }
  const name = element.tagName.toLowerCase();
  const attributes = Array.from(element.attributes ?? [])
    .map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`)
    .join('');
  const part = frames ? framePart(element) : null;
  if (part) {
    out.push(`<div${attributes}>`);
    for (const child of Array.from(part.childNodes)) writeFlat(child, out, null, frames);
    out.push('</div>');
    return;
  }
  out.push(`<${name}${attributes}>`);
  if (VOID_TAGS.has(tag)) return;
  if (RAW_TEXT_TAGS.has(tag)) out.push(element.textContent ?? '');
  else if (element.shadowRoot) {
    const own = slotsOf(element);
    for (const child of Array.from(element.shadowRoot.childNodes)) writeFlat(child, out, own, frames);
  } else for (const child of Array.from(element.childNodes)) writeFlat(child, out, slots, frames);
  out.push(`</${name}>`);
}

/**
 * The page with its open shadow roots drawn in place (decision 107): a web component's posting (Salesforce's
 * Lightning components, a custom element of a careers widget) lives in a shadow tree that `querySelectorAll` and
 * `textContent` do not reach. The page itself is left as it is: a copy, parsed inert, is read instead. A page
 * without an open shadow root, or a document that cannot parse, is read as it is.
 */
export function withShadowRoots(doc: DomDocument): DomDocument {
  const body = doc.body;
  if (!body || !all(body, '*').some((el) => (el as ShadowHost).shadowRoot)) return doc;
  return flatCopy(doc, false);
}

/**
 * The page with the same-origin frames that show a part of it drawn in place, as a person reads them as part of the
 * page (a posting's text in an `iframe srcdoc` under the page's heading; decision 154), its open shadow roots too; the
 * page as it is when no frame shows a part of it. A frame that is a page of its own (an `h1`) stays a frame: it is
 * read alone (`waitForJob`'s frames).
 */
export function withFrames(doc: DomDocument): DomDocument {
  const body = doc.body;
  if (!body || !all(body, 'iframe').some((el) => framePart(el))) return doc;
  return flatCopy(doc, true);
}

/** A copy of the page written flat (`writeFlat`) and parsed inert; the page itself when it cannot parse. */
function flatCopy(doc: DomDocument, frames: boolean): DomDocument {
  const Parser = (doc as ParsingDocument).defaultView?.DOMParser;
  if (!Parser || !doc.documentElement) return doc;
  const out: string[] = ['<!DOCTYPE html>'];
  writeFlat(doc.documentElement, out, null, frames);
  try {
    const flat = new Parser().parseFromString(out.join(''), 'text/html') as DomDocument;
    return flat.body ? flat : doc;
  } catch {
    return doc;
  }
}
