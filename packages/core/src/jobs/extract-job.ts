import { adapterFor, cleanCompany } from './adapters.ts';
import { blockText, type DomDocument, first, inlineText, meta, norm, withShadowRoots } from './dom.ts';
import {
  anyCountry,
  countryNames,
  footerTown,
  GENERIC_THRESHOLD,
  hostBrand,
  isCareersName,
  isPagePartName,
  pickCompany,
  pickDescription,
  pickLocation,
  readPosting,
  scoreJobPage,
  siteNames,
  summaryPlace,
} from './generic.ts';
import { findStructuredPostings, type StructuredPosting } from './schema-org.ts';
import { EMPTY_FIELDS, type ExtractedJob, type JobFields } from './types.ts';
import { parsePageUrl } from './url.ts';

export type { ExtractedJob } from './types.ts';

/** Shorter than this is a teaser, not a posting's description. */
const MIN_DESCRIPTION = 120;

export type JobSource = 'schema.org' | `adapter:${string}` | 'generic' | 'none';

export type ExtractionResult = ExtractedJob & { source: JobSource };

function notJob(url: string, source: JobSource = 'none'): ExtractionResult {
  return {
    isJob: false,
    companyName: null,
    positionName: null,
    location: null,
    url,
    description: null,
    source,
  };
}

function finish(fields: JobFields, url: string, source: JobSource): ExtractionResult {
  const positionName = norm(fields.positionName);
  const companyName = cleanCompany(fields.companyName);
  const description = fields.description.trim();
  if (!positionName || !companyName || description.length < MIN_DESCRIPTION) return notJob(url, source);
  return {
    isJob: true,
    companyName,
    positionName,
    location: norm(fields.location) || null,
    url,
    description,
    source,
  };
}

const key = (p: StructuredPosting) => `${p.title.toLowerCase()}|${p.companyName.toLowerCase()}`;

/**
 * The posting the page is about when it carries several JobPostings: the one whose title is the page's
 * heading or title. Several unrelated postings and no match means a list, not a posting.
 */
function choosePosting(doc: DomDocument, postings: StructuredPosting[]): StructuredPosting | null {
  const distinct = [...new Map(postings.filter((p) => p.title).map((p) => [key(p), p])).values()];
  if (distinct.length <= 1) {
    // Duplicates (JSON-LD and microdata of the same job) merge field by field.
    const same = postings.filter((p) => !distinct[0] || key(p) === key(distinct[0]));
    if (!same.length) return null;
    return same.reduce((a, b) => ({
      title: a.title || b.title,
      positionName: a.positionName || b.positionName,
      companyName: a.companyName || b.companyName,
      companySite: a.companySite || b.companySite,
      location: a.location || b.location,
      description: a.description.length >= b.description.length ? a.description : b.description,
    }));
  }
  const heading = norm(inlineText(first(doc, 'h1'))).toLowerCase();
  const pageTitle = norm(doc.title || meta(doc, 'og:title')).toLowerCase();
  const byHeading = distinct.filter((p) => heading && p.title.toLowerCase() === heading);
  const [onlyByHeading] = byHeading;
  if (byHeading.length === 1 && onlyByHeading) return onlyByHeading;
  const byTitle = distinct.filter((p) => pageTitle.includes(p.title.toLowerCase()));
  const [onlyByTitle] = byTitle;
  return byTitle.length === 1 && onlyByTitle ? onlyByTitle : null;
}

const lineCount = (text: string) => text.split('\n').length;

/**
 * The structured description, unless the page shows a better one: the board's own description box when the
 * JSON-LD one is a teaser or clipped, or the page's description box when the JSON-LD text lost its line breaks.
 */
function chooseDescription(doc: DomDocument, structured: string, board: string): string {
  if (
    board &&
    (structured.length < 200 || board.length >= structured.length * 1.3) &&
    board.length > structured.length
  ) {
    return board;
  }
  if (structured.length > 300 && lineCount(structured) < 2) {
    const dom = board || pickDescription(doc).text;
    if (lineCount(dom) >= 3 && dom.length >= structured.length * 0.6) return dom;
  }
  return structured;
}

const core = (text: string) =>
  norm(text)
    .replace(/\s*(\.{3}|…)$/, '')
    .replace(/\s+\S*$/, '')
    .toLowerCase();

