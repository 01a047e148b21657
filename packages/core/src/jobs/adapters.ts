import {
  all,
  attr,
  blocksText,
  blockText,
  type DomDocument,
  type DomElement,
  first,
  firstOf,
  inlineText,
  isInside,
  meta,
  norm,
} from './dom.ts';
import { EMPTY_FIELDS, type JobFields } from './types.ts';
import type { PageUrl } from './url.ts';

/**
 * Site adapters: each knows one board's stable structure. `extract` returns the fields it found, `'list'`
 * for a results page with no single job open, or null when the page is not one it recognises.
 */
export type Adapter = {
  name: string;
  host: RegExp;
  /**
   * Selectors that together mark the board's own page markup, for boards a company serves on its own domain
   * (a Lever or Workday site at careers.acme.com): every one must match. Only markup no other site uses.
   */
  markup?: readonly string[];
  extract(doc: DomDocument, url: PageUrl): JobFields | 'list' | null;
};

/** Job boards and applicant-tracking systems: a site's name, never the employer's. */
export const BOARD_NAMES =
  /^(linkedin|indeed(\.com)?|glassdoor|greenhouse|lever|workday|ashby|smartrecruiters|icims|wellfound|angellist( talent)?|dice(\.com)?|ziprecruiter|monster|careerbuilder|simplyhired|stepstone|jobvite|taleo|bamboohr|workable|personio|recruitee|teamtailor|jazzhr|breezy( hr)?|pinpoint|rippling|successfactors|oracle|careers?|jobs?|job board|home)$/i;

/**
 * A company name from the logo's alt text ("Acme Logo" → "Acme"). `loose` also takes the alt text of an image
 * that is marked as a logo by its class, id or file name, or that links to the site's home page from its header.
 */
export function companyFromLogo(root: DomDocument | DomElement, loose = false): string {
  for (const img of all(root, 'img[alt]')) {
    const alt = attr(img, 'alt');
    const marked =
      /\blogo\b/i.test(alt) ||
      img.getAttribute('data-automation-id')?.includes('logo') ||
      (loose && isSiteLogo(img));
    if (!marked) continue;
    // "Acme Logo", "Harlan Ridge Oklahoma Homepage", "Go to the Acme home page": the name without the words round it.
    const name = norm(
      alt
        .replace(/\b(company\s+)?logo\b|\bhome\s*page\b|^(go|back|return)\s+to\s+(the\s+)?/gi, '')
        .replace(/[\s|:–—-]+$/, ''),
    );
    if (name && !BOARD_NAMES.test(name) && name.length <= 80) return name;
  }
  return '';
}

/** A logo marked as an employer's ("company_logo", "employer-logo"): the posting's employer's, not the site's. */
const EMPLOYER_LOGO = /(company|employer|organi[sz]ation)[-_ ]?logo/i;

function isSiteLogo(img: DomElement): boolean {
  const named = `${img.getAttribute('class') ?? ''} ${img.getAttribute('id') ?? ''} ${img.getAttribute('data-ui') ?? ''}`;
  if (/logo|brand/i.test(named) && !EMPLOYER_LOGO.test(named)) return true;
  for (let p = img.parentElement, depth = 0; p && depth < 4; p = p.parentElement, depth++) {
    const tag = p.tagName.toUpperCase();
    const box = `${p.getAttribute('class') ?? ''} ${p.getAttribute('id') ?? ''}`;
    if (
      tag === 'HEADER' ||
      tag === 'NAV' ||
      (/header|banner|navbar|brand|logo/i.test(box) && !EMPLOYER_LOGO.test(box))
    )
      return true;
    // The image that links to the site's home page is its logo, wherever the page puts it.
    if (tag === 'A' && /^(\/|\.\/|https?:\/\/[^/]+\/?)$/.test(p.getAttribute('href') ?? '')) return true;
  }
  return false;
}

