/** Step 5 helpers: recognise field values inside a line's text. Dates are `../dates.ts`'s. */

import { isDateOnly } from '../dates.ts';

export const EMAIL_RE = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.\p{L}{2,}/u;

/** Phone numbers: "+44 20 7946 0958", "(555) 123-4567", "607.379.5733", "+1-555-010-0000". */
export const PHONE_RE =
  /(?:\+\s?\d{1,3}[\s.\-‐-―]?\(?\d{1,4}\)?|\(\+\d{1,3}\)\s?\d{1,4}|\(\d{1,4}\)|\d{2,4})(?:[\s.\-‐-―]{0,2}\d{2,4}){1,4}/;

export function findPhone(text: string): string {
  for (const m of text.matchAll(new RegExp(PHONE_RE.source, 'g'))) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (isDateOnly(m[0])) continue;
    if (/^\d{4}$/.test(m[0].trim()) || /^\d+\.\d+$/.test(m[0].trim())) continue;
    const before = text.slice(0, m.index);
    if (/[\p{L}@/]$/u.test(before)) continue;
    return m[0].trim();
  }
  return '';
}

const TLD =
  '(?:com|org|net|io|dev|me|co|ai|app|info|xyz|tech|site|page|blog|edu|us|uk|de|fr|ca|in|cv|codes|design|pro|work|online|so|sh|gg|to|ly)';
export const URL_RE = new RegExp(
  `(?:https?://|www\\.)[^\\s,;|()<>]+|\\b(?:[a-z0-9-]+\\.)+${TLD}(?:/[^\\s,;|()<>]*)?(?![\\w@])`,
  'giu',
);

export function findLinks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(URL_RE)) {
    const before = text.slice(0, m.index);
    if (/[@\w.]$/.test(before)) continue;
    // "BPMN.IO" is an acronym, not a personal site.
    if (!/^(https?:|www\.)/i.test(m[0]) && m[0] === m[0].toUpperCase()) continue;
    out.push(m[0].replace(/[.,;:]+$/, ''));
  }
  return out;
}

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const COUNTRIES =
  'USA|US|UK|United States|United Kingdom|Canada|Germany|France|India|China|Japan|Australia|New Zealand|Ireland|Spain|Italy|Netherlands|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Belgium|Poland|Portugal|Brazil|Mexico|Singapore|Israel|Korea|Republic of Korea|South Korea|Türkiye|Turkey|Greece|Argentina|Chile|Nigeria|Kenya|South Africa|Egypt|UAE|Pakistan|Bangladesh|Vietnam|Indonesia|Philippines|Malaysia|Thailand|Taiwan|Hong Kong|Russia|Ukraine|Romania|Czech Republic|Hungary|England|Scotland|Wales';

const STATE_TAIL_RE = new RegExp(`,\\s*(?:${US_STATES})$`, 'u');

/** "City, ST", "City, Country", "Remote", "123 Main Street, Anytown, USA". */
export const LOCATION_RE = new RegExp(
  `^(?:[\\p{L}0-9.'’ -]+,\\s*)*[\\p{Lu}][\\p{L}.'’ -]+,\\s*(?:${US_STATES}|${COUNTRIES}|[\\p{Lu}][\\p{L}.'’ -]+)(?:\\s*,?\\s*(?:\\d{5}|US|USA))?$|^(?:remote|hybrid|on-?site)(?:\\s*[-–(,].*)?$|^(?:[\\p{Lu}][\\p{L}.'’-]+ ){0,2}[\\p{Lu}][\\p{L}.'’-]+(?:,\\s*|\\s)(?:${US_STATES})$|^(?:${COUNTRIES})$`,
  'u',
);

export function isLocation(text: string): boolean {
  const t = text.trim();
  if (t.length > 60 || t.length < 2 || /@/.test(t) || findPhone(t)) return false;
  // A state code that spells a degree ("Boston, MA", "Baltimore, MD") is no degree after a city's comma.
  const place = t.replace(STATE_TAIL_RE, '');
  if (TITLE_WORDS.test(t) || COMPANY_WORDS.test(t) || SCHOOL_RE.test(t) || DEGREE_RE.test(place))
    return false;
  return LOCATION_RE.test(t) || /^(remote|hybrid|on-?site)\b/i.test(t);
}

export const GPA_RE =
  /\b(?:c?gpa|grade|cwa|wam|gpa\/?)\s*[:=]?\s*(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?)/i;

const GPA_AFTER_RE = /\b(\d(?:[.,]\d{1,2})?(?:\s*\/\s*\d+(?:[.,]\d+)?)?)\s*c?gpa\b/i;