/**
 * The page's own text instead of the structured one when the structured one is missing or a teaser: cut off
 * with an ellipsis, the start of the longer text the page shows, or an excerpt of it.
 */
function fuller(structured: string, page: string, position = ''): string {
  if (page.length < MIN_DESCRIPTION || page.length <= structured.length) return structured;
  if (structured.length < MIN_DESCRIPTION || /(\.{3}|…)\s*$/.test(structured))
    return fromOpening(structured, page);
  const start = core(structured).slice(0, 300);
  const at = norm(page).toLowerCase().indexOf(start);
  if (at >= 0 && at <= 60 && page.length >= structured.length * 1.2) return page;
  if (rewrittenTeaser(structured, page) || teaserOfPage(structured, page, position)) return page;
  if (clippedOf(structured, page)) return page;
  return excerptOf(structured, page) && page.length >= structured.length * 1.5 ? page : structured;
}

/**
 * The page's text from where the structured teaser starts: a teaser is the posting's opening, so the few short
 * lines the page's box shows above it are the title card's (a catch line, a row of tabs "求人情報 · 企業情報 ·
 * 応募方法"), not the posting. A short heading right above the opening stays (decision 122).
 */
function fromOpening(structured: string, page: string): string {
  const opening = plain(structured).slice(0, 30);
  if (opening.length < 15) return page;
  const lines = page.split('\n');
  const at = lines.findIndex((line) => plain(line).startsWith(opening));
  const above = lines.slice(0, Math.max(at, 0));
  if (at <= 0 || above.length > 6 || above.join('').length > 200) return page;
  const heading = above.at(-1) ?? '';
  const keep = heading.length <= 40 && !heading.startsWith('• ') && !/[.!?。！？]$/.test(heading);
  return lines.slice(keep ? at - 1 : at).join('\n');
}

/**
 * Whether the structured text is a teaser written for listings: a sentence or two (under 300 characters) whose first
 * sentence is the page's first sentence cut short at a comma, the page's text being at least three times longer. A
 * board that sums the posting up in its JSON-LD ("… প্রতিষ্ঠান। আমাদের … প্রয়োজন।" where the page goes on "…
 * প্রতিষ্ঠান, যা …") shares only that opening with the posting (decision 112). A structured text whose first
 * sentence the page shows whole is a text of its own (decision 095).
 */
function rewrittenTeaser(structured: string, page: string): boolean {
  if (structured.length >= 300 || page.length < structured.length * 3) return false;
  const sentence = norm(structured)
    .split(/[.!?।]/)[0]
    ?.trim()
    .toLowerCase();
  if (!sentence || sentence.length < 40) return false;
  const at = norm(page).toLowerCase().indexOf(`${sentence},`);
  return at >= 0 && at <= 60;
}

/** Zero-width characters (the Persian joiner U+200C, the word joiner) that one text writes and another leaves out. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const plain = (text: string) =>
  norm(text.replace(ZERO_WIDTH, ''))
    .replace(/[.!?:;,।։]+$/, '')
    .toLowerCase();
/**
 * A sentence that sends the reader to the full text ("Apply on X to read the full job details", "Read more"), in
 * Arabic too ("للتفاصيل الكاملة … يرجى زيارة صفحة الوظيفة", for the full details visit the job's page; decision 120).
 */
const FULL_TEXT_POINTER =
  /\b((read|see|view) (the )?(full|complete|whole)( job)? (details|description|posting|ad|advert|job)|read more|more details)\b|^apply (now |today )?(on|at|via|through) |^(للتفاصيل|لمزيد من التفاصيل|لقراءة التفاصيل)( الكاملة)?|(يرجى|يُرجى|الرجاء) زيارة (صفحة|رابط) (الوظيفة|الإعلان)/i;

/**
 * Whether the structured text is a teaser that the page's text extends: under 300 characters, its first five words
 * open the page's text, and each of its other lines and sentences either stands in the page's text or sends the
 * reader to the full text; the page's text is at least three times longer. A board that shortens the posting's
 * first sentence and clips its list items ("… هوش تجاری فعالیت می‌کند." where the page says "… هوش تجاری برای
 * فروشگاه‌ها … فعالیت می‌کند.") or that ends its summary "Apply on X to read the full job details" (decision 113).
 */