/** A company from a page title shaped like "Title at Company", "Company - Title", "Title | Company | Board". */
export function companyFromTitle(pageTitle: string, position: string): string {
  // A Chinese or Japanese title parts its fields with the full-width bar ("後端工程師｜翠嶺數位｜台北市"; decision 106).
  // A Chinese board's title wraps its fields in "【…】", parts them with "_" and writes "招聘" (hiring) or "招聘信息"
  // (hiring information) after each: "【数据分析师招聘_上海蓝鲸数据科技有限公司招聘信息】-Board" is "数据分析师 | 上海蓝鲸数据科技有限公司 |
  // Board" (decision 115). "社会招聘" (experienced hires) and "校园招聘" (campus hires) are a careers site's two
  // sections, not an employer's name before "招聘": "Title - 社会招聘" names no employer (decision 153).
  const han = /\p{Script=Han}/u.test(pageTitle);
  const title = norm(
    han
      ? pageTitle
          .replace(/【([^】]*)】/g, '$1 | ')
          .replace(/\s*_\s*/g, ' | ')
          // A dash run in between Han fields ("数据分析实习生实习招聘-青禾数据科技实习生招聘-Board") parts them as "_" does.
          .replace(/(?<=\p{Script=Han})[-–—](?=\p{Script=Han})/gu, ' | ')
          .replace(/(\s*[|｜•–—-]\s*)?(社[会會]|校[园園])招聘(?=\s*(\||$))/g, '')
          // "实习招聘", "实习生招聘" (intern hiring) after a field is the board's word for it, as "招聘" is.
          .replace(/(实习生?)?招聘(信息)?(?=\s*(\||$))/g, '')
      : pageTitle,
  )
    .replace(/\s*｜\s*/g, ' | ')
    .replace(/^job application for\s+/i, '');
  if (!title || !position) return '';
  // A title that leads with the employer in square brackets, the position right after: "[(주)누리온시스템] 백엔드
  // 개발자 (D-18) - Board", as Korean boards write it (decision 116).
  const bracketed = title.match(/^\[([^[\]]{2,60})\]\s*(.*)$/);
  if (bracketed?.[1] && bracketed[2]?.toLowerCase().startsWith(position.toLowerCase()))
    return clean(bracketed[1]);
  // "Вакансія X у Y" (Ukrainian, Russian "Вакансия X в Y": vacancy X at Y): the board's word for the page, then the
  // position, then the employer after "у" / "в" (decision 120).
  const vacancy = title.match(/^(?:вакансія|вакансия)\s+(.+)$/iu)?.[1];
  // "Вакансия X в Екатеринбурге, работа в компании Y": "в компании" (at the company) names the employer, where a
  // bare "в" may name the city (decision 122).
  const named = vacancy?.match(
    /^(.*?)[\s,]+(?:(?:работа|робота)\s+)?(?:у|в)\s+(?:компании|компанії|организации|організації)\s+(.+?)(?:\s+[|•–—-]\s+.*)?$/iu,
  );
  if (named?.[2] && named[1]?.toLowerCase().startsWith(position.toLowerCase())) return clean(named[2]);
  const at = vacancy
    ? vacancy.match(/^(.*?)\s+(?:у|в)\s+(.+?)(?:\s+[|•–—-]\s+.*)?$/iu)
    : title.match(/^(.*?)\s+(?:at|@|bei|chez)\s+(.+?)(?:\s+[|•–—-]\s+.*)?$/i);
  // "Title at Company", "Title Job in City at Company"
  const lead = (at?.[1] ?? '').toLowerCase();
  const employer = at?.[2];
  if (employer && (lead === position.toLowerCase() || lead.startsWith(`${position.toLowerCase()} job `)))
    return clean(employer);
  // The position must stand as a whole segment: "Company - Title", "Title | Company | Board",
  // "Company hiring Title Job in City | Board", "Title in City | Careers at Company".
  const index = title.toLowerCase().indexOf(position.toLowerCase());
  if (index < 0) return '';
  const before = title.slice(0, index);
  const after = title.slice(index + position.length);
  // A Chinese board may lead the position with its city ("【上海 数据分析经理招聘_Y】"; decision 124).
  const city = han && /(^|\|)\s*\p{Script=Han}{2,4}\s+$/u.test(before);
  if (before && !city && !/(^|[|•–—:-]|\bhiring|\bfor)\s*$/i.test(before)) return '';
  if (after && !/^\s*([|•–—(:-]|\bat\b|@|\bin\b|\bjob\b)/i.test(after)) return '';
  const segments = (text: string) =>
    text
      .split(/\s*[|•]\s*|\s+[–—-]\s+|\s+hiring\s*$|^\s*[–—:-]\s*/i)
      .map((part) =>
        norm(part)
          .replace(/^(?:at|@)\s+/i, '')
          .replace(
            /^(?:careers?|jobs?|work(?:ing)?|karriere|stellen(?:angebote)?|emplois?|carrières?|empleos?|ofertas de empleo)\s+(?:at|with|for|bei|chez|en|à)\s+/i,
            '',
          ),
      )
      .filter(
        (part) =>
          part &&
          !BOARD_NAMES.test(part) &&
          !/^(in|job|jobs)\b/i.test(part) &&
          // An action the page offers, not a name ("Apply - Board Company - Title"; decision 096).
          !/^(apply( now| online)?|application|job details|view job)$/i.test(part) &&
          // The position again with its city before it ("杭州数据分析师" after "数据分析师"), as a Chinese board
          // repeats it by city: the position's, not the employer's (decision 157).
          !part.toLowerCase().endsWith(position.toLowerCase()) &&
          !/\bcareers?\b|\bjobs?\b|#\d|^\(/i.test(part),
      );
  const [candidate] = [
    ...segments(after),
    ...segments(city ? before.replace(/\p{Script=Han}{2,4}\s+$/u, '') : before),
  ];
  return candidate ? clean(candidate) : '';
}

function clean(name: string): string {
  return norm(name.replace(/\s*\(formerly [^)]*\)/i, ''));
}