/** "GPA: 3.8/4.0" or "3.8 GPA". */
export function findGpa(text: string): string {
  return (GPA_RE.exec(text)?.[1] ?? GPA_AFTER_RE.exec(text)?.[1] ?? '').replace(/\s+/g, '');
}

const TITLE_WORDS =
  /\b(engineer|developer|manager|employee|intern|analyst|designer|director|lead|consultant|scientist|researcher|founder|co-?founder|cto|ceo|cfo|coo|vp|vice president|president|architect|specialist|assistant|associate|officer|head|administrator|coordinator|technician|teacher|tutor|fellow|contributor|programmer|owner|partner|editor|writer|instructor|professor|lecturer|student|volunteer|member|chair|organizer|organiser|advisor|adviser|strategist|executive|representative|trader|accountant|sre|devops|staff|principal|senior|junior|sr\.?|jr\.?|recruiter|nurse|agent|clerk|supervisor|leader|product|marketing|sales|support|operations|trainee|apprentice|mentor|ambassador|freelance|freelancer|contractor|postdoc|phd candidate|research assistant|teaching assistant|chef|cook|barista|cashier|server|driver|mechanic|electrician|plumber|carpenter|welder|machinist|operator|foreman|journeyman|pharmacist|hygienist|physician|surgeon|dentist|paramedic|midwife|caregiver|aide|counsell?or|paralegal|attorney|lawyer|solicitor|bookkeeper|auditor|controller|receptionist|secretary|teller|dispatcher|inspector|estimator|surveyor|planner|buyer|stylist|photographer|translator|interpreter|firefighter|therapist|practitioner|resident|registrar|dietitian|nutritionist|veterinarian|librarian|curator|coach|trainer|pilot|attendant|underwriter|actuary|adjuster|broker|banker|investigator|bartender|baker|housekeeper|custodian|janitor|courier|reporter|journalist|producer|illustrator|animator|copywriter|[a-z]+(?:ologist|ician|apist))\b/i;
const COMPANY_WORDS =
  /\b(inc|llc|ltd|corp|corporation|company|co\.|gmbh|ag|plc|group|labs?|technologies|technology|solutions|systems|university|college|institute|bank|agency|studio|studios|school|foundation|partners|consulting|capital|ventures|media|software|games|research|network|health|hospital)\b|[.,]\s*(inc|ltd|llc)\.?$/i;

export function titleScore(text: string): number {
  let score = 0;
  const matches = text.match(new RegExp(TITLE_WORDS.source, 'gi'));
  score += matches ? matches.length : 0;
  // "Research Intern" is a title despite "Research"; "NVIDIA Research" is an employer.
  if (COMPANY_WORDS.test(text)) score -= score > 0 ? 0.5 : 1.5;
  return score;
}

const DEGREE_RE =
  /\b(bachelor|master|b\.?\s?s\.?c?\b|m\.?\s?s\.?c?\b|b\.?\s?a\.?\b|m\.?\s?a\.?\b|b\.?\s?eng|m\.?\s?eng|b\.?\s?tech|m\.?\s?tech|ph\.?\s?d|mba|m\.?b\.?a|associate'?s?|diploma|degree|doctor|doctorate|certificate|a\.?a\.?s?|b\.?b\.?a|llb|llm|md|high school|gcse|a-levels?|baccalaureate|licence|major|minor|honours|honors|msc|bsc|beng|meng|ba|ma|bs|ms|phd|bfa|mfa|b\.?\s?ed|m\.?\s?ed|ed\.?\s?d|b\.?\s?arch|m\.?\s?arch|bsn|msn|dnp|dpt|pharm\.?\s?d|j\.?d|dds|dmd|dvm|mph|mpa|msw|bsw|b\.?\s?com|m\.?\s?com)\b/i;
const SCHOOL_RE =
  /\b(university|universit[äéà]t?|college|institute|school|academy|polytechnic|école|ecole|hochschule|conservatory|seminary|iit|mit|ucla|nyu|campus)\b/i;

export const isDegree = (text: string): boolean => DEGREE_RE.test(text);
export const isSchool = (text: string): boolean => SCHOOL_RE.test(text);

/** "2 years 10 months", "(4 mos)": computed durations printed beside dates; not part of any field. */
export const isDuration = (text: string): boolean =>
  /^\(?\s*(?:\d+\s*(?:\+\s*)?(?:years?|yrs?|months?|mos?)\.?\s*){1,2}\)?$/i.test(text.trim());