function teaserOfPage(structured: string, page: string, position = ''): boolean {
  if (structured.length >= 300 || page.length < structured.length * 3) return false;
  const text = plain(page);
  const pieces = structured
    .split(/\n|(?<=[.!?։])\s+/u)
    .map(plain)
    .filter((piece) => piece.length >= 3);
  // A board's blurb that says only that the job is open and where to apply ("Acme is looking for a Field Sales
  // Supervisor." then "Apply on Board today …"): each sentence names the position in a few words, sends the reader
  // to apply or to the full text, or stands in the page's text (decision 118).
  const job = plain(position);
  const announces = (piece: string) =>
    job.length >= 3 && piece.includes(job) && piece.split(' ').length <= job.split(' ').length + 8;
  if (
    pieces.length >= 2 &&
    pieces.some(announces) &&
    pieces.every((piece) => announces(piece) || FULL_TEXT_POINTER.test(piece) || text.includes(piece))
  )
    return true;
  const [head, ...rest] = pieces;
  const opening = (head ?? '').split(' ').slice(0, 5).join(' ');
  if (opening.split(' ').length < 5 || !rest.length) return false;
  const at = text.indexOf(opening);
  return at >= 0 && at <= 60 && rest.every((piece) => text.includes(piece) || FULL_TEXT_POINTER.test(piece));
}

/**
 * Whether the structured text is an excerpt of the page's: each of its sentences and lines stands in the page's
 * text, the first one where the page's starts. A board that fills its JSON-LD with a paragraph's first sentence,
 * a shortened second one and the first two list items ("… since 1994." then "We are hiring Line Cooks for our
 * busy kitchen.") clips the posting without an ellipsis. So does one that adds lines summing up the page's sections
 * in the page's own words ("Missions : prise en charge globale des patients, …" where the page lists "Missions
 * principales" in full): a line whose every word the page's text uses is a digest of it, when most of the lines
 * stand in the page's text word for word (decision 142).
 */