/** "Pinecrest Veterinary Partners 4.1 ★", "at Bramblecrest" → the bare employer name. */
export function cleanCompany(name: string): string {
  return norm(
    name
      .replace(/^at\s+/i, '')
      // A board's rating after the name ("Acme 4.2", "Acme4.2★"): one digit, never the end of a longer number
      // ("School District SAU 97", "Local 1199").
      .replace(/\s*(?<![\d.,])\d(?:[.,]\d)?\s*(?:out of 5( stars)?)?\s*★?\s*$/, '')
      .replace(/\s*★+\s*$/, '')
      .replace(/\s*\(opens in a new (tab|window)\)\s*$/i, '')
      // A local government's name with its state after it ("Marren County, OR" as the site names itself):
      // the state is where the body is, not part of its name (decision 120).
      .replace(LOCAL_GOVERNMENT_STATE, '$1'),
  );
}

const LOCAL_GOVERNMENT_STATE =
  /^((?:City|Town|Village|County|Township|Borough) of [^,]+|[^,]+ (?:County|City|Township|Parish|Borough)), [A-Z]{2}$/;

/** "United States" + a workplace type "Remote" → "United States (Remote)": a remote role must say so. */
export function withRemote(place: string, workplace: string): string {
  if (!/^\s*remote\b/i.test(workplace) || /remote/i.test(place)) return place;
  return place ? `${place} (Remote)` : 'Remote';
}

function fields(partial: Partial<JobFields>): JobFields {
  return { ...EMPTY_FIELDS, ...partial };
}

const text = (root: DomDocument | DomElement, selectors: readonly string[]) =>
  inlineText(firstOf(root, selectors));

// --- LinkedIn ------------------------------------------------------------------------------------------

const LINKEDIN_META =
  /\b(ago|applicants?|clicked apply|promoted|reposted|posted|people|actively|responses? managed|easy apply|on-site|hybrid|full-time|part-time|contract)\b/i;

function linkedinLocation(container: DomElement | null, company: string): string {
  if (!container) return '';
  const parts = inlineText(container)
    .split('·')
    .map(norm)
    .filter((p) => p && p !== company);
  return parts.find((p) => !LINKEDIN_META.test(p) || /\bremote\b/i.test(p)) ?? '';
}

