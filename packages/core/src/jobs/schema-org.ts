import { all, attr, blocksText, type DomDocument, type DomElement, inlineText, isInside } from './dom.ts';
import { plainText, richText } from './html-text.ts';
import type { JobFields } from './types.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: Json | undefined): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function typesOf(node: JsonObject): string[] {
  return asList(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, ''));
}

/**
 * JSON as pages really write it: control characters inside strings (raw newlines in descriptions), trailing
 * commas, HTML comment or CDATA wrappers.
 */
export function parseLenientJson(source: string): Json | undefined {
  const text = source
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)\s*/, '')
    .replace(/\s*(?:-->|\/\/\s*\]\]>)$/, '');
  try {
    return JSON.parse(text) as Json;
  } catch {
    // repaired below
  }
  let repaired = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (inString) {
      if (ch === '\\') {
        repaired += ch + (text[i + 1] ?? '');
        i++;
      } else if (ch === '"') {
        inString = false;
        repaired += ch;
      } else if (ch < ' ') {
        repaired += ch === '\n' ? '\\n' : ch === '\t' ? '\\t' : ch === '\r' ? '\\r' : ' ';
      } else repaired += ch;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',') {
      const rest = text.slice(i + 1).match(/^\s*([}\]])/);
      if (rest) continue; // trailing comma
    }
    repaired += ch;
  }
  try {
    return JSON.parse(repaired) as Json;
  } catch {
    return undefined;
  }
}

/** Every typed object in the page's JSON-LD, through arrays, `@graph` and nesting; and an `@id` index. */
function collectJsonLd(doc: DomDocument): { nodes: JsonObject[]; byId: Map<string, JsonObject> } {
  const nodes: JsonObject[] = [];
  const byId = new Map<string, JsonObject>();
  const visit = (value: Json | undefined, depth: number) => {
    if (depth > 12 || value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    if (value['@type'] !== undefined) nodes.push(value);
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length > 1) byId.set(id, value);
    for (const [key, child] of Object.entries(value)) {
      if (key !== '@context' && typeof child === 'object') visit(child, depth + 1);
    }
  };
  for (const script of all(doc, 'script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) continue;
    visit(parseLenientJson(script.textContent ?? ''), 0);
  }
  return { nodes, byId };
}

function resolve(value: Json | undefined, byId: Map<string, JsonObject>): Json | undefined {
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value;
  }
  return value;
}

/**
 * A template's field left unfilled ("{{ClientName}}", "${company}", "[[Employer]]", "%COMPANY_NAME%"): the system
 * wrote its placeholder where the value should be, so the field names nothing (decision 147).
 */
const PLACEHOLDER = /^(\{\{[^{}]*\}\}|\$\{[^{}]*\}|\[\[[^[\]]*\]\]|%[A-Z][A-Z_]*%|<%=?[^%]*%>)$/;

function str(value: Json | undefined): string {
  if (typeof value === 'string') {
    const text = plainText(value);
    return PLACEHOLDER.test(text) ? '' : text;
  }
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return str(value.name ?? value['@value']);
  if (Array.isArray(value)) return str(value[0]);
  return '';
}

function orgName(value: Json | undefined, byId: Map<string, JsonObject>): string {
  for (const item of asList(value)) {
    const org = resolve(item, byId);
    if (typeof org === 'string') return str(org);
    if (isObject(org)) {
      const name = str(org.name) || str(org.legalName);
      if (name) return name;
    }
  }
  return '';
}

/** "Columbus, OH", "Denver, Colorado, United States": locality, region and country without repeats. */
export function joinAddressParts(parts: readonly string[]): string {
  const kept: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const lower = part.toLowerCase();
    const seen = kept.some((k) => k.toLowerCase().split(/,\s*/).includes(lower));
    if (!seen) kept.push(part);
  }
  return kept.join(', ');
}

function placeText(value: Json | undefined, byId: Map<string, JsonObject>): string {
  const place = resolve(value, byId);
  if (typeof place === 'string') return plainText(place);
  if (!isObject(place)) return '';
  const address = resolve(place.address, byId);
  if (typeof address === 'string') return plainText(address);
  if (isObject(address)) {
    const text = joinAddressParts([
      str(address.addressLocality),
      str(address.addressRegion),
      str(address.addressCountry),
    ]);
    if (text) return text;
    if (address.streetAddress) return str(address.streetAddress);
  }
  return str(place.name);
}

function locationOf(job: JsonObject, byId: Map<string, JsonObject>): string {
  const places = [...new Set(asList(job.jobLocation).map((p) => placeText(p, byId)))].filter(Boolean);
  const remote = asList(job.jobLocationType).some((t) => typeof t === 'string' && /telecommute/i.test(t));
  const placesText = places.slice(0, 3).join('; ');
  if (!remote) return placesText;
  const regions = asList(job.applicantLocationRequirements)
    .map((r) => str(resolve(r, byId)))
    .filter(Boolean);
  const remoteText = regions.length ? `Remote (${regions.join(', ')})` : 'Remote';
  return placesText ? `${remoteText}; ${placesText}` : remoteText;
}