function excerptOf(structured: string, page: string): boolean {
  const text = norm(page).toLowerCase();
  const words = new Set(text.match(WORD) ?? []);
  const inWords = (piece: string) => {
    const own = piece.match(WORD) ?? [];
    return own.length >= 4 && own.every((word) => words.has(word));
  };
  // A plain-text list item's dash ("- Je voert …") is the page's bullet, which the page's text writes its own way.
  const pieces = structured
    .split(/\n|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((piece) =>
      norm(piece)
        .replace(LIST_MARK, '')
        .replace(/[.!?:;,]+$/, '')
        .toLowerCase(),
    )
    .filter((piece) => piece.length >= 20);
  const [head] = pieces;
  if (!head || pieces.length < 2) return false;
  const at = text.indexOf(head);
  const verbatim = pieces.filter((piece) => text.includes(piece)).length;
  // A structured text of three lines or more that all stand in the page's text, in its order, is an excerpt of it
  // wherever it starts, when what the page shows above it holds a paragraph of its own (100 characters or more): a
  // board that fills its JSON-LD with the posting's lists leaves out the page's opening section ("Sobre …", about the
  // employer). A catch line or a row of fields above it is the title card's, not the posting's (decision 157).
  const lines = page.split('\n').map((line) => norm(line).toLowerCase());
  const above = lines.slice(
    0,
    Math.max(
      0,
      lines.findIndex((line) => line.includes(head)),
    ),
  );
  if (
    at > 60 &&
    pieces.length >= 3 &&
    verbatim === pieces.length &&
    inOrder(pieces, text) &&
    above.some((line) => line.length >= 100)
  )
    return true;
  if (at < 0 || at > 60) return false;
  return (
    verbatim === pieces.length ||
    (verbatim * 2 >= pieces.length && pieces.every((piece) => text.includes(piece) || inWords(piece)))
  );
}

/** A list item's mark at the start of a plain-text line: a dash, a bullet or a star and a space. */
const LIST_MARK = /^[-–—•*·]\s+/;

/** Whether each piece stands in `text` after the one before it. */
function inOrder(pieces: readonly string[], text: string): boolean {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/** A word of three letters or more, as a digest and the text it sums up share them. */
const WORD = /\p{L}{3,}/gu;

/**
 * Whether the structured text is the page's with sentences left out: each of its sentences and lines stands in the
 * page's text in order, the first where the page's starts, and the page goes on, in the paragraph of one of them, with
 * a sentence of its own (six words or more) that the structured text skips. A JSON-LD that drops "Our work spans the
 * whole island, …" from the posting's first paragraph is clipped, however little shorter it is. A line of its own
 * between them ("This job is original from Board.") is the page's insert, not the posting's (decision 122).
 */
function clippedOf(structured: string, page: string): boolean {
  const text = page
    .replace(ZERO_WIDTH, '')
    .split('\n')
    .map((line) => norm(line).toLowerCase())
    .join('\n');
  const pieces = structured
    .split(/\n|(?<=[.!?])\s+(?=\p{Lu})|(?<=[。！？])/u)
    .map(plain)
    .filter((piece) => piece.length >= 20);
  if (pieces.length < 2) return false;
  const sentence = (gap: string) => {
    const words = gap.replace(/[\s\p{P}•]+/gu, ' ').trim();
    return words.split(' ').length >= 6 || CJK_RUN.test(words);
  };
  let end = 0;
  let skips = false;
  for (const [i, piece] of pieces.entries()) {
    const at = text.indexOf(piece, end);
    if (at < 0 || (i === 0 && at > 60)) return false;
    // The rest of the line the last piece ends in, and the start of the line this one starts in.
    const gap = text.slice(end, at).split('\n');
    if (i > 0 && (sentence(gap[0] ?? '') || (gap.length > 1 && sentence(gap.at(-1) ?? '')))) skips = true;
    end = at + piece.length;
  }
  return skips;
}

/** Twenty letters of Han or kana running on: a sentence in a script that writes no spaces. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{20}/u;

/**
 * The employer from the page's chrome where the structured data or the adapter names none: the generic reader's
 * vote (the name under the heading, title pattern, summary, site name, logo, equal-opportunity statement…), asked
 * with the posting's own title.
 */
function companyFallback(
  doc: DomDocument,
  title: string,
  hostname: string,
  description: string,
  page: () => ReturnType<typeof readPosting>,
): string {
  const { title: heading, location } = page();
  return pickCompany(doc, title, location, hostname, heading, description);
}

/**
 * The structured title, unless it is a generic name for the job that the page's own title does not use: the
 * page's heading then wins when the page's title names it and it shares a word with the structured one (JSON-LD
 * "Registered Nurse", heading and page title "Travel Nurse RN - Cardiac Cath Lab"; decision 096).
 */
function headingOverGeneric(doc: DomDocument, structured: string, heading: () => string): string {
  if (!structured) return structured;
  // A structured title that names a page part ("Offre d'emploi", "Job details") names no job: the heading does.
  if (isPagePartName(structured) && heading()) return heading();
  const pageTitle = norm(doc.title || meta(doc, 'og:title')).toLowerCase();
  if (!pageTitle || pageTitle.includes(norm(structured).toLowerCase())) return structured;
  const shown = norm(heading());
  if (!shown || !pageTitle.includes(shown.toLowerCase()) || shown.length > 120) return structured;
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const own = words(shown);
  return [...words(structured)].some((w) => own.has(w)) ? shown : structured;
}

/**
 * Whether a structured employer names the software the page runs on, not the employer (decision 107): the page
 * credits it ("Powered by Darwinbox"), or it is the name of the host's domain while the page is on an employer's
 * own subdomain of it (`sundarvanagro.darwinbox.in`, not `careers.acme.com` or `www.acme.com`).
 */
function isVendor(doc: DomDocument, employer: string, hostname: string): boolean {
  const name = compactName(employer);
  if (name.length < 3) return false;
  const credited = [...blockText(doc.body).matchAll(/\bpowered by:?\s+([\p{L}\d][\p{L}\d .&-]{1,40})/giu)];
  if (credited.some((m) => compactName(m[1] ?? '').startsWith(name))) return true;
  const [tenant = ''] = hostname.toLowerCase().split('.');
  const ownSubdomain =
    hostname.split('.').length >= 3 &&
    tenant.length >= 4 &&
    !/^(www\d?|careers?|jobs?|apply|work|join|hire|hiring|talent|recruit(ing|ment)?|karriere|empleo|emploi|vacatures|stellen)$/.test(
      tenant,
    );
  return ownSubdomain && compactName(hostBrand(hostname)) === name;
}

/**
 * Whether the structured employer is the board the page is on, not the posting's employer: its own address is the
 * page's host ("NSW Government" with `sameAs` https://iworkfor.nsw.gov.au on iworkfor.nsw.gov.au), or its name is
 * the name the site gives itself (`og:site_name`, its logo). The page's own employer (labelled, marked, under the
 * title) is then the fuller source (decision 118).
 */
function isSiteItself(doc: DomDocument, posting: StructuredPosting, hostname: string): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/^www\d?\./, '');
  // The site's home page only: an employer's profile on the board (`sameAs` https://board/companies/acme) is the
  // employer's own.
  const site = parsePageUrl(posting.companySite ?? '');
  if (site && site.pathname === '/' && bare(site.hostname) === bare(hostname)) return true;
  // An employer whose own address is its profile on the board is one the board lists, never the board, though the
  // page shows its logo as the site's logo is shown ("<img alt="Acme Academy logo">" beside its name; decision 133).
  if (site && site.pathname !== '/' && bare(site.hostname) === bare(hostname)) return false;
  const name = compactName(posting.companyName);
  return name.length >= 3 && siteNames(doc).some((own) => compactName(own) === name);
}