const linkedin: Adapter = {
  name: 'linkedin',
  host: /(^|\.)linkedin\.com$/,
  extract(doc, url) {
    // Signed-in view and the search page's detail pane share the unified top card.
    const card =
      first(doc, '.job-details-jobs-unified-top-card__container--two-pane') ??
      first(doc, '.jobs-unified-top-card') ??
      first(doc, '.job-view-layout') ??
      first(doc, '.jobs-search__job-details--container, .jobs-search__job-details--wrapper, .jobs-details') ??
      (first(doc, '.job-details-jobs-unified-top-card__job-title') ? doc : null);
    const signedInTitle = card
      ? text(card, [
          '.job-details-jobs-unified-top-card__job-title h1',
          '.job-details-jobs-unified-top-card__job-title',
          '.jobs-unified-top-card__job-title',
          '.jobs-details-top-card__job-title',
          '.jobs-top-card__job-title',
          'h1',
          'h2.t-24',
        ])
      : '';
    if (card && signedInTitle) {
      const company = cleanCompany(
        text(card, [
          '.job-details-jobs-unified-top-card__company-name a',
          '.job-details-jobs-unified-top-card__company-name',
          '.jobs-unified-top-card__company-name a',
          '.jobs-unified-top-card__company-name',
          '.jobs-details-top-card__company-url',
          '.jobs-top-card__company-url',
        ]),
      );
      const place =
        linkedinLocation(
          firstOf(card, [
            '.job-details-jobs-unified-top-card__primary-description-container',
            '.job-details-jobs-unified-top-card__tertiary-description-container',
            '.job-details-jobs-unified-top-card__primary-description',
            '.jobs-unified-top-card__primary-description',
          ]),
          company,
        ) ||
        text(card, [
          '.jobs-unified-top-card__bullet',
          '.job-details-jobs-unified-top-card__bullet',
          '.jobs-details-top-card__bullet',
          '.jobs-top-card__bullet',
        ]);
      // A fully remote role shows "Remote" as a workplace pill, not in the location line.
      const remote = all(
        card,
        '.job-details-preferences-and-skills__pill, .jobs-unified-top-card__workplace-type, .job-details-jobs-unified-top-card__workplace-type',
      ).some((pill) => /^remote\b/i.test(inlineText(pill)));
      const location = remote && !/remote/i.test(place) ? norm(`${place} (Remote)`) : place;
      const description = blockText(
        firstOf(doc, [
          '#job-details',
          '.jobs-description__content .jobs-box__html-content',
          '.jobs-description-content__text',
          '.jobs-description__content',
          '.jobs-description__container',
          '.jobs-description',
        ]),
      );
      return fields({ positionName: signedInTitle, companyName: company, location, description });
    }
    // Guest (signed-out) job page.
    const guest = first(doc, '.top-card-layout, .topcard');
    if (guest) {
      const title = text(guest, ['.top-card-layout__title', '.topcard__title', 'h1', 'h2']);
      const company = cleanCompany(
        text(guest, ['.topcard__org-name-link', '.topcard__flavor a', '.topcard__flavor']),
      );
      const location = text(guest, [
        '.topcard__flavor--bullet',
        '.topcard__flavor-row .topcard__flavor:nth-child(2)',
      ]);
      const description = blockText(
        firstOf(doc, [
          '.show-more-less-html__markup',
          '.description__text .show-more-less-html',
          '.description__text',
        ]),
      );
      if (title) return fields({ positionName: title, companyName: company, location, description });
    }
    // Job search, collections and the jobs home are lists until a job is open in the detail pane; the feed,
    // profiles and company pages are not postings either. A job page we cannot read falls through to schema.org.
    return /^\/jobs\/view\//.test(url.pathname) ? null : 'list';
  },
};

// --- Indeed --------------------------------------------------------------------------------------------

