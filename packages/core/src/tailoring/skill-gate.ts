import { escapeRegExp, wordPattern } from '../regexp.ts';
import { type ResumeData, ResumeDataSchema } from '../resume.ts';
import { capitalize } from './discovery.ts';
import { isEverydayWord } from './english-words.ts';
import {
  buildEvidence,
  contentRoots,
  type Evidence,
  holdsRole,
  isAcronym,
  isEvidenced,
  mentionsOf,
  normalizeTerm,
  rootWord,
} from './evidence.ts';
import { type JobAnalysis, type JobKeyword, typingFor } from './job-analysis.ts';
import { findTerms, getLexiconEntry, lookupSkill, looseKey, narrowerSkills } from './lexicon.ts';
import {
  endsInCredentialWord,
  handedToOthers,
  isCredentialName,
  isLanguageName,
  isPerson,
  isSkillType,
  jurisdictionOf,
  linesWith,
  MODIFIES_NOUN,
  namesADegree,
  namesAHolder,
  ORGANISATION_NAMED,
  opensWithOthers,
  othersAct,
  othersActFirst,
  subjectActs,
  type TermType,
  theirThingActs,
  typeOfTerm,
} from './term-type.ts';

/**
 * The one skill gate every engine's skills list passes (the offline engine before it adds, the guard on every
 * answer). A skill may be added only when it is
 *  (a) skill-like: a skill, tool, method, domain, language or credential — never a company, title, place, person,
 *      number, degree, benefit or generic word (term-type.ts);
 *  (b) named in the posting;
 *  (c) proven by the resume: a bullet, the summary, a project, a certification or an education entry says it
 *      (a job title or the skills list itself proves nothing new);
 *  (d) written as the posting writes it, the resume's own name allowed in brackets after it — never a name
 *      neither text uses.
 */
export type SkillGate = {
  /**
   * Why the item may not be added, or undefined when it passes. `ownName`: the item renames one of the person's
   * own skills-list items ("PostgreSQL (postgres)"), which is its proof.
   */
  refuse(item: string, ownName?: boolean): string | undefined;
  /**
   * Whether the resume names it, but only as someone else's work, a credential not held, a wish or something not
   * done: the person's own bullets are not about it, and the job asks for what they lack.
   */
  notOwn(item: string): boolean;
  /** Whether a held entry of the resume's certifications names this credential of the posting ("Aerial lift …"). */
  certifies(phrase: string): boolean;
  /** The posting's keywords a skills list may hold, most important first. */
  readonly skillKeywords: readonly JobKeyword[];
  /** Every name the posting asks for beyond those: where the gap report finds work the resume names as others'. */
  readonly otherNames: readonly JobKeyword[];
  typeOf(phrase: string): TermType;
  /** The resume's proof: bullets, summary, projects, certifications, education. */
  readonly proof: Evidence;
  /** Everything the resume shows, its skills list and titles included. */
  readonly shows: Evidence;
  /** The posting's lines, to read which names it offers as alternatives ("AutoBid or Accubid"). */
  readonly lines: readonly string[];
  /** The lines of its responsibilities: the job's work, in which a tool is named as used, not asked for. */
  readonly duties: readonly string[];
  /** The person has held the posting's role ("Head Roaster" for "Production Roaster"): never a far-off match. */
  readonly holdsRole: boolean;
};

const REASONS: Partial<Record<TermType, string>> = {
  company: 'a company name',
  title: 'a job title',
  place: 'a place',
  person: 'people, not a skill',
  number: 'a number',
  degree: 'a degree, which belongs under Education',
  benefit: 'a benefit of the job',
  soft: 'a soft skill, which a skills list does not prove',
  generic: 'too generic to be a skill',
};