/**
 * The structured employer that is the site's own name, where the page's reading is the same employer written
 * shorter: its first words ("Southerly Cycles" of "Southerly Cycles Pty Ltd", "Rivierduin" of "Rivierduin
 * Zorggroep"). The site is the employer's own careers site, not a board, and the structured name is its full one
 * (decision 147). A reading that names another employer (a board's "Fuzu" beside the posting's "Mavuno Agro
 * Supplies Ltd") stays the page's.
 */
function fullerStructured(read: string, structured: string): string {
  const words = (name: string) => name.split(/\s+/).map(compactName).filter(Boolean);
  const own = words(read);
  const full = words(structured);
  return own.length && own.length < full.length && own.every((word, i) => word === full[i])
    ? structured
    : read;
}

const compactName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The structured location, or the page's when it names a place inside it: JSON-LD that gives only the region
 * ("Cundinamarca, CO") where the page shows the town ("Funza, Cundinamarca").
 */
function narrower(structured: string, shown: string, lang = '', hybrid = false): string {
  // The structured data calls the job remote where the page says it is hybrid and shows where: the place wins.
  if (hybrid && /remote|telecommute/i.test(structured) && shown.trim() && !/remote/i.test(shown))
    return shown;
  // The page says the job is remote, wholly ("Remote", "Remote (US)"), where the structured place is an office
  // with no word of remote work: the head office's address filled in for every opening (decision 096).
  if (/^(fully |100% )?remote\b[^,]{0,30}$/i.test(shown.trim()) && !/remote|telecommute/i.test(structured))
    return shown;
  // Only a country code ("IN"), where the page shows a place that names no country ("Nagpur, Maharashtra"): the
  // page's is the fuller (decision 107). A place that ends in another country's name is left to the test below.
  const ends = shown.split(',').at(-1)?.trim().toLowerCase() ?? '';
  if (/^[A-Z]{2}$/.test(structured.trim()) && ends && !/remote/i.test(shown) && !anyCountry(lang).has(ends))
    return shown;
  // Several places ("Cầu Giấy, Hà Nội, VN; Quận 3, Hồ Chí Minh, VN"), where the page shows one address: that one is
  // no narrower reading of them all, and may be the employer's own (decision 156).
  if (structured.includes(';') && !shown.includes(';')) return structured;
  const [region = ''] = structured.split(',').map((p) => p.trim());
  const parts = shown.split(',').map((p) => p.trim().toLowerCase());
  const at = parts.indexOf(region.toLowerCase());
  if (region && !/remote/i.test(structured) && at > 0) return shown;
  // Only the country ("AE"), where the page shows the town in it ("Dubai, United Arab Emirates").
  const country = countryNames(structured, lang);
  const last = parts.at(-1) ?? '';
  return country.length && parts.length > 1 && country.includes(last) ? shown : structured;
}

