import { memo } from '../memo.ts';
import { cachedPattern, caseless, escapeRegExp, LETTER, LETTER_OR_DIGIT, wordPattern } from '../regexp.ts';
import { isEverydayWord } from './english-words.ts';
import { isAcronym, mentionsOf, normalizeTerm, stemWord } from './evidence.ts';
import { lookupSkill } from './lexicon.ts';
import nlp from './nlp.ts';

/** The word after the last space (`split` always yields at least one piece). */
const lastWord = (text: string): string => text.split(' ').pop() ?? '';

/**
 * What a phrase of a job posting names. Only the first group may ever stand in a skills list: skills (the
 * lexicon's), tools and named methods, domains and methods written as noun phrases, languages and credentials.
 * Everything a posting also says — who the company is, the title, where, for whom, how many, which degree, what
 * it pays — is typed so that it never can.
 */
export type TermType =
  | 'skill'
  | 'tool'
  | 'method'
  | 'language'
  | 'credential'
  | 'company'
  | 'title'
  | 'place'
  | 'person'
  | 'number'
  | 'degree'
  | 'benefit'
  | 'soft'
  | 'generic';

const SKILL_LIKE: ReadonlySet<TermType> = new Set(['skill', 'tool', 'method', 'language', 'credential']);

export function isSkillType(type: TermType): boolean {
  return SKILL_LIKE.has(type);
}

/** What the typing needs to know about the posting and the person beyond the phrase itself. */
export type TypingContext = {
  companyName: string;
  /** The posting's title and every title the person has held: a phrase naming one is a title, not a skill. */
  titles: readonly string[];
  /** The posting's lines, to tell a duty's opening verb ("Adjust instruction…") from a noun ("cycle counts"). */
  lines: readonly string[];
  /** The lines under its responsibilities heading: each opens with a duty's verb ("Design water distribution…"). */
  duties?: readonly string[];
};