export function buildSkillGate(source: ResumeData, analysis: JobAnalysis): SkillGate {
  const typing = typingFor(source, analysis);
  const typeOf = (phrase: string) => typeOfTerm(phrase, typing);
  const shows = buildEvidence(source);
  // A title's words prove nothing word by word ("Senior Product Designer" shows no "product"); the work it names
  // does ("Pipe Welder": pipe welding).
  const proof = {
    ...buildEvidence(
      {
        ...source,
        skills: [],
        tools: [],
        experience: source.experience.map((j) => ({ ...j, job_title: '' })),
        // ("Hobbies: built three gaming PCs; run an Ubuntu home server"): what the person does for fun proves no
        // skill for a job.
        projects: source.projects.filter((p) => !PASTIMES.test(p.title) && !isLeisure(p)),
      },
      [analysis.positionName, analysis.companyName],
    ),
    titles: shows.titles,
  };
  let ids: Set<string> | undefined;
  /** The lexicon skills the resume's proof names itself, not through a tool of theirs. */
  const proofIds = () => {
    ids ??= new Set(findTerms(proofText).map((h) => h.entry.id));
    return ids;
  };
  // The resume's entries, each of which may say on its own line that it is not held: a certification's and an
  // education entry's ("Blueprint Reading for Manufacturing (evening class, in progress)").
  const entryLines = new Set([
    ...source.certifications.map((c) => `${c.name} ${c.year}`),
    ...source.education.map((e) => `${e.degree} ${e.dates}`),
  ]);
  const proofText = [
    source.summary,
    ...source.experience.flatMap((j) => j.bullet_points),
    ...source.certifications.map((c) => `${c.name} ${c.year}`),
    ...source.education.map((e) => `${e.degree} ${e.dates}`),
  ].join('\n');
  const posting = buildEvidence(
    ResumeDataSchema.parse({ summary: `${analysis.positionName}\n${analysis.wording}` }),
  );
  const postingIds = new Set(
    findTerms(`${analysis.positionName}\n${analysis.wording}`).map((h) => h.entry.id),
  );
  // Named as written, or as the activity a duty's verb names ("troubleshooting" of "Troubleshoot conveyors").
  const activities = new Set(analysis.candidates.filter((k) => k.activity).map((k) => k.key));
  // ("Microsoft Excel, Outlook and Teams" names Microsoft Teams: the lexicon's reading of the posting's words.)
  const lexiconWritten = new Set(
    analysis.candidates.filter((k) => k.kind === 'skill').map((k) => normalizeTerm(k.written)),
  );
  const namedInPosting = (text: string) =>
    posting.grams.has(normalizeTerm(text)) ||
    activities.has(normalizeTerm(text)) ||
    lexiconWritten.has(normalizeTerm(text));
  const skillKeywords = analysis.keywords.filter((k) => isSkillType(typeOf(k.written)));
  const keywordFor = (text: string) => {
    const norm = normalizeTerm(text);
    return analysis.candidates.find(
      (k) =>
        normalizeTerm(k.written) === norm || [k.term, ...k.aliases].some((t) => normalizeTerm(t) === norm),
    );
  };
  const notOwnMemo = new Map<string, boolean>();
  const topKeys = new Set(analysis.keywords.map((k) => k.key));
  const gate: SkillGate = {
    skillKeywords,
    otherNames: analysis.candidates.filter(
      (k) =>
        !topKeys.has(k.key) &&
        !k.activity &&
        (k.kind === 'skill' ||
          k.isNamed ||
          k.isListed ||
          // ("Spanish language skills are a plus": a language opening its line is still a name.)
          (isLanguageName(k.written) && typeOf(k.written) === 'language')),
    ),
    lines: analysis.lines,
    duties: analysis.duties,
    holdsRole: holdsRole(shows, analysis.positionName),
    typeOf,
    notOwn(item) {
      let answer = notOwnMemo.get(item);
      if (answer === undefined) {
        answer = NOT_OWN.includes(gate.refuse(item, true) ?? '');
        notOwnMemo.set(item, answer);
      }
      return answer;
    },
    proof,
    shows,
    certifies(phrase) {
      // (The entries first: typing a phrase costs far more, and most phrases name no certification.)
      return (
        entriesNaming(source.certifications, phrase).some((e) => !NOT_HELD_ENTRY.test(e)) &&
        typeOf(phrase) === 'credential'
      );
    },
    refuse(item, ownName = false) {
      const both = /^(.+?)\s*\(([^()]+)\)$/.exec(item.trim());
      const name = (both?.[1] ?? item).trim();
      const other = both?.[2]?.trim();
      if (!namedInPosting(name)) {
        return other !== undefined && namedInPosting(other)
          ? `the posting calls it "${other}", not "${name}"`
          : 'the posting does not name it';
      }
      if (other !== undefined && !namedInPosting(other) && !shows.grams.has(normalizeTerm(other)))
        return `neither the posting nor your resume calls it "${other}"`;
      // "R", "Go", "C": a one- or two-letter name means something else as often ("ARRT (R)"); the person lists it.
      if (name.replace(/[^A-Za-z0-9+#]/g, '').length <= 2) return 'too short a name to add from the posting';
      const keyword = keywordFor(name);
      // Typed as the posting writes it: "sales", not the list's capitalised "Sales".
      const type = typeOf(
        keyword && normalizeTerm(keyword.written) === normalizeTerm(name) ? keyword.written : name,
      );
      if (!isSkillType(type)) return REASONS[type] ?? 'not a skill';
      // ("Fluent English", "in English and Spanish"): the language the resume is written in says nothing its reader
      // does not see; the other language of a pair is the skill.
      if (/^english$/i.test(name)) return 'the language your resume is written in';
      const area = credentialArea(name, analysis.lines);
      if (area) return area;
      // ("Analyze CPA-prepared financial statements", "FDA-approved devices"): initials joined to a participle say who
      // made or passed the thing, not what the person must know.
      if (isAcronym(name) && everyMentionFollowedBy(name, analysis.lines, /^-[a-z]+(?:ed|en)\b/))
        return 'names who made or passed the thing the posting speaks of, not a skill';
      // "Pilot Certificate" where the posting asks for the "FAA Commercial Pilot Certificate", "Respiratory Care
      // Practitioner license" for the Wisconsin one: a credential is proven whole, with what says which one.
      if (type === 'credential') {
        const whole = qualifiedNames(name, analysis.lines);
        if (whole.length > 0 && !whole.some((w) => showsWhole(proofText, name, w)))
          return `the posting asks for the ${whole[0]}`;
      }
      const aliases = [...(other ? [other] : []), ...(keyword?.aliases ?? [])];
      const entryId = keyword?.entryId && postingIds.has(keyword.entryId) ? keyword.entryId : undefined;
      // ("Aerial lift certification" where the resume's certifications hold "Aerial lift operator (scissor and
      // boom)": the list says what kind of thing its entry is, so the entry that names it is the credential.)
      const entries = type === 'credential' ? entriesNaming(source.certifications, name) : [];
      if (!isEvidenced(ownName ? shows : proof, name, aliases, entryId) && entries.length === 0)
        return 'your resume does not show it';
      if (entries.length > 0 && entries.every((e) => NOT_HELD_ENTRY.test(e)))
        return entries.some((e) => ENDED.test(e)) ? NO_LONGER_HELD : NOT_YET_HELD;
      // The names the resume may use for it, the lexicon's too ("moving into HR" for Human Resources).
      const entry = entryId ? getLexiconEntry(entryId) : undefined;
      // ("ArcMap", which the evidence finds as the lexicon's ArcGIS in "Introduction to GIS with ArcGIS Online –
      // enrolled"): the lexicon's names of the item itself too, so every mention the proof rests on is read.
      const own = entry ?? lookupSkill(name);
      const names = [...new Set([name, ...aliases, ...(own ? [own.name, ...own.aliases] : [])])];
      // ("Social media" where the resume names Instagram and Facebook only as the marketing team's: a broader skill
      // shown only through tools that are others' is theirs too.)
      if (entryId !== undefined && !proofIds().has(entryId)) {
        const tools = narrowerSkills(entryId).filter((tool) => isEvidenced(proof, tool));
        if (tools.length > 0 && tools.every((tool) => othersOnly(proofText, [tool]))) return OTHERS_WORK;
        // ("CPR" where the resume's only proof is "BLS (American Heart Association) – expired 2024": a broader
        // credential shown only through narrower ones not held is not held either.)
        const heldAs = tools.map((tool) =>
          inProgress(proofText, [tool, ...(lookupSkill(tool)?.aliases ?? [])], entryLines),
        );
        if (tools.length > 0 && heldAs.every((h) => h !== undefined))
          return heldAs.includes('lapsed') ? NO_LONGER_HELD : NOT_YET_HELD;
      }
      // (An acronym counted is a work product as often as people: "200+ CMAs".)
      if (!isAcronym(name) && isCounted(proofText, [name, ...aliases], analysis.lines))
        return 'a count of things or people in your resume, not a skill';
      // ("Welding (MIG and stick)" among a graduate's coursework: a skill learned is shown where no experience or
      // credential is asked.)
      const learned =
        type !== 'credential' && !isCredentialName(name) && !asksExperience(name, analysis.lines);
      const notHeld = inProgress(proofText, names, entryLines, learned);
      if (notHeld) return notHeld === 'lapsed' ? NO_LONGER_HELD : NOT_YET_HELD;
      // ("Freight brokerage experience" where the resume says "I finished an online freight brokerage course": a
      // course teaches what it is about, "medical terminology", but is no experience of it; a credential's course,
      // "OSHA 10 course", earns it.)
      // (A webinar, "Introduction to Bacterial Endotoxin Testing (2-hour online webinar)", teaches it to nobody.)
      if (
        type !== 'credential' &&
        !isCredentialName(name) &&
        (onlyInAWebinar(proofText, names) ||
          ((asksExperience(name, analysis.lines) || isProductName(name) || type === 'tool') &&
            onlyACourse(proofText, names)))
      )
        return COURSE_ONLY;
      if (onlyAPastime(proofText, names)) return PASTIME;
      if (onlyAMembership(proofText, names)) return MEMBERSHIP;
      // ("CPA", the lexicon's "Certified Public Accountant": a credential by the name it stands for.)
      if ((type === 'credential' || isCredentialName(name)) && namesAHolder(proofText, names))
        return OTHERS_WORK;
      // ("The LiveView screens were built by the front-end guild" beside "LiveView course – enrolled": the one mention
      // that is not in progress is someone else's.)
      if (
        othersOnly(
          proofText,
          names,
          (start, end) => notHeldAt(proofText, start, end, entryLines, learned) !== undefined,
        )
      )
        return OTHERS_WORK;
      const undone = notDone(proofText, names);
      if (undone) return undone;
      if (onlyDropped(proofText, names)) return DROPPED;
      const held =
        otherInitials(proofText, [name, ...aliases]) ??
        otherQualifier(proofText, name, analysis.lines) ??
        (type === 'credential' ? otherKindBefore(proofText, name, analysis.lines) : undefined) ??
        (type === 'credential' || CERTIFIED.test(name)
          ? otherKindAfter(proofText, name, analysis.lines)
          : undefined) ??
        lowerRank(proofText, name, analysis.lines) ??
        otherJurisdiction(proofText, name, analysis.lines, entries);
      if (held) return `your resume shows the ${held}, another credential`;
      if (onlyLevelsOf(proofText, name, analysis.lines)) return NOT_YET_HELD;
      // ("Reconcile cash drawers", "Send cure letters": what the job's duties work on is the job's work, which the
      // bullets show; a skills list holds what the posting asks of the person, or names.)
      if (keyword && isDutyObject(keyword, type)) return DUTY_OBJECT;
      // ("Dental Anesthesia Assistant National Certification Examination (DAANCE)" where the resume shows DAANCE only
      // as a course enrolled in: one credential under either name, not held under the long one either.)
      if (!isAcronym(name) && keyword !== undefined)
        for (const alias of new Set([keyword.written, keyword.term, ...keyword.aliases])) {
          if (!isAcronym(alias)) continue;
          const why = gate.refuse(alias, ownName);
          if (why !== undefined && [NOT_YET_HELD, NO_LONGER_HELD, COURSE_ONLY, ...NOT_OWN].includes(why))
            return why;
        }
      if (!ownName && keyword?.entryId === undefined && isThingWorkedOn(name, analysis.lines))
        return THING_WORKED_ON;
      // ("During AOGs, Maintenance Control sources the part": when the person's work is done, not what it is.)
      if (
        !ownName &&
        onlyAsWhen(proofText, names, /\b(?:during|amid)\s+(?:the\s+|an?\s+|our\s+|their\s+)?$/i)
      )
        return ONLY_WHEN;
      return undefined;
    },
  };
  return gate;
}

const DUTY_OBJECT = 'a task of the job, not a skill the posting asks for';
/**
 * A projects entry that is the person's pastimes, not work: "Hobbies", "Interests", "Personal interests", or one its
 * own name calls a hobby ("Motorcycle frame builds (hobby)").
 */
const PASTIMES =
  /^\W*(?:(?:personal|other|outside)\s+)?(?:hobbies|interests|pastimes|leisure|activities)\W*$|\b(?:hobby|hobbies|pastimes?|for fun)\b/i;
/**
 * ("Home lab (personal)": "Run PostgreSQL with Patroni on a home server to learn Postgres"; "Synthesizer electronics
 * (personal)": "… on weekends"): a personal project its own words place in the person's free time.
 */
const LEISURE =
  /\b(?:on|at|over)\s+(?:the\s+)?weekends\b|\b(?:spare|free|own)\s+time\b|\bat\s+home\b|\bhome\s+(?:lab|server|garage|workshop|network)\b|\bfor\s+(?:my\s+)?(?:friends|family|fun)\b|\bwith\s+my\s+(?:kids|children|son|daughter|family)\b|\bas\s+a\s+hobby\b|^(?:learning|to\s+learn)\b|\bto\s+learn\b/i;
function isLeisure(project: {
  title: string;
  description: string;
  bullet_points: readonly string[];
}): boolean {
  return (
    /\((?:personal|hobby|side project)\)|^personal\b/i.test(project.title) &&
    [project.description, ...project.bullet_points].some((line) => LEISURE.test(line))
  );
}
const THING_WORKED_ON = 'a thing the job works on, not a skill';

/** Whether every line of the posting that names the name writes it, each time, with what `after` matches after it. */
function everyMentionFollowedBy(name: string, lines: readonly string[], after: RegExp): boolean {
  const re = wordPattern(name, 'gu');
  const mentions = linesWith(lines, name).flatMap((line) =>
    [...line.matchAll(re)].map((m) => line.slice(m.index + m[0].length)),
  );
  return mentions.length > 0 && mentions.every((rest) => after.test(rest));
}

/** A credential named by its capitalised words, then "in" and its areas: "NCWM Professional Certification in …". */
const CREDENTIAL_IN_AREAS =
  /((?:\p{Lu}[\p{L}\d&.-]*\s+)+(?:Certification|Certificate|Credential|Endorsement|Licen[cs]e))\s+in\s+([^.;:()]+)/gu;

/**
 * ("NCWM Professional Certification in Basic Competency, Retail Motor-Fuel Dispensers and Package Checking"): a
 * credential the posting asks for only in named areas is held area by area, so neither the credential's name alone
 * nor an area's alone is one a skills list can show. Why the name may not be added, or undefined. A lexicon skill
 * or an acronym among the areas ("… in ACLS") stays.
 */
function credentialArea(name: string, lines: readonly string[]): string | undefined {
  const key = normalizeTerm(name);
  let asked = 0;
  let inAreas = 0;
  let anArea = 0;
  for (const line of linesWith(lines, name)) {
    asked += 1;
    for (const m of line.matchAll(CREDENTIAL_IN_AREAS)) {
      if (normalizeTerm(m[1] ?? '') === key) inAreas += 1;
      const areas = (m[2] ?? '').split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
      if (areas.some((a) => normalizeTerm(a) === key)) anArea += 1;
    }
  }
  if (asked === 0) return undefined;
  if (inAreas === asked) return 'the posting asks for it in named areas, each a credential of its own';
  if (anArea === asked && !isAcronym(name) && lookupSkill(name) === undefined)
    return 'one area of a credential the posting names, not a credential alone';
  return undefined;
}

/** Verbs (and their nouns) of work done on things: "calibrate and maintain …", "repairs on …", "inspect … on". */
const WORK_ON =
  /\b(?:maintain|maintaining|maintenance|repair|repairs|repairing|calibrat(?:e|es|ing|ion)|inspect|inspecting|inspections?|servic(?:e|es|ing)|clean|cleaning|rebuild|rebuilding|overhaul|overhauling|replac(?:e|es|ing)|troubleshoot|troubleshooting|fabricat(?:e|es|ing)|adjust|adjusting)\b/i;

/**
 * ("Calibrate and maintain germinators, dividers and blowers", "composite repairs on fairings", "Troubleshoot
 * misoperations"): one plural common word that every line of the posting names as what its work is done on is a
 * thing the job handles, and alone in a skills list names no skill of the person's; the work on it does ("blower
 * maintenance"). Tools the work is done with ("checks with calipers") and names stay.
 */
function isThingWorkedOn(name: string, lines: readonly string[]): boolean {
  if (!/^\p{Lu}?\p{Ll}+[^s\W]s$/u.test(name) || lookupSkill(name) !== undefined) return false;
  const lower = name.toLowerCase();
  const re = wordPattern(lower, 'u');
  const mentions = linesWith(lines, name);
  return (
    mentions.length > 0 &&
    mentions.every((line) => {
      const m = re.exec(line);
      if (m === null) return false;
      // The clause up to the word: its verb of work, and no "with"/"using" that makes the word a tool.
      const clause =
        line
          .slice(0, m.index)
          .split(/[.;:!?]/)
          .pop() ?? '';
      const verb = [...clause.matchAll(new RegExp(WORK_ON.source, 'gi'))].at(-1);
      return (
        verb !== undefined &&
        !/\b(?:with|using|via|by)\b/i.test(clause.slice((verb.index ?? 0) + verb[0].length))
      );
    })
  );
}

/**
 * A plain phrase the posting writes only inside its list of duties ("cash drawers", "part numbers", "leave
 * reports"): no name, no lexicon skill, no activity, nowhere among the requirements.
 */
function isDutyObject(keyword: JobKeyword, type: TermType): boolean {
  return (
    keyword.onlyInDuties === true &&
    keyword.kind === 'phrase' &&
    !keyword.isNamed &&
    !keyword.activity &&
    (type === 'skill' || type === 'method') &&
    // ("pleadings", "sealants", "periodontal maintenance": a term of the trade is a skill wherever it is written.)
    keyword.written.split(/[\s/]+/).every((w) => isEverydayWord(w.replace(/[^A-Za-z-]/g, '')))
  );
}

/**
 * The longer names the posting gives a credential where capitalised words say which one ("FAA Commercial Pilot
 * Certificate" for "Pilot Certificate", "Ohio Board of Speech-Language Pathology and Audiology license"); empty when
 * the posting also writes it alone. An ordinary word opening the line ("Active", "Current") says nothing about which.
 */
function qualifiedNames(name: string, lines: readonly string[]): string[] {
  const out: string[] = [];
  const re = wordPattern(name, 'giu');
  for (const line of lines) {
    for (const m of line.matchAll(re)) {
      const before =
        line
          .slice(0, m.index + (m[1] ?? '').length)
          .split(/[,;:(]/)
          .pop() ?? '';
      const words = before.trim().split(/\s+/).filter(Boolean);
      let start = words.length;
      while (start > 0) {
        const w = words[start - 1] ?? '';
        const linksTwo = /^(of|and|&)$/i.test(w) && /^[A-Z]/.test(words[start - 2] ?? '');
        if (!/^[A-Z]/.test(w) && !linksTwo) break;
        start -= 1;
      }
      // ("ABA-approved paralegal certificate": a describing compound says how, not which.)
      const qualifier = words.slice(start).filter((w) => !/-[a-z]+$/.test(w));
      if (
        start === 0 &&
        qualifier.length > 0 &&
        isEverydayWord(qualifier[0] ?? '') &&
        !/^[A-Z]{2}/.test(qualifier[0] ?? '')
      )
        qualifier.shift();
      if (qualifier.length === 0) return [];
      out.push(`${qualifier.join(' ')} ${m[0].slice((m[1] ?? '').length)}`);
    }
  }
  return out;
}

/** Whether one line of the resume names the credential with every word of the posting's longer name for it. */
function showsWhole(text: string, name: string, whole: string): boolean {
  const words = whole
    .split(/\s+/)
    .filter((w) => w.length > 1 && !/^(of|and|&)$/i.test(w))
    .map((w) => wordPattern(w));
  return text
    .split('\n')
    .some((line) => line.toLowerCase().includes(name.toLowerCase()) && words.every((re) => re.test(line)));
}

/** After an organisation's name: more of it, then what it is (", our outside repair vendor") or its legal form. */
const ORGANISATION_AFTER =
  /^(?:\s+\p{Lu}[\w&'’-]*)*(?:\s*,\s*(?:our|the|a|an|their)\s+(?:[\w-]+\s+){0,3}(?:vendor|company|firm|contractor|subcontractor|partner|supplier|shop|lab|laboratory|provider|agency|service|consultant|consultancy|distributor|manufacturer)s?\b|,?\s+(?:Inc|LLC|Ltd|Co|Corp|GmbH|LLP|PLC)\b)/u;
/** "Send cases to …, our refinishing vendor, for polishing": what is sent out for is done there. */
const SENT_FOR =
  /\b(?:send|sends|sent|ship|ships|shipped|outsource|outsources|outsourced)\b[^.;]*\bto\b[^.;]*\bfor\b/i;
/**
 * Whether the clause before a name sends the work out: "Send cases to …, our refinishing vendor, for polishing". (Not
 * the tool it was sent with, "… to beneficiaries for e-signature in DocuSign", nor a verb of the person's own after
 * "and": "… and tracked returns in Excel".)
 */
function sentOut(clause: string): boolean {
  const own = clause.split(/\s+and\s+(?=[a-z]+ed\s)/i).pop() ?? clause;
  return SENT_FOR.test(own) && !/\b(?:in|via|through|using)\s+$/i.test(own);
}

/** "… are serviced by Valley Pump Co.": work done by someone named after "by". */
const PASSIVE_BY =
  /\b(?:is|are|was|were|gets?|got)\s+(?:[\w-]+\s+){0,2}?[a-z]+(?:ed|en|wn)\s+by\s+(?!me\b|us\b)/i;
/** "Observed two I-131 thyroid ablations": watched, not done. */
const WATCHED =
  /^\s*(?:observed|shadowed|watched|(?:ride|rode|riding)[\s-]along(?:s)?)\b|^\s*(?:attended|sat in on)\s+(?:a|an|the|one|two|three|\d+)\b[^,;]*$/i;
/** "Attended a one-day ground-penetrating radar workshop": what a talk was about, heard, not done. */
const HEARD_ABOUT =
  /^[\w\s'’"“”-]{0,30}?\b(?:workshops?|seminars?|webinars?|lectures?|talks?|conferences?|demos?|demonstrations?)\b/i;

/**
 * "pediatric AFOs under a CPO", "biopsies for the genotyping lab": every time the resume writes the name, it is a
 * person it worked under or beside, the team, lab or department that does that work, or the language the people it
 * served speak — not the person's own.
 */
/** Work handed on, up to whom it goes: "handing the pool to ", "sent the cores to the ". */
const HANDED_ON =
  /\b(?:hand(?:s|ed|ing)?|pass(?:es|ed|ing)?|send(?:s|ing)?|sent|transfer(?:s|red|ring)?|releas(?:e|es|ed|ing))\b(?:\s+(?:off|over|on))?[^.;,:]{0,40}?\bto\s+(?:the\s+|our\s+)?$/i;

function othersOnly(
  text: string,
  names: readonly string[],
  /** Mentions that are no one's work yet ("Phoenix LiveView course – enrolled"), read by the in-progress test. */
  notHeld: (start: number, end: number) => boolean = () => false,
): boolean {
  let mentions = 0;
  for (const name of names) {
    // In any form the resume can show it by: "refinishes", "nitrocellulose spraying", "indigenous-language speakers".
    for (const { start, end } of mentionsOf(text, name)) {
      if (notHeld(start, end)) continue;
      const before = text.slice(Math.max(0, start - 40), start);
      const after = text.slice(end, end + 120);
      // "On Impella-supported high-risk PCI, scrub …": the name says what kind of case, not whose work it is.
      if (/^-(supported|assisted|guided|dependent|related|associated)\b/i.test(after)) continue;
      // "our finishing partner, Meridian HDR": the name inside an organisation's own name, given after what it is.
      if (ORGANISATION_NAMED.test(before) && /\p{Lu}\S*\s+$/u.test(before)) continue;
      // ("… ready to move downstream into purification": a wish is no one's work yet, `notDone` reads it.)
      if (
        ASPIRATION.test(
          text
            .slice(0, start)
            .split(/[.!?;\n]\s*/)
            .pop() ?? '',
        )
      )
        continue;
      mentions += 1;
      // ("under a CMAR contract", "to the NIST Cybersecurity Framework": a frame of the person's own work.)
      const underSomeone =
        /\b(under|beside|alongside|(supervised|directed|trained|mentored|coached) by)\s+(a|an|the|our|their)\s+$/i.test(
          before,
        ) &&
        /^(?:(?:['’]s)?\s+(?:direction|supervision|guidance|oversight|license|licence|stamp|seal)\b)?\s*([.,;:)]|$|(and|or|in|at|on|for|who|while)\b)/i.test(
          after,
        );
      // "Responded to injuries and called EMS", "notified the HAZMAT team": whom the person calls does the work.
      // ("Call critical results to the surgeon": what is called in to someone is the person's own report.)
      const called =
        /(?<![\w-])(?:call(?:ed|ing)|notif(?:ied|ying)|alert(?:ed|ing)|contact(?:ed|ing)|pag(?:ed|ing)|summon(?:ed|ing))\s+(?:the\s+|our\s+|local\s+)?$/i.test(
          before,
        ) && !/^\s+(?:to|in|into|out|back)\b/i.test(after);
      // "before handing the pool to downstream purification": whom the work is handed on to does what follows.
      const handedOn = HANDED_ON.test(before);
      // "the genotyping lab", "the airport's contracted deicing company": the work of a unit or firm beside them.
      // ("on a 40-bed long-term care unit": where the person works.)
      const theirUnit =
        // ("Jest unit tests": a unit of code.)
        (/^\s+(lab|laboratory|department|dept|team|office|unit|vendor|contractor)s?\b(?!\s+test)/i.test(
          after,
        ) ||
          // ("the airport's contracted deicing company"; "sales to logistics companies" is an industry served.)
          // ("our contracted wastewater operator": one of their people.)
          ((/^\s+(company|firm|crew|agency|supplier|subcontractor)\b/i.test(after) ||
            isPerson(/^\s+([a-z]+)\b/.exec(after)?.[1] ?? '')) &&
            /\b(contracted|outside|third[\s-]party|hired|external)\s+$/i.test(before))) &&
        !/\b(on|in|at|across|within)\s+(?:(?:a|an|the|our|my|two|three|four|\d[\w-]*)\s+)?(?:[\w-]+\s+)?$/i.test(
          before,
        );
      // "for indigenous-language speakers", "Spanish-speaking families": what the people served speak.
      // ("Native Spanish speaker", "fluent French-speaking": the person's own.)
      const theirSpeech =
        /^[\s-]+(speakers?|speaking)\b/i.test(after) &&
        !/\b(native|fluent|bilingual|heritage|proficient|conversational)\s+$/i.test(before);
      // "Keystone Instrument Repair, our outside repair vendor": the name is an organisation's, not the work.
      // (The name's head is the organisation's word, whatever the mention reaches back to: "instruments for Keystone
      // Instrument Repair".)
      const organisation =
        /(?:^|\s)\p{Lu}[\w&'’-]*\s+\p{Lu}[\w&'’-]*$/u.test(text.slice(Math.max(0, start - 40), end)) &&
        ORGANISATION_AFTER.test(after);
      // "the lab manager's HPLC runs": another person's work, named by whose it is. (What a client or patient owns
      // is still worked on, "the client's Salesforce org"; so is what the person's own unit does, "the lab's SART
      // CORS submissions".)
      const possessor =
        /\b(?:the|our|their|a|an)\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?:['’]s|(?<=s)['’])\s+$/i.exec(before)?.[1];
      // "Trained 12 therapy students during their clinical rotations": the people just named own it.
      const theirOwn =
        /\btheir\s+$/i.test(before) &&
        (text
          .slice(0, start)
          .split(/[.;\n]/)
          .pop()
          ?.split(/\s+/)
          .some((w) => /s$/.test(w) && isPerson(w) && !/^(clients?|customers?|users?|owners?)$/i.test(w)) ??
          false);
      // ("per the community's infection control rules": someone's rules the person follows are the person's practice.)
      const theirs =
        theirOwn ||
        (possessor !== undefined &&
          // ("Keep the science department's SDS binder current": the person's own unit's things are worked on.)
          !/\b(client|customer|patient|user|owner|resident|student|family|member|department|dept|team|office|unit|division|school|district)$/i.test(
            possessor,
          ) &&
          !/^\s+(rules|polic(y|ies)|procedures?|protocols?|guidelines|standards|requirements|SOPs?)\b/i.test(
            after,
          ) &&
          isPerson(possessor));
      // "specifications for the ABAP developers, who built the enhancements": the name says which people, whose
      // work the relative clause tells.
      const theirCraft =
        /\b(?:the|our|their)\s+(?:[\w-]+\s+){0,2}$/i.test(before) &&
        // ("escorted the Voith field engineer, who performed all governor tuning": one of them too.)
        /^\s+(?:[\w-]+\s+)?[a-z]+(?:ers?|ors?|ists?|ians?|ants?|ents?|m[ae]n|people|person|staff|team)\s*,?\s+who\b/.test(
          after,
        );
      // "our investor, whose Direct Endorsement underwriters make the credit decision": the name says which people
      // act, and they are someone else's. ("students whose IEPs call for …": theirs is the IEP, the work the person's.)
      const whoseCraft =
        /\bwhose\s+$/i.test(before) &&
        isPerson(/^\s+(?:[\w-]+\s+)??([a-z]+s)\b/.exec(after)?.[1] ?? '') &&
        subjectActs(`their ${text.slice(start, end)}${after.split(/[.;\n]/)[0] ?? ''}`);
      // "flag hot spots to our PCA, who writes the spray recommendations": the name is someone the person works with.
      // ("Licensed PCA who …" with nothing before it is the person.)
      const aPersonNamed =
        /\b(?:the|our|their|my)\s+(?:[\w-]+\s+){0,2}$/i.test(before) && /^\s*,?\s*who\b/i.test(after);
      // "fluorescein angiography, which our ophthalmic photographer performs": a relative clause says whose it is.
      const theirsAfter = /^\s*,?\s*(?:which|that)\s+(.*)/i.exec(after.split(/[.;\n]/)[0] ?? '');
      // "…, who run their SeisComP", "; the blasters carry and throw the hand charges": someone else's doing.
      // ("… scores them with the Hazelbaker tool (HATLFF)": initials in brackets belong to the clause before them.)
      const pieces = text
        .slice(0, start)
        .replace(/\(\s*$/, /^\s*\)/.test(after) ? ' ' : '(')
        .split(/([.;:\n(—–])\s*|,\s+(?=and\s|while\s)/);
      const clause = pieces.pop();
      // "tissue samples to the university's genomics core, which ran the DNA barcoding": the name inside the relative
      // clause of a unit or person, who did it.
      const which =
        /(?:^|\s)((?:the|our|their|a|an)\s+(?:[\w'’-]+\s+){0,4}?[\w-]+)\s*,\s*(?:which|who)\s+((?:[a-z]+\s+){1,3})$/i.exec(
          clause ?? '',
        );
      const theirsWithin = which !== null && subjectActs(`${which[1]} ${which[2]}${text.slice(start, end)}`);
      // "the funding team's specialists handled the rest: wire instruction verification in CertifID": a list after
      // a colon is the work of whoever the clause before it says did it. ("Once a file was signed, " only says when.)
      const lead =
        pieces.at(-1) === ':'
          ? (pieces.at(-2) ?? '').replace(/^(?:once|when|after|before|if|as soon as)\b[^,]*,\s*/i, '')
          : '';
      const listedForOthers = lead !== '' && (subjectActs(lead) || othersAct(lead));
      // "Booster pump stations are serviced by Valley Pump Co.; I only reset a tripped VFD and call them": after
      // handing the work over, what the person "only" does is no work of theirs on it.
      const lineSoFar = text
        .slice(text.lastIndexOf('\n', start) + 1, start)
        .split(/[.;:(—–]\s*|,\s+(?=and\s|but\s)/)
        .slice(0, -1);
      const onlyTheirBit =
        /^(?:(?:and|but)\s+)?(?:(?:I|we)\s+(?:only|just|merely)\s|(?:my|our)\s+(?:only\s+)?part\s+is\b)/i.test(
          clause ?? '',
        ) && lineSoFar.some((piece) => PASSIVE_BY.test(piece) || othersAct(piece) || subjectActs(piece));
      // "Observed two thyroid ablations", "Attended a one-day ground-penetrating radar workshop": seen or heard.
      const watched =
        WATCHED.test(clause ?? '') &&
        (!/^\s*(?:attended|sat in on)\b/i.test(clause ?? '') || HEARD_ABOUT.test(after));
      // "orders against contracts negotiated by the owners' buying group": the name's own participle, then whoever
      // did it. ("costs reduced by 20 %", "calls vetted by hand": how much and how, not who.)
      const doneByOthers =
        /[a-z](?:ed|en|wn)$/i.test(text.slice(start, end)) &&
        /^\s+by\s+(?:(?:the|a|an|our|their|its|his|her|two|three|several)\s|\p{Lu})/u.test(after);
      // "Septic permits and soil evaluations go to the Onsite Wastewater program's engineers": handed over.
      const handed = handedToOthers(
        `${clause ?? ''}${text.slice(start, end)}${after.split(/[.;:\n]/)[0] ?? ''}`,
        (clause ?? '').length,
        (clause ?? '').length + end - start,
      );
      if (
        !underSomeone &&
        !doneByOthers &&
        !theirsWithin &&
        !called &&
        !handedOn &&
        !aPersonNamed &&
        !theirCraft &&
        !whoseCraft &&
        !theirUnit &&
        !theirSpeech &&
        !theirs &&
        !handed &&
        !listedForOthers &&
        !onlyTheirBit &&
        !organisation &&
        !sentOut(clause ?? '') &&
        !watched &&
        !(theirsAfter && subjectActs(theirsAfter[1] ?? '')) &&
        !othersAct(clause ?? '') &&
        !othersActFirst(clause ?? '', `${text.slice(start, end)}${after}`) &&
        !theirThingActs(clause ?? '', `${text.slice(start, end)}${after}`) &&
        // ("In 2023 the district's route evaluation team re-optimized …": the name inside someone else's act.)
        !opensWithOthers(`${clause ?? ''}${text.slice(start, end)}${after.split(/[.;\n]/)[0] ?? ''}`)
      )
        return false;
    }
  }
  return mentions > 0;
}

/**
 * "Laboratory Animal Technician (LAT)" in the posting, "Assistant Laboratory Animal Technician (ALAT)" in the resume:
 * where both name the thing with its initials in brackets and the initials differ, the resume holds another one.
 * Returns the resume's initials, or undefined.
 */
function otherInitials(text: string, names: readonly string[]): string | undefined {
  const initials = names.filter(isAcronym);
  const long = names.filter((n) => /\s/.test(n));
  if (initials.length === 0 || long.length === 0) return undefined;
  let other: string | undefined;
  for (const name of long) {
    for (const m of text.matchAll(wordPattern(name, 'giu'))) {
      const after = /^\s*\(([A-Za-z0-9&-]{2,10})\)/.exec(text.slice(m.index + m[0].length))?.[1];
      if (after === undefined || initials.includes(after)) return undefined;
      other ??= after;
    }
  }
  return other;
}

/**
 * "ARRT (CV) or (CI)" in the posting, "ARRT (R)" in the resume: a credential whose bracketed letters say which one,
 * held in another. Returns the resume's name for it ("ARRT (R)"), or undefined.
 */
function otherQualifier(text: string, name: string, lines: readonly string[]): string | undefined {
  if (!isAcronym(name)) return undefined;
  const re = wordPattern(name, 'gu');
  const qualifiers = (after: string) =>
    [
      ...(/^\s*\([A-Z]{1,4}\)(?:\s*(?:,|or|and|\/)\s*\([A-Z]{1,4}\))*/.exec(after)?.[0] ?? '').matchAll(
        /\(([A-Z]{1,4})\)/g,
      ),
    ].map((m) => m[1] ?? '');
  const asked = new Set<string>();
  for (const line of lines)
    for (const m of line.matchAll(re)) {
      const found = qualifiers(line.slice(m.index + m[0].length));
      if (found.length === 0) return undefined;
      for (const q of found) asked.add(q);
    }
  if (asked.size === 0) return undefined;
  let other: string | undefined;
  for (const m of text.matchAll(re)) {
    const [held] = qualifiers(text.slice(m.index + m[0].length));
    if (held === undefined || asked.has(held)) return undefined;
    other ??= `${name} (${held})`;
  }
  return other;
}

/** Words before a credential's name that say in what state it is, not which one it is: "a valid … licence". */
const STATUS_WORD =
  /^(valid|current|active|unrestricted|unencumbered|full|clean|appropriate|relevant|required|applicable|recognized|recognised|accredited|approved|equivalent|state|national|professional|any)$/i;

/**
 * What every mention of the name says of which one it is, read by `which` from its line and the match; undefined
 * when a mention says nothing of which.
 */
function kindsOf<T = string>(
  texts: readonly string[],
  name: string,
  which: (line: string, m: RegExpExecArray) => T | undefined,
): T[] | undefined {
  const re = wordPattern(name, 'giu');
  const found: T[] = [];
  for (const line of texts)
    for (const m of line.matchAll(re)) {
      const kind = which(line, m);
      if (kind === undefined) return undefined;
      found.push(kind);
    }
  return found;
}

/**
 * "Qualified Applicator Certificate (QAC)" in the posting, "Private Applicator Certificate" in the resume: where every
 * mention on both sides opens the name with a capitalised word saying which one, and the two sides never share one,
 * the resume holds another credential. Returns the resume's name for it, or undefined.
 */
function otherKindBefore(text: string, name: string, lines: readonly string[]): string | undefined {
  const before = (line: string, m: RegExpExecArray) => {
    const word = /(\S+)\s+$/.exec(line.slice(0, m.index + (m[1] ?? '').length))?.[1] ?? '';
    return /^\p{Lu}[\p{L}-]*$/u.test(word) && !STATUS_WORD.test(word) ? word : undefined;
  };
  const asked = kindsOf(lines, name, before);
  const held = kindsOf(text.split('\n'), name, before);
  if (!asked?.length || !held?.length) return undefined;
  const askedLow = new Set(asked.map((w) => w.toLowerCase()));
  if (held.some((w) => askedLow.has(w.toLowerCase()))) return undefined;
  return `${held[0]} ${name}`;
}

const CERTIFIED = /\b(certified|certificate|certification|licensed|registered|accredited)\b/i;

/**
 * "SAP Certified Application Associate – SAP S/4HANA Sourcing and Procurement" in the posting, "… – Procurement with
 * SAP ERP 6.0" in the resume: a credential whose every mention on both sides goes on, after a dash, to say which
 * one, and the two never agree. Returns the resume's name for it, or undefined.
 */
function otherKindAfter(text: string, name: string, lines: readonly string[]): string | undefined {
  // (An entry's year after it, "… Design 2021", says when, not which.)
  const after = (line: string, m: RegExpExecArray) =>
    /^\s*[–—-]\s*([^;()\n]+?)\s*(?:\b(?:19|20)\d\d)?\s*(?:[;(]|$)/.exec(
      line.slice(m.index + m[0].length),
    )?.[1];
  const asked = kindsOf(lines, name, after);
  const held = kindsOf(text.split('\n'), name, after);
  if (!asked?.length || !held?.length) return undefined;
  const askedNorm = asked.map(normalizeTerm);
  if (held.some((h) => askedNorm.some((a) => a.includes(normalizeTerm(h)) || normalizeTerm(h).includes(a))))
    return undefined;
  return `${name} – ${held[0]}`;
}

/** The jurisdictions a line names, in any of their forms: "Ohio", "New South Wales", "Victorian", "NSW". */
function jurisdictionsIn(line: string): Set<string> {
  const found = new Set<string>();
  const words = [...line.matchAll(/\p{Lu}[\p{L}]+/gu)];
  words.forEach((_, i) => {
    // ("New South Wales", "British Columbia": a name of up to three words, each right after the one before.)
    let phrase = '';
    for (let k = i; k < Math.min(words.length, i + 3); k++) {
      const word = words[k];
      const prev = words[k - 1];
      if (word === undefined) break;
      if (
        k > i &&
        prev !== undefined &&
        !/^\s+$/.test(line.slice((prev.index ?? 0) + prev[0].length, word.index))
      )
        break;
      phrase = phrase === '' ? word[0] : `${phrase} ${word[0]}`;
      const place = jurisdictionOf(phrase);
      if (place !== undefined) found.add(place);
    }
  });
  return found;
}

/**
 * "A current Victorian RSA certificate" in the posting, "RSA – NSW Competency Card" in the resume: where the posting
 * names the state a licence is from right before it, and every resume line naming it names states, none of them that
 * one, the resume holds another state's. Returns the resume's name for it, or undefined.
 */
function otherJurisdiction(
  text: string,
  name: string,
  lines: readonly string[],
  /** The certification entries that name it in other words ("Indiana Board of Pharmacy – Pharmacy Technician license"). */
  entries: readonly string[] = [],
): string | undefined {
  const re = wordPattern(name, 'giu');
  const asked = new Set<string>();
  for (const line of linesNaming(lines, 'places', (l) => jurisdictionsIn(l).size > 0))
    for (const m of line.matchAll(re)) {
      // (Only a licence is another state's: "Victorian RSA certificate", not "Oregon SNAP".)
      const licence =
        endsInCredentialWord(name) ||
        /^\s+(?:[\w-]+\s+)?(?:certificate|certification|licen[cs]e|registration|card|permit|ticket|endorsement)\b/i.test(
          line.slice(m.index + m[0].length),
        );
      if (!licence) continue;
      // ("Active Ohio Board of Pharmacy certified pharmacy technician registration": the state in the clause before.)
      const clause =
        line
          .slice(0, m.index + (m[1] ?? '').length)
          .split(/[,;:(]/)
          .pop() ?? '';
      for (const place of jurisdictionsIn(clause)) asked.add(place);
    }
  if (asked.size === 0) return undefined;
  const held = new Set<string>();
  for (const line of [...text.split('\n').filter((l) => wordPattern(name, 'iu').test(l)), ...entries]) {
    const places = jurisdictionsIn(line);
    if (places.size === 0) return undefined;
    for (const p of places) held.add(p);
  }
  if (held.size === 0 || [...held].some((p) => asked.has(p))) return undefined;
  return `${name} (${[...held][0]})`;
}

const namingLines = new WeakMap<readonly string[], Map<string, readonly string[]>>();

/** The posting's lines that name a kind of thing (`kind` keys the test), found once per posting. */
function linesNaming(
  lines: readonly string[],
  kind: string,
  test: (line: string) => boolean,
): readonly string[] {
  let byKind = namingLines.get(lines);
  if (!byKind) {
    byKind = new Map();
    namingLines.set(lines, byKind);
  }
  let found = byKind.get(kind);
  if (!found) {
    found = lines.filter(test);
    byKind.set(kind, found);
  }
  return found;
}

/** A belt's rank, lowest first: a higher belt holds what a lower one certifies. */
const BELTS = ['white', 'yellow', 'orange', 'green', 'black', 'master black'];

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };

/**
 * "Six Sigma Green Belt" in the posting, "Six Sigma Yellow Belt" in the resume; "NCCCO Rigger Level II" asked,
 * "NCCCO Rigger Level I" held: where every mention on both sides says which belt or level, and the resume's highest
 * is below every one the posting asks for, the resume holds a lower credential. Returns the resume's name for it, or
 * undefined.
 */
/** The belt or level a credential's name is written with: "Green Belt" of "Lean Six Sigma Green Belt", "Level II". */
function rankAfter(line: string, m: RegExpExecArray): { rank: number; name: string } | undefined {
  const after = line.slice(m.index + m[0].length);
  const belt = /^\s+(white|yellow|orange|green|black|master black)\s+belt\b/i.exec(after)?.[1];
  if (belt !== undefined) return { rank: BELTS.indexOf(belt.toLowerCase()), name: `${belt} Belt` };
  const level = /^\s+level\s*[-–]?\s*([IV]{1,3}|[1-5])\b/i.exec(after)?.[1];
  if (level === undefined) return undefined;
  return { rank: ROMAN[level.toLowerCase()] ?? Number(level), name: `Level ${level}` };
}

/** One exam of a credential taken in parts, written after its name: "Core 1" of "CompTIA A+ Core 1", "Part II". */
function examPartAfter(line: string, m: RegExpExecArray): { rank: number; name: string } | undefined {
  const part = /^\s+(core|part|paper|module|section)\s*[-–]?\s*([IV]{1,3}|[1-9])\b/i.exec(
    line.slice(m.index + m[0].length),
  );
  if (!part) return undefined;
  return { rank: ROMAN[(part[2] ?? '').toLowerCase()] ?? Number(part[2]), name: `${part[1]} ${part[2]}` };
}

function lowerRank(text: string, name: string, lines: readonly string[]): string | undefined {
  if (linesNaming(lines, 'belts and levels', (l) => /\b(?:belt|level)\b/i.test(l)).length === 0)
    return undefined;
  const asked = kindsOf(lines, name, rankAfter);
  const held = kindsOf(text.split('\n'), name, rankAfter);
  if (!asked?.length || !held?.length) return undefined;
  const best = held.reduce((a, b) => (b.rank > a.rank ? b : a));
  if (asked.some((a) => best.rank >= a.rank)) return undefined;
  return `${name} ${best.name}`;
}

/**
 * "CFA" (a charterholder) where the resume writes it only as "CFA Level II – passed", "CFA Level III – exam
 * scheduled", "CompTIA A+ Core 1 – passed": exams passed on the way to a credential the posting names whole are not
 * the credential. (A level
 * that is a grade of the credential, "IRATA Level 2", says nothing of an exam, and is held.)
 */
function onlyLevelsOf(text: string, name: string, lines: readonly string[]): boolean {
  if (!/\b(?:level|core|part|paper|module|section)\b/i.test(text)) return false;
  const exam = /\b(?:passed|exams?|candidate|sitting|sat)\b/i;
  const held = kindsOf(text.split('\n'), name, (line, m) =>
    exam.test(line) ? (rankAfter(line, m) ?? examPartAfter(line, m)) : undefined,
  );
  return (
    held !== undefined &&
    held.length > 0 &&
    held.every((h) => /^(?:level|core|part|paper|module|section)\b/i.test(h.name)) &&
    (kindsOf(lines, name, (l, m) => (rankAfter(l, m) === undefined ? true : undefined))?.length ?? 0) > 0
  );
}

/**
 * "Managed 2 SDRs", "verify 350 prescriptions a day": a term the resume only ever counts names the things or people
 * counted, not a skill.
 */
/** Whether the posting writes the name once at least with no plain word after it that the name would describe. */
function standsAlone(name: string, lines: readonly string[]): boolean {
  const re = wordPattern(name, 'giu');
  return lines.some((line) =>
    [...line.matchAll(re)].some((m) => !MODIFIES_NOUN.test(line.slice(m.index + m[0].length))),
  );
}

function isCounted(text: string, names: readonly string[], lines: readonly string[]): boolean {
  let mentions = 0;
  for (const name of names) {
    const re = wordPattern(name, 'giu');
    for (const m of text.matchAll(re)) {
      mentions += 1;
      // The same line only, and a year ("2019 CFA") is no count.
      const before = (
        text
          .slice(Math.max(0, m.index - 14), m.index + (m[1] ?? '').length)
          .split('\n')
          .pop() ?? ''
      ).replace(/\b(19|20)\d\d\b/g, ' ');
      if (!/\d[\d,.]*\+?\s*(?:[a-z]+\s)?$/i.test(before)) return false;
      // ("Close 60+ preventive maintenance work orders a month": the count is of the noun the name stands before,
      // when the posting writes the name as a whole somewhere; "robotic total" of "robotic total stations" is no name.)
      if (MODIFIES_NOUN.test(text.slice(m.index + m[0].length)) && standsAlone(name, lines)) return false;
    }
  }
  return mentions > 0;
}

/** Why the gate refuses a credential the resume shows only in progress, or only lapsed or expired. */
const NOT_YET_HELD = 'your resume shows it in progress, not yet held';
const NO_LONGER_HELD = 'your resume shows it lapsed or expired, not held now';
/** Why the gate refuses what the resume names only as someone else's work. */
const OTHERS_WORK = "your resume names it as someone else's, not yours";
const WANTED = 'your resume names it as what you want to do, not what you have done';

/** "… and want to move into patient care in a dermatology practice": an aspiration, not experience. */
const ASPIRATION =
  /\bready\s+to\s+(?:move|step|grow|transition|switch|pivot)\b(?!\s+back\b)|\bready\s+for\s+(?:a|an|my|the)\s+(?:[\w-]+\s+){0,2}(?:career|role|position|job|step|move)\b|\b(?:start|begin|launch)(?:ing)?\s+(?:a|my)\s+(?:[\w-]+\s+)?career\b|\b(?:want(?:s|ed)?|hop(?:e|es|ing)|looking|aim(?:s|ing)?|eager|keen|aspir(?:e|es|ing)|would like|plan(?:s|ning)?|seek(?:s|ing)?)\s+to\b|\binterested in\b|\b(?:looking|searching)\s+for\b|\bseeking\s+(?:a|an)\b|(?<![a-z]s\s)\b(?:mov(?:e|es|ing)|transition(?:s|ing)?|switch(?:es|ing)?|pivot(?:s|ing)?)\s+(?:in)?to\s+(?!(?:a|an|the)\s+(?:new\s+)?(?:building|facility|site|office|system|platform|version)\b)/i;

/** "I have not started the RBT training", "was never certified to run the GPR unit": the clause denies it. */
const NEGATION = /\b(?:not|never|no longer|yet to)\b(?!\s+(?:only|just|merely)\b)|n['’]t\b/i;
const NOT_DONE = 'your resume says you have not done it';
const COURSE_ONLY = 'your resume shows a course about it, not work with it';
/** A line about a course the person gives: "Taught the 30-hour teen classroom course from the Driver Guide". */
const GIVES_COURSE =
  /^\W*(?:taught|teach(?:es)?|instruct\w*|deliver\w*|led|lead|ran|run|design\w*|develop\w*|buil[dt]\w*|creat\w*|wrote|writes?|author\w*|facilitat\w*|present\w*)\b/i;
const PASTIME = 'your resume shows it as a pastime, not work';
/** A sentence about the person's free time: "Off the job I model home projects in SketchUp for fun." */
const LEISURE_SENTENCE =
  /\bfor fun\b|\bas a hobby\b|\b(?:in|during) my (?:spare|free|own) time\b|\boff the job\b|\boutside (?:of )?work\b|\bwith my (?:kids|children|son|daughter)\b|\bhome (?:lab|server)\b|^\W*(?:on|at) weekends\b/i;

const MEMBERSHIP = 'your resume shows a membership of the body, not the skill';
const ONLY_WHEN = 'your resume names when your work is done, not the work';

/**
 * Whether the resume writes the name only right after what `before` matches, and each time as the whole of a clause
 * ("During AOGs, …"; not "during Geoprobe direct-push drilling", work the person took part in).
 */
function onlyAsWhen(text: string, names: readonly string[], before: RegExp): boolean {
  const spans = names.flatMap((name) => mentionsOf(text, name));
  return (
    spans.length > 0 &&
    spans.every(
      ({ start, end }) =>
        before.test(text.slice(Math.max(0, start - 30), start)) &&
        /^s?\s*(?:[,;:.!?]|$)/.test(text.slice(end)),
    )
  );
}

/**
 * ("International Institute of Ammonia Refrigeration (IIAR) – individual member", "Member of the ASQ"): every line that
 * names it says the person is a member.
 */
function onlyAMembership(text: string, names: readonly string[]): boolean {
  const spans = names.flatMap((name) => mentionsOf(text, name));
  return (
    spans.length > 0 &&
    spans.every(({ start }) => {
      const from = text.lastIndexOf('\n', start) + 1;
      const to = text.indexOf('\n', start);
      return /[-–—,(:]\s*(?:[a-z]+\s+)?member(?:ship)?(?:\s+since\s+\d{4})?\s*\)?(?:\s+\d{4})?\s*$|^\W*member(?:ship)?\s+(?:of|in)\b/i.test(
        text.slice(from, to < 0 ? undefined : to),
      );
    })
  );
}

/** Whether every sentence of the resume that names it is about the person's free time. */
function onlyAPastime(text: string, names: readonly string[]): boolean {
  const spans = names.flatMap((name) => mentionsOf(text, name));
  return (
    spans.length > 0 &&
    spans.every(({ start }) => {
      const from = Math.max(
        text.lastIndexOf('\n', start),
        ...['. ', '; ', '! ', '? '].map((p) => text.lastIndexOf(p, start)),
      );
      const to = text.slice(start).search(/[.;!?]\s|\n|$/);
      return LEISURE_SENTENCE.test(text.slice(from + 1, start + to).trim());
    })
  );
}
const DROPPED = 'your resume names it as a tool others stopped using, not one you used';
const NOT_OWN: readonly string[] = [
  NOT_YET_HELD,
  NO_LONGER_HELD,
  OTHERS_WORK,
  WANTED,
  NOT_DONE,
  COURSE_ONLY,
  DROPPED,
];

/** "the firm switched away from", "the FBO dropped": others leaving a tool, the verb just before its name. */
const LEFT_BEHIND =
  /^(?<who>[^.;:()\n]*?)\b(?:(?:switched|moved|migrated|changed|converted)\s+(?:away\s+|over\s+)?from|dropped|replaced|retired|phased\s+out|abandoned|stopped\s+using|got\s+rid\s+of|moved\s+off(?:\s+of)?)\s+(?:the\s+|its\s+|their\s+|our\s+)?$/i;

/**
 * Whether every mention of the name is a tool someone else left before or around the person's time: "(the firm
 * switched away from TOPS [ONE] in 2018, a year before I joined)". ("I moved us off QuickBooks": the person knew it.)
 */
function onlyDropped(text: string, names: readonly string[]): boolean {
  const spans = writtenAt(text, names);
  return (
    spans.length > 0 &&
    spans.every(({ start }) => {
      const clause =
        text
          .slice(0, start)
          .split(/[.;:(\n]\s*/)
          .pop() ?? '';
      const who = LEFT_BEHIND.exec(clause)?.groups?.who;
      return who !== undefined && !/\b(?:I|we|my|me)\b/i.test(who);
    })
  );
}

/**
 * "Adobe Premiere Pro", "SAP S/4HANA": a product's name — capitalised words led by a maker's name, or a word with
 * inner capitals or figures. ("GPR" alone names a method as often; "IWRC Basic Wildlife Rehabilitation", a body's
 * initials first, is a credential's course.)
 */
function isProductName(name: string): boolean {
  const words = name.split(/\s+/);
  if (!words.every((w) => /^[\p{Lu}\d]/u.test(w))) return false;
  return /\p{Ll}\p{Lu}|\d/u.test(name) || (words.length >= 2 && !isAcronym(words[0] ?? ''));
}

/**
 * Whether the posting asks for experience of it: "Freight brokerage experience a plus", "experience in payroll";
 * of "SAP S/4HANA" too where it asks "at least one S/4HANA implementation" (the product's own name, its last word).
 */
function asksExperience(name: string, lines: readonly string[]): boolean {
  const product = name.split(/\s+/).at(-1) ?? name;
  const names = product !== name && /\d|[a-z][A-Z]/.test(product) ? [name, product] : [name];
  return names.some((n) => {
    const re = wordPattern(n, 'iu');
    return lines.some((line) => re.test(line) && /\bexperience[ds]?\b/i.test(line));
  });
}

/**
 * Whether every line that names it is about a webinar or an online course, "Colorado PEAK application navigator
 * webinar (1 hour)", "DBT Skills Overview (Relias online course, 6 hours)", or the name is what a training video is
 * about: "a 30-minute HACCP awareness video".
 */
function onlyInAWebinar(text: string, names: readonly string[]): boolean {
  const spans = names.flatMap((name) => mentionsOf(text, name));
  return (
    spans.length > 0 &&
    spans.every(({ start, end }) => {
      const from = text.lastIndexOf('\n', start) + 1;
      const to = text.indexOf('\n', start);
      return (
        /\bwebinars?\b|\bonline (?:course|class|module|training)\b/i.test(
          text.slice(from, to < 0 ? undefined : to),
        ) ||
        // ("Airbrush Makeup Basics – weekend workshop", "a 2-day course": a course of a day or two shows it to nobody.)
        // ("Excel Pivot Tables – 90-minute public library workshop": words may say whose, between.)
        // ("Taught the 30-hour teen classroom course": a course the person gives is work.)
        // (Only a course of minutes or a day may have words between: "15-Hour National USPAP Course" earns a credential.)
        (/\b(?:(?:weekend|one-day|two-day|half-day|\d-day|\d+-hour|evening)\s+|(?:\d+-minute|half-day|one-day)\s+(?:[\w-]+\s+){0,3}?)(?:workshop|course|class|seminar|session)s?\b/i.test(
          text.slice(from, to < 0 ? undefined : to),
        ) &&
          !GIVES_COURSE.test(text.slice(from, to < 0 ? undefined : to))) ||
        // ("Genitalia Dissection Workshop (2 days)": the same, its length in brackets after it.)
        /\b(?:workshop|course|class|seminar|session)s?\s*\(\s*(?:one|two|half|an?|\d+)[-\s](?:days?|hours?|hrs?)\b/i.test(
          text.slice(from, to < 0 ? undefined : to),
        ) ||
        // ("ACAMS e-learning: Trade-Based Money Laundering module"; not "Built e-learning modules on …", work.)
        (/\be-?learning\b/i.test(text.slice(from, to < 0 ? undefined : to)) &&
          !/^\W*(?:built|designed|developed|created|wrote|authored|produced|build|design|develop|create|write)\b/i.test(
            text.slice(from, to < 0 ? undefined : to),
          )) ||
        // ("a HIPAA awareness module": a training module of an orientation.)
        /^\s+(?:awareness|training|orientation|compliance|online|e-?learning)\s+modules?\b/i.test(
          text.slice(end),
        ) ||
        // ("a 30-minute HACCP awareness video"; "Built JavaScript web video players" is work on video.)
        /^(?:\s+(?:awareness|tutorial|training|instructional|how-to|YouTube|online|safety|orientation|intro(?:duction|ductory)?))?\s+(?:videos?(?!\s+(?:players?|apps?|streaming|production|editing|pipelines?))|e-?learning)\b/i.test(
          text.slice(end),
        )
      );
    })
  );
}

/**
 * Whether every mention of the name is the subject of a course: "freight brokerage course", "an Excel class",
 * "openSAP course: SAP S/4HANA for Sourcing" (S/4HANA too), "Skillshare course: Product Video in Adobe
 * Premiere Pro", "a course on Revit".
 */
function onlyACourse(text: string, names: readonly string[]): boolean {
  const spans = names.flatMap((name) => mentionsOf(text, name));
  const lineOf = (at: number) => text.slice(text.lastIndexOf('\n', at) + 1).split('\n')[0] ?? '';
  return (
    spans.length > 0 &&
    spans.every(
      ({ start, end }) =>
        !GIVES_COURSE.test(lineOf(start)) &&
        // ("CDL Class B": a class with its rank is a licence's, not a course.)
        (/^\s+(?:course|class(?!\s+(?:[A-Z]|\d{1,2}|[IVX]{1,4})\b)|workshop|webinar|bootcamp|module)s?\b/i.test(
          text.slice(end),
        ) ||
          // ("… short course (Xero Central)": named in the brackets of a course.)
          /\b(?:course|class|workshop|webinar|bootcamp|module)s?\s*\([^()]*$/i.test(
            text.slice(Math.max(0, start - 60), start),
          ) ||
          // ("Xero for Small Business – online short course": a course's title, then a dash and what it was;
          // "Microsoft Purview: Information Protection – Microsoft Learn module": its subtitle first.)
          /^(?::\s*)?[^.;:\n()–—]{0,40}\s[–—-]\s*(?:[\w-]+\s+){0,3}(?:course|class|workshop|webinar|bootcamp|module)s?\b/i.test(
            text.slice(end),
          ) ||
          // ("Terraform for Beginners (Udemy course)": a course's title, named a course in its brackets.)
          /^[^.;:\n()]{0,40}\((?:[^()]*\s)?(?:course|class|workshop|webinar|bootcamp|module)s?\)/i.test(
            text.slice(end),
          ) ||
          /\b(?:course|class|workshop|webinar|bootcamp|module)s?(?:\s+(?:on|in|about)\s+(?:\p{Lu}[\p{L}\d/&-]*\s+){0,2}|\s*:\s*[^.;:\n]{0,50})$/iu.test(
            text.slice(Math.max(0, start - 60), start),
          )),
    )
  );
}

/**
 * Whether every time the resume names the skill, the sentence before it says the person wants it, or the clause
 * before it says they have not done it: WANTED or NOT_DONE, or undefined when some mention is plain experience.
 */
function notDone(text: string, names: readonly string[]): string | undefined {
  let mentions = 0;
  let wanted = true;
  for (const name of names)
    for (const { start } of mentionsOf(text, name)) {
      mentions += 1;
      const sentence =
        text
          .slice(0, start)
          .split(/[.!?;\n]\s*/)
          .pop() ?? '';
      if (ASPIRATION.test(sentence)) continue;
      if (!NEGATION.test(sentence.split(/[,:]\s*/).pop() ?? '')) return undefined;
      wanted = false;
    }
  if (mentions === 0) return undefined;
  return wanted ? WANTED : NOT_DONE;
}

const IN_PROGRESS =
  /^[^.;\n]{0,25}\b(candidate|in progress|expected|pursuing|studying|coursework|planning to|planned for|plans? to|preparing for|booked for|exams?(?!\s+(?:passed|completed))(?!(?<=exams)\s+(?:on|per|a\s+(?:day|week|month|year)|each|daily|weekly))|expired|lapsed|inactive|pathway|enrolled|(prep|preparation|review) (course|class))\b|^\s*(?:\([^)]*\)\s*)?(?:exam\s+)?(?:requirements?|prerequisites?|eligibility)\b/i;
/**
 * "… from 2018 until it lapsed in 2023", "let my CCA lapse", "while my RRP certificate was current": a lapse said
 * anywhere later in the sentence.
 */
const LAPSED =
  /^[^.;\n]{0,60}\b(lapsed?|expired?|inactive|not renewed|was (still )?(current|valid|active|in force))\b/i;
/** A certification entry that says, anywhere, it is not held: "— exam scheduled December 2026, not yet held". */
const CREDENTIAL_WORD = /\b(certificate|certification|license|licence|credential|registration|diploma)\b/i;
const NOT_HELD_ENTRY =
  /\b(candidate|in progress|expected|pursuing|scheduled|pending|enrolled|registered(?=\s*[,;–—-]|\s+for\b)|(?:class|course|exam|test|starts?|begins?)\s+(?:starts?\s+|begins?\s+|on\s+|in\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{4}|planning to|planned for|plans? to|preparing for|booked(?: for)?|learner['’]?s? permit|instruction permit|\d+ of \d+ (modules|courses|units|parts|exams|sections|classes)|not yet (held|earned|certified|awarded)|(exam|test) not (yet )?(taken|passed|sat)|not (yet )?(taken|sat)|(prep|preparation|review) (course|class)|expired|lapsed|inactive|not renewed|wait-?listed|accepted (?:for|into|to)|application (?:pending|submitted|under review|in review))\b/i;

/**
 * The certification entries that name a credential by every word before its credential word, in any order:
 * "Aerial lift certification" in "Aerial lift operator (scissor and boom)", "NBCOT COTA certification" in "Certified
 * Occupational Therapy Assistant (COTA), NBCOT". A letter or number must stand as written ("Class A", "OSHA 30").
 */
function entriesNaming(certifications: readonly { name: string; year: string }[], name: string): string[] {
  if (!endsInCredentialWord(name)) return [];
  const words = name
    .split(/\s+/)
    .slice(0, -1)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '' && !/^(of|and|the|in|for)$/i.test(w));
  // ("Valid certification", "State license": one ordinary word says no which.)
  if (words.length === 0 || (words.length === 1 && isEverydayWord(words[0] ?? ''))) return [];
  return certifications
    .map((c) => `${c.name} ${c.year}`)
    .filter((entry) =>
      words.every((w) =>
        /^[A-Za-z]$|\d/.test(w) ? wordPattern(w, 'u').test(entry) : wordPattern(w).test(entry),
      ),
    );
}

/**
 * Where the text writes one of the names word for word; else where its words stand together ("Billing and Coding
 * Certificate" for a billing certificate), as the evidence found it.
 */
function writtenAt(text: string, names: readonly string[]): { start: number; end: number }[] {
  const exact = names.flatMap((name) =>
    [...text.matchAll(wordPattern(name, 'giu'))].map((m) => {
      const start = m.index + (m[1] ?? '').length;
      return { start, end: m.index + m[0].length };
    }),
  );
  return exact.length > 0 ? exact : names.flatMap((name) => mentionsOf(text, name));
}

/**
 * Whether the line up to a name lists it among a degree's coursework: "A.A.S. Agricultural Equipment Technology —
 * coursework: …, Welding (MIG and stick)". ("Accounting coursework (Principles of Accounting I and II)": coursework
 * with no degree is still being taken.)
 */
function learnedFor(lineBefore: string): boolean {
  const [degree, courses] = lineBefore.split(/\bcoursework\b/i);
  return courses !== undefined && namesADegree(degree ?? '');
}

/** Words that say a credential was held and is no more. */
const ENDED = /\b(expired?|lapsed?|inactive|not renewed)\b/i;

/**
 * "CFA Level II Candidate", "PMP (in progress)", "ACLS Provider (AHA) — expired": every mention of the credential
 * says it is not held — 'lapsed' when one says it was and is no more, else 'progress' (not yet) — or undefined.
 */
function inProgress(
  text: string,
  names: readonly string[],
  entries: ReadonlySet<string>,
  learnedCounts = false,
): 'progress' | 'lapsed' | undefined {
  const spans = writtenAt(text, names);
  let lapsed = false;
  for (const { start, end } of spans) {
    const held = notHeldAt(text, start, end, entries, learnedCounts);
    if (held === undefined) return undefined;
    if (held === 'lapsed') lapsed = true;
  }
  if (spans.length === 0) return undefined;
  return lapsed ? 'lapsed' : 'progress';
}

/** Whether the name written at [start, end) is not held: in progress, a course's, a wish, or lapsed. */
function notHeldAt(
  text: string,
  start: number,
  end: number,
  entries: ReadonlySet<string>,
  learnedCounts: boolean,
): 'progress' | 'lapsed' | undefined {
  {
    const written = text.slice(start, end);
    const before = text.slice(Math.max(0, start - 40), start);
    // "Accounting coursework (Principles of Accounting I and II)": a course names what is being learned.
    const line = text.slice(text.lastIndexOf('\n', start) + 1).split('\n')[0] ?? '';
    // ("my Cer.A.T.T. exam": the full stop after a dotted abbreviation is its own, not the sentence's.)
    const after = text.slice(end).replace(/^\.(?=\s+[a-z])/, written.includes('.') ? '' : '.');
    // ("Administer … Accuplacer placement tests and CLEP exams": exams the person gives are work, not ones they sit.)
    const gives =
      /\b(?:administer|proctor|invigilat)\w*\b[^.;\n]*$/i.test(
        text.slice(text.lastIndexOf('\n', start) + 1, start),
      ) && /^[^.;\n]{0,25}\bexams?\b/i.test(after);
    if (
      (!IN_PROGRESS.test(after) || gives) &&
      !LAPSED.test(after) &&
      !(entries.has(line) && NOT_HELD_ENTRY.test(line)) &&
      !(
        /\bcoursework\b/i.test(line) &&
        !(learnedCounts && learnedFor(text.slice(text.lastIndexOf('\n', start) + 1, start)))
      ) &&
      // "Completing a paralegal certificate": a credential being earned.
      !(
        CREDENTIAL_WORD.test(written) &&
        /\b(completing|finishing|earning|enrolled in)\s+(?:(?:a|an|the|my)\s+)?$/i.test(before)
      ) &&
      !/\b(pursuing|studying( for)?|working toward|learning|hours toward|aspiring|(want|wanting|hope|hoping|studying|training|preparing|planning|aiming|looking) to (move|get|grow|break|transition|switch|pivot) into|(?<![a-z]s )moving into|transition(ing)? into|(?:halfway|partway|part of the way|on (?:my|the) way|(?:on (?:my|the) |the |my )?(?:path|road|route)) (?:to|towards?))( the| an| a| my)?\s*$/i.test(
        before,
      )
    )
      return undefined;
    // ("… from 2018 until it lapsed in 2023", "— lapsed 2023 (CEUs not completed)": it was held.)
    return LAPSED.test(after) || (entries.has(line) && ENDED.test(line)) ? 'lapsed' : 'progress';
  }
}

/** How a posting grades one of its alternatives: "Cornerstone preferred", "Impromed considered". */
const OFFERED_AS =
  /\s+(?:is\s+|are\s+)?(?:preferred|considered|required|a plus|desired|welcome|accepted|helpful|ideal)$/i;

/** "a similar …", "another …", "any equivalent …": the posting takes any of a kind. */
const ANY_OF_A_KIND = /^(?:(?:an?|any|another|other)\s+)?(?:(?:similar|equivalent|comparable)\s+)?/i;
/** The generic head of a kind: "planned maintenance system" is "planned maintenance". */
const KIND_HEAD = /\s*\b(?:system|software|program|platform|tool|application|package|solution)s?$/i;

/**
 * The other names of an "or" list the posting writes the name in: "AutoBid or Accubid", "Python, Go or Rust",
 * "OSCP, PNPT, eJPT or CompTIA PenTest+". Each item as written, lead-in words and all ("Experience with AutoBid").
 */
function alternatives(name: string, lines: readonly string[], duties: readonly string[] = []): string[] {
  const re = wordPattern(name);
  const out: string[] = [];
  const work = new Set(duties.map((d) => d.trim()));
  // ("Cornerstone or AVImark preferred; ezyVet or Impromed considered": names ranked by preference, of which the
  // one the duties use every day is the one the job wants.)
  const ranked = linesWith(lines, name).some((line) =>
    [...line.matchAll(/\(([^()]*)\)/g)].some(
      ([, inner = '']) => inner.includes(';') && /\bor\b/i.test(inner) && re.test(inner),
    ),
  );
  for (const line of linesWith(lines, name)) {
    if (!re.test(line)) continue;
    const before = out.length;
    // ("Completed HHA training (HHA certificate) or active listing on the Nurse Aide Registry": a bracket stays with
    // the item it follows.)
    const brackets: string[] = [];
    const flat = line.replace(/\([^()]*\)/g, (b) => `\uE000${brackets.push(b) - 1}\uE000`);
    // ("practice management software (Cornerstone or AVImark preferred; ezyVet or Impromed considered)": every name
    // of a bracket that offers them with "or" is one way to meet the ask before it.)
    for (const bracket of brackets) {
      const inner = bracket.slice(1, -1);
      if (!/\bor\b/i.test(inner) || !re.test(inner)) continue;
      const items = inner
        .split(/[;,]\s*(?:or\s+)?|\s+or\s+|\s*\/\s*/)
        .map((i) => i.replace(OFFERED_AS, '').trim())
        .filter(Boolean);
      out.push(...items.filter((i) => !re.test(i)));
    }
    const restore = (t: string) =>
      t.replace(/\uE000(\d+)\uE000/g, (_, i: string) => brackets[Number(i)] ?? '');
    for (const clause of flat.split(/[;.:]\s*/).map(restore)) {
      if (!/\bor\b/i.test(clause.replace(/\([^()]*\)/g, '')) || !re.test(clause)) continue;
      const items = clause
        .replace(/\([^()]*\)/g, (b) => b.replace(/[,/]|\bor\b/g, ' '))
        .split(/,\s*(?:or\s+)?|\s+or\s+|\s*\/\s*/)
        // ("Spanish or Polish a plus": the grade is no part of the last name.)
        .map((i) => i.replace(OFFERED_AS, '').trim());
      if (items.length < 2 || !items.some((i) => re.test(i))) continue;
      // ("Enablon or another environmental management information system", "BASS or a similar planned maintenance
      // system": any of that kind meets it, named with its head or without: "planned maintenance". "Video editing
      // with Adobe Premiere Pro or a similar program": the kind is the work the name is asked for.)
      const own = items.find((i) => re.test(i)) ?? '';
      const task = own
        .slice(0, own.search(re))
        .replace(/\s+(?:with|in|using|on|of)\s*$/i, '')
        .replace(/^(?:experience|familiarity|proficiency|knowledge|skills?)\b\s*/i, '')
        .trim();
      for (const item of items.filter((i) => !re.test(i))) {
        const kind = item.replace(ANY_OF_A_KIND, '');
        out.push(...(kind === item ? [item] : [kind, kind.replace(KIND_HEAD, ''), task]));
      }
    }
    // ("Schedule appointments in Cornerstone": a line that asks for the name alone asks for it, whatever else
    // another line offers; a duty naming it, "Build Excel reports (pivot tables, XLOOKUP)", says what the job uses,
    // and the requirement's "XLOOKUP or VLOOKUP" what it accepts.)
    if (out.length === before && (ranked || !work.has(line.replace(/^[\s•*·\-–—]+/, '').trim()))) return [];
  }
  return out.filter(Boolean);
}

/**
 * Whether the posting writes the name only inside a citation in brackets after a name the resume shows: "CFR Part 61"
 * and "Subpart M" of "NESHAP (40 CFR Part 61, Subpart M)", "64E-9" of "the Florida Department of Health (Chapter
 * 64E-9, F.A.C.)", or an example of it any like would do: "SATLOC G4" of "GPS guidance (SATLOC G4 or similar)". (A
 * bracket without a figure names another thing: "in our CMMS (TMS)".)
 */
function citesShownName(name: string, gate: SkillGate): boolean {
  let mentions = 0;
  const re = wordPattern(name, 'giu');
  for (const line of linesWith(gate.lines, name)) {
    for (const m of line.matchAll(re)) {
      mentions += 1;
      const open = line.lastIndexOf('(', m.index);
      const close = line.indexOf(')', m.index);
      if (open < 0 || line.lastIndexOf(')', m.index) > open || close < 0) return false;
      const lead = line.slice(0, open);
      // ("GPS guidance (SATLOC G4 or similar)": an example of the thing before it, which any like it will do.)
      if (/\bor (similar|equivalent|comparable)\b/i.test(line.slice(open, close))) {
        const words = lead.trim().split(/\s+/).slice(-3);
        const shown = words.some((_, i) => {
          const thing = words.slice(i).join(' ');
          return (/\s/.test(thing) || !isEverydayWord(thing)) && isEvidenced(gate.shows, thing);
        });
        if (!shown) return false;
        continue;
      }
      if (!/\d/.test(line.slice(open, close))) return false;
      const before =
        /((?:\p{Lu}[\p{L}\d&'’-]*\s+(?:(?:of|and|the|for|&)\s+)*)*\p{Lu}[\p{L}\d&'’-]*)\s*$/u.exec(lead)?.[1];
      if (before === undefined || !isEvidenced(gate.shows, before)) return false;
    }
  }
  return mentions > 0;
}

/** Whether a list item names the proven skill: "AutoBid" in "Experience with AutoBid". */
function sameName(item: string, proven: string): boolean {
  return ` ${normalizeTerm(item)} `.includes(` ${normalizeTerm(proven)} `);
}

/** Whether two skill items are the same name under spelling ("Node JS" = "node.js"), brackets ignored. */
export function sameSkill(a: string, b: string): boolean {
  const strip = (s: string) => looseKey(s.replace(/\s*\([^()]*\)\s*$/, ''));
  return strip(a) === strip(b) || looseKey(a) === looseKey(b);
}

/** Share of the posting's required skills the resume must prove before the job counts as within reach. */
const WEAK_SHARE = 0.2;
const WEAK_MIN = 3;
/**
 * Share of the posting's duties the person's own sentences already tell (two content words of the duty in one
 * sentence) at which the job is within reach, however many of its named tools they lack: a bridal head seamstress
 * for a costume shop's first hand, a meat cutter for a meat department manager.
 */
const DOES_MOST_DUTIES = 0.75;

function dutiesShown(gate: SkillGate): number {
  const duties = gate.duties.length > 0 ? gate.duties : gate.lines;
  if (duties.length === 0) return 0;
  const sentences = gate.proof.sentences.map((words) => new Set(words));
  const told = duties.filter((line) => {
    const roots = [...contentRoots(line)];
    return sentences.some((words) => roots.filter((r) => words.has(r)).length >= 2);
  });
  return told.length / duties.length;
}
const MAX_GAPS = 8;

export type GapFindings = {
  proven: string[];
  gaps: string[];
  /** Why a gap the resume does name is still one: "your resume shows it in progress, not yet held". */
  notes: { skill: string; why: string }[];
  weak: boolean;
};

/**
 * The gap report: the posting's skills the resume proves (as the posting writes them) and those it does not,
 * required first. A gap is a name the posting asks for — a lexicon skill, a named tool or credential, or a short
 * item it lists — never a combination ("FMLA and ADA"), never a phrase around a skill the resume shows ("prototype
 * in Figma"). The job is a weak match when the resume proves at most one of three or more required skills, or
 * under 20 % of them (none of one or two).
 */
export function gapReport(gate: SkillGate): GapFindings {
  const proven: string[] = [];
  const candidates: JobKeyword[] = [];
  const notOwn: JobKeyword[] = [];
  let required = 0;
  let provenRequired = 0;
  // Beyond the top keywords, every other name the posting asks the candidate for ("Spanish language skills are a
  // plus", "GCSAA Class A membership preferred" at the end of a long list) may be a gap: enough of them to fill the
  // list.
  // (Only a name can be a gap there: a lexicon skill, a capitalised name, a language or a credential.)
  const pool = [
    ...gate.skillKeywords,
    ...gate.otherNames.filter(
      (kw) =>
        kw.isAsked &&
        (kw.kind === 'skill' ||
          kw.isNamed ||
          isLanguageName(kw.written) ||
          CREDENTIAL_WORD.test(kw.written) ||
          RANKED.test(kw.written)),
    ),
  ];
  for (const [index, kw] of pool.entries()) {
    const isTop = index < gate.skillKeywords.length;
    if (!isTop && candidates.length + notOwn.length >= MAX_GAPS + 4) break;
    if (kw.weight < 1.5) continue; // the company describing itself asks for nothing
    // (A resume written in English shows English, however its mentions read.)
    if (/^english$/i.test(kw.written)) continue;
    // (A credential the resume shows lapsed or not yet earned, and work it names only as someone else's, are what
    // the job asks for and the person lacks.)
    const evidenced = isEvidenced(gate.shows, kw.term, kw.aliases, kw.entryId);
    // (Past the top keywords only what the resume lacks counts; what it names as others' is found below.)
    if (!isTop && (evidenced || !isSkillType(gate.typeOf(kw.written)))) continue;
    // Named in the resume, but only as someone else's work or a credential not held: the gap a reader most needs.
    const namedNotOwn = evidenced && gate.notOwn(kw.written);
    const shows = evidenced && !namedNotOwn;
    // A gap must be plainly absent: a name whose every part the resume shows ("ASHA CCC-A" beside "ASHA Certificate
    // of Clinical Competence in Audiology (CCC-A)") is no gap, though it is not proven enough to add either.
    const parts = kw.written.split(/\s+/);
    const productName = parts.some((w) => /\d|[a-z][A-Z]/.test(w));
    const partsShown =
      !shows &&
      parts.length > 1 &&
      // (Each word of "Class A CDL" may stand in "Class B CDL": the rank is what it asks.)
      !RANKED.test(kw.written) &&
      parts.every((w, i) => {
        // ("OSHA 1926 Subpart R" beside "OSHA Subpart R steel erection safety": in a rule's citation the title's
        // number says where it is written, not which rule.)
        if (/^\d+$/.test(w) && /\b(?:sub)?part\b|\bsection\b|\bCFR\b/i.test(kw.written)) return true;
        // ("ServSafe Manager certification" beside "ServSafe Manager", "Acrobat Pro" beside "Acrobat": the word that
        // says it is a credential, or which edition, is no part a resume must repeat.)
        if (
          w.length <= 1 ||
          /^(of|and|in|for|the|to|a|an|&|certification|certificate|license|licence|credential|pro|professional|standard|premium|plus|enterprise|part|subpart|section|chapter)$/i.test(
            w,
          )
        )
          return true;
        // In a product's name an everyday word is a part only beside its neighbour: "civil" of "civil drafting" and
        // "3D" of "3D mockups" do not show "AutoCAD Civil 3D".
        if (!isEverydayWord(w) || !productName) return isEvidenced(gate.shows, w);
        return [parts[i - 1], parts[i + 1]].some(
          (next, j) =>
            next !== undefined && isEvidenced(gate.shows, j === 0 ? `${next} ${w}` : `${w} ${next}`),
        );
      });
    const isName = kw.kind === 'skill' || kw.isNamed || kw.isListed || gate.typeOf(kw.written) === 'language';
    if (isTop && kw.isRequired && isName) {
      required += 1;
      if (shows) provenRequired += 1;
    }
    if (shows && !proven.some((p) => normalizeTerm(p) === normalizeTerm(kw.written))) proven.push(kw.written);
    else if (namedNotOwn && !/\s(and|or|&)\s/i.test(kw.written)) notOwn.push(kw);
    else if (isName && !partsShown && isGapName(kw, gate)) candidates.push(kw);
  }
  // Beyond the top keywords, a name the resume gives only as someone else's work is still a gap the person needs:
  // "CyberArk, which the PAM team owns" where the posting asks for CyberArk once.
  for (const kw of gate.otherNames) {
    if (notOwn.length >= MAX_GAPS) break;
    if (kw.weight < 1.5 || /\s(and|or|&)\s/i.test(kw.written)) continue;
    if (!isEvidenced(gate.shows, kw.term, kw.aliases, kw.entryId)) continue;
    if (!isSkillType(gate.typeOf(kw.written)) || !gate.notOwn(kw.written)) continue;
    notOwn.push(kw);
  }
  // Those first: "backflow testing" the subcontractor does, the exam only scheduled. (A plain phrase, "fruit cups" of
  // the deli team's fresh-cut program, comes after the names and credentials the job asks for.)
  const plainOnly = (kw: JobKeyword) =>
    kw.kind !== 'skill' && !kw.isNamed && gate.typeOf(kw.written) !== 'credential';
  candidates.unshift(...notOwn.filter((kw) => !plainOnly(kw)));
  candidates.push(...notOwn.filter(plainOnly));
  const gaps: string[] = [];
  const notes: { skill: string; why: string }[] = [];
  const keys = candidates.map((k) => normalizeTerm(k.written));
  const gapEntries = new Set<string>();
  candidates.forEach((kw, i) => {
    const key = keys[i] ?? normalizeTerm(kw.written);
    // "User acceptance testing" and "UAT": one skill of the lexicon under two names, listed once.
    const entryId = kw.entryId ?? lookupSkill(kw.written)?.id;
    if (entryId !== undefined && gapEntries.has(entryId)) return;
    // "ASME", "Y14.5" and "ASME Y14.5": the whole name once.
    const inLonger = keys.some(
      (other, j) => j !== i && other.length > key.length && ` ${other} `.includes(` ${key} `),
    );
    if (inLonger || gaps.some((g) => normalizeTerm(g) === key)) return;
    // ("Prototype in Figma" where the resume shows Figma says nothing more. "AutoCAD Civil 3D" or "SAP S/4HANA" where
    // it shows AutoCAD or SAP names another product, which the posting also writes on its own: "Civil 3D preferred".)
    // ("Class A CDL" where the resume shows a Class B CDL: the class the posting asks for is the gap.)
    const aroundProven = proven.some((p) => {
      if (!` ${key} `.includes(` ${normalizeTerm(p)} `)) return false;
      if (RANKED.test(kw.written) && !isEvidenced(gate.shows, kw.written)) return false;
      // (What goes before the shown name says which kind of it: "B2B SaaS" where the resume shows SaaS.)
      if (!` ${key} `.startsWith(` ${normalizeTerm(p)} `)) return true;
      const extra = kw.written
        .split(/\s+/)
        .filter((w) => !` ${normalizeTerm(p)} `.includes(` ${normalizeTerm(w)} `))
        .join(' ');
      return !(/\p{L}/u.test(extra) && /\d|[a-z][A-Z]/.test(extra) && writtenAlone(extra, p, gate.lines));
    });
    // ("ThinPrep Pap" where the resume shows "ThinPrep Pap tests".)
    if (aroundProven || proven.some((p) => ` ${normalizeTerm(p)} `.includes(` ${key} `))) return;
    // "AutoBid or Accubid": the posting asks for one of them, and the resume shows another ("Spanish or Polish a
    // plus" to a native Polish speaker, though Polish is none of the top keywords).
    const meets = (alt: string) =>
      proven.some((p) => sameName(alt, p)) || gate.refuse(alt, true) === undefined;
    if (alternatives(kw.written, gate.lines, gate.duties).some(meets)) return;
    // "NESHAP (40 CFR Part 61, Subpart M)" where the resume shows NESHAP: where the rule is written, not more to hold.
    if (citesShownName(kw.written, gate)) return;
    // ("GE Vivid E95" where the resume shows a GE Vivid T8, "LTO-9" where it shows LTO-8: another model of a product
    // line the person used is no skill they lack.)
    if (gate.typeOf(kw.written) !== 'credential' && showsAnotherModel(kw.written, gate.shows)) return;
    // "XGS-PON FTTH" where the resume shows FTTH, "FSA/HSA" where it shows FSA: the names it lacks, not the ones
    // it shows.
    // (Only a pair written as one word splits at its slash: "Medium/Heavy Truck" stays as it is.)
    const names = kw.written.split(/^\S+\/\S+$/.test(kw.written) ? /\// : /\s+/);
    const allNames = names.length > 1 && names.every((w) => isAcronym(w) || /\d|[A-Z].*[A-Z]/.test(w));
    // ("SkyTrak 10054", "JLG 1930ES" where the resume shows SkyTrak or JLG: a model's number alone names nothing.)
    const lacking =
      allNames && names.some((w) => /^\p{L}/u.test(w) && !isEvidenced(gate.shows, w))
        ? names.filter((w) => !isEvidenced(gate.shows, w))
        : allNames
          ? names.filter((w) => !isEvidenced(gate.shows, w)).length > 0
            ? names
            : []
          : names;
    // (Every name shown, one by one: no gap.)
    if (allNames && lacking.length === 0 && /^\S+\/\S+$/.test(kw.written)) return;
    const gap = capitalize(
      (lacking.length > 0 ? lacking : names).join(/^\S+\/\S+$/.test(kw.written) ? '/' : ' '),
    );
    gaps.push(gap);
    if (entryId !== undefined) gapEntries.add(entryId);
    const why = notOwn.includes(kw) ? gate.refuse(kw.written, true) : undefined;
    if (why !== undefined && gaps.length <= MAX_GAPS) notes.push({ skill: gap, why });
  });
  // (A person who holds the posting's role, or whose own sentences already tell most of its duties, is never far from
  // it, however many of its brand names they lack.)
  const weak =
    !gate.holdsRole &&
    dutiesShown(gate) < DOES_MOST_DUTIES &&
    (required >= WEAK_MIN
      ? provenRequired <= 1 || provenRequired < WEAK_SHARE * required
      : required > 0 && provenRequired === 0);
  return { proven, gaps: gaps.slice(0, MAX_GAPS), notes, weak };
}

/**
 * Whether the resume names the product line of "<line> <model>" with another model: "GE Vivid T8" for "GE Vivid E95",
 * "LTO-8" for "LTO-9". The model is the words from the first with a figure in it.
 */
function showsAnotherModel(name: string, shows: Evidence): boolean {
  // (The sentences hold each word's root: "matric" of "Matrice".)
  const words = normalizeTerm(name).split(' ').map(rootWord);
  const at = words.findIndex((w) => /\d/.test(w));
  if (at < 1) return false;
  const line = words.slice(0, at);
  const model = words[at];
  return shows.sentences.some((sentence) =>
    sentence.some(
      (_, i) =>
        line.every((w, j) => sentence[i + j] === w) &&
        /\d/.test(sentence[i + line.length] ?? '') &&
        sentence[i + line.length] !== model,
    ),
  );
}

/** Whether the posting writes a name without the one it follows in a longer name: "Civil 3D" apart from "AutoCAD". */
function writtenAlone(name: string, longer: string, lines: readonly string[]): boolean {
  const last = (longer.split(/\s+/).at(-1) ?? longer).replace(/s$/i, '');
  const before = new RegExp(`${escapeRegExp(last)}s?\\s*$`, 'i');
  return lines.some((line) =>
    [...line.matchAll(wordPattern(name, 'giu'))].some(
      (m) => !before.test(line.slice(0, m.index + (m[1]?.length ?? 0))),
    ),
  );
}

/** A name that says which rank of a credential: "Class A CDL", "Level II Thermographer", "Grade 3 Operator". */
const RANKED = /\b(?:[Cc]lass|[Ll]evel|[Gg]rade|[Tt]ier)\s+(?:[A-D]|[1-5]|I{1,3}|IV|V)\s+\p{Lu}/u;

/**
 * A gap is a name a person could put on a resume: a lexicon skill, a named tool, a credential or a language —
 * never a combination ("FMLA and ADA") or an ordinary phrase of the posting's prose ("hands-on", "public money").
 */
function isGapName(kw: JobKeyword, gate: SkillGate): boolean {
  // A resume written in English shows English.
  if (/^english$/i.test(kw.written)) return false;
  if (/\s(and|or|&)\s/i.test(kw.written) || kw.written.split(/\s+/).length > 4) return false;
  // One everyday word ("Compliance", "Sales", "Operations") asks for a field, not a name a resume could list.
  if (!/\s/.test(kw.written) && isEverydayWord(kw.written) && !/[A-Z]/.test(kw.written.slice(1)))
    return false;
  if (kw.kind === 'skill') return true;
  // Two capitals alone ("OH", "MS") name a state or a degree as often as a skill; one letter ("B" of "hepatitis
  // B") names nothing alone.
  if (/^[A-Z]{1,2}$/.test(kw.written)) return false;
  const type = gate.typeOf(kw.written);
  // ("Class A CDL", "Level II certification": a credential of one rank.)
  if (RANKED.test(kw.written) && isSkillType(type)) return true;
  // ("AutoCAD Civil 3D", "SAP S/4HANA": a name with a product's spelling is a tool, whatever its other words.)
  if (type === 'method' && kw.isNamed && /\d|[a-z][A-Z]/.test(kw.written)) return true;
  return type === 'tool' || type === 'credential' || type === 'language';
}

/**
 * The listed items a model's tailoring put in the skills list: those the source list does not name. (The offline
 * engine knows its own additions and reports them as it makes them.)
 */
export function itemsNotIn(source: ResumeData, listed: readonly string[]): string[] {
  return listed.filter((item) => !source.skills.some((own) => sameSkill(own, item)));
}

/** The skills-list items that name a proven posting skill, in the list's order: the "now listed" half of the report. */
export function listedSkills(resume: ResumeData, proven: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of resume.skills) {
    const one = buildEvidence(ResumeDataSchema.parse({ skills: [item] }));
    if (proven.some((p) => isEvidenced(one, p)) && !out.includes(item)) out.push(item);
  }
  return out;
}