const indeed: Adapter = {
  name: 'indeed',
  host: /(^|\.)indeed\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/,
  extract(doc, url) {
    const pane = first(doc, '#jobsearch-ViewjobPaneWrapper, .jobsearch-RightPane') ?? doc;
    const titleEl = firstOf(pane, [
      'h1[data-testid="jobsearch-JobInfoHeader-title"]',
      '[data-testid="jobsearch-JobInfoHeader-title"]',
      'h1.jobsearch-JobInfoHeader-title',
      '.jobsearch-JobInfoHeader-title',
      '[data-testid="simpler-jobTitle"]',
    ]);
    const description = blockText(first(pane, '#jobDescriptionText'));
    if (!titleEl || !description) return /^\/(jobs|q-|m\/jobs)/.test(url.pathname) ? 'list' : null;
    const title = inlineText(titleEl).replace(/\s*-\s*job post\s*$/i, '');
    const company = cleanCompany(
      text(pane, [
        '[data-testid="inlineHeader-companyName"] a',
        '[data-testid="inlineHeader-companyName"]',
        '[data-company-name="true"] a',
        '[data-company-name="true"]',
        '.jobsearch-CompanyInfoContainer a',
        '.jobsearch-InlineCompanyRating > div:first-child',
      ]),
    );
    const location = text(pane, [
      '[data-testid="inlineHeader-companyLocation"]',
      '[data-testid="job-location"]',
      '[data-testid="jobsearch-JobInfoHeader-companyLocation"]',
      '.jobsearch-JobInfoHeader-subtitle > div:last-child',
    ]).replace(/^•\s*/, '');
    return fields({ positionName: title, companyName: company, location, description });
  },
};

// --- Glassdoor -----------------------------------------------------------------------------------------

const glassdoor: Adapter = {
  name: 'glassdoor',
  host: /(^|\.)glassdoor\.[a-z.]+$/,
  extract(doc) {
    const title = text(doc, [
      'h1[id^="jd-job-title-"]',
      '[data-test="job-title"]',
      '[class*="JobDetails_jobTitle"]',
      '[data-test="jobTitle"]',
    ]);
    if (!title) return null;
    const company = cleanCompany(
      text(doc, [
        '[class*="EmployerProfile_employerNameHeading"] h4',
        '[class*="EmployerProfile_employerNameHeading"]',
        '[class*="EmployerProfile_employerName"]',
        '[data-test="employer-name"]',
        '[data-test="employerName"]',
      ]),
    );
    const location = text(doc, [
      '[data-test="location"]',
      '[data-test="emp-location"]',
      '[class*="JobDetails_location"]',
    ]);
    const description = blockText(
      firstOf(doc, [
        '[class*="JobDetails_jobDescription"]',
        '[data-test="jobDescriptionContent"]',
        '.jobDescriptionContent',
        '#JobDescriptionContainer',
      ]),
    );
    return fields({ positionName: title, companyName: company, location, description });
  },
};

// --- Greenhouse ----------------------------------------------------------------------------------------

const greenhouse: Adapter = {
  name: 'greenhouse',
  host: /(^|\.)greenhouse\.io$/,
  markup: ['.job__title h1, #header .app-title', '.job__description, #header + #content'],
  extract(doc) {
    // New boards (job-boards.greenhouse.io).
    const newTitle = text(doc, ['.job__title h1', 'h1.section-header', '.job-post h1']);
    if (newTitle) {
      return fields({
        positionName: newTitle,
        companyName: companyFromTitle(doc.title, newTitle) || companyFromLogo(doc),
        location: text(doc, ['.job__location']),
        description: blockText(first(doc, '.job__description')),
      });
    }
    // Old boards (boards.greenhouse.io): #header with .app-title, .company-name ("at X"), .location; #content.
    const oldTitle = text(doc, ['#header .app-title', 'h1.app-title']);
    if (!oldTitle) return null;
    return fields({
      positionName: oldTitle,
      companyName:
        cleanCompany(text(doc, ['#header .company-name', '.company-name'])) ||
        companyFromTitle(doc.title, oldTitle),
      location: text(doc, ['#header .location', '.location']),
      description: blockText(first(doc, '#content')),
    });
  },
};

// --- Lever ---------------------------------------------------------------------------------------------

const lever: Adapter = {
  name: 'lever',
  host: /(^|\.)lever\.co$/,
  markup: ['.posting-headline', '[data-qa="job-description"], [data-qa="posting-requirements"]'],
  extract(doc) {
    const title = text(doc, ['.posting-headline h2', '.posting-headline h1', '.posting-header h2']);
    if (!title) return null;
    const sections = all(
      doc,
      '[data-qa="job-description"], [data-qa="posting-requirements"], [data-qa="salary-range"], [data-qa="closing-description"], .posting-page .section.page-centered:not(.posting-header):not(.last-section-apply)',
    );
    const unique = sections.filter((s, i) => sections.indexOf(s) === i && !s.querySelector('.postings-btn'));
    return fields({
      positionName: title,
      companyName:
        companyFromTitle(doc.title, title) ||
        companyFromTitle(meta(doc, 'og:title'), title) ||
        companyFromLogo(doc),
      location: withRemote(
        text(doc, [
          '.posting-categories .location',
          '.posting-category.location',
          '.posting-categories .sort-by-location',
        ]),
        text(doc, ['.posting-categories .workplaceTypes']),
      ),
      description: blocksText(unique),
    });
  },
};