// ("Master data management", "master key systems", "Scrum Master": a bare "master" before or after other words is
// no degree.)
const DEGREE =
  /\b(bachelor|master|doctor(ate)?|associate)(['’]?s)?\b.*\b(degree|of|in)\b|^(bachelor|master)s?$|\bbachelors?\b|\b(bachelor|master)['’]s\b|\bmasters\b|\bdegree\b|\bdiploma\b|\bGED\b|^(B\.?S\.?c?|B\.?A\.?|M\.?S\.?c?|M\.?A\.?|MBA|Ph\.?D\.?|M\.?D\.?|J\.?D\.?|PharmD|MSW|BSW|BSN|MSN|DNP|DPT|OTD|PsyD|DPM|MLIS|M\.?Ed|Ed\.?S\.?|AuD|Ed\.?D|DDS|DMD|DVM|A\.?A\.?S|LLM|MPH|MPA|MFA|BFA|BBA|MEng|BEng|Hons|Honours)\b/i;
const CREDENTIAL =
  /\b(licen[cs]e[ds]?|licensure|certifi(cation|cate|ed)|credential|registration|endorsement|clearance|card|accreditation)$/i;

/** Whether the phrase ends in the word that makes it a credential: "… licence", "… certification", "… card". */
export function endsInCredentialWord(phrase: string): boolean {
  return CREDENTIAL.test(phrase);
}
const BENEFIT =
  /\b(401\s*\(?k\)?|pto|paid (time off|leave|holidays?)|(health|medical|dental|vision|life|disability) (insurance|benefits?|coverage|plans?)|tuition (assistance|reimbursement)|parental leave|stock options|retirement (plan|savings)|wellness (stipend|program)|relocation (assistance|package)|sign[\s-]on bonus|employee discount|work from home|salary|compensation|benefits|esop|employee stock ownership)\b/i;
/** Where the work is done, said as a work mode: "Remote", "fully remote", "hybrid schedule" (not "Remote Pilot", "remote sensing"). */
const WORK_MODE =
  /^(fully |100% |partly |partially )?(remote|hybrid|on[\s-]?site)((\s|-)(work|working|position|role|job|option|schedule|friendly|first|eligible|days?))?$/i;
/** A state's or province's agency by its initials: "DOT" of "Iowa DOT", "EPA" of "Ohio EPA". */
const STATE_AGENCY = /^(?:DOT|DMV|DNR|DEQ|DEP|DEC|DOH|DHS|DHHS|DOC|DOE|DOL|DPS|DCF|DOR|EPA|MTO|DFO|BMV|PUC)$/;
/** A rank word and its letter or number: "Class B", "Tier 1", "Level II", "Type 2". */
const RANK =
  /^(class|tier|level|grade|band|type|category|phase|step|stage|group|zone|division|section|unit)\s+([A-Z]|\d{1,2}|[IVX]{1,4})$/i;
const LEADING_PREPOSITION =
  /^(against|about|above|across|after|along|among|amongst|around|before|behind|below|beneath|beside|besides|between|beyond|despite|during|except|from|inside|into|near|onto|outside|over|per|since|through|throughout|toward|towards|under|until|upon|versus|via|within|without)$/i;
/** When the work is done, said as a schedule: "rotating shifts", "12-hour night shifts", "(Day) Shift". */
const SHIFTS =
  /^((rotating|alternating|day|night|evening|overnight|weekend|split|swing|graveyard|1st|2nd|3rd|\d+[\s-]hour)\s+)*shifts?$/i;
/** Spoken languages: the only proper adjectives a skills list takes. */
const LANGUAGE =
  /^(english|spanish|french|german|italian|portuguese|mandarin|cantonese|chinese|japanese|korean|arabic|hindi|urdu|bengali|punjabi|russian|ukrainian|polish|dutch|swedish|norwegian|danish|finnish|greek|turkish|hebrew|vietnamese|tagalog|thai|indonesian|malay|swahili|somali|hmong|haitian creole|creole|farsi|persian|dari|pashto|tamil|telugu|gujarati|marathi|amharic|tigrinya|oromo|nepali|burmese|khmer|lao|romanian|hungarian|czech|serbian|croatian|bosnian|albanian|armenian|yoruba|igbo|navajo|american sign language|asl)( \(?(fluent|native|bilingual|conversational)\)?)?$/i;

/** Whether a text names a degree: "A.A.S. Agricultural Equipment Technology", "Bachelor of Science in Nursing". */
export function namesADegree(text: string): boolean {
  return DEGREE.test(text);
}

/** Whether a phrase names a spoken language ("Spanish", "Haitian Creole", "ASL"). */
export function isLanguageName(phrase: string): boolean {
  return LANGUAGE.test(phrase);
}
/**
 * People a posting serves or works beside. compromise tags occupations ("teachers", "merchants") as actors; these
 * are the groups it reads as plain plurals. A phrase whose head is one of them names people, not a skill.
 */
const PEOPLE = new Set(
  `committee board council department concierge copywriter writer designer developer analyst scientist specialist consultant assistant technician coordinator interpreter translator
  administrator patient family parent child kid student learner resident client customer consumer shopper guest visitor member
  user buyer seller homeowner tenant landlord rider driver passenger traveler traveller donor volunteer associate
  employee staff colleague coworker peer stakeholder partner vendor supplier contractor subcontractor investor
  shareholder executive leader candidate applicant hire intern team people individual adult senior youth teen
  veteran caregiver provider physician clinician audience reader subscriber citizen community population merchant
  owner crew worker personnel faculty attorney lawyer doctor nurse officer agent representative rep broker
  recruiter founder director manager supervisor lead head chief president prospect wearer alumni alumnus
  retiree surgeon dispatcher captain decedent importer exporter borrower lender policyholder claimant
  beneficiary defendant offender inmate caller consignee coach aide integrator judge engineer mechanic scheduler
  estimator surveyor auditor rigger paramedic medic videographer journeyman carpenter paralegal secretary baker trainer
  counselor midwife doula sonographer certifier appraiser adjuster deputy ranger librarian conservator preceptor
  instructor tutor counsel registrar curator preparator installer evaluator inspector investigator neighbour neighbor
  deckhand farmhand stagehand`
    .split(/\s+/)
    .filter(Boolean),
);
/** The people a person's work serves: what they do or have is what the work handles. */
const SERVED =
  /^(patients?|residents?|clients?|child|children|kids?|students?|learners?|guests?|customers?|members?|families|family|infants?|toddlers?|adults?|seniors?|youths?|teens?|veterans?|callers?|individuals?|people|persons?)$/i;
/**
 * "winemaker", "decision-maker", "beekeeper", "caseworker": one who makes, keeps or works; "stylist", "machinist",
 * "beautician": one whose trade the word names. ("checklist", "playlist" are lists; "assist", "persist" are verbs.)
 */
const DOER_WORD =
  /[a-z](maker|keeper|worker)$|^(?![a-z]*(?:check|play|wish|short|watch|black|white|punch|hit|price|wait(?:ing)?|en|book|track|set)list$)[a-z]{2,}[^s]ist$|[a-z]{2,}ician$/;
/**
 * "carmen", "linemen", "yardmaster", "trainmasters": one who works at the thing the word's first part names — an
 * English word of its own ("car", "line", "yard"). ("specimen", "regimen", "bitumen": no word before "men".)
 */
const COMPOUND_DOER = /^([a-z]{3,})(?:m[ae]n|masters?)$/;
function isDoer(word: string): boolean {
  if (DOER_WORD.test(word)) return true;
  const stem = COMPOUND_DOER.exec(word)?.[1];
  return stem !== undefined && isEverydayWord(stem);
}
/**
 * "Bank of America", "Commission on Dietetic Registration", "National Endowment for the Humanities": these small
 * words between capitalised ones join them into one name ("and" joins lists).
 */
const JOINS_NAME = /^(of|on|for|&)$/i;
const SMALL = new Set(['of', 'and', 'in', 'for', 'the', 'to', 'on', 'a', 'an', 'with', '&', 'at', 'by']);

type Tagged = { text: string; tags: Set<string> };

const tagged = memo<Tagged[]>(5000);

/** The words of a text as compromise tags them: the slowest question the typing asks, so each text is asked once. */
function tag(text: string): Tagged[] {
  return tagged(text, () => {
    // The terms themselves, not `.json()`: the same text and tags for a third less time.
    const docs = nlp(text).docs as { text: string; tags: Set<string> }[][];
    return docs.flat().map((t) => ({ text: t.text, tags: new Set(t.tags) }));
  });
}

type World = {
  model: {
    one: { lexicon: Record<string, string | string[]>; tagSet: Record<string, { parents?: string[] }> };
  };
};
const world = (nlp as unknown as { world(): World }).world().model.one;

/**
 * Whether compromise's dictionary files the word (its first part, "five" of "five-day") under the tag or one below
 * it ("Cardinal" is a "Value"): what tagging the word alone says, without a tagging. A word it does not know is
 * under none.
 */
function isKnownAs(word: string, tagName: string): boolean {
  const first = word.toLowerCase().split(/[-\s]/)[0] ?? '';
  const known = world.lexicon[first];
  if (known === undefined) return false;
  return (Array.isArray(known) ? known : [known]).some(
    (t) => t === tagName || world.tagSet[t]?.parents?.includes(tagName) === true,
  );
}

const typed = new WeakMap<readonly string[], Map<string, TermType>>();

/**
 * The type of one posting phrase as the posting writes it. Deterministic and cached: the engine, the gate and the
 * guard ask about the same phrases.
 */
export function typeOfTerm(phrase: string, context: TypingContext): TermType {
  // (The duties come from the same lines, so whether they are known is all the key needs of them.)
  const key = `${phrase}\u0000${context.companyName}\u0000${context.titles.join('\u0001')}\u0000${context.duties ? 'duties' : ''}`;
  let forPosting = typed.get(context.lines);
  if (!forPosting) {
    forPosting = new Map();
    typed.set(context.lines, forPosting);
  }
  const hit = forPosting.get(key);
  if (hit) return hit;
  const type = typeUncached(phrase.trim(), context);
  forPosting.set(key, type);
  return type;
}

function typeUncached(phrase: string, context: TypingContext): TermType {
  const norm = normalizeTerm(phrase);
  if (norm === '') return 'generic';
  const company = normalizeTerm(context.companyName);
  if (company.length > 1 && (` ${company} `.includes(` ${norm} `) || ` ${norm} `.includes(` ${company} `)))
    return 'company';
  // "Leasing Consultant – The Residences at Rio Salado": the place the posting's title says the job is at.
  const workplace = /\sat\s+(.+)$|\s[-–—|]\s+(The\s.+)$/.exec(context.titles[0] ?? '');
  const at = normalizeTerm(workplace?.[1] ?? workplace?.[2] ?? '');
  if (at !== '' && /[A-Z]/.test(phrase) && !lookupSkill(phrase) && ` ${at} `.includes(` ${norm} `))
    return 'company';
  if (DEGREE.test(phrase)) return 'degree';
  // "M/V Eastern Sentinel", "R/V Atlantis": a vessel by its name, where the job is.
  if (/^(?:M\/[VYT]|R\/V|S\/S|MV|USNS|USS|HMS|RRS)\s+\p{Lu}/u.test(phrase)) return 'place';
  // "RI Requisition R-20431", "Job ID 4471": which posting, not what it asks; so is "RIG-00852 Corporate" of "Job
  // Requisition: RIG-00852 | Corporate Services", a code of letters and a long number.
  if (/\b(?:requisition|req|job\s+id|posting\s+id)\b/i.test(phrase)) return 'number';
  if (/^[A-Z]{2,6}-(?:0\d{3,}|\d{5,})\b/.test(phrase) && !lookupSkill(phrase)) return 'number';
  // "Band 1 for Illinois" (ranked in Band 1 for Illinois immigration), "Fortune 500": a ranking, not a skill.
  if (/^(?:class|tier|level|grade|band|type|category|group|zone)\s+\S+\s+(?:for|in|of|at|on)\s/i.test(phrase))
    return 'generic';
  if (/^(?:Fortune|Inc\.?|Forbes|Global|Russell)\s+\d{2,4}\b/.test(phrase)) return 'generic';
  const words = phrase.split(/\s+/).filter(Boolean);
  // "across the Midwest", "the Gulf Coast": a region of a country by its own name.
  if (REGION_NAME.test(norm) && !lookupSkill(phrase)) return 'place';
  // "Deputy Treasurer Lamar Ostrowski" of "You will report to Deputy Treasurer Lamar Ostrowski": a post and a
  // person's first and last name, which the tagger knows as such.
  if (words.length >= 3 && !lookupSkill(phrase)) {
    const [given, family] = tag(words.slice(-2).join(' '));
    if (given?.tags.has('FirstName') && family?.tags.has('Person') && /^\p{Lu}\p{Ll}/u.test(family.text))
      return 'person';
  }
  // "Colorado Licensed" of "Colorado Licensed Appraiser": a phrase cut before the thing its last word describes.
  if (
    words.length > 1 &&
    /^(licensed|certified|registered|qualified|accredited|approved|credentialed)$/i.test(words.at(-1) ?? '')
  )
    return 'generic';
  // "Day-to-day spa" of "day-to-day spa operations management": a phrase that opens with how the work is done and is
  // cut before the work itself, which the posting always writes after it.
  if (
    words.length > 1 &&
    /^(?:[a-z]+-(?:to|on|in|of)-[a-z]+|hands-on|in-depth|on-site|one-on-one)$/i.test(words[0] ?? '') &&
    everyMention(phrase, context.lines, (line, _start, end) => MODIFIES_NOUN.test(line.slice(end)))
  )
    return 'generic';
  // "Class B" (commercial driver's license), "Tier 1" (support), "Level II": which one of the thing beside it, not
  // a thing of its own.
  if (RANK.test(phrase)) return 'generic';
  // "AHERA Asbestos Contractor/Supervisor accreditation", "ACI Concrete Field Testing Technician – Grade I": a body's
  // initials, then the post the credential is for.
  if (
    words.length >= 2 &&
    isAcronym(words[0] ?? '') &&
    !everyMention(phrase, context.lines, (line, _start, end) => !CREDENTIAL_AFTER.test(line.slice(end)))
  )
    return 'credential';
  if (isTitle(norm, context.titles, context.lines)) return 'title';
  // "Podiatry" for a Specialist Podiatrist, "Accounting" for a Senior Staff Accountant: the field the title's own
  // post names is the job itself, no skill a list adds. ("Telemetry" of "Registered Nurse - Telemetry" is the unit,
  // and a tool or method of the field stays: "Sharp debridement".)
  if (
    words.length === 1 &&
    /^(?=.{6})\p{Lu}?[a-z]{2,}(?:ology|metry|tomy|graphy|iatry|istry|nomy|ing|ics|ancy|ency|ery)$/u.test(
      phrase,
    ) &&
    namesThePost(phrase, context.titles[0] ?? '')
  )
    return 'title';
  // "Director of Total Rewards", "Head of Sales", "VP of Engineering": someone's post, not a skill.
  if (/^\S+ of \S/.test(phrase) && isPostWord(phrase.split(' ')[0] ?? '')) return 'title';
  // "PCT" where the posting writes "Patient Care Technician (PCT)": the initials of the job's own title are a title.
  // ("Registered Vascular Technologist (RVT)", "Certified Ophthalmic Assistant (COA)": a credential's initials.)
  if (
    isAcronym(phrase) &&
    spelledOut(context.lines)
      .get(phrase)
      ?.some(
        (words) =>
          !/^(certified|registered|licensed|board|chartered|accredited)\b/i.test(words) &&
          normalizeTerm(words) === normalizeTerm(context.titles[0]?.split(/\s[-–—|(]\s?|,|\(/)[0] ?? ''),
      )
  )
    return 'title';
  // "Spanish" is a language; "English learners" are people, so "English" there names none.
  // ("Bachelor's degree in English, Communications or HCI": the field of a degree, not a language spoken.)
  if (LANGUAGE.test(phrase))
    return namesPeople(phrase, context.lines)
      ? 'person'
      : onlyInEducationLines(phrase, context.lines)
        ? 'degree'
        : 'language';
  if (BENEFIT.test(phrase) || WORK_MODE.test(phrase) || SHIFTS.test(phrase)) return 'benefit';
  const named = (token: string) => isNamedToken(token, context.lines, phrase);
  const isCredential = CREDENTIAL.test(phrase) && words.length >= 2;
  // "Director of Rooms": the head stands before "of".
  const headWord = stemWord(lastWord(norm.split(' of ')[0] ?? ''));
  // "stakeholders", "pharmacy technicians", "English learners", "the Board": people, whatever a skill's alias says.
  const last = words[words.length - 1] ?? '';
  if ((PEOPLE.has(headWord) || isDoer(headWord)) && (words.length === 1 ? !isAcronym(last) : !named(last)))
    return 'person';
  // "crews installing epoxy terrazzo" (supervise …): people, then what they do.
  if (
    words.length >= 2 &&
    /^\p{L}+s$/u.test(words[0] ?? '') &&
    isPeopleWord(words[0] ?? '') &&
    /^[a-z]+ing$/.test(words[1] ?? '')
  )
    return 'person';
  // "the judge's signature", "a lender's policies", "the principal's calendar": a thing of someone's, named by whose
  // it is. ("Manufacturer's IFU": a name after it is still one.)
  if (
    words.length >= 2 &&
    /^[a-z]+['’]s$/i.test(words[0] ?? '') &&
    (PEOPLE.has((words[0] ?? '').replace(/['’]s$/, '').toLowerCase()) ||
      words.slice(1).every((w) => !isAcronym(w) && !/^\p{Lu}/u.test(w)))
  )
    return 'generic';
  // ("Supervising SLP's direction": whose, then a plain word, wherever it stands.)
  // ("Arizona driver's license": a credential's own name.)
  if (
    words.length >= 2 &&
    !CREDENTIAL.test(phrase) &&
    words.slice(0, -1).some((w, i) => /['’]s$/i.test(w) && words.slice(i + 1).every((v) => /^[a-z]/.test(v)))
  )
    return 'generic';
  // "against invoices", "per diem rates", "via payer portals": a phrase cut after its preposition.
  if (words.length >= 2 && LEADING_PREPOSITION.test(words[0] ?? '')) return 'generic';
  // "School's", "the client's", "Supervising SLP's": whose, not what.
  if (/['’]s$/i.test(phrase)) return 'generic';
  // "certification", "license" alone: which one is the whole point.
  if (words.length === 1 && CREDENTIAL.test(phrase)) return 'generic';
  // "AAM" where the posting writes "American Alliance of Museums (AAM)": an organisation, not a skill.
  if (words.length === 1 && isAcronym(phrase) && organisationAcronyms(context.lines).has(phrase))
    return 'company';
  // "APCO or IAED telecommunicator certification", "ARRT (R) registration": the body that grants a credential,
  // named before it, is no credential of its own.
  if (words.length === 1 && isAcronym(phrase) && namesIssuer(phrase, context.lines)) return 'company';
  // "Send samples to outside labs (ETS)", "our vendors (e.g. Sysco, US Foods)": names the posting gives, in brackets,
  // to a lab, vendor or agency.
  if (
    /^\p{Lu}/u.test(phrase) &&
    everyMention(phrase, context.lines, (line, start) => {
      const before = line.slice(0, start);
      // ("stores including REI, Whole Foods Market and ", "our distributor, Medline": listed or named as one.)
      return (
        GIVEN_TO_ORGANISATIONS.test(before) ||
        LISTED_ORGANISATIONS.test(before) ||
        ORGANISATION_NAMED.test(before)
      );
    })
  )
    return 'company';
  // "City of Red Mesa", "County of Marin": a government named by its place.
  if (
    /^(?:City|Town|Township|County|State|Village|Borough|Port|Province|Commonwealth)\s+of\s+\p{Lu}/u.test(
      phrase,
    ) &&
    !endsInCredentialWord(phrase)
  )
    return 'place';
  // "HT(ASCP)", "CT(ASCP)": the body written in a credential's own name, bracket and all, grants it.
  if (
    words.length === 1 &&
    isAcronym(phrase) &&
    linesWith(context.lines, phrase).some(
      (l) =>
        l.includes(`(${phrase})`) && cachedPattern(`[A-Z]{1,6}\\(${escapeRegExp(phrase)}\\)`, 'u').test(l),
    )
  )
    return 'company';
  // "OSHA" of "OSHA 1910.269", "ISO" of "ISO 9001": an acronym the posting only ever writes before a number is the
  // issuer of a numbered standard, and the number says which.
  if (words.length === 1 && isAcronym(phrase) && onlyBeforeANumber(phrase, context.lines)) return 'generic';
  // "SLPAs", "EITs", "SDRs": a plural acronym the posting uses for people.
  if (words.length === 1 && /^[A-Z]{2,}s$/.test(phrase) && namesPeopleByAcronym(phrase, context.lines))
    return 'person';
  // "rehearse plans with coaches and EMS": an acronym the posting only lists beside people is people too.
  if (words.length === 1 && isAcronym(phrase) && listedBesidePeople(phrase, context.lines)) return 'person';
  // "train new pilots and loaders": a plural doer listed beside people is people too; so is one in a list of
  // people ("works with authors, freelance copyeditors, proofreaders and indexers").
  // ("Coordinate pickups with truckers": whom the work is coordinated with are people.)
  if (
    words.length === 1 &&
    /^[a-z]+(er|or|ist|ant|ent)s$/i.test(phrase) &&
    (listedBesidePeople(phrase.toLowerCase(), context.lines, { anyMention: true }) ||
      listedAmongPeople(phrase, context.lines) ||
      everyMention(
        phrase,
        context.lines,
        // ("works directly under one of our two Drapers": whom the work is done under.)
        (line, start) =>
          WORKED_WITH.test(line.slice(0, start)) ||
          /\b(?:under|reports? to|assists?)\s+(?:one of\s+)?(?:the|our|a|an|its)\s+(?:[\w-]+\s+)?$/i.test(
            line.slice(0, start),
          ),
      ))
  )
    return 'person';
  // "Licensed funeral director or embalmer": one who does the work, listed as another post beside a post.
  if (
    words.length === 1 &&
    /^[a-z]+(?:er|or|ist)$/i.test(phrase) &&
    everyMention(phrase, context.lines, (line, start) =>
      isPostWord(/(\p{L}+)\s*(?:,|\bor\b|\band\b|\/)\s*(?:an?\s+)?$/u.exec(line.slice(0, start))?.[1] ?? ''),
    )
  )
    return 'title';
  // "catastrophe (CAT) deployments": initials the posting gives one everyday word are that word, no name.
  if (
    /^[A-Z]{2,5}$/.test(phrase) &&
    everyMention(phrase, context.lines, (line, start) => {
      const word = /([a-z]{4,})\s*\($/.exec(line.slice(0, start))?.[1];
      return (word?.startsWith(phrase.slice(0, 2).toLowerCase()) ?? false) && isEverydayWord(word ?? '');
    })
  )
    return 'generic';
  // "send reports to the practice owner and our CPA": a credential the posting names only as whoever holds it is
  // a person.
  if (isCredentialName(phrase) && namesAHolder(context.lines.join('\n'), [phrase])) return 'person';
  // "coordinate the plan with FEMA and the state", "through ASHP and FDA": an acronym only ever listed beside bodies
  // is a body too. ("OSHA and EPA regulations": a list before its noun names the rules.)
  if (words.length === 1 && isAcronym(phrase) && listedBesideBodies(phrase, context.lines)) return 'company';
  if (isOrganisationName(phrase)) return 'company';
  // "Dietetic Registration" of "Commission on Dietetic Registration": a piece of a longer name.
  if (words.length > 1 && isPieceOfLongerName(phrase, context.lines, { joinedOnly: true })) return 'generic';
  // "FAA Part" of "FAA Part 107", "NICET Level" of "NICET Level II": a numbered name cut before its number.
  if (
    words.length > 1 &&
    /^(part|section|class|level|title|chapter|form|schedule|tier|grade|phase|type|article)$/i.test(last) &&
    everyMention(phrase, context.lines, (line, _start, end) => /^\s*(\d|[IVX]+\b)/.test(line.slice(end)))
  )
    return 'generic';
  // "EHR/practice" of "a similar EHR/practice management system": cut inside a slashed pair before its noun.
  if (
    /\/[a-z]+$/.test(phrase) &&
    everyMention(phrase, context.lines, (line, _start, end) => /^\s+[a-z]/.test(line.slice(end)))
  )
    return 'generic';
  // "EEG T" of "R. EEG T.": a piece of a credential written as initials with full stops.
  if (
    words.length > 1 &&
    everyMention(phrase, context.lines, (line, start) => /(^|[\s(])[A-Z]\.\s*$/.test(line.slice(0, start)))
  )
    return 'generic';
  const entry = lookupSkill(phrase);
  // "Bachelor's degree in information systems, accounting or a related field": a field of study the posting names
  // only where it asks for a degree is the degree's, not a skill ("Python" there is still a tool).
  if (
    !entry?.isTechnical &&
    !isCredential &&
    !words.some((w) => named(w)) &&
    onlyInEducationLines(phrase, context.lines)
  )
    return 'degree';
  // "Total Rewards" of "Reports to: Director of Total Rewards" and "Support the Director of Total Rewards": named
  // only as the unit someone's post heads, it says whom the job answers to. ("internal audit" written elsewhere too
  // is work.)
  if (
    everyMention(phrase, context.lines, (line, start) =>
      isPostWord(/(\S+)\s+of\s+(?:the\s+)?$/i.exec(line.slice(0, start))?.[1] ?? ''),
    )
  )
    return 'person';
  // "Cedar Park" of "Location: Austin, TX (on-site at our Cedar Park unit)": said only where the posting says where.
  if (onlyInLinesAbout(phrase, context.lines, LOCATION_LINE)) return 'place';
  // "Network & Physical Testing" of "Reports to: Practice Lead, Network & Physical Testing": who the job answers to.
  if (onlyInLinesAbout(phrase, context.lines, REPORTING_LINE)) return 'person';
  // "Chandler" of "Location: Chandler, AZ (on-site …)": named as the place the posting says it is, it is a place
  // wherever else the posting writes it ("our fourth service center in Chandler").
  if (isNamedLocation(phrase, context.lines)) return 'place';
  // "Umatilla" of "Umatilla and Morrow counties" and "Umatilla County": a county's, parish's or province's name.
  if (
    /^\p{Lu}/u.test(phrase) &&
    everyMention(phrase, context.lines, (line, _start, end) =>
      /^\s+(?:(?:and|&|,)\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,2})?(?:county|counties|parish(?:es)?|province|provinces|township|borough)\b/iu.test(
        line.slice(end),
      ),
    )
  )
    return 'place';
  // "EMS" of "keep watch until EMS arrives": whoever arrives or responds is people, not a skill.
  if (
    everyMention(phrase, context.lines, (line, _start, end) =>
      /^\s+(?:arrives?|arrived|responds?|responded|takes? over|shows? up)\b/i.test(line.slice(end)),
    )
  )
    return 'person';
  // "Houston Ship Channel", "Columbia River", "Tampa Bay": a name of water or land, a place.
  if (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^\p{Lu}[\p{Ll}'’.-]+$/u.test(w)) &&
    /^(?:channel|river|bay|harbou?r|valley|mountains|island|islands|coast|basin|canal|strait|gulf|peninsula|delta|creek|sound|range|plains|highlands|lowlands)$/i.test(
      words.at(-1) ?? '',
    ) &&
    !lookupSkill(phrase)
  )
    return 'place';
  // "Lead TVI" where the posting's TVIs are teachers, or of "the Lead TVI, Marisol Ortega": a post over people named
  // by their initials, or one a named person holds.
  if (
    words.length === 2 &&
    /^(?:lead|senior|chief|head|principal|staff|assistant|charge)$/i.test(words[0] ?? '') &&
    isAcronym(words[1] ?? '') &&
    (namesPeopleByAcronym(`${words[1]}s`, context.lines) ||
      everyMention(phrase, context.lines, (line, _start, end) =>
        /^,\s+\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}'’-]+(?:[.,;)]|$)/u.test(line.slice(end)),
      ))
  )
    return 'person';
  // "QLD", "Ontario", "Victorian": a state, province or territory (or its people), where the job or a licence is.
  if (words.length <= 3 && jurisdictionOf(phrase) !== undefined) return 'place';
  // "Iowa DOT", "Ohio EPA": a state's agency; "Iowa Class A" of "Iowa Class A commercial driver's license": which
  // state and which class, cut from the licence they describe.
  for (const n of [1, 2]) {
    if (words.length <= n || jurisdictionOf(words.slice(0, n).join(' ')) === undefined) continue;
    const rest = words.slice(n).join(' ');
    if (RANK.test(rest)) return 'generic';
    if (STATE_AGENCY.test(rest)) return 'company';
  }
  // "III" of "Cert III", "VII": a grade's numeral, not a name. ("IV" names an intravenous line as often.)
  if (/^(?:II|III|VI|VII|VIII|XII)$/.test(phrase)) return 'number';
  // "Heights" of "Working at Heights tickets", "America" of "Bank of America": a capitalised word the posting only writes
  // after another and a small word inside one name, mid-line, is a piece of that name.
  if (
    words.length === 1 &&
    /^\p{Lu}\p{Ll}+$/u.test(phrase) &&
    everyMention(phrase, context.lines, (line, start) =>
      /[\p{L}\d,]\s+\p{Lu}\p{Ll}+\s+(?:at|of|in|for|on)\s+$/u.test(line.slice(0, start)),
    )
  )
    return 'generic';
  // "I-77", "US 30", "District 4", "Region 7": a road or a numbered area, not a skill.
  if (/^(?:I|US|SR|SH|Hwy|Highway|Route|Interstate)[\s-]?\d{1,3}[A-Z]?$/.test(phrase)) return 'place';
  if (/^(?:District|Region|Zone|Ward|Precinct|Sector|Territory|Area)\s+\d{1,3}[A-Z]?$/.test(phrase))
    return 'place';
  // "Provides nursing care", "Leads health screenings": a duty's sentence cut at its verb, not a name.
  if (
    words.length > 1 &&
    /^(?:provides|leads|manages|ensures|supports|performs|maintains|coordinates|assists|conducts|oversees|develops|reviews|prepares|delivers|serves|helps|completes|responds|monitors|handles|works|partners|collaborates)$/i.test(
      words[0] ?? '',
    )
  )
    return 'generic';
  // "5x10" of "a 5x10 CNC router", "4' x 8'": a size, not a name.
  if (/^\d+(?:\.\d+)?['’″"]?\s?[x×]\s?\d+(?:\.\d+)?['’″"]?$/i.test(phrase)) return 'number';
  // "3s 4s" of "Preschool (3s & 4s)": ages, not names.
  if (words.length > 1 && words.every((w) => /^\d+(\.\d+)?s$/.test(w))) return 'number';
  // "10s" (4×10s), "10/12" (a roof's pitch), "2/hour" (of "$2/hour"), "000/1 250" (of "1,000/1,250"): figures, not
  // names.
  if (
    /^\d+(\.\d+)?s$|^\d[\d,. ]*\/\s*(\d[\d,. ]*|hours?|hr|days?|weeks?|months?|years?|shifts?|miles?)$/i.test(
      phrase,
    )
  )
    return 'number';
  // "FTE" of "0.9 FTE", "MW" of "96 MW": a unit the posting only ever writes after a figure measures something.
  if (words.length === 1 && isAcronym(phrase) && onlyAfterAFigure(phrase, context.lines)) return 'number';
  // ("ft" of "wells to 600 ft", "hrs" of "40 hrs"): a short lowercase word always after a figure is its unit.
  if (/^[a-z]{1,4}\.?$/.test(phrase) && onlyAfterAFigure(phrase, context.lines)) return 'number';
  // ("Mbps" of "50 Mbps down", "GHz", "kWh": a unit in mixed case, always after a figure.)
  if (/^[A-Za-z]{2,5}$/.test(phrase) && !isAcronym(phrase) && onlyAfterAFigure(phrase, context.lines))
    return 'number';
  // "Requisition RC-1180", "STR-4471" of "Req. STR-4471", "Job ID 20431": which posting, not what it asks.
  if (
    everyMention(phrase, context.lines, (line, start) =>
      /\b(?:requisition|req|job\s+id|posting\s+id|vacancy\s+(?:no|number|id)|ref(?:erence)?(?:\s+(?:no|number))?)\.?\s*(?:#|no\.?|number|id)?\s*[:#]?\s*$/i.test(
        line.slice(0, start),
      ),
    )
  )
    return 'number';
  // "MW cogeneration" of "a 1.2 MW cogeneration unit": a phrase cut after a figure, opening with its unit. ("CFR Part
  // 121" of "14 CFR Part 121": a numbered rule is a name.)
  if (
    words.length > 1 &&
    !/\d/.test(phrase) &&
    isAcronym(words[0] ?? '') &&
    onlyAfterAFigure(words[0] ?? '', context.lines)
  )
    return 'generic';
  // "pre-1978" (homes), "post-2008": a date.
  if (/^(pre|post|mid|late|early)-?\d{2,4}s?$/i.test(phrase)) return 'number';
  // "1st" (shift), "14-on/7-off": a count or a schedule, whatever its digits.
  if (/^\d+(st|nd|rd|th)$/i.test(phrase) || /^\d+-(on|off|day|hour|week)\b/i.test(phrase)) return 'number';
  // "4.9-star" (rating), "500-bed", "12-store": a figure and what it counts, not a name.
  if (
    /^\d+(?:\.\d+)?-(?:star|point|day|hour|week|month|year|minute|person|bed|unit|store|site|seat|room|mile|lane|door|stor(?:e)?y|floor|acre|ton|tonne|member|location|branch|vehicle|truck)s?$/i.test(
      phrase,
    )
  )
    return 'number';
  // "pediatric" of "adult, pediatric and oncology patients": which people, not a skill.
  if (words.length === 1 && /^[a-z]/.test(phrase) && namesPeople(phrase, context.lines)) return 'person';
  // "nursing" of "nursing facilities", "Operations" of "the Engineering and Operations teams": the kind of place or
  // the department the work happens in or beside, not a skill.
  // ("the Omnitracs unit": a name stays a name.)
  if (
    words.length === 1 &&
    !isAcronym(phrase) &&
    (isEverydayWord(phrase) || !named(phrase)) &&
    namesUnit(phrase, context.lines)
  )
    return 'generic';
  // "American", "Canadian": where someone or something is from, not a skill (a language was typed above).
  if (words.length === 1 && isKnownAs(phrase, 'Demonym')) return 'place';
  // "Two", "five-day": a count.
  if (words.length === 1 && isKnownAs(phrase, 'Value') && !/\d/.test(phrase)) return 'number';
  // "Undersea" of "Undersea and Hyperbaric Medical Society (UHMS)": a piece of a body's name the posting spells out.
  if (!isAcronym(phrase) && isPieceOfSpelledOut(norm, context.lines)) return 'generic';
  if (words.length > 1 && !isAcronym(phrase) && isTailOfSpelledOut(phrase, norm, context.lines))
    return 'generic';
  // An everyday English word alone ("Sales", "Platform", "Compliance") names a field, not a skill: it may stand in
  // a skills list only as an activity or a tool the lexicon knows by that name ("Scheduling", "Excel"), or as a
  // name the posting writes with its capital mid-sentence ("experience with Epic").
  const isKnownActivity =
    entry !== undefined &&
    entry.name.toLowerCase() === phrase.toLowerCase() &&
    (entry.isTechnical || /ing$/i.test(phrase));
  if (
    words.length === 1 &&
    !isAcronym(phrase) &&
    !named(phrase) &&
    !isKnownActivity &&
    (isEverydayWord(phrase) || phrase.split('-').every((p) => p.length >= 2 && isEverydayWord(p)))
  )
    return 'generic';
  if (entry) {
    if (entry.category === 'soft') return 'soft';
    // "Pediatric" of "Pediatric Echocardiographer": a describing word the lexicon knows as another name of its field
    // ("Pediatrics") names no skill alone.
    if (
      words.length === 1 &&
      !entry.isTechnical &&
      !isAcronym(phrase) &&
      // (Another form of the one word, not a product's short name: "Epic" of "Epic Systems" stays.)
      /^\S+$/.test(entry.name) &&
      entry.name.toLowerCase() !== phrase.toLowerCase() &&
      entry.name.toLowerCase().startsWith(phrase.toLowerCase())
    ) {
      const alone = tag(phrase.toLowerCase())[0]?.tags;
      if (alone?.has('Adjective') && !alone.has('Noun')) return 'generic';
    }
    if (isCredential) return 'credential';
    return entry.isTechnical ? 'tool' : 'skill';
  }
  // "S endorsements" of "P and S endorsements": a lone letter opens a piece of a list, not a name.
  if (words.length > 1 && /^[A-Za-z]$/.test(words[0] ?? '')) return 'generic';
  // "job sites", "state courts", "EMS units", "study visits", "FTL shipments": where the work is done and what it
  // handles or counts, not a skill.
  if (OBJECT_HEAD.test(last) && !named(last)) return 'generic';
  // "rating agency", "lift association", "other insurers": a kind of organisation, written plain, is no skill.
  if (BODY_KIND.test(last) && words.every((w) => !named(w))) return 'company';
  // "progressive care unit", "loss ratio targets", "Hilton brand standards": words the posting only ever writes
  // before such a noun say which one; the thing named is the whole phrase.
  // (A name stays a name before one, "the Omnitracs unit"; so does a numbered standard, "MSHA Part 48 training".)
  if ((words.length > 1 ? !/\d/.test(last) : !named(phrase)) && onlyBeforeAFrame(phrase, context.lines))
    return 'generic';
  const tags = tagInContext(phrase, context.lines);
  if (tags.length === 0) return 'generic';
  const content = tags.filter((t) => !SMALL.has(t.text.toLowerCase()));
  const first = tags[0];
  const head = content[content.length - 1] ?? tags[tags.length - 1];
  if (!first || !head) return 'generic';
  if (isCredential) return 'credential';
  // "BS in Mechanical Engineering": a field the posting names only where it asks for a degree is the degree's.
  if (onlyInEducationLines(phrase, context.lines)) return 'degree';
  // One capitalised word compromise knows as a place or a person's name ("Charlotte", "Denver") is that.
  const only = content.length === 1 ? content[0] : undefined;
  if (only && /^[A-Z][a-z]/.test(only.text)) {
    if (only.tags.has('Place')) return 'place';
    if (only.tags.has('Person') && !lookupSkill(phrase)) return 'person';
  }
  // A person's name is written with its capital ("pallet jack" names no Jack).
  if (
    content.some((t) => t.tags.has('Person') && /^[A-Z]/.test(t.text)) &&
    !content.some((t) => named(t.text))
  )
    return 'person';
  // "Priyanka Sethi" of "product manager Priyanka Sethi", "Tomas Rey" of "our insights manager, Tomas Rey": a name
  // the posting only ever gives after someone's post is that person's.
  if (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w)) &&
    !lookupSkill(phrase) &&
    everyMention(phrase, context.lines, (line, start) => afterAPost(line.slice(0, start)), 'gu')
  )
    return 'person';
  // "Erie" and "Morgantown" of "from Erie to Morgantown": two single names the posting spans are places.
  if (only && /^[A-Z][a-z]+$/.test(only.text) && !lookupSkill(phrase) && spansPlaces(phrase, context.lines))
    return 'place';
  // "Monroeville" of "the Monroeville site" and "a pavilion in Monroeville": a name that says which site, and
  // otherwise only where.
  // ("Saint Paul" of "our campus in Saint Paul" and "the City of Saint Paul".)
  if (
    words.length <= 3 &&
    words.every((w) => /^[A-Z][a-z]+$/.test(w)) &&
    !lookupSkill(phrase) &&
    namesASite(phrase, context.lines)
  )
    return 'place';
  // "Ohio", "Columbus, Ohio", "Denver area": a place, and a place with only ordinary words beside it.
  // ("the Carolinas and Georgia": a name listed beside a place is one too.)
  if (only && /^[A-Z][a-z]/.test(only.text) && isListedBesidePlace(phrase, context.lines)) return 'place';
  // ("Bowling Green" beside the posting's own towns; "Lam Research and Tokyo Electron" is no place for "Tokyo".)
  if (
    !only &&
    words.length <= 3 &&
    words.every((w) => /^[A-Z][a-z]+$/.test(w)) &&
    isListedBesidePlace(phrase, context.lines, 1, true)
  )
    return 'place';
  const places = content.filter((t) => t.tags.has('Place'));
  if (places.length > 0) {
    const others = content.filter((t) => !t.tags.has('Place'));
    if (others.every((t) => !named(t.text))) return 'place';
    // "Central America", "South Texas", "Greater Boston": a place whose name opens with a word of direction or size.
    if (head.tags.has('Place') && others.every((t) => REGION_WORD.test(t.text))) return 'place';
  }
  // "U.S", "U.K.": a country's initials, not a skill's.
  if (/^([A-Z]\.){1,2}[A-Z]\.?$/.test(phrase) && !lookupSkill(phrase)) return 'place';
  // "Two", "Five-day", "Three entities", "second shift", "3+": a count, not a skill.
  // ("Six Sigma Green Belt", every other word a name, is a name; so is a form's number and letter, "1095-C".)
  const formCode = /^\d{2,}-[A-Z]{1,2}$/.test(phrase);
  // "R-26-04417", "26-0417 Open": a requisition's number; "Underwrite 55 75", "Modules 1 7": a range cut from its
  // dash. Neither names anything a skills list could hold.
  // ("NI 43-101": a standard's number after its body's initials is a name.)
  if (/^[A-Z]{0,3}-?\d{2,}-\d{3,}(?:\s|$)|(?:^|\s)\d+\s+\d+(?:\s|$)/.test(phrase) && !lookupSkill(phrase))
    return 'number';
  if (
    first.tags.has('Value') &&
    !formCode &&
    !named(first.text.replace(/[-–].*$/, '')) &&
    !(content.length > 1 && content.slice(1).every((t) => named(t.text)))
  )
    return 'number';
  // ("1.5x" of "overtime paid at 1.5x": a multiple.)
  if (/^[$€£]?\d[\d,.]*[kmb+%x]*$/i.test(first.text) && !formCode) return 'number';
  // "Dec 2024", "Fall 2025": a date.
  // ("OSHA 10-Hour": how long the course runs names the card.)
  if (
    content.some(
      (t) =>
        t.tags.has('Month') || (t.tags.has('Date') && !(t.tags.has('Duration') && t.tags.has('Hyphenated'))),
    )
  )
    return 'number';
  // "Regional Sales Manager", "Application Scientists": a title or people, capitalised or not.
  if (head.tags.has('Actor') && !isAcronym(head.text)) return 'person';
  // "the CFO", "our CEO": initials the dictionary knows as a post.
  if (words.length === 1 && isAcronym(phrase) && isKnownAs(phrase, 'Actor')) return 'title';
  // "CTO" where the posting writes "Communications Training Officer (CTO)": initials of a post.
  if (
    words.length === 1 &&
    isAcronym(phrase) &&
    (spelledOut(context.lines).get(phrase) ?? []).some((form) => isPostWord(form.split(/\s+/).pop() ?? ''))
  )
    return 'title';
  // "IAED", "FDIC", "the Audit Committee": an organisation, not a skill.
  // (A name the posting writes as one: compromise reads "Anesthesia machines", opening a list item, as a firm's.)
  if (content.every((t) => t.tags.has('Organization')) && content.some((t) => named(t.text)))
    return 'company';
  // "Pilot Certificate" of "Commercial Pilot Certificate": a piece of a longer name.
  if (isPieceOfLongerName(phrase, context.lines)) return 'generic';
  // "Score CASAS tests": the sentence opens with the word as a command.
  if (first.tags.has('Imperative') && !named(first.text) && content.length > 1) return 'generic';
  if (content.length > 1 && continuesACommand(phrase, context.lines)) return 'generic';
  // "winter storms" of "work extended shifts during winter storms": when the work is done, not what it is;
  // "radiologist supervision" of "under radiologist supervision": whose say it is done under.
  if (
    !named(first.text) &&
    everyMention(phrase, context.lines, (line, start) =>
      /\b(?:during|under)\s+(?:the\s+)?$/i.test(line.slice(0, start)),
    )
  )
    return 'generic';
  // "visual impairments" of "students with visual impairments": what the people served have, not a skill.
  if (
    !named(first.text) &&
    everyMention(phrase, context.lines, (line, start) =>
      isPeopleWord(/(\p{L}+)\s+with\s+$/u.exec(line.slice(0, start))?.[1] ?? ''),
    )
  )
    return 'generic';
  // "managing state" of "managing state sales and use tax audits", "Local" of "local tax filings": cut after a word
  // that only says whose or where, before the thing it describes.
  if (
    words.length > 1 &&
    /^(?:state|local|federal|national|international|municipal|county|city|regional|domestic|public|private)$/i.test(
      words.at(-1) ?? '',
    ) &&
    everyMention(phrase, context.lines, (line, _start, end) => MODIFIES_NOUN.test(line.slice(end)))
  )
    return 'generic';
  // "local jurisdictions", "several states", "member states": places, however many.
  if (
    /^(?:jurisdictions?|municipalit(?:y|ies)|states|countries|territories|counties|provinces|regions)$/i.test(
      last,
    ) &&
    content.every((t) => !named(t.text))
  )
    return 'place';
  // "back testimony" (read back …), "job sites clean" (keep … clean): a piece of a duty, not a name; "every
  // morning", "each shift": when, not what.
  if (
    !named(first.text) &&
    (first.tags.has('Adverb') ||
      first.tags.has('Preposition') ||
      first.tags.has('Particle') ||
      QUANTIFIERS.has(first.text.toLowerCase()) ||
      FREQUENCY.test(first.text))
  )
    return 'generic';
  // Its last word, read in its sentence, must be a noun: "job sites clean" (keep … clean) names nothing.
  // (A plural read as a verb's "-s" is a noun still: "discovery requests".)
  const isPluralLike = /[a-z]s$/.test(head.text) && head.tags.has('PresentTense');
  if (
    content.length > 1 &&
    !head.tags.has('Noun') &&
    !head.tags.has('Gerund') &&
    !isPluralLike &&
    !named(head.text)
  )
    return 'generic';
  // "models in production", "survey design in Qualtrics": a piece of a sentence, not a name ("Freedom of
  // Information Act", every word a name, is one).
  if (
    /\s(in|for|to|on|at|with|from|by|into|across|around|near|along|between|within|beside|behind|through|during|against|via|per|versus|vs\.?|under|over)\s/i.test(
      phrase,
    ) &&
    !content.every((t) => named(t.text))
  )
    return 'generic';
  const isNamed = content.some((t) => named(t.text));
  if (isNamed) return content.length === 1 || content.every((t) => named(t.text)) ? 'tool' : 'method';
  if (words.length === 1) {
    // One plain word: an adjective, a number or an everyday English word ("share", "cost", "events", "repairs")
    // is no skill of its own; a term of the trade is ("pleadings", "phlebotomy").
    const only = content[0] ?? head;
    if (only.tags.has('Adjective') || only.tags.has('Value')) return 'generic';
    // ("keep demographic and insurance information": a describing word, read alone, before a shared noun.)
    const alone = tag(phrase.toLowerCase())[0]?.tags;
    if (/^[a-z]/.test(phrase) && alone?.has('Adjective') && !alone.has('Noun')) return 'generic';
    if (only.tags.has('Verb') && !only.tags.has('Gerund') && !only.tags.has('Plural')) return 'generic';
    // ("Download" of "Download and convert NIMAS files": the command a duty opens with.)
    // ("Deicing experience with …" opens a requirement, not a command.)
    if (
      !/ing$/i.test(phrase) &&
      canBeVerb(phrase) &&
      everyMention(phrase, context.lines, (line, start, end) => {
        if (!/^[\s•*·\-–—]*$|[.;]\s+$/.test(line.slice(0, start))) return false;
        const next = /^\s+(?:and|or)\s+(\p{Ll}+)/u.exec(line.slice(end))?.[1];
        return (
          (next !== undefined && canBeVerb(next)) ||
          /^\s+(?:the|a|an|all|each|every|any|new|our|their)\s/i.test(line.slice(end))
        );
      })
    )
      return 'generic';
    return isEverydayWord(phrase) ? 'generic' : 'method';
  }
  // "Adjust instruction", "Design water distribution": a duty's verb and its object, not a name.
  if (opensADuty(phrase, context.lines)) return 'generic';
  // "connect transformers" (Install and connect …), "walk roofs" (ability to climb and walk …): a duty's second
  // verb and its object.
  if (!named(words[0] ?? '') && followsADutyVerb(phrase, context.lines)) return 'generic';
  if (
    !named(words[0] ?? '') &&
    canBeVerb(words[0] ?? '') &&
    // ("Wash linens, restock supplies …": the duty's first words, whatever ends them.)
    (context.duties ?? []).some(
      (d) => d.toLowerCase().startsWith(phrase.toLowerCase()) && !/^[A-Za-z0-9]/.test(d.slice(phrase.length)),
    )
  )
    return 'generic';
  return 'method';
}

/** Words that open the name of a region: "Central America", "Greater Boston", "Upstate New York". */
/** Regions known by a name of their own, not a direction before a place ("Southern Ohio"). */
const REGION_NAME =
  /^(?:the )?(?:midwest|midwestern|upper midwest|mid atlantic|mid-atlantic|new england|pacific northwest|gulf coast|great plains|great lakes|sun belt|rust belt|appalachia|bay area|tri state area|tri-state area|east coast|west coast|deep south|lowcountry|rocky mountain region|intermountain west|inland empire|dmv area)$/;
const REGION_WORD =
  /^(north(ern)?|south(ern)?|east(ern)?|west(ern)?|central|greater|upper|lower|upstate|downstate|inland|coastal|mid|northeast|northwest|southeast|southwest|new)$/i;

const QUANTIFIERS = new Set([
  'every',
  'each',
  'all',
  'any',
  'some',
  'several',
  'many',
  'most',
  'few',
  'various',
]);

/** "annual training", "weekly reports", "daily huddles": how often, not what. */
const FREQUENCY =
  /^(daily|weekly|biweekly|bi-weekly|monthly|quarterly|annual|annually|yearly|nightly|hourly)$/i;

/**
 * Heads that name a place of work, an occasion or a thing handled or counted: a phrase ending in one says where or
 * what, never a skill ("job sites", "site visits", "FTL shipments", "lab equipment", "healthcare projects",
 * "perfusion data").
 */
const OBJECT_HEAD =
  /^((?:work|job)?sites?|tasks?|buildings?|hotels?|courts?|stations?|routes?|facilit(y|ies)|offices?|desks?|stores?|warehouses?|venues?|locations?|rooms?|campus(es)?|yards?|units?|visits?|calls|coverage|priorities|shipments?|referrals?|deliverables?|projects?|equipment|traffic|plants?|refiner(y|ies)|internships?|co-ops?|externships?|shops?|jobs|data|labs?)$/i;

/** Heads that name a kind of organisation: "rating agency", "regional lift association", "other insurers". */
const BODY_KIND =
  /^(agenc(y|ies)|associations?|societ(y|ies)|insurers?|firms?|councils?|bureaus?|ministr(y|ies)|authorities|regulators?)$/i;

/**
 * Nouns that take the words before them as a modifier saying which one: a unit, a target, a budget, a standard, a
 * team, a line, a piece of training or work. ("Court reporting experience" is not among them: experience is what
 * a posting asks for, the words before it are the skill.)
 */
const FRAME =
  /^(units?|targets?|goals?|recipients?|budgets?|standards?|teams?|lines?|training|trainings|work|questions?|providers?)$/i;

/**
 * Whether the posting writes the phrase at least once and `holds` is true of every time it does: the line and
 * where the phrase starts and ends in it.
 */
function everyMention(
  phrase: string,
  lines: readonly string[],
  holds: (line: string, start: number, end: number) => boolean,
  flags = 'giu',
): boolean {
  const re = wordPattern(phrase, flags);
  let mentions = 0;
  for (const line of linesWith(lines, phrase))
    for (const m of line.matchAll(re)) {
      mentions += 1;
      if (!holds(line, m.index + (m[1] ?? '').length, m.index + m[0].length)) return false;
    }
  return mentions > 0;
}

/** Whether every time the posting writes the phrase, one of the frame nouns follows it. */
function onlyBeforeAFrame(phrase: string, lines: readonly string[]): boolean {
  return everyMention(phrase, lines, (line, _start, end) => {
    // ("NFPA 70E arc" of "NFPA 70E arc flash training": a frame a word or two on holds it too.)
    // ("blood draws and lab work", "lines in line with": a frame past a small word holds another phrase.)
    const ahead = (/^((?: +[a-z][a-z-]*){1,3})/.exec(line.slice(end))?.[1] ?? '').trim().split(/ +/);
    const stop = ahead.findIndex((w) => SMALL.has(w) || w === 'or');
    return ahead.slice(0, stop < 0 ? undefined : stop).some((w) => FRAME.test(w));
  });
}

const locationParts = new WeakMap<readonly string[], ReadonlySet<string>>();

/** Whether the phrase is one comma part of a location line's place ("Location: Chandler, AZ (on-site …)"). */
function isNamedLocation(phrase: string, lines: readonly string[]): boolean {
  let parts = locationParts.get(lines);
  if (!parts) {
    const found = new Set<string>();
    for (const line of lines) {
      const m = LOCATION_LINE.exec(line);
      if (!m) continue;
      const place = line.slice(m[0].length).split(/[(;]/)[0] ?? '';
      // ("Stuttgart, AR, with seasonal satellite operations in Dumas, AR and Greenville, MS": every town named.)
      for (const part of place.split(/,|\s[-–—|&]\s|\s(?:and|or|in|at|with|plus)\s/))
        found.add(part.trim().toLowerCase());
    }
    parts = found;
    locationParts.set(lines, parts);
  }
  return parts.has(phrase.toLowerCase());
}

/** Whether every time the posting writes the word, a figure stands right before it ("0.9 FTE", "96 MW"). */
function onlyAfterAFigure(word: string, lines: readonly string[]): boolean {
  // ("150+ SKUs", "250–400 SKUs": a figure with its plus is still one.)
  return everyMention(word, lines, (line, start) => /\d\+?\s?$/.test(line.slice(0, start)), 'gu');
}

/** Whether every time the posting writes the word, a standard's number follows it ("OSHA 1910.269", "ISO 9001"). */
function onlyBeforeANumber(word: string, lines: readonly string[]): boolean {
  // ("WCAG 2.1", "Python 3": a version of the named thing, which stays a name of its own.)
  return everyMention(
    word,
    lines,
    // ("OSHA 30-Hour Construction": the course's hours say which card.)
    (line, _start, end) => /^ (\d{3,}|\d+[A-Za-z]|\d+[- ](hour|hr)s?\b)/i.test(line.slice(end)),
    'gu',
  );
}

const ISSUED = /^(certification|certificate|registration|licen[cs]e|credential)s?$/i;
/** A credential's word right after a name: "… Contractor/Supervisor accreditation", "… Supervisor license". */
const CREDENTIAL_AFTER =
  /^\s+(licen[cs]e|licensure|certification|certificate|accreditation|credential|registration)\b|^\s*[-–—,]?\s*(grade|level|class)\s+([A-Z]|\d{1,2}|[IVX]{1,4})\b/i;
/** The words before a name in brackets after a kind of organisation: "our vendors (e.g. Sysco, ", "outside labs (". */
const GIVEN_TO_ORGANISATIONS =
  /\b(labs?|laborator(?:y|ies)|vendors?|suppliers?|distributors?|wholesalers?|manufacturers?|carriers?|insurers?|payers?|banks?|brokers?|contractors?|agenc(?:y|ies)|firms?|compan(?:y|ies)|partners?|providers?)\s*\((?:(?:e\.\s?g\.|such as|including|like|i\.\s?e\.)[,:]?\s*)?(?:[^()]*?,\s*)?$/i;
/** Kinds of organisation, then the names listed as examples: "stores including REI, ", "anchors such as ". */
const LISTED_ORGANISATIONS =
  /\b(?:stores?|retailers?|chains?|anchors?|tenants?|clients?|customers?|brands?|partners?|hospitals?|carriers?|airlines?|marketplaces?|streamers?|studios?|networks?|vendors?|suppliers?|distributors?|manufacturers?|insurers?|payers?|banks?|firms?|compan(?:y|ies)|employers?|universities|agencies)\s*,?\s+(?:such as|including|like|e\.\s?g\.,?)\s+(?:(?:\p{Lu}[\w&'’.-]*\s+)*\p{Lu}[\w&'’.-]*\s*(?:,|\band\b|\bor\b|&)\s*(?:and\s+|or\s+)?)*$/u;
/** An organisation's name given after what it is: "our finishing partner, Meridian ", "our distributor, ". */
export const ORGANISATION_NAMED =
  /\b(?:partner|vendor|company|firm|contractor|subcontractor|supplier|distributor|wholesaler|manufacturer|lab|laboratory|studio|agency|house|shop|provider)s?,\s+(?:\p{Lu}[\w&'’.-]*\s+){0,3}$/u;
/**
 * What a body offers besides credentials: "SAA courses", "APCO conference", "AAMI membership", "SAF dues", "NSF and
 * IMLS awards" (a funder's grants).
 */
const OFFERED =
  /^(-?accredited|courses?|conferences?|membership|members|dues|workshops?|webinars?|exams?|fees?|awards?|grants?|funding|fellowships?|scholarships?)$/i;
/** An event a body holds, named after it: "AVDC/AVDT Veterinary Dental Forum", "SHRM Annual Conference". */
const HELD_EVENT = /^(forums?|conferences?|symposi(?:um|a)|summits?|conventions?|congress)$/i;
/** A credential, then the body it comes from: "(CPMSM) from ", "designation from the ", "(CTRS) through ". */
const ISSUED_FROM =
  /(?:\)|\b(?:designation|certification|certificate|credential|license|licence|registration|accreditation))\s+(?:issued\s+)?from\s+(?:the\s+)?$|(?:\b(?:designation|certification|certificate|credential|license|licence|registration|accreditation)|\b(?:Certified|Registered|Licensed|Chartered)\s[^()]*\([^()]*\))\s+(?:issued\s+)?(?:through|by|via)\s+(?:the\s+)?$/i;

/**
 * Whether the posting writes the acronym only before a credential it grants, with the credential's own words
 * between ("APCO or IAED telecommunicator certification", "ARRT (R) registration", "OSHA 40-hour HAZWOPER
 * certification"). "BLS certification", nothing between, names the credential itself.
 */
function namesIssuer(acronym: string, lines: readonly string[]): boolean {
  return everyMention(
    acronym,
    lines,
    (line, start, end) => {
      // "AMPP (formerly NACE)": a body's former name is the body's.
      if (/\((?:formerly|previously|now|once)\s+$/i.test(line.slice(0, start))) return true;
      let rest = line.slice(end);
      // "Registered Respiratory Therapist (RRT) credential": the bracket names the credential before it; "Library of
      // Congress (NLS) Literary Braille Transcriber certification": a name goes on after it, the body's initials.
      if (line.charAt(start - 1) === '(') {
        if (!/^\)\s+\p{Lu}/u.test(rest) || /^\)\s+(?:certification|certificate|credential)/i.test(rest))
          return false;
        rest = rest.slice(1);
      }
      // ("Real Property Administrator (RPA) designation from BOMI": the body the credential comes from.)
      if (ISSUED_FROM.test(line.slice(0, start))) return true;
      // "ICC Fire Plans Examiner", "ICC Fire Inspector II or …": initials the lexicon does not know, opening a longer
      // capitalised name, are its body's.
      if (!lookupSkill(acronym) && /^\s+\p{Lu}[\p{L}-]+\s+\p{Lu}[\p{L}-]+/u.test(rest)) return true;
      // ("IMSA Level I with Level II within 12 months": the body, then its credential's level.)
      if (!lookupSkill(acronym) && /^\s+(?:Level|Tier)\s+(?:[IVX]{1,4}|\d)\b/.test(rest)) return true;
      // "AMPP (formerly NACE) CP2", "NACE SP0502": the body, then its credential's or standard's code.
      if (/^\s+[A-Z]{1,4}-?\d/.test(rest.replace(/^\s*\([^)]*\)/, ''))) return true;
      const after = rest
        // ("CCS, RHIT or RHIA credential": a list of credentials, each its own.)
        .replace(/^(?:\s*(?:,|\bor\b|\band\b|\/)\s*(?:or\s+|and\s+)?[A-Z][\w&+-]*)+/, '')
        .split(/[,;.:]/)[0];
      // ("SAA Digital Archives Specialist (DAS) certificate": the credential's name may run to five words.)
      // ("SAA Digital Archives Specialist (DAS) certificate": a name of up to five words, its initials aside; "RVT
      // (ARDMS) or RVS (CCI) credential": past "or" the credential is another item's.)
      const ahead = (after ?? '')
        .trim()
        .split(/\s+/)
        .filter((w) => !/^[-–—]$/.test(w))
        // ("a copy of your IMSA certificate(s)")
        .map((w) => w.replace(/\(s\)$/, 's'))
        .slice(0, 6);
      const stop = ahead.findIndex((w) => /^(or|and)$/i.test(w));
      const words = ahead
        .slice(0, stop < 0 ? undefined : stop)
        .filter((w, i) => i === 0 || !/^\(.*\)$/.test(w));
      return (
        words.findIndex((w) => ISSUED.test(w)) >= 1 ||
        // ("the museum's USFWS salvage permit": initials the lexicon does not know, before a kind of permit, are the
        // body's that grants it.)
        (!lookupSkill(acronym) && words.findIndex((w) => /^permits?$/i.test(w)) >= 1) ||
        // ("a copy of your IMSA certificate(s)": the body's several credentials.)
        (ISSUED.test(words[0] ?? '') && /s$/i.test(words[0] ?? '')) ||
        OFFERED.test(words[0] ?? '') ||
        // ("company-paid AMPP certification courses": the courses of the body's credentials.)
        (ISSUED.test(words[0] ?? '') && OFFERED.test(words[1] ?? '')) ||
        words.slice(0, 4).some((w) => HELD_EVENT.test(w))
      );
    },
    'gu',
  );
}

/** A word for people: one of `PEOPLE`, or a plural compromise reads as people ("anesthesiologists", "electricians"). */
function isPeopleWord(word: string): boolean {
  if (PEOPLE.has(stemWord(word.toLowerCase()))) return true;
  if (isDoer(stemWord(word.toLowerCase()))) return true;
  if (!/[a-z]s$/.test(word)) return false;
  const tags = tag(word.toLowerCase())[0]?.tags;
  return tags?.has('Actor') === true && !tags.has('Verb');
}

/**
 * Whether a resume's clause, up to a name, tells what someone else does: a relative clause about others ("the
 * client's operators, who run their SeisComP"), or a clause whose subject is other people or things acting ("the
 * blasters carry and throw the hand charges", "the clients' developers write and build the call flows"). A resume
 * speaks of its person without a subject ("Run FTR Gold …") or as "I".
 */
export function othersAct(clause: string): boolean {
  // (Said of others: "operators, who", "patients who", "the ECMO team, whose" — not the person's own "Geography
  // graduate who has been doing GIS".)
  const relative =
    /(?:\b(the|their|our|my|his|her)\s+(?:[\w'’-]+\s+){0,3})?([A-Za-z]+)['’]?\s*,?\s+(?:who|whose)\b/i.exec(
      clause,
    );
  // ("students whose IEPs call for special transportation": theirs is the IEP, the work on it is the person's.)
  const possessedOnly =
    /whose$/i.test(relative?.[0] ?? '') &&
    relative &&
    clause.slice(relative.index + relative[0].length).trim() === '';
  // ("Redirect residents who sundown", "Treat children who stutter": the name right after "who" is the condition of
  // the people the person serves, which the person's own work handles.)
  const servedCondition =
    relative !== null &&
    /who$/i.test(relative[0]) &&
    clause.slice(relative.index + relative[0].length).trim() === '' &&
    SERVED.test(relative[2] ?? '');
  const antecedent = possessedOnly || servedCondition ? '' : (relative?.[2] ?? '');
  if (/[^s]s$|^(team|department|lab|unit|vendor|contractor|company|client|crew|staff)$/i.test(antecedent))
    return true;
  // ("the lift engineer, who writes the critical lift plan": one person, named with "the".)
  if (relative?.[1] !== undefined && !possessedOnly && !servedCondition) {
    // ("the client's pipeline locator, who used a sonde": "who" after a comma speaks of the one person just named.)
    if (/,\s*who$/i.test(relative[0])) return true;
    // Read in its phrase: "engineer" alone is a verb to compromise, "the lift engineer" a person.
    const named = relative[0].replace(/['’]?\s*,?\s+(?:who|whose)\b$/i, '').replace(/^\S+\s+/, '');
    const head = tag(named).at(-1);
    if (PEOPLE.has(stemWord(antecedent.toLowerCase())) || (head?.tags.has('Actor') && head.tags.has('Noun')))
      return true;
  }
  // "…, which our senior dosimetrist plans in", "Bottling Co., whose crew handles": the name stands in a relative
  // clause of someone else's doing.
  // "handed the job off to our partner firm, which did the mold remediation": a relative clause of a firm's or a
  // unit's doing. ("… which did the drying, and I did the …": the person's own part after it stays theirs.)
  // ("Worked with a colleague who built and hosted a Heroku app": someone the person worked beside, named with "a".)
  const beside = /\b(?:with|alongside|beside)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?([A-Za-z]+)\s*,?\s+who\b/i.exec(
    clause,
  );
  if (beside && PEOPLE.has(stemWord((beside[1] ?? '').toLowerCase()))) return true;
  const firmDid = FIRM_DID.exec(clause);
  if (firmDid && !/\b(I|we|my|me)\b|,\s*(?:and|but)\s/.test(clause.slice(firmDid.index + firmDid[0].length)))
    return true;
  // "… on the schedule our viticulturist builds from": a clause of someone else's doing with no "which" or "that",
  // right after the thing it speaks of. (Not "… to our supervisor", nor "their switches": whose things they are.)
  const reduced = /.*\s([a-z]+)\s+(our\s.*)$/.exec(clause);
  if (reduced && !PREPOSITION.test(reduced[1] ?? '') && subjectActs(reduced[2] ?? '')) return true;
  const inner = /(?:^|[\s,])(?:which|that)\s+(.*)$|(?:^|[\s,])(whose\s+.*)$/i.exec(clause);
  if (inner && subjectActs((inner[1] ?? inner[2] ?? '').trim())) return true;
  // "… so the radiation oncologists can draw their", "… while the Abiomed specialist manages the": a clause of
  // someone else's doing, joined on.
  // ("Book distributions after the client's CFO team runs the waterfall": what others do first is theirs.)
  const joined =
    /\s(?:so(?: that)?|while|whereas|because|until|when|where|after|before|once)\s+((?:the|their|our)\s.*)$/i.exec(
      clause,
    );
  if (joined && subjectActs(joined[1] ?? '')) return true;
  return opensWithOthers(clause);
}

const PREPOSITION =
  /^(?:to|for|with|on|in|at|by|from|of|into|onto|under|over|about|across|through|and|or|but|before|after|per|via|beside|alongside)$/i;

/** A firm or unit, then a relative clause of its doing: "our partner firm, which did", "the lab that runs". */
const FIRM_DID =
  /\b(?:firm|company|vendor|contractor|subcontractor|partner|agency|supplier|provider|lab|laboratory|team|department|crew|shop|group|office|division)s?\s*,?\s+(?:which|that|who)\s+(?:then\s+|also\s+|now\s+)?(?:did|does|do|handle|perform|ran|run|wrote|write|complete|carried out|carries out|took over|takes over|built|took care of|takes care of|(?!(?:use|include|ha|i|wa|serve|cover|span|employ|need|require|want|get)(?:s|d|ed)\b)[a-z]{3,}(?:es|ed|[^s]s))\b/i;

/**
 * Whether the clause opens with someone else doing something, a date before them or not: "the blasters carry …",
 * "In 2023 the district's route evaluation team re-optimized …". ("On the doctor's injection days, set up …": a time
 * named by whose it is opens the person's own sentence.)
 */
export function opensWithOthers(clause: string): boolean {
  const lead =
    /^(?:in|during|since|by)\s+(?:(?:early|late|mid)[\s-])?(?:(?:spring|summer|fall|autumn|winter)\s+)?\d{4},?\s+((?:the|their|our)\s.*)$/i.exec(
      clause.trim(),
    ) ??
    // ("When local TV covered our benefit, the foundation's PR director wrote the press release": a clause of when
    // or why, then someone else acting.)
    /^(?:when|while|after|before|once|as|since|because|although|though|if)\s[^,]{3,80},\s+((?:the|their|our)\s.*)$/i.exec(
      clause.trim(),
    ) ??
    // ("For ADAS camera calibrations our calibration vendor, CalibrateAZ, does the work": what the work is for, then
    // who does it.)
    // ("On a 2023 build-out, the company's certified medical gas installer brazed …": whose person it is says so.)
    /^(?:for|on|with)\s[^,;]{3,60}?,?\s+((?:their|our|the\s+[\w-]+['’]s?)\s.*)$/i.exec(clause.trim());
  // ("…, and our warranty administrator submits the claims": a clause joined by "and" opens at its subject.)
  // ("On prepreg repairs our composite shop runs the hot bonder, and I prep the area": the person's part, joined
  // after, is theirs; the lead clause stays the shop's.)
  const opening = lead?.[1]?.split(/,?\s+(?:and|but)\s+(?=(?:I|we)\s)/)[0];
  return subjectActs(opening ?? clause.trim().replace(/^(?:and|but|while|whereas)\s+/i, ''));
}

/** Verbs of what the people served hand over or make, not what they have: "clients send", "customers supply". */
const SERVED_MAKE =
  /^(?:send|sent|sends|submit|submits|submitted|supply|supplies|supplied|provide|provides|provided|deliver|delivers|delivered|upload|uploads|uploaded|share|shares|shared|build|builds|built|design|designs|designed|draft|drafts|drafted|model|models|modeled|modelled|create|creates|created|write|writes|wrote|run|runs|ran|use|uses|used)$/i;

/**
 * Whether a clause of when or why, up to a name, is someone else acting: "When clients send V-Ray scenes, a senior
 * artist converts them" — the name stands in their act. ("When patients present with sepsis, start the bundle": the
 * condition of the people served is what the person's own work handles.)
 */
export function othersActFirst(clauseToName: string, rest: string): boolean {
  const m =
    /^(?:when|whenever|if|once|after|before|while|as|until|because|since|although|though)\s+([^,]*)$/i.exec(
      clauseToName.trim() === '' ? '' : clauseToName.replace(/^\s+/, ''),
    );
  if (!m) return false;
  const body = `${m[1] ?? ''}${rest.split(/,/)[0] ?? ''}`;
  const [subject = '', verb = ''] = body.trim().split(/\s+/);
  if (SERVED.test(subject) && !SERVED_MAKE.test(verb)) return false;
  return subjectActs(body);
}

/**
 * Whether the name stands in the subject of a clause, named as a unit's or someone's thing, and that subject acts:
 * "The commercial team's Power BI dashboard drew on the cost reports I kept". (What the person does to it says it is
 * theirs too: "The team's Salesforce org, which I migrated", "… grew after I cleaned it up".)
 */
export function theirThingActs(clauseToName: string, rest: string): boolean {
  const owner = /^\s*(?:the|our|their)\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?:['’]s|(?<=s)['’])\s+$/i.exec(
    clauseToName,
  )?.[1];
  if (owner === undefined || !isSomeoneElse(owner)) return false;
  const clause = rest.split(/[.;\n]/)[0] ?? '';
  if (
    /^[^,]*?\b(?:which|that|who|after|when|while|once|and|but|as|so|because|until|before|since)\s+(?:I|we)\b/i.test(
      clause,
    )
  )
    return false;
  // The words up to the person's own relative clause ("… the cost reports I kept"): the subject and its verb.
  const words = tag(`x ${clause.split(/\s(?:I|we)\s/)[0] ?? ''}`)
    .slice(1)
    .slice(0, 6);
  for (const [i, t] of words.entries()) {
    if (t.tags.has('Verb') && !t.tags.has('Noun') && !t.tags.has('Gerund') && !t.tags.has('Adjective'))
      return i <= 4;
    if (!t.tags.has('Noun') && !t.tags.has('Adjective') && !/\d|^[A-Z]{2,}/.test(t.text)) return false;
  }
  return false;
}

/**
 * Whether a field's name is the post the title names: "Podiatry" of "Specialist Podiatrist – Diabetes Foot Service",
 * "Nursing" of "Licensed Practical Nurse (LPN)" — the title's head word, its grade and qualifiers left off, shares all
 * but its last three letters with the field.
 */
function namesThePost(field: string, title: string): boolean {
  const head = (title.split(/\s[-–—|]\s|,|\(/)[0] ?? '')
    .trim()
    .replace(/\s+(?:[IVX]{1,4}|\d+)$/, '')
    .split(/\s+/)
    .pop()
    ?.toLowerCase();
  if (head === undefined || head.length < 4) return false;
  const word = field.toLowerCase();
  let shared = 0;
  while (shared < Math.min(word.length, head.length) && word[shared] === head[shared]) shared += 1;
  return shared >= 4 && shared >= head.length - 3;
}

/**
 * The states, provinces and territories whose licences differ, by name, and the abbreviations that name nothing else:
 * where a licence or permit is from.
 */
const JURISDICTIONS =
  `Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho
  Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri
  Montana Nebraska Nevada New_Hampshire New_Jersey New_Mexico New_York North_Carolina North_Dakota Ohio Oklahoma Oregon
  Pennsylvania Rhode_Island South_Carolina South_Dakota Tennessee Texas Utah Vermont Virginia Washington West_Virginia
  Wisconsin Wyoming Alberta British_Columbia Manitoba New_Brunswick Newfoundland Nova_Scotia Ontario Quebec
  Saskatchewan New_South_Wales Queensland Victoria Tasmania Western_Australia South_Australia Northern_Territory`
    .split(/\s+/)
    .map((p) => p.replace(/_/g, ' '));
const JURISDICTION_CODES: Record<string, string> = {
  NSW: 'New South Wales',
  QLD: 'Queensland',
  VIC: 'Victoria',
  TAS: 'Tasmania',
};

/** The jurisdiction a word or two names: "Ohio", "Victorian" (its people's word), "NSW"; undefined for others. */
export function jurisdictionOf(words: string): string | undefined {
  const code = JURISDICTION_CODES[words];
  if (code !== undefined) return code;
  const low = words.toLowerCase();
  // ("Victorian", "Ohioan", "Texan": the place's own name, its people's ending off.)
  return JURISDICTIONS.find((p) => {
    const place = p.toLowerCase();
    return (
      low === place ||
      (low.startsWith(place.slice(0, -1)) && /^(?:n|an|ian)$/.test(low.slice(place.length - 1)))
    );
  });
}

/** A verb of working together, then "with" and the words that say which: "coordinate pickups with (local) ". */
const WORKED_WITH =
  /\b(?:coordinat|communicat|liais|collaborat|partner|consult|meet|follow(?:ing|s|ed)? up|work(?:ing|s|ed)? closely)\w*\b[^.;:]{0,40}\bwith\s+(?:(?:the|our|your|their|local|outside|other)\s+)?(?:[a-z-]+\s+)?$/i;

/** Units whose work is not the person's own: "the lab runs", "our vendor performs". */
const UNIT =
  /^(team|department|dept|lab|laboratory|unit|vendor|contractor|company|client|crew|staff|shop|office|section|division|desk|bureau|cent(?:er|re)|clinic|hospital|institute|facility|firm|agency|studio|core)$/i;

/**
 * Whether the text opens with someone else as the subject of a verb: "the blasters carry …", "the biomedical
 * technician performs …", "our ophthalmic photographer performs …". The subject is "the", "their" or "our" and its
 * words, its last one plural, a person ("technician", "photographer") or a unit ("lab", "vendor").
 */
export function subjectActs(text: string): boolean {
  // ("The pediatric ENT's nurse practitioner, Odile Rasmussen, then scores them": the name beside the subject and an
  // adverb before the verb say nothing of who acts.)
  const plain = text
    .replace(/,\s*(?:\p{Lu}[\p{L}'’.-]*\s*){1,3},/u, ' ')
    .replace(/\s(?:then|also|now|later|usually|always|still|often|only)\s/gi, ' ');
  // ("the clinic manager approved my budget": what they did to the person's own work. "the laser shop converts my
  // files to DXF in AutoCAD": the tool of their verb stays theirs, whoever's files it works on.)
  if (
    /\b(me|I)\b/.test(text) ||
    /\bmy\s+(?:\S+\s+)?$/i.test(text) ||
    new RegExp(
      String.raw`\b(?:${JUDGED}|(?:approv|review|check|sign|grad|prais|audit)\w*)\b[^]*\bmy\b`,
      'i',
    ).test(text)
  )
    return false;
  // ("he also builds the cutters' schedule": a resume never calls its person "he" or "she".)
  if (/^(?:he|she)\s+(?:[a-z]+ly\s+)?[a-z]+(?:s|ed)\b/i.test(plain.trim())) return true;
  const terms = tag(plain.split(/\s+/).slice(0, 8).join(' '));
  // "Physicists run the patient-specific QA …": people named bare, as a plural, are a subject too.
  const [first, second] = terms;
  if (first === undefined) return false;
  const isVerb = (t: Tagged | undefined) =>
    t?.tags.has('Verb') === true && !t.tags.has('Gerund') && !t.tags.has('Noun');
  if (
    first.tags.has('Plural') &&
    (first.tags.has('Actor') || PEOPLE.has(stemWord(first.text.toLowerCase())) || isPeopleWord(first.text))
  )
    return isVerb(second);
  // ("Packaging associates ran the baggers", "Night shift nurses give the meds": people named bare after the words
  // that say which, then their verb.)
  const people = terms.findIndex(
    (t, i) => i >= 1 && i <= 3 && /[a-z]s$/.test(t.text) && PEOPLE.has(stemWord(t.text.toLowerCase())),
  );
  if (
    people > 0 &&
    terms.slice(0, people).every((t) => t.tags.has('Noun') || t.tags.has('Adjective')) &&
    terms[people + 1]?.tags.has('Verb') === true &&
    !terms[people + 1]?.tags.has('Noun') &&
    // ("Coach associates on RF scanner use": the person's verb, its object and a particle.)
    !terms[people + 1]?.tags.has('Particle')
  )
    return true;
  // ("an exercise physiologist ran the Bruce protocol": one of them, named with "a" or "an"; "Carriers' central
  // planners build …": whose people they are.)
  // ("Paychex's payroll team processes payroll": a firm's people, named by whose they are.)
  if (
    !/^(the|their|our|whose|his|her|a|an)$/i.test(first.text) &&
    !(first.tags.has('Possessive') && /[a-z]s['’]?$/i.test(first.text)) &&
    !/^\p{Lu}[\p{L}&.-]*['’]s$/u.test(first.text)
  )
    return false;
  // ("their root cause analysis led to new rules": what others own, acting; a resume never calls its person "their".)
  const possessed = /^(their|his|her)$/i.test(first.text);
  for (let i = 1; i < terms.length - 1; i++) {
    const term = terms[i];
    const next = terms[i + 1];
    if (!term || !next) break;
    // ("the clients' developers": whose they are, then who. The tagger reads "district's" as "district is" too, an
    // empty word after it.)
    if (/['’]s?$/.test(term.text) || term.tags.has('Possessive') || term.text === '') continue;
    // ("our finishing shop runs …": a gerund before a noun says which one.)
    if (term.tags.has('Gerund') && next.tags.has('Noun') && !isVerb(next)) continue;
    // ("our irrigation technician programs and repairs …": a verb the tagger reads as a plural noun, joined to one
    // it reads as a verb.)
    // ("the envelope consultant runs the hose test": a word in -s before "the" is the verb the tagger read as a noun.)
    const acts =
      isVerb(next) ||
      (/[a-z]s$/.test(next.text) && /^(and|or)$/i.test(terms[i + 2]?.text ?? '') && isVerb(terms[i + 3])) ||
      (/[a-z][^s]s$/.test(next.text) &&
        !term.tags.has('Plural') &&
        /^(the|a|an|our|their|its|every|each|all)$/i.test(terms[i + 2]?.text ?? '')) ||
      // ("the client's own in-house team covers JAWS testing": a unit or a person, then a word in -s that is a verb.)
      (/[a-z][^s]s$/.test(next.text) &&
        !term.tags.has('Plural') &&
        (UNIT.test(term.text) || isPerson(term.text)) &&
        canBeVerb(next.text.slice(0, -1)));
    if (possessed && acts && term.tags.has('Noun')) return true;
    // ("our customer service reps book and update shipments": people, then a word the tagger reads as a noun that is
    // their verb, joined to another or before its object.)
    const theirVerb =
      isPeopleWord(term.text) &&
      canBeVerb(next.text) &&
      ((/^(and|or)$/i.test(terms[i + 2]?.text ?? '') && canBeVerb(terms[i + 3]?.text ?? '')) ||
        /^(the|a|an|our|their|its|every|each|all)$/i.test(terms[i + 2]?.text ?? ''));
    if (theirVerb) return true;
    // ("our sales reps book …": a plural that says which people, then the people.)
    if (term.tags.has('Plural') && term.tags.has('Noun') && !isVerb(next) && isPeopleWord(next.text))
      continue;
    if (term.tags.has('Plural') && term.tags.has('Noun')) return acts;
    const word = term.text.toLowerCase();
    if (acts && (term.tags.has('Actor') || PEOPLE.has(stemWord(word)) || UNIT.test(word))) return true;
    // ("our 340B program coordinator": a figure or a name says which one; "the district's contracted physical
    // therapist": a participle says which kind.)
    if (term.tags.has('Value') || /\d|^[A-Z]{2,}/.test(term.text)) continue;
    if (/[a-z]ed$/.test(term.text) && !acts && i < terms.length - 2) continue;
    // ("our in-house team": the tagger splits a hyphenated describing word into its parts.)
    if (term.tags.has('Hyphenated') && !acts) continue;
    if (!term.tags.has('Noun') && !term.tags.has('Adjective') && !term.tags.has('Possessive')) return false;
  }
  return false;
}

/**
 * Participles whose "by" names who judged, asked for, paid for or used the work, not who did it: "praised by",
 * "approved by", "ordered by the cardiologists", "used by 40 clinics". The person's work stays theirs.
 */
const JUDGED =
  '(?:praised|approved|recognized|recognised|commended|selected|chosen|promoted|nominated|trusted|recommended|requested|ordered|prescribed|referred|hired|funded|sponsored|certified|accredited|licensed|supervised|trained|mentored|coached|invited|adopted|used|cited|featured|published|quoted|reviewed|rated|ranked|awarded|honou?red|thanked|endorsed|verified|checked|accepted|signed off|caused|affected|impacted|required|needed|followed|liked|valued|attended|visited|witnessed|observed|watched)';
/**
 * Other participles listed before the last one: "are measured, fabricated and installed by our sheet metal shop",
 * "is laid and heat-welded by", "are set up and applied by" (a participle with its particle).
 */
const PARTICIPLES_BEFORE = String.raw`(?:(?:[a-z]+(?:ed|en|wn|un|ut|lt)|made|done|held|kept|sold|taught|read|led|laid|paid|set|put)(?:\s+(?:up|out|down|off|in|on))?,?\s+(?:(?:and|or)\s+)?)*`;
/** Participles of handing work over, whose taker follows "to": "sent", "contracted", "escalated". */
const HANDED =
  '(?:sent|handed|outsourced|subcontracted|contracted|assigned|referred|routed|delegated|left|escalated|passed|shipped|turned over|farmed out)';
/** Participles of keeping work for someone: "reserved for qualified analysts". */
const KEPT = '(?:reserved|kept|left|set aside)';
/**
 * Participles of doing, whose doer follows "by": "done", "performed", "answered" — any "-ed" participle that is not
 * of judging or asking (`JUDGED`) nor of handing over or keeping (`HANDED`, `KEPT`), and the irregular
 * ones of work.
 */
const DOING = String.raw`(?:given|done|run|read|made|written|drawn|taken|built|shot|taught|sold|held|led|laid|paid|set|put|driven|flown|grown|sewn|woven|cut|dug|swept|spun|carried out|(?:[a-z]+-)?(?!(?:${JUDGED}|${HANDED}|${KEPT})\b)[a-z]{2,}ed)`;
/** Verbs of work going somewhere: "go to the program's engineers", "belong to our technician". */
const GOES = '(?:go|goes|went|belongs?|belonged|falls?|fell|stay|stays|stayed|remains?|remained)';
/** How work is done, between its participle and its doer: "managed end to end by the Benefits team". */
const HOW =
  '(?:end[- ]to[- ]end|in full|entirely|fully|directly|separately|jointly|externally|in[- ]house|on site|off site|remotely)';
const HANDED_CLAUSE = new RegExp(
  String.raw`^(?<subject>(?:\S+\s+){1,14}?)(?:(?:is|are|was|were|gets?|got)\s+(?:(?:\w+ly|now|only|all|also|then|still|always)\s+)?(?:${PARTICIPLES_BEFORE}(?<doing>${DOING})|(?<handed>${HANDED})|(?<kept>${KEPT}))|(?<goes>${GOES}))\s+(?:(?:out|off|over|back|up)\s+)?(?:${HOW}\s+)?(?:(?:into|in|on)\s+(?:\S+\s+){1,3}?)?(?<prep>to|by|for|through|with|at)\s+(?<np>[^,;:.()]+)`,
  'i',
);
/** "Cardiopulmonary exercise tests (CPET) are the cardiology exercise lab's work": whose work it is, said outright. */
const OWNED_BY =
  /^(?:\S+\s+){1,14}?(?:is|are|was|were|remains?|remained|stays?|stayed)\s+(?:(?:all|entirely|strictly|still|always)\s+)?(?:the|our|their)\s+(?<np>[^,;:.()]+?)['’]s?\s+(?:work|job|jobs|responsibility|responsibilities|domain|area|call|task|tasks|department)\b/i;
/** "… is outsourced", "… are contracted out": handed over, no taker named. */
const HANDED_OUT =
  /^(?:\S+\s+){1,10}?(?:is|are|was|were)\s+(?:(?:\w+ly|now|all)\s+)?(?:outsourced|contracted out|farmed out)\b/i;
/** A participle, then what its doer works to or with, up to the name: "are checked against (the) ". */
const APPLIED_WITH =
  /\b(?:is|are|was|were|gets?|got)\s+(?:(?:\w+ly|now|only|all|also|then|still|always)\s+)?(?:[a-z]+(?:ed|en|wn)|done|run|made|built|set up|kept)\s+(?:against|to|per|under|with|using|in|on|through|via|into|from)\s+(?:the\s+|a\s+|an\s+)?$/i;
/** "one Lutathera treatment given by the authorized user physician": a participle and its doer just after the name. */
const DONE_AFTER = new RegExp(
  String.raw`^(?:(?:\s+[\w-]+){0,2}|\s*,?\s+(?:which|that)\s+(?:is|are|was|were)(?:\s+\w+ly)?)\s+${PARTICIPLES_BEFORE}${DOING}\s+(?:${HOW}\s+)?by\s+(?<np>[^,;:.()]+)`,
  'i',
);

/**
 * Whether a noun phrase after "by", "to", "for" or "through" is someone other than the person: people ("qualified
 * analysts", "the program's engineers"), a unit ("the GI lab"), or an organisation's name ("the City of Grand
 * Junction", "Infection Prevention") — never "me" or "us".
 */
function isOthers(phrase: string): boolean {
  const np = phrase
    .trim()
    // ("taken by senior adjusters and drafted the claim notes afterward": the person's next act ends the doer; "the
    // HVAC technicians through the building automation system": the means ends it too.)
    .split(
      /\s+(?:in|at|on|through|via|using|every|each|when|while|so|who|which|that|because|after|before|down|across|along|next|and I|and we)\b|\s+and\s+(?=[a-z]+ed\b)/,
    )[0]
    ?.trim();
  if (
    np === undefined ||
    np === '' ||
    /^(me|us|myself|ourselves|my|I|hand|email|phone|mail|default|law|policy|hours?|weeks?|days?)\b/i.test(np)
  )
    return false;
  const last = np.split(/\s+/).at(-1) ?? '';
  // ("scripts run by Ansible", "reports built by Power BI": a tool the lexicon knows runs nothing on its own.)
  if (lookupSkill(np.replace(/^the\s+/i, ''))?.isTechnical) return false;
  return isSomeoneElse(np) || isPeopleWord(last) || /^(?:the\s+)?\p{Lu}/u.test(np);
}

/**
 * Whether the work a clause names at [start, end) is handed to someone else: "Septic system permits and soil
 * evaluations go to the Onsite Wastewater program's engineers", "Mixture interpretation in STRmix is reserved for
 * qualified analysts", "Eligible profiles go into CODIS through the section's CODIS administrator", "… is done by
 * our contracted vendor", "one Lutathera treatment given by the authorized user physician". The name stands in the
 * subject or in the words up to the taker. Work handed over by the person's own verb is still theirs ("Wrote the
 * reports that are sent to the CFO"): only "done by" reaches past such a verb.
 */
export function handedToOthers(clause: string, start: number, end: number): boolean {
  // (After a participle of doing, "by the …" names a doer: "handled by the GI lab's own scope techs".)
  const doer = (np: string) => isOthers(np) || /^(?:a|an|the|our|their|his|her)\s/i.test(np.trim());
  const done = DONE_AFTER.exec(clause.slice(end));
  if (done?.groups?.np !== undefined && doer(done.groups.np)) return true;
  // "Data packages are checked against DoD QSM by the QA officer": what a participle's doer works to or with is
  // theirs, whatever the participle.
  const appliedBy = /^(?:\s+[\w-]+){0,3}?\s+by\s+(?<np>[^,;:.()]+)/i.exec(clause.slice(end));
  if (
    APPLIED_WITH.test(clause.slice(0, start)) &&
    appliedBy?.groups?.np !== undefined &&
    doer(appliedBy.groups.np) &&
    !personActs(clause.slice(0, start))
  )
    return true;
  const owned = OWNED_BY.exec(clause);
  if (owned?.groups?.np !== undefined && start < owned[0].length && !personActs(clause.slice(0, start))) {
    if (isOthers(`the ${owned.groups.np}`)) return true;
  }
  const m = HANDED_CLAUSE.exec(clause);
  if (m?.groups === undefined) return HANDED_OUT.test(clause) && !personActs(clause);
  const { subject = '', doing, handed, kept, goes, prep = '', np = '' } = m.groups;
  const reach = m[0].length;
  if (start >= reach) return false;
  const by = /^by$/i.test(prep);
  // ("CBCT scans are done at Allegheny 3D Imaging Center": work done at another organisation is its work.)
  if (/^at$/i.test(prep)) return doing !== undefined && /^\p{Lu}/u.test(np.trim()) && isOthers(np);
  if (doing !== undefined) {
    if (by || /^through$/i.test(prep)) return doer(np);
    // ("applied to boxes by the Legal Department's e-discovery team": the doer after what the work is done to.)
    const later = /^[^,;]{0,40}?\bby\s+(.+)$/i.exec(np)?.[1];
    return /^to$/i.test(prep) && later !== undefined && doer(later);
  }
  if (!isOthers(np)) return false;
  // ("Demand guarantees under URDG 758 go to the guarantees desk": a subject the tagger opens with a verb is still a
  // noun phrase when the clause's verb follows it; "Wrote the reports that are sent to the CFO" is the person's act.)
  if (personActs(subject) && (/\b(I|we|my|me)\b/.test(subject) || /\b(that|which|who)\b/i.test(subject)))
    return false;
  // ("SPC charting stayed with the etch process engineers": only staying is "with" someone.)
  if (/^with$/i.test(prep)) return goes !== undefined && /^(stay|remain)/i.test(goes);
  if (handed !== undefined || goes !== undefined) return !by;
  return kept !== undefined && /^for$/i.test(prep);
}

/** Whether a clause opens with the person's own act: a verb first ("Wrote …", "Tag …"), or "I", "we", "my". */
function personActs(clause: string): boolean {
  if (/\b(I|we|my|me)\b/.test(clause)) return true;
  const first = tag(clause.trim().split(/\s+/).slice(0, 3).join(' '))[0];
  // ("ordering through CSOS … belong to our technician": a gerund names the work, the subject of the clause.)
  return (
    first?.tags.has('Verb') === true &&
    !first.tags.has('Noun') &&
    !first.tags.has('Adjective') &&
    !first.tags.has('Gerund')
  );
}

/** Whether a noun phrase ("our controlled-substance technician", "the reference lab") is someone else. */
export function isSomeoneElse(phrase: string): boolean {
  return UNIT.test(phrase.trim().split(/\s+/).at(-1) ?? '') || isPerson(phrase);
}

/** Whether a noun phrase ("the lab manager", "our senior dosimetrist") is a person, not a unit ("the lab"). */
export function isPerson(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).at(-1) ?? '';
  if (PEOPLE.has(stemWord(last.toLowerCase()))) return true;
  // ("the venue GM", "our CFO": a post by its initials.)
  if (/^(?:A?GM|CEO|CFO|COO|CTO|CIO|CMO|CHRO|[SE]?VP|A?DON|PI|PM)s?$/.test(last)) return true;
  const head = tag(phrase.trim()).at(-1);
  return head?.tags.has('Actor') === true && head.tags.has('Noun');
}

/** Verbs and words whose object is people: "mentor junior engineers and EITs", "alongside SDRs". */
const PEOPLE_VERB =
  /\b(mentor(s|ing)?|supervis(e|es|ing)|coach(es|ing)?|alongside|hire|hiring|recruit(s|ing)?|onboard)\b|\bassist(s|ing)?\s+((the|our)\s+)?$|\b(team|staff|crew|group|panel|pool)\s+of\s+$/i;

/** Whether the posting writes the plural acronym for people: spelled out as people, or after a verb about people. */
function namesPeopleByAcronym(acronym: string, lines: readonly string[]): boolean {
  const re = wordPattern(acronym, 'gu');
  for (const line of linesWith(lines, acronym)) {
    for (const m of line.matchAll(re)) {
      const before = line.slice(0, m.index + (m[1] ?? '').length);
      // "Speech-Language Pathology Assistants (SLPAs)": the word before the bracket says what they are.
      const spelled = /([A-Za-z]+)\s*\($/.exec(before)?.[1];
      if (spelled !== undefined && isPeopleWord(spelled)) return true;
      if (PEOPLE_VERB.test(before.split(/[.;:]/).pop()?.split(/\s+/).slice(-5).join(' ') ?? '')) return true;
      // "clients' CPAs", "a patient's RNs": people of the people named before them.
      const owner = /([A-Za-z]+)['’]s?\s*$/.exec(before)?.[1];
      if (owner !== undefined && isPeopleWord(owner)) return true;
    }
  }
  // "Interest in PT or PTA school", "toward PT, PTA or OT school tuition": what one studies to become is people.
  const one = escapeRegExp(acronym.slice(0, -1));
  const school = new RegExp(`\\b${one}(?:\\s*(?:,|or|and|&)\\s*[A-Z]{2,5})*\\s+(?:school|students?)\\b`, 'u');
  return lines.some((line) => school.test(line));
}

/**
 * Whether every time the posting writes the acronym (or, asked so, any time it writes the word), a plural word for
 * people stands beside it in a list.
 */
function listedBesidePeople(
  acronym: string,
  lines: readonly string[],
  { anyMention = false }: { anyMention?: boolean } = {},
): boolean {
  const word = escapeRegExp(acronym);
  const beside = new RegExp(
    `\\b([a-z]+s)\\s*(?:,|and|or|&)\\s*(?:the\\s+)?${word}\\b|\\b${word}\\s*(?:,|and|or|&)\\s*(?:the\\s+)?([a-z]+s)\\b`,
    'gu',
  );
  const isBeside = (line: string, start: number, end: number) => {
    for (const m of line.matchAll(beside)) {
      const at = m.index + m[0].indexOf(acronym);
      if (at !== start || at + acronym.length !== end) continue;
      if (isPeopleWord(m[1] ?? m[2] ?? '')) return true;
    }
    return false;
  };
  if (!anyMention) return everyMention(acronym, lines, isBeside, 'gu');
  const re = wordPattern(acronym, 'gu');
  return linesWith(lines, acronym).some((line) =>
    [...line.matchAll(re)].some((m) => isBeside(line, m.index + (m[1] ?? '').length, m.index + m[0].length)),
  );
}

/**
 * "close month-end with the practice's outside CPA", "their CPAs": every mention of the credential is a person who
 * holds it, named by "the", "our" or whose they are — not the person's own. ("Earned the CFP designation", "the PMP
 * exam" and "became a CPA" are the person's.)
 */
export function namesAHolder(text: string, names: readonly string[]): boolean {
  let mentions = 0;
  for (const name of names)
    for (const { start, end } of mentionsOf(text, name)) {
      mentions += 1;
      const before = text.slice(Math.max(0, start - 40), start);
      const after = text.slice(end, end + 30);
      const named =
        /(?:^|\s)(?:the|our|their|his|her|its|[\p{L}-]+['’]s)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}$/u.test(before) &&
        !/\b(?:earn(?:ed|ing)?|pass(?:ed|ing)?|obtain(?:ed|ing)?|hold(?:s|ing)?|held|receiv(?:ed|ing)|achiev(?:ed|ing)|complet(?:ed|ing)|renew(?:ed|ing)?)\s+(?:the|my)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}$/iu.test(
          before,
        ) &&
        !/^\s*(?:\(|licen[cs]e|certifi|exam|credential|designation|status|review|prep|course|renewal|hours)/i.test(
          after,
        );
      if (!named) return false;
    }
  return mentions > 0;
}

/** A credential by its own words or by the name it stands for: "CDL Class B license", "CPA" (Certified Public …). */
export function isCredentialName(phrase: string): boolean {
  const entry = lookupSkill(phrase);
  return (
    (CREDENTIAL.test(phrase) && /\s/.test(phrase)) ||
    [entry?.name ?? '', ...(entry?.aliases ?? [])].some((n) => /^(certified|chartered|licensed)\s/i.test(n))
  );
}

/** Public bodies a posting lists beside an agency: "the state", "cities and counties", "local agencies". */
const BODY =
  /^(?:the\s+)?(?:(?:local|state|federal|county|city)\s+)?(?:state|states|county|counties|city|cities|municipalit(?:y|ies)|agenc(?:y|ies)|tribes?|federal government|utilities)$/i;

/**
 * Whether every time the posting writes the acronym it stands in a list ("A, B and C") with a body — an organisation
 * compromise knows ("FDA"), or a public body ("the state", "cities") — and no noun follows the list.
 */
function listedBesideBodies(acronym: string, lines: readonly string[]): boolean {
  return everyMention(
    acronym,
    lines,
    (line, start, end) => {
      const clauseStart = line.slice(0, start).search(/[^.;:()]*$/);
      const tail = line.slice(end);
      const clauseEnd = tail.search(
        /[.;:()]|\s(?:to|in|on|at|across|for|with|from|by|when|so|who|which|that)\s/,
      );
      const clause = line.slice(clauseStart, end + (clauseEnd < 0 ? tail.length : clauseEnd));
      // The list the acronym stands in: the run of items joined by commas, "and", "or", "&".
      const items = clause
        .split(/\s*(?:,|\band\b|\bor\b|&)\s*/)
        .map((i) => i.trim())
        .filter(Boolean);
      const at = items.findIndex((i) => i === acronym || i.endsWith(` ${acronym}`));
      if (at < 0 || items.length < 2) return false;
      const last = items.at(-1) ?? '';
      // ("OSHA and EPA regulations": the last item runs on into the noun the list modifies.)
      if (/^[A-Z]{2,}\s+\p{Ll}/u.test(last)) return false;
      return items.some(
        (item, i) =>
          i !== at &&
          (BODY.test(item) || (isAcronym(item) && (tag(item)[0]?.tags.has('Organization') ?? false))),
      );
    },
    'gu',
  );
}

/**
 * Whether every time the posting writes the word, a word for people follows it ("English learners"), or ends the
 * list of such words it stands in ("adult, pediatric and oncology patients").
 */
function namesPeople(word: string, lines: readonly string[]): boolean {
  return alwaysBefore(word, lines, isPeopleWord);
}

/** Where work happens or who does it beside the person: a ward, a kind of place, a department or its team. */
const UNIT_NOUN =
  /^(departments?|depts?|units?|wards?|floors?|facilit(y|ies)|practices?|clinics?|hospitals?|homes?|centers?|centres?|offices?|teams?|groups?|leadership|staff|divisions?|partners?)$/i;

/**
 * "nursing" of "nursing facilities and nursing homes", "Operations" of "the Reliability Engineering and Operations
 * teams", "dermatology" of "dermatology and GI practices": every time, a ward, place or department's noun follows.
 */
function namesUnit(word: string, lines: readonly string[]): boolean {
  return alwaysBefore(word, lines, (noun) => UNIT_NOUN.test(noun));
}

/** Whether every time the posting writes the word, a noun `isHead` accepts follows it or ends the list it stands in. */
function alwaysBefore(word: string, lines: readonly string[], isHead: (noun: string) => boolean): boolean {
  const re = cachedPattern(
    `(^|[^${LETTER}])${caseless(escapeRegExp(word))}(?:(?:,\\s*[a-zA-Z-]+)*,?\\s+(?:[aA][nN][dD]|[oO][rR]|&)\\s+[a-zA-Z-]+)?\\s+([a-zA-Z]+)`,
    'gu',
  );
  const any = wordPattern(word);
  const mentions = linesWith(lines, word).filter((l) => any.test(l)).length;
  if (mentions === 0) return false;
  let heads = 0;
  for (const line of linesWith(lines, word))
    for (const [, , noun = ''] of line.matchAll(re)) if (isHead(noun)) heads += 1;
  return heads >= mentions;
}

/**
 * "Apply train makeup rules …; check hazmat documentation and …": after a semicolon, a line that opens with a
 * command goes on with another, lower-case — a duty, not a name, every time the posting writes it.
 */
function continuesACommand(phrase: string, lines: readonly string[]): boolean {
  const first = phrase.split(/\s+/)[0] ?? '';
  if (!canBeVerb(first)) return false;
  return everyMention(phrase, lines, (line, start) => {
    if (!/;\s*$/.test(line.slice(0, start)) || !/^\p{Ll}/u.test(line.slice(start))) return false;
    const opener = /^[^\p{L}]*(\p{L}+)/u.exec(line)?.[1] ?? '';
    return /^\p{Lu}/u.test(opener) && canBeVerb(opener) && tag(opener)[0]?.tags.has('Noun') !== true;
  });
}

/** Whether compromise reads "to <word>" as a verb: "design", "adjust", "control" can open a duty; "anesthesia" cannot. */
function canBeVerb(word: string): boolean {
  return tag(`to ${word.toLowerCase()}`)[1]?.tags.has('Verb') ?? false;
}

/** A line that says where the work is: "Location: Greenville, SC area (daily reporting to the Greer yard)". */
const LOCATION_LINE =
  /^\W*(job |work |office )?(locations?|based in|where you(['’]ll)? work|work site|worksite)\b\s*[:–—-]/i;

/** A line that says whom the job answers to: "Reports to: Practice Lead, Network & Physical Testing". */
const REPORTING_LINE =
  /^\W*(reports? (directly )?to|reporting (to|line)|(direct )?(manager|supervisor)|hiring manager|team|department)\b\s*[:–—-]/i;

/** Whether the posting names the phrase only in lines of one kind (`kind` tests the line). */
function onlyInLinesAbout(phrase: string, lines: readonly string[], kind: RegExp): boolean {
  // The words as the posting may join them: "Network Physical Testing" of "Network & Physical Testing".
  const words = phrase.split(/\s+/);
  const lower = words.map((w) => w.toLowerCase());
  // Only lines holding every word are worth a pattern (most phrases have none or one).
  const holding = linesWith(lines, words[0] ?? phrase).filter((line) =>
    lower.every((w) => line.toLowerCase().includes(w)),
  );
  if (holding.length === 0) return false;
  const re = cachedPattern(
    `(^|[^${LETTER_OR_DIGIT}])${words.map((w) => caseless(escapeRegExp(w))).join('\\s+(?:(?:&|[aA][nN][dD])\\s+)?')}(?![${LETTER_OR_DIGIT}])`,
    'u',
  );
  const naming = holding.filter((line) => re.test(line));
  return naming.length > 0 && naming.every((line) => kind.test(line));
}

/**
 * Whether the posting lists the name beside a place: one compromise knows ("the Carolinas and Georgia", "Ohio,
 * Kentucky"), one the posting gives as where the job is, or one listed beside such a place.
 */
function isListedBesidePlace(phrase: string, lines: readonly string[], depth = 1, ownOnly = false): boolean {
  const word = escapeRegExp(phrase);
  const name = '[A-Z][a-z]+(?:\\s+[A-Z][a-z]+){0,2}';
  const beside = new RegExp(
    `\\b${word}\\s*(?:,|and|or|&)\\s*(?:the\\s+)?(${name})|\\b(${name})\\s*(?:,|and|or|&)\\s*(?:the\\s+)?${word}\\b`,
    'gu',
  );
  for (const line of linesWith(lines, phrase))
    for (const m of line.matchAll(beside)) {
      const words = (m[1] ?? m[2] ?? '').split(/\s+/);
      // The word right beside it, as compromise knows it.
      const next = (m[1] !== undefined ? words[0] : words.at(-1)) ?? '';
      if (!ownOnly && tag(next)[0]?.tags.has('Place') && !lookupSkill(next)) return true;
      // ("across Toledo, Sylvania, Perrysburg and Bowling Green" where the location line says "Sylvania, OH": the
      // names beside it, of one to three words.)
      const names = words.map((_w, i) =>
        (m[1] !== undefined ? words.slice(0, i + 1) : words.slice(words.length - 1 - i)).join(' '),
      );
      for (const other of names) {
        if (lookupSkill(other)) continue;
        if (isNamedLocation(other, lines)) return true;
        // (A step further only to the posting's own place: compromise takes "Tyler" of "Tyler Incode" for a town.)
        if (depth > 0 && isListedBesidePlace(other, lines, depth - 1, true)) return true;
      }
    }
  return false;
}

// ("master key systems", "MS Office", "major incidents" are no education: a bare "master", "MS" or "major" is one
// only where a degree's words follow it.)
const EDUCATION_LINE =
  /\b(degrees?|bachelor|master['’]?s|masters|master of|diploma|ph\.?d|mba|graduate of|major(ing)? in|b\.s\.?c?|b\.a\.?|m\.s\.?c?|(bs|ba|ms|bsc|msc)\b(?=\s*(in\b|degree|,|\/|or\b)))/i;

/** Whether every posting line naming the phrase is about education ("BS in Civil Engineering or related"). */
function onlyInEducationLines(phrase: string, lines: readonly string[]): boolean {
  const re = wordPattern(phrase);
  const naming = linesWith(lines, phrase).filter((line) => re.test(line));
  // ("Finance" of "a degree in Business or Finance" and of "the Department of Banking and Finance": a field, and a
  // piece of a body's name.)
  // ("precept students from our respiratory therapy program": a field named by the school that teaches it.)
  const taughtAt = (line: string) =>
    [...line.matchAll(wordPattern(phrase, 'giu'))].every((m) =>
      /^\s+(programs?|students?|schools?|curricul(um|a)|courses?|classes|class|faculty)\b/i.test(
        line.slice(m.index + m[0].length),
      ),
    );
  // ("Department: Biostatistics and Statistical Programming": the name of the unit the job sits in.)
  const unitLabel = (line: string) => /^\s*(?:department|dept|division|team|unit)\s*:/i.test(line);
  return (
    naming.some((line) => EDUCATION_LINE.test(line)) &&
    naming.every(
      (line) =>
        EDUCATION_LINE.test(line) ||
        insideOrganisationName(line, phrase) ||
        taughtAt(line) ||
        unitLabel(line),
    )
  );
}

/** Whether every mention of the phrase in the line is a piece of a longer organisation's name. */
function insideOrganisationName(line: string, phrase: string): boolean {
  const names = organisationNamesIn(line).filter((m) => m[0] !== phrase);
  return [...line.matchAll(wordPattern(phrase, 'giu'))].every((m) => {
    const start = m.index + (m[1] ?? '').length;
    const end = m.index + m[0].length;
    return names.some((n) => n.index <= start && n.index + n[0].length >= end);
  });
}

const organisationNames = memo<RegExpExecArray[]>(2000);

/** The organisations' names the line writes, as matches: the same for every phrase asked about the line. */
function organisationNamesIn(line: string): readonly RegExpExecArray[] {
  return organisationNames(line, () =>
    [...line.matchAll(cachedPattern(CAPITALISED_NAME, 'gu'))].filter((m) => isOrganisationName(m[0])),
  );
}

/**
 * Whether every time the posting writes the phrase (in its case), a capitalised word outside it sits right before
 * it (not opening the sentence) or right after it: the phrase is part of a longer name.
 */
function isPieceOfLongerName(
  phrase: string,
  lines: readonly string[],
  { joinedOnly = false }: { joinedOnly?: boolean } = {},
): boolean {
  // ("1st Supervisor Training" of "NATA Safety 1st Supervisor Training": an ordinal inside a name is one of its words.)
  if (!/^(?:[A-Z]|\d+(?:st|nd|rd|th)\s)/.test(phrase)) return false;
  const re = wordPattern(phrase, 'gu');
  let mentions = 0;
  for (const line of linesWith(lines, phrase)) {
    for (const m of line.matchAll(re)) {
      mentions += 1;
      const before = line.slice(0, m.index + (m[1] ?? '').length).trimEnd();
      const previousWords = before.split(/\s+/).reverse();
      // "Commission on Dietetic Registration": the name reaches back over "on" to a capitalised word.
      // ("CPR for the Professional Rescuer": over "for the" too.)
      const skip = JOINS_NAME.test(previousWords[0] ?? '')
        ? 1
        : /^the$/i.test(previousWords[0] ?? '') && JOINS_NAME.test(previousWords[1] ?? '')
          ? 2
          : 0;
      const previous = skip > 0 ? (previousWords[skip] ?? '') : (previousWords[0] ?? '');
      // (A comma ends a list item: "CCS, RHIT or RHIA" are three names.)
      const opens = before === '' || /[,.!?:;•(\-–—]$/.test(before);
      const next = line
        .slice(m.index + m[0].length)
        .match(
          joinedOnly
            ? /^\s+(?:of|on|for|&)\s+(?:the\s+)?([A-Z][\w&.+-]*)/
            : /^\s+(?:(?:of|on|for|&)\s+(?:the\s+)?)?([A-Z][\w&.+-]*|\d+(?:st|nd|rd|th)\s+[A-Z][\w&.+-]*)/,
        )?.[1];
      // ("Knowledge of ASTM E1527-21": a capital that only opens the item joins nothing.)
      const previousOpens = /^[\s•\-–—]*$|[.!?:;•(\-–—]\s*$/.test(
        before
          .split(/\s+/)
          .slice(0, -(skip + 1))
          .join(' '),
      );
      // (An acronym is a name even where it opens the item: "CPR for the …".)
      const joined =
        // ("General Industry" of "OSHA 30-Hour General Industry": a figure joined to a capitalised word is one too.)
        (skip > 0 ? !previousOpens || isAcronym(previous) : !opens && !joinedOnly) &&
        /^(?:[A-Z]|\d+-[A-Z])/.test(previous)
          ? true
          : next !== undefined;
      if (!joined) return false;
    }
  }
  return mentions > 0;
}

/**
 * Whether the word names a post someone holds over a unit: "Director", "Manager", "Head" (of Sales), "VP" (of
 * Engineering). ("user of Trimble AutoBid" is someone too, but no post.)
 */
function isPostWord(word: string): boolean {
  return /^(directors?|managers?|heads?|vp|svp|evp|avp|deans?|chiefs?|officers?|presidents?|chairs?|supervisors?|superintendents?|commissioners?)$/i.test(
    word,
  );
}

/** The last word of an organisation's name: "Alliance" of "American Alliance of Museums". */
const ORGANISATION_HEAD =
  /^(alliance|association|academy|society|commission|council|board|institute|institutes|endowment|foundation|agency|administration|department|bureau|office|museums?|university|college|federation|committee|organi[sz]ation|cent(er|re)|authority|corporation|union|brotherhood|guild|league|coalition|trust|fund|humanities|arts|groups?)$/i;

/** A name that holds a credential, not an organisation: "Associate of the Casualty Actuarial Society". */
const HOLDER = /^(associate|fellow|member|certified|registered|licensed|chartered|diplomate)$/i;

/**
 * "American Alliance of Museums", "Commission on Dietetic Registration": a proper name whose head (its last word,
 * or the word before "of"/"on"/"for") names an organisation.
 */
function isOrganisationName(words: string): boolean {
  const name = words.replace(/\s*\([^)]*\)\s*$/, '').trim();
  // "IUOE Local 3", "CFCI Local 39000": a union's local.
  if (/\bLocal\s+\d+\b/.test(name)) return true;
  if (!isProperName(name) || HOLDER.test(name.split(/\s+/)[0] ?? '')) return false;
  const head =
    name
      .split(/\s+(?:of|on|for)\s+/i)[0]
      ?.split(/\s+/)
      .pop() ?? '';
  return ORGANISATION_HEAD.test(name.split(/\s+/).pop() ?? '') || ORGANISATION_HEAD.test(head);
}

const spelled = new WeakMap<readonly string[], ReadonlyMap<string, readonly string[]>>();

/**
 * The names the posting spells its acronyms out as, initials matching: "American Alliance of Museums (AAM)",
 * "AAM (American Alliance of Museums)", "Patient Care Technician (PCT)".
 */
function spelledOut(lines: readonly string[]): ReadonlyMap<string, readonly string[]> {
  const known = spelled.get(lines);
  if (known) return known;
  const found = new Map<string, string[]>();
  const text = lines.join('\n');
  // ("Electro-Technical Officer (ETO)": each capitalised part of a hyphenated word gives its letter.)
  const initials = (words: string) =>
    words
      .split(/[\s-]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w.charAt(0))
      .join('');
  const pairs = [
    ...[...text.matchAll(new RegExp(`(${CAPITALISED_NAME})\\s*\\(([A-Z]{2,8})\\)`, 'gu'))].map(
      ([, words = '', acronym = '']) => [words, acronym] as const,
    ),
    ...[...text.matchAll(new RegExp(`\\b([A-Z]{2,8})\\s*\\((${CAPITALISED_NAME})\\)`, 'gu'))].map(
      ([, acronym = '', words = '']) => [words, acronym] as const,
    ),
  ];
  for (const [words, acronym] of pairs) {
    const letters = initials(words);
    if (letters === acronym || letters.endsWith(acronym))
      found.set(acronym, [...(found.get(acronym) ?? []), words]);
  }
  spelled.set(lines, found);
  return found;
}

/**
 * Whether the phrase is part of, not all of, an organisation's name the posting spells out for its initials. (A
 * credential's name holds its skill: "compounded sterile preparation" of "Compounded Sterile Preparation Technician
 * (CSPT)".)
 */
function isPieceOfSpelledOut(norm: string, lines: readonly string[]): boolean {
  for (const names of spelledOut(lines).values())
    for (const name of names) {
      const whole = normalizeTerm(name);
      if (whole !== norm && ` ${whole} `.includes(` ${norm} `) && isOrganisationName(name)) return true;
    }
  return false;
}

/**
 * "Quality Assurance" of "Beef Quality Assurance (BQA)": every time the posting writes the phrase, it is the end of a
 * longer name spelled out for its initials, after the capitalised word that says which one — that name's piece, not
 * the name.
 */
function isTailOfSpelledOut(phrase: string, norm: string, lines: readonly string[]): boolean {
  const longer = [...spelledOut(lines).values()]
    .flat()
    .map(normalizeTerm)
    .filter((whole) => whole !== norm && ` ${whole} `.includes(` ${norm} `) && !whole.startsWith(`${norm} `));
  if (longer.length === 0) return false;
  return everyMention(phrase, lines, (line, start) => /\p{Lu}[\p{L}'’-]*\s+$/u.test(line.slice(0, start)));
}

/** "Bank of America", "American Alliance of Museums": capitalised words, small words between them. */
const CAPITALISED_NAME = String.raw`[A-Z][\p{L}'’-]*(?:\s+(?:(?:of|on|for|the|and|&)\s+)*[A-Z][\p{L}'’-]*)+`;

const organisations = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Acronyms the posting itself shows to be organisations: spelled out as one ("American Alliance of Museums (AAM)",
 * "AAM (American Alliance of Museums)"), or listed beside one ("NEH, IMLS, Luce Foundation"; "AAM and AAMD").
 */
function organisationAcronyms(lines: readonly string[]): ReadonlySet<string> {
  const known = organisations.get(lines);
  if (known) return known;
  const found = new Set<string>();
  const text = lines.join('\n');
  const name = CAPITALISED_NAME;
  // ("Bricklayers and Allied Craftworkers (BAC)", "United Food and Commercial Workers (UFCW)": a body named for the
  // people it joins, a union. "Certified Nursing Assistant (CNA)" is a credential.)
  const union = (form: string) => {
    const words = form.split(/\s+/);
    return (
      words.length >= 3 &&
      !/^(?:certified|registered|licensed|chartered|board)$/i.test(words[0] ?? '') &&
      /s$/.test(words.at(-1) ?? '') &&
      isPeopleWord(words.at(-1) ?? '')
    );
  };
  for (const [acronym, forms] of spelledOut(lines))
    if (forms.some((f) => isOrganisationName(f) || (!/s$/.test(acronym) && union(f)))) found.add(acronym);
  // "NCI cooperative group (NRG, SWOG, ECOG-ACRIN)": acronyms listed in brackets after a kind of organisation.
  for (const [, kind = '', listed = ''] of text.matchAll(
    /([A-Za-z]+)\s*\(([A-Z][\w&-]*(?:\s*,\s*[A-Z][\w&-]*)+)\)/g,
  ))
    if (ORGANISATION_HEAD.test(kind))
      for (const i of listed.split(/\s*,\s*/)) if (/^[A-Z][A-Z&-]{1,9}$/.test(i)) found.add(i);
  // A list item beside an organisation is one too: "(NEH, IMLS, Luce Foundation)", "AAM and AAMD guidelines".
  const item = String.raw`[A-Z]{2,8}\b|${name}`;
  const list = new RegExp(`(?:${item})(?:\\s*(?:,|and|or|&|/)\\s*(?:${item}))+`, 'gu');
  for (let pass = 0; pass < 2; pass++) {
    for (const m of text.matchAll(list)) {
      const items = m[0].split(/\s*(?:,|\band\b|\bor\b|&|\/)\s*/).filter(Boolean);
      // ("Follow AAM and AAMD": the item's last word is the acronym; the first only opens the line.)
      const isOrganisation = (i: string) => found.has(i.split(/\s+/).pop() ?? '') || isOrganisationName(i);
      if (!items.some(isOrganisation)) continue;
      for (const i of items) if (/^[A-Z]{2,8}$/.test(i)) found.add(i);
    }
  }
  organisations.set(lines, found);
  return found;
}

const lowered = new WeakMap<readonly string[], { low: string[]; holding: Map<string, readonly string[]> }>();

/**
 * The lines that hold the text in any case: a cheap first look before any pattern is tried. Kept per posting and
 * text, since the typing asks it of the same phrase many times.
 */
export function linesWith(lines: readonly string[], text: string): readonly string[] {
  let index = lowered.get(lines);
  if (!index) {
    index = { low: lines.map((l) => l.toLowerCase()), holding: new Map() };
    lowered.set(lines, index);
  }
  const needle = text.toLowerCase();
  const known = index.holding.get(needle);
  if (known) return known;
  const { low } = index;
  const out = lines.filter((_line, i) => low[i]?.includes(needle));
  index.holding.set(needle, out);
  return out;
}

/**
 * The phrase's words as compromise tags them in the posting's own sentence, where "requests" in "draft discovery
 * requests" is a noun; alone, it would read as a verb. Falls back to the phrase alone when no line holds it.
 */
function tagInContext(phrase: string, lines: readonly string[]): Tagged[] {
  const re = wordPattern(phrase);
  let window: string | undefined;
  for (const line of linesWith(lines, phrase)) {
    const m = re.exec(line);
    if (!m) continue;
    // The sentence around the phrase, a few words each side: enough context, a fraction of the cost of the line.
    const start = m.index + (m[1] ?? '').length;
    const before = (
      line
        .slice(0, start)
        .split(/(?<=[.!?;:])\s+/)
        .pop() ?? ''
    )
      .split(/\s+/)
      .slice(-6)
      .join(' ');
    const after = line
      .slice(start + phrase.length)
      .split(/(?<=[.!?;:])\s/)[0]
      ?.split(/\s+/)
      .slice(0, 4)
      .join(' ');
    window = `${before}${before && !/\s$/.test(before) ? ' ' : ''}${line.slice(start, start + phrase.length)}${after ? ` ${after}` : ''}`;
    break;
  }
  if (window === undefined) return tag(phrase);
  const inWindow = tag(window);
  // The phrase's words as the window's terms: split as compromise splits ("five-day" is two), else tagged alone.
  const find = (want: readonly string[]) => {
    for (let i = 0; i + want.length <= inWindow.length; i++)
      if (want.every((w, j) => inWindow[i + j]?.text.toLowerCase() === w))
        return inWindow.slice(i, i + want.length);
    return undefined;
  };
  const words = phrase
    .toLowerCase()
    .split(/\s+|(?<=\p{L})-(?=\p{L})/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’+#]+$/gu, ''))
    .filter(Boolean);
  const alone = () => tag(phrase);
  return find(words) ?? find(alone().map((t) => t.text.toLowerCase())) ?? alone();
}

/**
 * "EHR", "SolidWorks", "480V", and "Epic" where the posting capitalises it mid-sentence: written as a name, not an
 * ordinary word. A capital that only opens a sentence, a list item or a skills-list entry proves nothing.
 */
function isNamedToken(token: string, lines: readonly string[], phrase = token): boolean {
  const clean = token.replace(/[^\p{L}\p{N}+#&/-]/gu, '');
  if (clean === '') return false;
  if (isAcronym(clean) || /\d/.test(clean) || /[a-z][A-Z]/.test(clean)) return true;
  return writtenAsName(clean.charAt(0).toUpperCase() + clean.slice(1), lines, phrase);
}

const nameCache = new WeakMap<readonly string[], Map<string, boolean>>();

/**
 * Whether the posting writes the word with its capital somewhere other than at the start of a sentence or item,
 * and not as one word of a longer name the phrase is not ("Sales" of "Inside Sales Representatives" is no name of
 * its own; "Epic" standing alone is).
 */
function writtenAsName(word: string, lines: readonly string[], phrase: string): boolean {
  let cache = nameCache.get(lines);
  if (!cache) {
    cache = new Map();
    nameCache.set(lines, cache);
  }
  const key = `${word}\u0000${phrase}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const own = new Set(phrase.toLowerCase().split(/\s+/));
  const isOutsideName = (w: string | undefined) =>
    w !== undefined && /^[A-Z]/.test(w) && !own.has(w.toLowerCase()) && !SMALL.has(w.toLowerCase());
  // "Bank of America": "of" or "&" between two capitalised words joins them into one name ("and" joins lists).
  const neighbour = (all: string[]) => {
    const words = all.filter(Boolean);
    return JOINS_NAME.test(words[0] ?? '') ? (/^the$/i.test(words[1] ?? '') ? words[2] : words[1]) : words[0];
  };
  const re = wordPattern(word, 'gu');
  // A name keeps its capital: a posting that also writes "sales" mid-sentence uses an ordinary word.
  const lower = word.charAt(0).toLowerCase() + word.slice(1);
  const lowerRe = wordPattern(lower, 'u');
  if (lower !== word && linesWith(lines, word).some((line) => lowerRe.test(line))) {
    cache.set(key, false);
    return false;
  }
  let found = false;
  for (const line of linesWith(lines, word)) {
    for (const m of line.matchAll(re)) {
      const before = line.slice(0, m.index + (m[1] ?? '').length).trimEnd();
      if (before === '' || /[.!?:;•([\-–—"“]$/.test(before)) continue;
      // (Three words each side are all a neighbour reads: split no further.)
      const previous = neighbour(before.split(/\s+/).slice(-3).reverse());
      const next = neighbour(
        line
          .slice(m.index + m[0].length)
          .trimStart()
          .split(/[\s,.;:()]+/, 4),
      );
      if (isOutsideName(previous) || isOutsideName(next)) continue;
      found = true;
      break;
    }
    if (found) break;
  }
  cache.set(key, found);
  return found;
}

/** "Freedom of Information Act": two or more words, every one but the small ones capitalised. */
function isProperName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => SMALL.has(w.toLowerCase()) || /^[A-Z0-9]/.test(w));
}

/** A skills-list item inside a sentence: "Patient assessment" → "patient assessment"; names keep their capital. */
export function inSentence(phrase: string, lines: readonly string[]): string {
  const first = phrase.split(/\s+/)[0] ?? '';
  // "Kafka", no English word, is a name wherever it stands.
  if (
    !/^[A-Z][a-z]/.test(first) ||
    !isEverydayWord(first) ||
    isProperName(phrase) ||
    /^[A-Z]/.test(phrase.split(/\s+/)[1] ?? '') ||
    isNamedToken(first, lines, phrase)
  )
    return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** The phrase names a title the posting or the person uses, or a role built on the same head ("nurse", "teacher"). */
function isTitle(norm: string, titles: readonly string[], lines: readonly string[]): boolean {
  // ("Technician III", "Technicians I and II": a grade after the title's head is still the title.)
  const graded = norm.replace(/(?: (?:i{1,3}|iv|v|\d)(?: and (?:i{1,3}|iv|v|\d))?)+$/, '');
  for (const title of titles) {
    // ("Hydrologist I": the grade says how senior, the title is "hydrologist".)
    const t = normalizeTerm(title.split(/\s[-–—|(]\s?|,|\(/)[0] ?? '')
      .split(' ')
      .filter((w, i, all) => i < all.length - 1 || !/^(i{1,3}|iv|v|\d)$/.test(w) || all.length === 1)
      .join(' ');
    if (t === '') continue;
    if (t === norm) return true;
    // ("Senior Product" of "Senior Product Designer" is a piece of the title; "SAP S/4HANA" of "SAP S/4HANA
    // Procurement Lead", which the posting also writes on its own, is the product the job works in.)
    if (` ${t} `.includes(` ${norm} `) && norm.split(' ').length >= 2) {
      const next = ` ${t} `.split(` ${norm} `)[1]?.trim().split(' ')[0];
      const alone = (line: string) => {
        const words = ` ${normalizeTerm(line)} `;
        return (
          words.includes(` ${norm} `) &&
          (next === undefined || next === '' || !words.includes(` ${norm} ${next} `))
        );
      };
      // (Only a product's name, written with a figure: "Patient Care" of "Patient Care Technician" stays the title's
      // words wherever else the posting writes them.)
      const product = /\d/.test(norm);
      if (!product || next === undefined || next === '' || !lines.some(alone)) return true;
    }
    const head = lastWord(t);
    if (graded.split(' ').pop() === head && !SMALL.has(head)) return true;
  }
  return false;
}

/**
 * Whether a posting line or clause opens with the phrase and reads its first word as a verb there ("Design water
 * distribution and sewer systems"): the phrase is a duty's verb and object, not a name.
 */
/**
 * Whether every time the posting writes the phrase its first word stands where a verb does: after "to" ("to climb
 * and walk roofs") or after a list of opening verbs ("Install and", "Construct, maintain and"). A word that can be no
 * verb ("dialysis", "capacitor"), names an activity ("-ing") or describes ("-ed") is left alone.
 */
function followsADutyVerb(phrase: string, lines: readonly string[]): boolean {
  const first = phrase.split(/\s+/)[0] ?? '';
  if (/(ing|ed)$/i.test(first)) return false;
  // The context first: it rules out most phrases without asking the tagger.
  const inVerbPlace = everyMention(phrase, lines, (line, start) => {
    const clause = (
      line
        .slice(0, start)
        .split(/[.;:]\s+/)
        .pop() ?? ''
    ).replace(/^[\s\W]+/, '');
    if (/\bto\s+(?:[a-z]+\s+(?:and|or)\s+)?$/i.test(clause)) return true;
    // ("Set up and sanitize treatment tables": a verb with its particle is one verb.)
    return /^[A-Za-z]+(?:\s+(?:up|out|down|off|over|back|in))?(?:,\s*[A-Za-z]+(?:\s+(?:up|out|down|off|over|back|in))?)*,?\s+(?:and|or)\s+$/.test(
      clause,
    );
  });
  return inVerbPlace && canBeVerb(first);
}

function opensADuty(phrase: string, lines: readonly string[]): boolean {
  const lower = phrase.toLowerCase();
  return linesWith(lines, phrase).some((line) =>
    line.split(/[.;:]\s+/).some((clause) => {
      const text = clause.trim();
      if (!text.toLowerCase().startsWith(lower)) return false;
      const tags = tag(text.split(/\s+/).slice(0, 6).join(' '))[0]?.tags;
      return tags?.has('Verb') === true && !tags.has('Gerund');
    }),
  );
}

/** A plain word right after a name, which the name then describes: "preventive maintenance work orders". */
export const MODIFIES_NOUN =
  /^ (?!(?:a|an|the|of|in|at|for|to|and|or|nor|per|with|without|on|from|by|across|over|under|into|onto|each|every|who|whom|that|which|while|when|where|was|were|is|are|be|been|has|have|had|can|could|will|would|daily|weekly|monthly|yearly|annually|plus|than|as|so|but)\b)[a-z][a-z-]*[a-z]\b(?![-'’])/;

/** Whether the text ends with someone's post, then the name: "product manager ", "our insights manager, ", "Dr. ". */
function afterAPost(before: string): boolean {
  const word = /([A-Za-z]+)\.?,?\s+$/.exec(before)?.[1] ?? '';
  if (/^(Dr|Mr|Mrs|Ms|Mx|Prof)$/.test(word)) return true;
  if (word === '' || /^[A-Z]/.test(word)) return false;
  const tags = tag(word)[0]?.tags;
  return PEOPLE.has(stemWord(word.toLowerCase())) || (tags?.has('Actor') === true && tags.has('Noun'));
}

/**
 * Whether a plural doer ("proofreaders", "indexers") stands, in some list of the posting, beside items that are
 * people ("authors", "production managers"). Each item is a short noun phrase, so a list of duties ("install
 * routers, and report to managers") is none.
 */
function listedAmongPeople(word: string, lines: readonly string[]): boolean {
  const re = wordPattern(word, 'iu');
  return linesWith(lines, word).some((line) =>
    line.split(/[.;:()]/).some((clause) => {
      if (!re.test(clause)) return false;
      const items = clause.split(/,|\band\b|\bor\b|&/).map((i) => i.trim().split(/\s+/));
      const own = items.find((i) => re.test(i.join(' ')));
      if (own === undefined || own.length > 3 || own.at(-1)?.toLowerCase() !== word.toLowerCase())
        return false;
      return items.some(
        (i) =>
          i !== own &&
          i.length <= 3 &&
          !i.some((w) => SMALL.has(w.toLowerCase()) && !/^(?:the|our|their)$/i.test(w)) &&
          isPeopleWord(i.at(-1) ?? ''),
      );
    }),
  );
}

/** Whether the posting writes "from X to Y" with the name as X or Y and a single capitalised name as the other. */
function spansPlaces(name: string, lines: readonly string[]): boolean {
  const word = escapeRegExp(name);
  const span = new RegExp(
    `\\bfrom\\s+(?:${word}\\s+(?:to|through)\\s+([A-Z][a-z]+)|([A-Z][a-z]+)\\s+(?:to|through)\\s+${word})\\b(?!\\s+[A-Z0-9])`,
    'u',
  );
  return linesWith(lines, name).some((line) => {
    const m = span.exec(line);
    const other = m?.[1] ?? m?.[2];
    // ("from Design to Delivery": two everyday words span stages, not places.)
    return other !== undefined && !lookupSkill(other) && !(isEverydayWord(other) && isEverydayWord(name));
  });
}

const SITE = /^\s+(?:site|campus|plant|facility|branch|location|area|region|metro|county|office)\b/;
/** Whether the posting writes the name before a word for a site at least once, and otherwise only after "in"/"at". */
function namesASite(name: string, lines: readonly string[]): boolean {
  let site = false;
  const every = everyMention(
    name,
    lines,
    (line, start, end) => {
      if (
        SITE.test(line.slice(end)) ||
        /\b(?:City|Town|County|Village|Borough)\s+of\s+$/.test(line.slice(0, start))
      ) {
        site = true;
        return true;
      }
      return (
        /\b(?:in|at|near|around|outside)\s+$/i.test(line.slice(0, start)) &&
        !MODIFIES_NOUN.test(line.slice(end))
      );
    },
    'gu',
  );
  return every && site;
}
