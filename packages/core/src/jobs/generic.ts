import { companyFromLogo, companyFromTitle } from './adapters.ts';
import { all, blockText, type DomDocument, type DomElement, first, inlineText, meta, norm } from './dom.ts';
import { EMPTY_FIELDS, type JobFields } from './types.ts';
import type { PageUrl } from './url.ts';

/** How many distinct links on the page lead to single job pages (a results list has many). */
export function countJobLinks(doc: DomDocument): number {
  return new Set(
    all(doc, 'a[href]')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((h) => JOB_LINK.test(h)),
  ).size;
}

/** Points a page needs before the generic path calls it a posting; see `scoreJobPage`. */
export const GENERIC_THRESHOLD = 7;

const JOB_PATH =
  /\/(jobs?|careers?|positions?|openings?|vacanc(y|ies)|postings?|requisitions?|roles?|opportunit(y|ies)|stellen(angebote)?|emploi|empleo|join-us)\/[^/?#]*[a-z0-9]/i;
/** The whole label of an apply control ("Apply now", "Apply for this job →"), not "Apply coupon". */
const APPLY =
  /^(apply( now| today| here| online)?|apply for this (job|position|role|opening)|apply to this (job|position|role)|submit (your )?application|easy apply|i'?m interested|start (your )?application)\s*[→›»>!.]?\s*(\(opens in a new (tab|window)\))?$/i;
const SECTION_HEADING =
  /\b(responsibilit(y|ies)|requirements?|qualifications?|what you('|’)?ll do|what you will do|about the (role|job|position)|about you|who you are|benefits|perks|what we offer|nice to have|skills|your role|the role|duties|compensation|what you('|’)?ll bring|what you bring)\b/i;
const SALARY =
  /([$€£]\s?\d[\d,.]*\s?[kK]?\s*(-|–|to)\s*[$€£]?\s?\d[\d,.]*\s?[kK]?)|(\b(salary|pay range|compensation)\b[^.\n]{0,40}\d)|(\d[\d,.]*\s*(per|an|\/)\s*(hour|year|yr|annum))/i;
const EMPLOYMENT = /\b(full[- ]time|part[- ]time|contract(or)?|temporary|internship|permanent|freelance)\b/i;
const LOCATION_WORDS = /\b(remote|hybrid|on[- ]site|onsite|location:|work from home)\b/i;
// A link to one job: /jobs/123-x, /jobs/view/123 (one word between), ?jk=…
const JOB_LINK =
  /\/(jobs?|careers?|positions?|postings?)\/([a-z-]+\/)?[^/?#]*\d|[?&](jk|vjk|currentJobId|gh_jid|jobId)=/i;
const ARTICLE_TYPES = ['Article', 'BlogPosting', 'NewsArticle', 'Blog', 'Report', 'TechArticle'];
const LIST_TYPES = ['ItemList', 'SearchResultsPage', 'CollectionPage'];

const DESCRIPTION_SELECTORS = [
  '[class*="job-description"]',
  '[class*="jobDescription"]',
  '[class*="job_description"]',
  '[id*="job-description"]',
  '[id*="jobDescription"]',
  '[class*="description"]',
  '[id*="description"]',
  '[class*="posting"]',
  '[class*="job-details"]',
  '[class*="job-content"]',
  'article',
  '[role="main"]',
  'main',
];

/** The page's description box: the largest block of prose that is not the whole frame. */
export function pickDescription(doc: DomDocument): { element: DomElement | null; text: string } {
  const named = new Set(DESCRIPTION_SELECTORS.slice(0, 10).flatMap((selector) => all(doc, selector)));
  // textContent is native and cheap: only boxes with enough raw text get the line-keeping walk.
  const big = all(doc, 'article, main, [role="main"], section, div').filter(
    (el) => (el.textContent ?? '').length >= 200,
  );
  const candidates = new Set([...named, ...big.slice(-400)]);
  let best: { element: DomElement | null; text: string; score: number } = {
    element: null,
    text: '',
    score: 0,
  };
  for (const element of candidates) {
    if (element.tagName.toUpperCase() === 'META' || element.querySelector('form, input[type="search"]'))
      continue;
    const text = blockText(element);
    if (text.length < 200) continue;
    const linkText = all(element, 'a').reduce((sum, a) => sum + inlineText(a).length, 0);
    if (linkText / text.length > 0.35) continue;
    // The description box rarely holds the title or the site's frame; named boxes win close calls.
    let score = text.length * (named.has(element) ? 1.15 : 1);
    if (element.querySelector('h1')) score *= 0.7;
    if (element.querySelector('nav, header, footer')) score *= 0.8;
    if (score > best.score) best = { element, text, score };
  }
  return best;
}

function pickTitle(doc: DomDocument): string {
  const headings = all(doc, 'h1')
    .map(inlineText)
    .filter((t) => t.length >= 3 && t.length <= 120);
  return headings[0] ?? '';
}

function pickCompany(doc: DomDocument, title: string): string {
  const site = meta(doc, 'og:site_name');
  const siteOk = site && !/\b(careers?|jobs?|blog|news|hiring)\b/i.test(site) ? site : '';
  return (
    companyFromTitle(doc.title, title) ||
    companyFromTitle(meta(doc, 'og:title'), title) ||
    siteOk ||
    companyFromLogo(doc)
  );
}

function pickLocation(doc: DomDocument): string {
  for (const el of all(doc, 'li, dd, p, span, div').slice(0, 2000)) {
    const text = inlineText(el);
    const labelled = text.match(/^(?:job )?location\s*:\s*(.{2,80})$/i);
    if (labelled) return labelled[1]!;
  }
  const named = all(doc, '[class*="location"], [class*="Location"], [data-testid*="location"]')
    .map(inlineText)
    .find((t) => t.length >= 2 && t.length <= 80);
  return named ?? '';
}

export type GenericResult = JobFields & { score: number; signals: string[] };

/** Score a page without structured data or a known board on how much it looks like one job's posting. */
export function scoreJobPage(doc: DomDocument, url: PageUrl, types: ReadonlySet<string>): GenericResult {
  const signals: string[] = [];
  let score = 0;
  const add = (points: number, why: string) => {
    score += points;
    signals.push(`${why} ${points > 0 ? '+' : ''}${points}`);
  };

  const controls = all(doc, 'a, button, input[type="submit"], [role="button"]').map((el) =>
    norm(inlineText(el) || el.getAttribute('value') || el.getAttribute('aria-label')),
  );
  // Without a way to apply it is an article or a template about a job, not a posting; skip the costly part.
  if (!controls.some((t) => APPLY.test(t))) {
    return { ...EMPTY_FIELDS, score: 0, signals: ['no apply control'] };
  }
  add(2, 'apply control');
  const positionName = pickTitle(doc);
  const { element, text: description } = pickDescription(doc);
  const companyName = positionName ? pickCompany(doc, positionName) : '';

  if (JOB_PATH.test(url.pathname + url.search)) add(2, 'job-like address');
  if (element) {
    const headings = all(element, 'h2, h3, h4, h5, strong, b, dt')
      .map(inlineText)
      .filter((t) => t.length < 80 && SECTION_HEADING.test(t));
    const distinct = new Set(headings.map((h) => h.toLowerCase()));
    if (distinct.size) add(Math.min(3, distinct.size), 'job section headings');
    if (all(element, 'li').length >= 3) add(1, 'bullet lists');
  }
  if (description.length >= 800) add(1, 'long description');
  const bodyText = norm(doc.body?.textContent).slice(0, 20_000);
  if (SALARY.test(description) || SALARY.test(bodyText.slice(0, 3000))) add(1, 'salary');
  if (EMPLOYMENT.test(bodyText)) add(1, 'employment type');
  if (LOCATION_WORDS.test(bodyText)) add(1, 'location words');

  if (ARTICLE_TYPES.some((t) => types.has(t)) || meta(doc, 'og:type') === 'article') add(-5, 'article');
  if (
    first(doc, '[rel="author"], [class*="byline"], [itemprop="author"]') ||
    /\b\d+\s*min(ute)? read\b/i.test(bodyText)
  )
    add(-3, 'byline');
  if (LIST_TYPES.some((t) => types.has(t))) add(-4, 'list type');
  if (countJobLinks(doc) >= 4) add(-4, 'many job links');
  if (all(doc, 'h1').length > 2) add(-2, 'several h1');
  if (first(doc, 'input[type="search"], [role="search"], form[action*="search"]')) add(-1, 'search box');
  if (all(doc, '[class*="comment"] p, #comments p').length >= 1) add(-2, 'comments');

  return { positionName, companyName, location: pickLocation(doc), description, score, signals };
}