// --- Workday -------------------------------------------------------------------------------------------

const workday: Adapter = {
  name: 'workday',
  host: /(^|\.)(myworkdayjobs|myworkdaysite|workday)\.com$/,
  markup: ['[data-automation-id="jobPostingHeader"]', '[data-automation-id="jobPostingDescription"]'],
  extract(doc) {
    const title = text(doc, [
      '[data-automation-id="jobPostingHeader"]',
      '[data-automation-id="jobPostingPage"] h2',
    ]);
    if (!title) return null;
    const locationBox = first(doc, '[data-automation-id="locations"]');
    const place = locationBox
      ? all(locationBox, 'dd').map(inlineText).filter(Boolean).join('; ') ||
        inlineText(locationBox).replace(/^locations?\s*/i, '')
      : '';
    const remoteType = text(doc, ['[data-automation-id="remoteType"] dd']);
    const location =
      /^remote/i.test(remoteType) && !/remote/i.test(place)
        ? norm(`${place} (${remoteType})`)
        : place || remoteType;
    return fields({
      positionName: title,
      companyName: companyFromLogo(doc) || attr(first(doc, 'img[data-automation-id="logo"]'), 'alt'),
      location,
      description: blockText(first(doc, '[data-automation-id="jobPostingDescription"]')),
    });
  },
};

// --- Ashby ---------------------------------------------------------------------------------------------

function ashbySection(doc: DomDocument, heading: RegExp): string {
  for (const h of all(doc, '.ashby-job-posting-left-pane h2, .ashby-job-posting-left-pane h3')) {
    if (!heading.test(inlineText(h))) continue;
    const section = h.parentElement;
    const value = section ? all(section, 'p, span, div').find((el) => el !== h && inlineText(el)) : null;
    if (value) return inlineText(value);
  }
  return '';
}

const ashby: Adapter = {
  name: 'ashby',
  host: /(^|\.)ashbyhq\.com$/,
  markup: ['.ashby-job-posting-heading', '.ashby-job-posting-left-pane'],
  extract(doc) {
    const title = text(doc, [
      'h1.ashby-job-posting-heading',
      '.ashby-job-posting-heading',
      '.ashby-job-posting-right-pane h1',
    ]);
    if (!title) return null;
    return fields({
      positionName: title,
      companyName:
        companyFromTitle(doc.title, title) ||
        companyFromLogo(doc) ||
        attr(first(doc, '.ashby-job-posting-header img[alt]'), 'alt'),
      location: withRemote(
        ashbySection(doc, /^location$/i) || ashbySection(doc, /location/i),
        ashbySection(doc, /^(location type|workplace type)$/i),
      ),
      description: blockText(
        firstOf(doc, [
          '[role="tabpanel"] [class*="_descriptionText_"]',
          '[class*="_descriptionText_"]',
          '.ashby-job-posting-description',
          '[role="tabpanel"]',
        ]),
      ),
    });
  },
};

// --- SmartRecruiters -----------------------------------------------------------------------------------

const smartrecruiters: Adapter = {
  name: 'smartrecruiters',
  host: /(^|\.)smartrecruiters\.com$/,
  extract(doc) {
    const title = text(doc, ['h1.job-title', '.job-title', '[itemprop="title"]']);
    if (!title) return null;
    const locationEl = first(doc, 'spl-job-location');
    return fields({
      positionName: title,
      companyName:
        attr(first(doc, '[itemprop="hiringOrganization"] [itemprop="name"]'), 'content') ||
        companyFromLogo(doc) ||
        companyFromTitle(doc.title, title),
      location: withRemote(
        attr(locationEl, 'formattedAddress') ||
          attr(locationEl, 'formattedaddress') ||
          text(doc, ['.job-location', '[itemprop="jobLocation"]']),
        attr(locationEl, 'workplaceType') || attr(locationEl, 'workplacetype'),
      ),
      description: blockText(first(doc, '.job-sections')) || blockText(first(doc, '.jobad-main')),
    });
  },
};