/** `companySite`: the address the hiring organisation gives for itself (its `url` or `sameAs`), or "". */
export type StructuredPosting = JobFields & { title: string; companySite?: string };

/** The address an organisation gives for itself: its `url`, else its first `sameAs`. */
function orgSite(value: Json | undefined, byId: Map<string, JsonObject>): string {
  for (const item of asList(value)) {
    const org = resolve(item, byId);
    if (isObject(org)) return str(org.url) || str(asList(org.sameAs)[0]);
  }
  return '';
}

function fromJsonLd(job: JsonObject, byId: Map<string, JsonObject>): StructuredPosting {
  const description = typeof job.description === 'string' ? richText(job.description) : '';
  return {
    title: str(job.title) || str(job.name),
    positionName: str(job.title) || str(job.name),
    companyName: orgName(job.hiringOrganization, byId),
    companySite: orgSite(job.hiringOrganization, byId),
    location: locationOf(job, byId),
    description,
  };
}

// --- microdata ---------------------------------------------------------------------------------------

function ownProps(scope: DomElement, name: string): DomElement[] {
  return all(scope, `[itemprop~="${name}"]`).filter((el) => {
    let parent = el.parentElement;
    while (parent && parent !== scope) {
      if (parent.getAttribute('itemscope') !== null) return false;
      parent = parent.parentElement;
    }
    return true;
  });
}

function propValue(el: DomElement | undefined): string {
  if (!el) return '';
  const tag = el.tagName.toUpperCase();
  if (tag === 'META') return plainText(el.getAttribute('content') ?? '');
  if (el.getAttribute('content') !== null) return plainText(el.getAttribute('content') ?? '');
  return inlineText(el);
}

function microAddress(scope: DomElement): string {
  const address = ownProps(scope, 'address')[0];
  if (address && address.getAttribute('itemscope') !== null) {
    return joinAddressParts(
      ['addressLocality', 'addressRegion', 'addressCountry'].map((p) => propValue(ownProps(address, p)[0])),
    );
  }
  return propValue(address) || propValue(ownProps(scope, 'name')[0]);
}

const MICRO_DESCRIPTION_PROPS = [
  'description',
  'responsibilities',
  'qualifications',
  'skills',
  'experienceRequirements',
  'educationRequirements',
  'incentives',
  'incentiveCompensation',
  'jobBenefits',
];

function fromMicrodata(scope: DomElement): StructuredPosting {
  const title = propValue(ownProps(scope, 'title')[0]) || propValue(ownProps(scope, 'name')[0]);
  const org = ownProps(scope, 'hiringOrganization')[0];
  const companyName = org
    ? org.getAttribute('itemscope') !== null
      ? propValue(ownProps(org, 'name')[0]) || propValue(ownProps(org, 'legalName')[0])
      : propValue(org)
    : '';
  const locations = ownProps(scope, 'jobLocation').map((place) =>
    place.getAttribute('itemscope') !== null ? microAddress(place) : propValue(place),
  );
  const selector = MICRO_DESCRIPTION_PROPS.map((p) => `[itemprop~="${p}"]`).join(', ');
  const own = new Set(MICRO_DESCRIPTION_PROPS.flatMap((p) => ownProps(scope, p)));
  const parts = all(scope, selector).filter((el) => own.has(el));
  const description = blocksText(parts.filter((el) => !parts.some((p) => p !== el && isInside(p, el))));
  return {
    title,
    positionName: title,
    companyName,
    location: (ownProps(scope, 'jobLocationType').some((el) => /telecommute/i.test(propValue(el)))
      ? ['Remote', ...locations]
      : locations
    )
      .filter(Boolean)
      .join('; '),
    description,
  };
}

/** Every schema.org JobPosting on the page (JSON-LD first, then microdata), with the page's other types. */
export function findStructuredPostings(doc: DomDocument): {
  postings: StructuredPosting[];
  types: Set<string>;
} {
  const { nodes, byId } = collectJsonLd(doc);
  const types = new Set(nodes.flatMap(typesOf));
  const postings = nodes.filter((n) => typesOf(n).includes('JobPosting')).map((n) => fromJsonLd(n, byId));
  for (const scope of all(doc, '[itemscope][itemtype*="JobPosting"]')) {
    types.add('JobPosting');
    postings.push(fromMicrodata(scope));
  }
  for (const scope of all(doc, '[itemscope][itemtype]')) {
    const type = attr(scope, 'itemtype').replace(/^.*[/:#]/, '');
    if (type) types.add(type);
  }
  return { postings, types };
}
