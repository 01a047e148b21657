import { type DomDocument, inlineText, withFrames } from './dom.ts';
import { type ExtractionResult, extractJob } from './extract-job.ts';
import { countJobLinks, isSingleJobAddress } from './generic.ts';
import type { ExtractedJob } from './types.ts';

/** What the waiter needs from a page: the browser's own functions, passed in so core stays DOM-free. */
export type PageHost = {
  document: DomDocument;
  href(): string;
  /** Call `onChange` after DOM mutations; returns a function that stops watching. */
  observe(onChange: () => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  /** Documents of same-origin frames (iCIMS draws the posting in an iframe of its own host). */
  frameDocuments?(): DomDocument[];
};

export type WaitOptions = {
  /** Give up after this long (late-rendering boards draw their posting within a second or two). */
  maxWaitMs?: number;
  /** A page with content that stops changing for this long is taken as it is. */
  quietMs?: number;
  /** A posting drawn late is answered once the page has not changed for this long (its last parts are in). */
  settleMs?: number;
  /**
   * The job the page showed before a single-page navigation: while the page still shows it, the new address's
   * job has not been drawn yet, so keep watching (until `maxWaitMs`).
   */
  previous?: ExtractedJob | null;
};

const sameJob = (a: ExtractedJob, b: ExtractedJob | null | undefined) =>
  !!b?.isJob &&
  a.positionName === b.positionName &&
  a.companyName === b.companyName &&
  a.description === b.description;

export const DEFAULT_MAX_WAIT_MS = 3500;
export const DEFAULT_QUIET_MS = 800;
export const DEFAULT_SETTLE_MS = 300;

/** Data the page has not drawn yet: URL-encoded or escaped HTML in a hidden field or template (Taleo). */
function hasUndrawnPayload(doc: DomDocument): boolean {
  for (const el of Array.from(
    doc.querySelectorAll('input[type="hidden"], textarea[hidden], script[type="text/template"]'),
  )) {
    const value = el.getAttribute('value') ?? el.textContent ?? '';
    if (value.length > 200 && /%3C(p|li|div|ul|br)|&lt;(p|li|div|ul|br)\b/i.test(value)) return true;
  }
  return false;
}

/**
 * A page still drawing itself: almost no text, a visible loading marker, an app's empty mount point, data not
 * drawn yet, or a single job's address that shows no posting so far.
 */
function looksUnfinished(doc: DomDocument, href: string): boolean {
  const text = inlineText(doc.body);
  if (text.length < 150) return true;
  // A site frame (navigation, footer) around a main part still to come: no heading and little text.
  // (A results list is finished: its links to single jobs are its content.)
  if (text.length < 1000 && !doc.querySelector('h1') && countJobLinks(doc) < 3) return true;
  if (hasUndrawnPayload(doc) || isSingleJobAddress(href)) return true;
  return isDrawing(doc);
}

/** A visible loading marker or an app's empty mount point: the page is still drawing its content. */
function isDrawing(doc: DomDocument): boolean {
  return !!doc.querySelector(
    // ("ir-loading", "ir-spinner": a widget's own names for them; an image loading lazily is no marker.)
    // A skeleton's grey lines where the text will be ("MuiSkeleton-text", "sk-line": the "sk-" of skeletons and
    // SpinKit's spinners) are one too (decision 124).
    '[aria-busy="true"], [data-automation-id="loadingSpinner"], [class*="spinner" i]:not(img), [class*="loading" i]:not(img):not([class*="lazy" i]), [class*="skeleton" i]:not(img), [class^="sk-"], [class*=" sk-"], [role="progressbar"], #root:empty, #app:empty, #__next:empty',
  );
}

/**
 * A teaser, as a board's JSON-LD gives one: a sentence or two, under 300 characters. A posting with such a
 * description is not taken while the page still shows a loading marker: the page is about to draw the full text
 * (decision 113); at `maxWaitMs` it is. A short description in sections (Workday's JSON-LD over its spinner) is the
 * posting's own and is taken at once; a longer one waits until the page shows it (decision 128).
 */
const isTeaser = (description: string | null) =>
  !!description &&
  description.length < 300 &&
  description.split('\n').filter((line) => line.trim()).length <= 2;

/**
 * Whether the page shows none of the description yet: its opening is nowhere in the page's text. A posting read from
 * a board's JSON-LD while its app still draws (a spinner in an empty mount point) may be only part of what the page
 * is about to show ("Job Description" in the JSON-LD, "Compensation & Benefits" only on the page; decision 128): one
 * of 300 characters or more waits for the page to draw, as a teaser does.
 */
function showsNoneOf(doc: DomDocument, description: string | null): boolean {
  // A short description in sections stays taken at once (decision 113's Workday JSON-LD over its spinner).
  if (!description || description.length < 300) return false;
  const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  const opening = compact(description).slice(0, 60);
  return !compact(inlineText(doc.body)).includes(opening);
}

/**
 * Extract now; if the page is not (yet) a posting, watch its mutations and extract again until it is one,
 * until it has content and has been quiet for `quietMs`, or until `maxWaitMs`.
 */
/**
 * The posting inside a same-origin frame, reported at the page's own address, with the employer and place the page
 * around it names when the frame names none; else, when no frame is a posting alone, the page read with the frames
 * that show a part of it drawn in place (a career site's posting text in an `iframe srcdoc` with no heading of its
 * own, under the page's title and apply button; decision 154); else the page's answer.
 */
function fromFrames(host: PageHost, pageResult: ExtractionResult): ExtractionResult {
  for (const frame of host.frameDocuments?.() ?? []) {
    const result = extractJob(frame, host.href(), host.document);
    if (result.isJob) return result;
  }
  const framed = withFrames(host.document);
  const inPlace = framed !== host.document ? extractJob(framed, host.href()) : null;
  return inPlace?.isJob ? inPlace : pageResult;
}

export function waitForJob(host: PageHost, options: WaitOptions = {}): Promise<ExtractionResult> {
  const maxWait = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const quiet = options.quietMs ?? DEFAULT_QUIET_MS;
  const settle = Math.min(options.settleMs ?? DEFAULT_SETTLE_MS, quiet);
  const started = host.now();
  const fresh = (result: ExtractionResult) =>
    result.isJob &&
    !sameJob(result, options.previous) &&
    !(
      (isTeaser(result.description) || showsNoneOf(host.document, result.description)) &&
      isDrawing(host.document)
    );
  const firstTry = extractJob(host.document, host.href());
  if (fresh(firstTry)) return Promise.resolve(firstTry);

  return new Promise((resolve) => {
    let lastChange = host.now();
    let pending: unknown = null;
    let timer: unknown = null;
    let done = false;
    let found = false;
    const finish = (result: ExtractionResult) => {
      if (done) return;
      done = true;
      stop();
      if (pending !== null) host.clearTimeout(pending);
      if (timer !== null) host.clearTimeout(timer);
      resolve(result.isJob ? result : fromFrames(host, result));
    };
    const check = () => {
      pending = null;
      const result = extractJob(host.document, host.href());
      const now = host.now();
      if (now - started >= maxWait) return finish(result);
      // A posting drawn late is answered once its page has settled, so its last parts are in.
      found = fresh(result);
      if (found && now - lastChange >= settle) return finish(result);
      if (!found && now - lastChange >= quiet && !looksUnfinished(host.document, host.href()))
        return finish(result);
      schedule();
    };
    const schedule = () => {
      if (timer !== null) host.clearTimeout(timer);
      const untilMax = Math.max(0, started + maxWait - host.now());
      const wait = found
        ? lastChange + settle - host.now()
        : looksUnfinished(host.document, host.href())
          ? untilMax
          : lastChange + quiet - host.now();
      timer = host.setTimeout(check, Math.min(untilMax, Math.max(0, wait)) + 5);
    };
    const stop = host.observe(() => {
      lastChange = host.now();
      // Re-read at most every 150 ms while a page is busy drawing.
      if (pending === null && !done) pending = host.setTimeout(check, 150);
    });
    schedule();
  });
}

/** The browser's page host (used by the content script and `extract-job`). */
export type BrowserGlobals = {
  document: DomDocument & { documentElement: unknown };
  location: { href: string };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: object): void; disconnect(): void };
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
  performance: { now(): number };
};

type FrameElement = { contentDocument?: unknown };

export function browserHost(g: BrowserGlobals): PageHost {
  return {
    document: g.document,
    href: () => g.location.href,
    observe(onChange) {
      const observer = new g.MutationObserver(onChange);
      observer.observe(g.document.documentElement, { childList: true, subtree: true, characterData: true });
      return () => observer.disconnect();
    },
    setTimeout: (fn, ms) => g.setTimeout(fn, ms),
    clearTimeout: (handle) => g.clearTimeout(handle as never),
    now: () => g.performance.now(),
    frameDocuments() {
      const documents: DomDocument[] = [];
      for (const frame of Array.from(g.document.querySelectorAll('iframe'))) {
        try {
          const doc = (frame as unknown as FrameElement).contentDocument as DomDocument | null | undefined;
          if (doc?.body) documents.push(doc);
        } catch {
          // a cross-origin frame: not ours to read
        }
      }
      return documents;
    },
  };
}