// --- iCIMS ---------------------------------------------------------------------------------------------

function icimsField(doc: DomDocument, label: RegExp): string {
  for (const dt of all(doc, '.iCIMS_JobHeaderTag dt, .iCIMS_JobHeaderField, dl dt')) {
    if (!label.test(inlineText(dt))) continue;
    let sibling = dt.parentElement ? Array.from(dt.parentElement.querySelectorAll('dd')) : [];
    if (dt.parentElement?.tagName.toUpperCase() === 'DL') sibling = sibling.slice(0, 1);
    const dd = sibling[0];
    if (dd) return inlineText(dd);
  }
  return '';
}

/** "US-CA-San Diego" → "San Diego, CA, US". */
function icimsLocation(raw: string): string {
  const [country = '', region = '', ...city] = (raw.split(/\s*\|\s*/)[0] ?? '').split('-').map(norm);
  if (city.length && /^[A-Z]{2,3}$/.test(country) && /^[A-Z]{2,3}$/.test(region)) {
    return `${city.join('-')}, ${region}, ${country}`;
  }
  return raw;
}

const icims: Adapter = {
  name: 'icims',
  host: /(^|\.)icims\.com$/,
  extract(doc) {
    const title = text(doc, [
      '.iCIMS_JobHeaderGroup h1',
      '.iCIMS_Header h1',
      'h1.iCIMS_Header',
      '.iCIMS_JobContent h1',
    ]);
    if (!title) return null;
    const sections = all(doc, '.iCIMS_InfoMsg_Job, .iCIMS_JobContent .iCIMS_Expandable_Text');
    const outer = sections.filter((s) => !sections.some((o) => o !== s && isInside(o, s)));
    return fields({
      positionName: title,
      companyName: companyFromLogo(doc) || companyFromTitle(doc.title, title),
      location: icimsLocation(icimsField(doc, /job locations?|^location/i)),
      description: blocksText(
        outer.map((s) =>
          s.parentElement && /iCIMS_InfoMsg/.test(s.parentElement.getAttribute('class') ?? '')
            ? s.parentElement
            : s,
        ),
      ),
    });
  },
};

// --- Wellfound -----------------------------------------------------------------------------------------

const wellfound: Adapter = {
  name: 'wellfound',
  host: /(^|\.)(wellfound|angel)\.co(m)?$/,
  extract(doc, url) {
    if (!/^\/(jobs|l|company\/[^/]+\/jobs)\/./.test(url.pathname))
      return /^\/(jobs|role)/.test(url.pathname) ? 'list' : null;
    const main = first(doc, 'main') ?? doc;
    const title = text(main, ['h1', '[data-test="JobDetailHeader"] h2']);
    if (!title) return null;
    const companyLink = all(main, 'a[href^="/company/"], a[href*="wellfound.com/company/"]')
      .map(inlineText)
      .find((t) => t && t.length < 80);
    return fields({
      positionName: title,
      companyName:
        cleanCompany(companyLink ?? '') || companyFromTitle(doc.title, title) || companyFromLogo(main),
      location: text(main, ['[data-test="JobLocation"]', '[class*="location"]', '[class*="Location"]']),
      description: blockText(
        firstOf(main, ['#job-description', '[data-test="JobDescription"]', '[class*="description"]']),
      ),
    });
  },
};

export const ADAPTERS: readonly Adapter[] = [
  linkedin,
  indeed,
  glassdoor,
  greenhouse,
  lever,
  workday,
  ashby,
  smartrecruiters,
  icims,
  wellfound,
];

/** The board by its host, else (a board on a company's own domain) by its own markup in `doc`. */
export function adapterFor(host: string, doc?: DomDocument): Adapter | undefined {
  return (
    ADAPTERS.find((adapter) => adapter.host.test(host)) ??
    (doc
      ? ADAPTERS.find((adapter) => adapter.markup?.every((selector) => doc.querySelector(selector)))
      : undefined)
  );
}