/** A word that says the work is partly at an office: "Hybrid", "Híbrido", "Hybride", "Ibrido", "Hybrid work". */
const HYBRID = /(?<!\p{L})(hybrid|h[íi]brido|hybride|ibrido)/iu;

/** The page's place, unless it is the employer's name (a meta line's "ACME PACKAGING" beside the place). */
function placeNotEmployer(place: string, company: string): string {
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return place && company && bare(place) === bare(company) ? '' : place;
}

/**
 * Read the job posting a page shows. The ladder: schema.org JobPosting (JSON-LD or microdata), then the
 * board's adapter, then a scored generic heuristic that refuses anything short of clear job signals.
 */
export function extractJob(served: DomDocument, href: string, around?: DomDocument): ExtractionResult {
  // A posting drawn inside open shadow roots is read from a copy of the page with them in place (decision 107).
  const doc = withShadowRoots(served);
  const url = parsePageUrl(href);
  if (!url) return notJob(href);
  const adapter = adapterFor(url.hostname, doc);
  const adapted = adapter ? adapter.extract(doc, url) : null;
  const adapterSource = `adapter:${adapter?.name ?? ''}` as const;
  if (adapted === 'list') return notJob(href, adapterSource);

  // The generic reader, read once and only when a source leaves a field empty (field-by-field merge).
  let reader: ReturnType<typeof readPosting> | null = null;
  const page = () => (reader ??= readPosting(doc, url));

  const { postings, types } = findStructuredPostings(doc);
  const posting = choosePosting(doc, postings);
  if (posting) {
    const dom = adapted ?? EMPTY_FIELDS;
    let description = chooseDescription(doc, posting.description, dom.description);
    const title =
      headingOverGeneric(doc, posting.positionName, () => page().positionName) ||
      dom.positionName ||
      page().positionName;
    if (!dom.description) description = fuller(description, page().description, title);
    // The page's own employer, read once and only when the structured one is not taken as it is.
    let ownCompany: string | undefined;
    const pageCompany = () =>
      (ownCompany ??=
        dom.companyName ||
        companyFallback(doc, title, url.hostname, description, page) ||
        page().companyName);
    const structuredCompany =
      isVendor(doc, posting.companyName, url.hostname) || isCareersName(posting.companyName)
        ? ''
        : isSiteItself(doc, posting, url.hostname)
          ? fullerStructured(pageCompany(), posting.companyName)
          : posting.companyName;
    const result = finish(
      {
        positionName: title,
        companyName: structuredCompany || pageCompany() || posting.companyName,
        location: posting.location
          ? narrower(
              posting.location,
              dom.location || page().location,
              doc.documentElement?.getAttribute('lang') ?? '',
              HYBRID.test(blockText(doc.body).slice(0, 6000)),
            )
          : placeNotEmployer(dom.location || page().location, posting.companyName),
        description,
      },
      href,
      'schema.org',
    );
    if (result.isJob) return result;
  } else if (postings.length > 1) {
    return notJob(href, 'schema.org'); // several postings, none of them the page's own: a list
  }

  if (adapted) {
    const result = finish(
      {
        ...adapted,
        companyName:
          adapted.companyName ||
          companyFallback(doc, adapted.positionName, url.hostname, adapted.description, page),
        location: adapted.location || page().location,
      },
      href,
      adapterSource,
    );
    if (result.isJob) return result;
  }

  const generic = scoreJobPage(doc, url, types);
  // A posting drawn in a frame of a page (a site builder's embedded block) names its employer and place, if at all,
  // in the page around it: its title, its name, its summary, as a person reads the frame as part of the page
  // (decision 146).
  if (generic.score >= GENERIC_THRESHOLD && around) {
    generic.companyName ||= pickCompany(
      around,
      generic.positionName,
      generic.location,
      url.hostname,
      null,
      generic.description,
    );
    generic.location ||= pickLocation(around, null) || footerTown(around) || summaryPlace(around);
  }
  if (generic.score >= GENERIC_THRESHOLD) return finish(generic, href, 'generic');
  return notJob(href, 'generic');
}
