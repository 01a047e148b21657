/// <reference path="../types/stopword.d.ts" />

import { eng as STOP_WORDS } from 'stopword';
import { last } from '../arrays.ts';
import { memo } from '../memo.ts';
import type { ResumeData } from '../resume.ts';
import { initialsOf, isAcronym, normalizeTerm } from './evidence.ts';
import { findTerms } from './lexicon.ts';
import nlp from './nlp.ts';
import { endsInCredentialWord, isSkillType, type TypingContext, typeOfTerm } from './term-type.ts';

/** A job posting as the extension or the wizard captures it (document 2 §3). */
export type JobPosting = { companyName: string; positionName: string; description: string; url?: string };

type Mode = 'required' | 'preferred' | 'context' | 'ignore';

const PREFERRED_HEADING =
  /nice[\s-]to[\s-]have|preferred|bonus|plus|desir(ed|able)|would be great|extra credit|optional|ideally/i;
const IGNORE_HEADING =
  /benefit|perks|compensation|salary|we offer|what we give|equal opportunit|how to apply|why join|life at|^why\s+(?!this\b|the\b|it\b)[\w&.'’-]+(\s+[\w&.'’-]+)?\s*[?!:]?$/i;
/** The label of a fact of the job, not of an ask: "Schedule:", "Location:", "Reports to:". */
const FACT_LABEL =
  /^(?:work\s+)?(?:schedule|shifts?|hours|location|reports?\s+to|salary|pay(?:\s+range)?|compensation|department|division|unit|status|employment\s+type|job\s+type|travel|start\s+date|closing\s+date|posted)$/i;
const CONTEXT_HEADING =
  /about (us|the company|the team|[a-z]+$)|who we are|our (mission|story|company)|overview/i;
const REQUIRED_HEADING =
  /requirement|must[\s-]have|qualification|what you('| wi)ll need|you (have|bring|need)|looking for|who you are|skills|experience|minimum|basic|essential|required|responsibilit|what you('| wi)ll do|the role|your role|duties|day[\s-]to[\s-]day|you will|in this role|tech stack|our stack/i;
const PREFERRED_CUE =
  /nice[\s-]to[\s-]have|preferred|\bis a plus|\ba plus\b|\bbonus\b|ideally|desirable|would be (great|nice)|not required|familiarity with|exposure to/i;
const REQUIRED_CUE = /\bmust\b|\brequired\b|\brequirement|\bminimum\b|\bat least\b|\bessential\b/i;

const WEIGHT: Record<Exclude<Mode, 'ignore'>, number> = { required: 3, preferred: 1.5, context: 1 };
const MAX_KEYWORDS = 40;
const MAX_GRAM = 4;
/** The longest name read whole: "NACA Animal Control Officer Level I certification". */
const MAX_NAME = 8;

/**
 * The verbs a duty opens with ("Troubleshoot conveyors", "Precept new staff"): no subject of their own, but the
 * activity they name ("troubleshooting", "precepting") is one when the posting opens a duty with it.
 */
const DUTY_VERBS = new Set(
  `install troubleshoot read supervise report administer educate document interpret escalate teach sell close
  prospect hire train review prepare process track handle operate respond serve assess evaluate analyze analyse
  test coach mentor precept write draft file answer plan schedule organize organise oversee monitor`
    .split(/\s+/)
    .filter(Boolean),
);

/** "troubleshoot" → "troubleshooting", "supervise" → "supervising", "plan" → "planning". */
function gerund(verb: string): string {
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][b-df-hj-np-tv-z]$/.test(verb) && !/[wxy]$/.test(verb))
    return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** The duty verbs a clause opens with: "Install", "Install and connect", "Construct, maintain and repair". */
function openingDutyVerbs(clause: string): string[] {
  const m = /^[\s\W]*([A-Za-z]+(?:(?:,\s*|\s+(?:and|or)\s+|,\s*(?:and|or)\s+)[A-Za-z]+)*)\b/.exec(clause);
  const out: string[] = [];
  // The words joined by commas and "and"/"or" at the clause's start are its verbs ("Maintain, troubleshoot and
  // repair …"); the ones the house knows as duty verbs name activities.
  const [head = '', ...joined] = (m?.[1] ?? '').split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
  const opening = [head.split(/\s+/)[0] ?? '', ...(head.includes(' ') ? [] : joined)];
  for (const word of opening) {
    const verb = word.toLowerCase();
    if (DUTY_VERBS.has(verb)) out.push(verb);
  }
  return out;
}

/** Words that carry no subject of their own in a posting: English stop words plus job-ad filler and duties' verbs. */
const FILLER = new Set([
  ...STOP_WORDS,
  ...`ability able accurate accurately across active actively additional advanced advocate apply applicable appropriate
  assist assure attention bachelor bachelors based best bring build building candidate candidates collaborate
  collaborative committed communicate company complete comprehensive conduct contribute coordinate create current
  daily deep deliver demonstrated detail develop direct drive driven duties effective effectively ensure
  equivalent excellent exceeding expert experience experienced experiences extend extensive familiarity field
  focus following full good great grow hands hire help high highly ideal ideally identify implement improve
  including independently join key knowledge large lead level maintain manage master masters mastery minimum
  motivated must need new oversee own partner passion passionate per perform plan plus portfolio practices prefer
  preferred prepare proficiency proficient proven provide quality quickly record related relevant require required
  requirement requirements responsibilities responsible role run similar skill skills solid strong successful
  support team teams track understanding us use using valid verify various we well willing work working world year
  years you your yourself able within day days week weekly monthly knowledge showing shows show ensure
  opportunity opportunities looking look seeking join etc e.g i.e plus degree related field
  certified
  people person persons environment environments program programs product products community communities
  engineers engineer students student schools school staff clients client customers customer users user
  suppliers vendors designs team's colleagues stakeholders leaders leadership members member services service
  systems system tools tool processes process standards standard practices technologies technology
  obtain obtains advise advises revise revises choose chooses collect collects make makes keep keeps help helps
  give gives take takes explain explains gather gathers submit submits select selects get gets
  when whenever until unless whether someone anyone everyone somebody anybody everybody something anything everything
  needed`
    .split(/\s+/)
    .filter(Boolean),
  ...DUTY_VERBS,
]);

export type JobKeyword = {
  /** How to match the keyword: the lexicon's canonical name, or the phrase as the posting writes it. */
  term: string;
  /** The keyword as the posting first writes it ("Epic", never the lexicon's "Epic Systems"): how to show it. */
  written: string;
  /** Stable key: the lexicon entry id, or the normalised phrase. */
  key: string;
  kind: 'skill' | 'phrase';
  /** The lexicon entry id when kind is 'skill'. */
  entryId?: string;
  /** Other names the posting gives the same thing: "EHR" for "electronic health record", and back. */
  aliases: string[];
  /** The posting lists it as an item of its own ("conduit, switchgear and panelboards"), not only inside a phrase. */
  isListed: boolean;
  /** A name rather than a description: a lexicon skill, an acronym, a capitalised tool, licence or certification. */
  isNamed: boolean;
  isRequired: boolean;
  /** Asked of the candidate, required or nice to have: not only in the company's description of itself. */
  isAsked: boolean;
  isTechnical: boolean;
  weight: number;
  mentions: number;
  /** The activity a duty's opening verb names ("troubleshooting" of "Troubleshoot conveyors"), not written as such. */
  activity?: true;
  /** Written only in the lines of its responsibilities section: the job's work ("Reconcile cash drawers"). */
  onlyInDuties?: true;
};

export type JobAnalysis = {
  companyName: string;
  positionName: string;
  /** The posting's keywords, most important first: what the match score and the gap list are made of. */
  keywords: JobKeyword[];
  /**
   * Every noun-phrase run of up to four words the posting uses, most important first. Not keywords on their own;
   * one the resume also uses word for word is a term both sides share, and counts as a keyword for that resume.
   */
  candidates: JobKeyword[];
  /** The posting's words as it writes them, to say a keyword in its own case ("Colorado" stays, "patient care"). */
  wording: string;
  /** `wording`'s lines, one array per analysis (typing caches by it). */
  lines: readonly string[];
  /** The lines under its responsibilities heading: duties, each opening with a verb ("Design water …"). */
  duties: readonly string[];
};

/**
 * A job posting read as a recruiter reads it. Only `requiredSkills`, `preferredSkills` and `credentials` are
 * things a resume may list; the rest says who, where, how senior and what it pays, and never enters a skills list.
 */
export type TypedPosting = {
  company: string;
  title: string;
  seniority?: string;
  locations: string[];
  /** The years of experience asked, the smallest figure the posting names ("3+ years" → 3). */
  yearsAsked?: number;
  requiredSkills: string[];
  preferredSkills: string[];
  responsibilities: string[];
  credentials: string[];
  education: string[];
  benefits: string[];
};

type Occurrence = {
  text: string;
  /** The posting's own spelling, when `text` is the lexicon's name. */
  written?: string;
  mode: Exclude<Mode, 'ignore'>;
  kind: 'skill' | 'phrase';
  entryId?: string;
  isTechnical?: boolean;
  isNamed: boolean;
  /** The whole run between stop words and punctuation (a list item), not a piece of a longer one. */
  isWhole: boolean;
  activity?: true;
  /** Written in a line of the responsibilities section. */
  inDuty?: boolean;
  /** Written in a field of the job's facts ("Schedule: …"), which asks nothing. */
  inFact?: boolean;
};

/**
 * The keywords of a job posting, for any profession, found in the posting itself: lexicon skills (a booster, not
 * the gate), acronyms and what they stand for, capitalised names (tools, licences, certifications), phrases after
 * "experience with" and every run of up to four content words between stop words and punctuation. Each is weighted
 * by where it stands: requirements 3, nice-to-have 1.5, the company blurb 1; benefits are ignored.
 */
export function analyzeJob(job: JobPosting): JobAnalysis {
  return recent(`${job.companyName}\u0000${job.positionName}\u0000${job.description}`, () =>
    analyzeUncached(job),
  );
}

/** The engine, the guard and the match score each read the same posting: analyse it once. Treat as read-only. */
const recent = memo<JobAnalysis>(8);

/**
 * What the typing of a phrase knows of a posting and a person: the one context the gate, the engine and the match
 * score all type with, so a phrase has one type whoever asks first.
 */
export function typingFor(resume: ResumeData, analysis: JobAnalysis): TypingContext {
  return {
    companyName: analysis.companyName,
    titles: [analysis.positionName, ...resume.experience.map((j) => j.job_title)],
    lines: analysis.lines,
    duties: analysis.duties,
  };
}

function analyzeUncached(job: JobPosting): JobAnalysis {
  const found = new Map<
    string,
    JobKeyword & { firstAt: number; wholeCount: number; outsideDuties: number; inDuties: number }
  >();
  const aliasPairs: [string, string][] = [];
  let order = 0;
  const add = (o: Occurrence) => {
    const key = o.entryId ?? normalizeTerm(o.text);
    if (key === '') return;
    const weight = WEIGHT[o.mode];
    const existing = found.get(key);
    if (existing) {
      existing.mentions += 1;
      existing.weight = Math.max(existing.weight, weight);
      existing.isRequired ||= o.mode === 'required';
      existing.isAsked ||= o.mode !== 'context';
      existing.isNamed ||= o.isNamed;
      if (o.isWhole) existing.wholeCount += 1;
      // (A fact of the job asks nothing: only a mention elsewhere takes a phrase out of the duties.)
      if (!o.inDuty && !o.inFact) existing.outsideDuties += 1;
      if (o.inDuty) existing.inDuties += 1;
      return;
    }
    found.set(key, {
      term: o.text,
      written: o.written ?? o.text,
      key,
      kind: o.kind,
      ...(o.entryId ? { entryId: o.entryId } : {}),
      aliases: [],
      isListed: false,
      isNamed: o.isNamed,
      isRequired: o.mode === 'required',
      isAsked: o.mode !== 'context',
      isTechnical: o.isTechnical ?? false,
      weight,
      mentions: 1,
      ...(o.activity ? { activity: true as const } : {}),
      firstAt: order++,
      wholeCount: o.isWhole ? 1 : 0,
      outsideDuties: o.inDuty || o.inFact ? 0 : 1,
      inDuties: o.inDuty ? 1 : 0,
    });
  };

  const company = job.companyName.trim().toLowerCase();
  for (const hit of findTerms(job.positionName)) addSkill(add, hit.entry, 'required', hit.text);
  let section: Mode = 'required';
  const duties: string[] = [];
  let dutiesHere = false;
  let headed = false;
  for (const { text: rawLine, isItem } of descriptionItems(job.description)) {
    const split = splitHeading(rawLine, isItem);
    const { heading } = split;
    if (heading !== undefined) headed = true;
    // ("- Use OEM diagnostic software: Cummins INSITE, …": a label inside a list names no section; the duties go on,
    // and the label's words are asked for like the rest.)
    const inline = heading !== undefined && split.rest !== '' && headingMode(heading, 'none') === 'none';
    // ("Location: Denver", "Reports to: …": a short label is a field's name, not an ask.)
    const rest = inline && heading.split(/\s+/).length >= 3 ? rawLine : split.rest;
    if (heading !== undefined && !inline) {
      section = headingMode(heading, section);
      dutiesHere = section === 'required' && RESPONSIBILITY_HEADING.test(heading);
    }
    if (section === 'ignore' || rest === '') continue;
    // (The whole line is the duty, its verb first, not what follows its label.)
    if (dutiesHere) duties.push(inline ? rawLine : rest);
    // The company describing itself says nothing about the candidate.
    // ("Schedule: … on-call for main breaks and winter storms", "Reports to: …": a fact of the job asks nothing.)
    // ("Keighley, West Yorkshire (patch-based)", "Brunswick East, Melbourne VIC | Full time", "Req. STR-4471": the
    // posting's header, before its first heading, says where and what the job is, and asks nothing.)
    const inFact =
      (inline && FACT_LABEL.test(heading.trim())) ||
      (!headed && !isItem && (isHeaderLine(rest) || isCompanyBlurb(rest)));
    const lineMode: Exclude<Mode, 'ignore'> =
      section === 'context' || (company.length > 1 && rest.toLowerCase().includes(company)) || inFact
        ? 'context'
        : section;
    if (rest.includes('(')) for (const [short, long] of acronymPairs(rest)) aliasPairs.push([short, long]);
    for (const clause of rest.split(
      /(?=\b[Ii]deally\b|\b[Pp]referably\b)|;|(?<=[a-z0-9)][.!?])\s+(?=\p{Lu})/u,
    )) {
      // ("In this role you will install …", "You will troubleshoot communication failures": a paragraph's sentence
      // that tells what the person will do is a duty, as a line under a duties heading is.)
      const inDuty = dutiesHere || DUTY_SENTENCE.test(clause.trim());
      const mode: Exclude<Mode, 'ignore'> =
        lineMode === 'context'
          ? 'context'
          : PREFERRED_CUE.test(clause)
            ? 'preferred'
            : REQUIRED_CUE.test(clause)
              ? 'required'
              : lineMode;
      // "Troubleshoot and repair PLCs": the posting asks for troubleshooting.
      for (const verb of openingDutyVerbs(clause))
        add({
          text: gerund(verb),
          mode,
          kind: 'phrase',
          isNamed: false,
          isWhole: true,
          activity: true,
          inDuty,
          inFact,
        });
      const hits = findTerms(clause);
      for (const hit of hits) if (hit.entry.category !== 'soft') addSkill(add, hit.entry, mode, hit.text);
      for (const run of contentRuns(clause, job.companyName)) {
        const words = run.words;
        // "Oracle Transportation Management", "GitHub Actions": consecutive capitalised words are one name.
        const isCapital = words.map(
          (w, j) => (j === 0 && /^[A-Z]/.test(w)) || isNameToken(w, run.starts && j === 0),
        );
        // "of", "Up" join a name only between two of its words: "Bank of America", "Follow Up Boss".
        const nameLike = words.map(
          (w, j) =>
            isCapital[j] === true ||
            ((SMALL.has(w.toLowerCase()) || NAME_LINKS.has(w.toLowerCase())) &&
              isCapital[j - 1] === true &&
              isCapital[j + 1] === true),
        );
        const blockEnd = words.map(() => 0);
        for (let j = words.length - 1; j >= 0; j--)
          blockEnd[j] = nameLike[j] ? (nameLike[j + 1] ? (blockEnd[j + 1] ?? j + 1) : j + 1) : j;
        const blockStart = words.map(() => 0);
        for (let j = 0; j < words.length; j++)
          blockStart[j] = nameLike[j] && j > 0 && nameLike[j - 1] ? (blockStart[j - 1] ?? j) : j;
        for (const [i, head] of words.entries()) {
          const end = blockEnd[i] ?? i;
          const start = blockStart[i] ?? i;
          for (let n = 1; n <= MAX_GRAM && i + n <= words.length; n++) {
            const piece = words.slice(i, i + n);
            const text = piece.join(' ');
            const tail = (piece[n - 1] ?? head).toLowerCase();
            const letter = isGradeLetter(words, i + n - 1);
            if (isGradeLetter(words, i)) break;
            if (/^\d[\d,.+]*$/.test(head) || (FILLER.has(tail) && !letter)) continue;
            if (SMALL.has(head.toLowerCase()) || (SMALL.has(tail) && !letter)) continue;
            // "Carolina pesticide applicator license" of "North Carolina pesticide applicator license": a phrase
            // that opens inside a place's name cuts it.
            if (n > 1 && i > start && cutsAPlace(words[i - 1] ?? '', head)) continue;
            // One plain word out of a longer name ("Actions" of "GitHub Actions", "Boss" of "Follow Up Boss")
            // is no name of its own.
            const inLongerName =
              nameLike[i] === true &&
              end >= i + n &&
              end - start > n &&
              !(n === 1 && (isAcronym(head) || /\d|[a-z][A-Z]/.test(head)));
            const isNamed =
              !inLongerName &&
              (n === 1
                ? isNameToken(head, run.starts && i === 0)
                : piece.every(
                    (w, j) => isNameToken(w, run.starts && i + j === 0) || /^\d/.test(w) || SMALL.has(w),
                  ));
            add({
              text,
              mode,
              kind: 'phrase',
              isNamed,
              isWhole: n === words.length,
              inDuty,
              inFact,
            });
          }
          // "FCC General Radiotelephone Operator License", "NACA Animal Control Officer Level I certification": a
          // name longer than the n-grams is still one name, its credential word included; its pieces are not.
          const credential = endsInCredentialWord(words[end] ?? '') ? 1 : 0;
          const whole = end - start + credential;
          if (
            i === start &&
            whole > MAX_GRAM &&
            whole <= MAX_NAME &&
            words.slice(start, end).some((w) => /^[A-Z]/.test(w))
          )
            add({
              text: words.slice(start, end + credential).join(' '),
              mode,
              kind: 'phrase',
              isNamed: true,
              isWhole: whole === words.length,
              inDuty,
              inFact,
            });
        }
      }
    }
  }
  // An acronym and what it stands for are one keyword with two names.
  for (const [short, long] of aliasPairs) {
    const a = found.get(normalizeTerm(short));
    const b = found.get(normalizeTerm(long));
    if (a && !a.aliases.includes(long)) a.aliases.push(long);
    if (b && !b.aliases.includes(short)) b.aliases.push(short);
  }
  // "3D" written only as "Civil 3D", "B31.3" only as "ASME B31.3": a short name the same capitalised word always
  // goes before is a piece of that longer name, not a name of its own.
  let before: Map<string, WordBefore[]> | undefined;
  for (const kw of found.values()) {
    if (kw.kind !== 'phrase' || !kw.isNamed || /\s/.test(kw.written)) continue;
    if (!isAcronym(kw.written) && !/\d/.test(kw.written)) continue;
    before ??= wordsBefore(`${job.positionName}\n${job.description}`);
    if (alwaysAfterOneName(before.get(kw.written) ?? [])) kw.isNamed = false;
  }
  const all = [...found.values()].map((kw) => {
    const weight =
      kw.weight + Math.min(1.5, 0.5 * (kw.mentions - 1)) + (kw.kind === 'skill' || kw.isNamed ? 1 : 0);
    return { ...kw, weight };
  });
  const byImportance = (a: (typeof all)[number], b: (typeof all)[number]) =>
    b.weight - a.weight || a.firstAt - b.firstAt;
  // A keyword on its own: a named thing, a lexicon skill, or a whole phrase the posting lists as an item.
  const lines = descriptionLines(job.description);
  const keywords = all
    .filter((kw) => kw.kind === 'skill' || ((kw.isNamed || kw.wholeCount > 0) && kw.weight >= 1.5))
    .sort(byImportance)
    .slice(0, MAX_KEYWORDS)
    .map(strip);
  const candidates = all.sort(byImportance).map(strip);
  return {
    companyName: job.companyName.trim(),
    positionName: job.positionName.trim(),
    keywords,
    candidates,
    wording: lines.join('\n'),
    lines,
    duties,
  };
}

type WordBefore = { word: string; midSentence: boolean };

/**
 * Every word of the text (brackets and trailing punctuation aside) with the word right before it, when that one is
 * capitalised and only a space apart; `midSentence` when a letter, figure or comma comes before that word.
 */
function wordsBefore(text: string): Map<string, WordBefore[]> {
  const out = new Map<string, WordBefore[]>();
  const tokens = [...text.matchAll(/\S+/gu)];
  tokens.forEach((m, i) => {
    const clean = m[0].replace(/^[("“‘]+|[)"”’,.;:!?]+$/gu, '');
    const prev = tokens[i - 1];
    const spaced =
      prev !== undefined && prev.index + prev[0].length === m.index - 1 && text[m.index - 1] === ' ';
    // ("Technician (LAT)": a name in brackets stands apart from the word before it.)
    const named =
      prev !== undefined && spaced && !/^[("“‘]/u.test(m[0]) && /^\p{Lu}[\p{L}\d-]*$/u.test(prev[0]);
    // (The word before that one, on the same line: a letter, figure or comma there puts the word mid-sentence.)
    const lead = named && prev ? text.slice(Math.max(0, prev.index - 2), prev.index) : '';
    const entry =
      named && prev
        ? { word: prev[0], midSentence: /^[\p{L}\d,]\s$/u.test(lead) }
        : { word: '', midSentence: false };
    const list = out.get(clean);
    if (list) list.push(entry);
    else out.set(clean, [entry]);
  });
  return out;
}

/**
 * Whether every mention of a name comes right after one and the same capitalised word, a name's word at least once
 * (mid-sentence): "Civil" of "in AutoCAD Civil 3D", not "Current" of "Current BLS certification".
 */
function alwaysAfterOneName(mentions: readonly WordBefore[]): boolean {
  const words = new Set(mentions.map((m) => m.word));
  const [only] = words;
  return words.size === 1 && only !== '' && only !== undefined && mentions.some((m) => m.midSentence);
}

function strip<T extends { firstAt: number; wholeCount: number; outsideDuties: number; inDuties: number }>(
  kw: T,
): Omit<T, 'firstAt' | 'wholeCount' | 'outsideDuties' | 'inDuties'> {
  const { firstAt: _f, wholeCount, outsideDuties, inDuties, ...rest } = kw;
  return {
    ...rest,
    isListed: wholeCount > 0,
    ...(outsideDuties === 0 && inDuties > 0 ? { onlyInDuties: true as const } : {}),
  };
}

function addSkill(
  add: (o: Occurrence) => void,
  entry: { id: string; name: string; isTechnical: boolean },
  mode: Exclude<Mode, 'ignore'>,
  written: string,
) {
  // Say what the posting said: "B2B", not the lexicon's longer "B2B Sales"; "Postgres" still reads "PostgreSQL".
  // A plain word the lexicon files under a broader name stays the posting's word: "documentation" is not
  // "Technical Writing", "audit" not "Auditing". Names ("Postgres", "AP") take the lexicon's name.
  const said = normalizeTerm(written);
  const name = normalizeTerm(entry.name);
  const isShorter = said !== name && ` ${name} `.includes(` ${said} `);
  const isOtherWord = said !== name && /^[a-z][a-z -]*$/.test(written);
  add({
    text: isShorter || isOtherWord ? written : entry.name,
    mode,
    written,
    kind: 'skill',
    entryId: entry.id,
    isTechnical: entry.isTechnical,
    isNamed: true,
    isWhole: true,
  });
}

const SMALL = new Set(['of', 'and', 'for', 'in', '&']);
/** Short words a name may hold between its capitalised words: "Follow Up Boss", "Bank of America". */
const NAME_LINKS = new Set(['up', 'on', 'the', 'to', 'at', 'by']);

/** "EHR", "SolidWorks", "Epic", "480V": a name, not an ordinary word (a capital at a sentence start proves nothing). */
function isNameToken(word: string, atStart: boolean): boolean {
  if (isAcronym(word) || /\d/.test(word)) return true;
  if (/^[A-Z]/.test(word) && !atStart) return true;
  return /[a-z][A-Z]/.test(word); // "SolidWorks", "iManage"
}

/** Runs of content words: split at punctuation, list separators, stop words and filler; at most 8 words kept. */
function contentRuns(text: string, companyName: string): { words: string[]; starts: boolean }[] {
  // The company's own name is no keyword, but its words may be ("Pharmacy" in "Piedmont Pharmacy Group").
  const name = companyName.trim();
  const clause = name.length > 1 ? text.split(name).join(', ') : text;
  const runs: { words: string[]; starts: boolean }[] = [];
  for (const part of clause.split(/[,.;:!?()"“”[\]]+(?=\s|$)|[()"“”[\]]|\s[-–—]\s|\s\/\s/)) {
    const tokens = part.match(/[A-Za-z0-9][A-Za-z0-9+#&'’./-]*[A-Za-z0-9+#]|[A-Za-z0-9]/g) ?? [];
    let run: string[] = [];
    let starts = part === clause.split(/[,.;:!?()]/)[0];
    const flush = () => {
      if (run.length > 0) runs.push({ words: run, starts });
      run = [];
      starts = false;
    };
    tokens.forEach((token, index) => {
      const lower = token.toLowerCase();
      const isNumber = /^\d[\d,.]*\+?$/.test(token);
      const isFiller = FILLER.has(lower);
      // "OSHA 30", "Google Analytics 4": a number right after a name belongs to it.
      const previous = last(run);
      const keepsNumber = isNumber && previous !== undefined && isNameToken(previous, false);
      // A capitalised small word inside a name stays in it: "Follow Up Boss".
      const next = tokens[index + 1] ?? '';
      // So does a capitalised filler word opening a name mid-sentence: "the System Usability Scale".
      const linksName =
        isFiller &&
        /^[A-Z]/.test(token) &&
        /^[A-Z]/.test(next) &&
        !FILLER.has(next.toLowerCase()) &&
        (previous !== undefined ? /^[A-Z]/.test(previous) : index > 0);
      if (linksName || isGradeLetter([...run, token], run.length)) {
        run.push(token);
        return;
      }
      // "Design and read…", "Plan and run…": a word joined by "and" to a duty's verb is a verb too.
      if (isFiller && starts && run.length === 2 && /^(and|or|&)$/i.test(run[1] ?? '')) run = [];
      if (
        (isFiller && !(SMALL.has(lower) && run.length > 0 && index + 1 < tokens.length)) ||
        (isNumber && !keepsNumber)
      ) {
        flush();
        starts = false;
        return;
      }
      run.push(token);
      if (run.length > 8) run.shift();
    });
    // A run may not end on "of", "and"…: trailing small words go ("Class A" keeps its letter).
    while (SMALL.has(last(run)?.toLowerCase() ?? '') && !isGradeLetter(run, run.length - 1)) run.pop();
    flush();
  }
  // "and"/"or" between two runs splits them ("conduit, switchgear and panelboards").
  return runs.flatMap((r) => splitOnAnd(r)).filter((r) => r.words.length > 0);
}

/** "A" of "GCSAA Class A", "CDL Class A", "Hepatitis A": the letter a name ends on, not the article. */
function isGradeLetter(words: readonly string[], index: number): boolean {
  return words[index] === 'A' && index > 0 && GRADED.test(words[index - 1] ?? '');
}
const GRADED =
  /^(class|type|grade|level|part|category|schedule|division|group|tier|phase|form|hepatitis|vitamin)$/i;

const placePairs = memo<boolean>(2000);

/**
 * Whether two words are one place's name: "North Carolina", "New York", "San Diego". Kept: the reading asks it of
 * the same two words for every length of phrase they open.
 */
function cutsAPlace(previous: string, word: string): boolean {
  const text = `${previous} ${word}`;
  return placePairs(text, () => {
    const terms = nlp(text).docs.flat() as { tags: Set<string> }[];
    return terms.length === 2 && terms.every((t) => t.tags.has('Place'));
  });
}

function splitOnAnd(run: { words: string[]; starts: boolean }): { words: string[]; starts: boolean }[] {
  const out: { words: string[]; starts: boolean }[] = [];
  let current: string[] = [];
  let starts = run.starts;
  for (const word of run.words) {
    if (word.toLowerCase() === 'and' || word === '&') {
      out.push({ words: current, starts });
      current = [];
      starts = false;
    } else current.push(word);
  }
  out.push({ words: current, starts });
  // "scaling and root planing", "health and safety": keep the whole as well, it may be one name.
  if (out.length === 2 && run.words.length <= 4) out.push({ words: run.words, starts: run.starts });
  return out.filter((r) => r.words[0] !== undefined && !SMALL.has(r.words[0].toLowerCase()));
}

/** "electronic health record (EHR)" and "EHR (electronic health record)": both spellings of one thing. */
function acronymPairs(line: string): [string, string][] {
  const out: [string, string][] = [];
  // ("inhaled nitric oxide (iNO)", "quantitative EEG (qEEG)": initials may open in lower case.)
  for (const m of line.matchAll(/((?:[A-Za-z][\w&'-]*\s+){1,6})\(([A-Za-z][A-Za-z0-9&-]{1,9})\)/g)) {
    const [, phrase = '', short = ''] = m;
    if (!/^[A-Z]|[A-Z].*[A-Z]/.test(short)) continue;
    const words = phrase.trim().split(/\s+/);
    for (let k = 2; k <= words.length; k++) {
      const long = words.slice(-k).join(' ');
      if (initialsOf(long) === initialsKey(short)) {
        out.push([short, long]);
        break;
      }
    }
  }
  for (const m of line.matchAll(/\b([A-Z][A-Za-z0-9&-]{1,9})\s+\(([A-Za-z][\w&' -]{3,90})\)/g)) {
    const [, short = '', long = ''] = m;
    if (initialsOf(long) === initialsKey(short)) out.push([short, long.trim()]);
  }
  return out;
}

/** The letters initials stand for, a plural's "s" left off: "pdi" of "PDIs" ("pre-delivery inspections"). */
function initialsKey(short: string): string {
  return short
    .replace(/(?<=[A-Z])s$/, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function descriptionLines(description: string): string[] {
  return descriptionItems(description).map((line) => line.text);
}

/** The posting's lines, each with whether it was written as a list item ("- GCSAA membership preferred"). */
function descriptionItems(description: string): { text: string; isItem: boolean }[] {
  return description
    .replace(/<\s*(br|\/p|\/li|\/h\d|\/div|li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .split(/\n/)
    .map((l) => {
      const text = l.replace(/^\s*([-*•·▪●◦–]|\d+[.)])\s*/, '').trim();
      return { text, isItem: text !== l.trim() };
    })
    .filter((line) => line.text !== '');
}

/**
 * "Nice to have: Kafka" → heading "Nice to have", rest "Kafka". A short line without a full stop is a heading, unless
 * it is a list item: "- GCSAA Class A membership preferred" asks for something.
 */
function splitHeading(line: string, isItem = false): { heading?: string; rest: string } {
  const colon = line.indexOf(':');
  if (
    colon > 0 &&
    colon <= 50 &&
    !/[.!?]/.test(line.slice(0, colon)) &&
    findTerms(line.slice(0, colon)).length === 0
  ) {
    return { heading: line.slice(0, colon), rest: line.slice(colon + 1).trim() };
  }
  const isShort = !isItem && line.length <= 50 && line.split(/\s+/).length <= 5;
  // A line naming a skill is content ("Experience with GraphQL"), never a heading.
  if (
    isShort &&
    !/[.!?,;]$/.test(line) &&
    /^[A-Z]/.test(line) &&
    findTerms(line).length === 0 &&
    !startsWithCue(line)
  ) {
    const isHeading =
      PREFERRED_HEADING.test(line) ||
      IGNORE_HEADING.test(line) ||
      CONTEXT_HEADING.test(line) ||
      REQUIRED_HEADING.test(line);
    if (isHeading) return { heading: line, rest: '' };
  }
  return { rest: line };
}

/** "Experience with event sourcing" is a requirement, not a heading. */
function startsWithCue(line: string): boolean {
  return new RegExp(CUE.source, 'i').test(line);
}

/**
 * A line of a posting's header: short, no sentence, and written as fields ("Airedale Borough Council – Housing
 * Services", "Keighley, West Yorkshire (hybrid)", "Full time | $85,000", "Req. STR-4471").
 */
function isHeaderLine(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (
    words.length > (/\s\|\s/.test(line) ? 24 : 14) ||
    /\b(?!(?:req|ref|no|co|inc|ltd|dept|st|ave|approx)\.)[A-Za-z]*[a-z]{2}[.!?](?:\s|$)/i.test(line)
  )
    return false;
  return words.length <= 4 || /\s[|–—•·]\s|,\s|\$\d/.test(line);
}

/**
 * The paragraph in which an employer, before the posting's first heading, describes itself: "The Office of the
 * State Attorney prosecutes criminal cases … Our 310 employees … We serve victims of …". It says "we" and "our",
 * never "you", and asks for nothing.
 */
function isCompanyBlurb(line: string): boolean {
  return (
    /\b(?:we|our)\b/i.test(line) &&
    !/\byou(?:r|rs|['’]ll|['’]re)?\b/i.test(line) &&
    !/\b(?:look(?:ing)? for|seek(?:ing|s)?|hiring|recruit(?:ing)?|candidates?|applicants?|experience[ds]?|requir(?:e|es|ed|ing)|must|needs?|ideal(?:ly)?|qualifi(?:ed|cations?)|join)\b/i.test(
      line,
    )
  );
}

function headingMode<T extends Mode | 'none'>(heading: string, current: T): Mode | T {
  if (PREFERRED_HEADING.test(heading)) return 'preferred';
  if (IGNORE_HEADING.test(heading)) return 'ignore';
  if (REQUIRED_HEADING.test(heading)) return 'required';
  if (CONTEXT_HEADING.test(heading)) return 'context';
  return current;
}

const CUE =
  /\b(?:experience|expertise|proficiency|proficient|familiarity|familiar|knowledge|background|skills?|fluency|fluent|competence|comfortable|track record|understanding)\s+(?:working\s+)?(?:with|in|of|using|on)\s+([^.;:()\n]+)/gi;

/** A sentence of what the person will do: "You will …", "In this role, you'll …", "Most days you will …". */
const DUTY_SENTENCE =
  /^(?:(?:in this (?:role|position|job)|most days|day to day|each day|every day|daily|on a typical day|for [a-z]+ing|as (?:a|an|the|our) [^,]{1,40}),?\s+)?you(?:\s+will|['’]ll)\s+(?:also\s+)?[a-z]/i;
const RESPONSIBILITY_HEADING =
  /responsibilit|what you('| wi)ll (?:be )?do|duties|day[\s-]to[\s-]day|the role|your role|in this role|you will|what you('| wi)ll own|impact|(?:essential|key|job|primary) functions|typical tasks|accountabilities/i;
const SENIORITY: [RegExp, string][] = [
  [/\b(intern|internship)\b/i, 'intern'],
  [/\b(new grad(uate)?|entry[\s-]level|graduate)\b/i, 'entry level'],
  [/\b(junior|jr\.?)\b/i, 'junior'],
  [/\b(chief|vp|vice president|head of)\b/i, 'executive'],
  [/\bdirector\b/i, 'director'],
  [/\b(principal|staff)\b/i, 'principal'],
  [/\b(senior|sr\.?|lead)\b/i, 'senior'],
  [/\bmanager\b/i, 'manager'],
];
const YEARS_ASKED = /\b(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:\+\s*)?years?\b/gi;
const WORK_MODE = /\b(remote|hybrid|on[\s-]?site)\b/i;

/**
 * The posting by its parts: sections by their headings, skills typed (term-type.ts), places by compromise. For the
 * model engine's prompt; the offline engine needs none of it.
 */
export function readTypedPosting(job: JobPosting): TypedPosting {
  const { keywords, lines } = analyzeJob(job);
  const context = { companyName: job.companyName, titles: [job.positionName], lines };
  const responsibilities: string[] = [];
  const benefits: string[] = [];
  const education: string[] = [];
  const years: number[] = [];
  let heading = '';
  let mode: Mode = 'required';
  for (const { text: raw, isItem } of descriptionItems(job.description)) {
    const { heading: h, rest } = splitHeading(raw, isItem);
    if (h !== undefined) {
      heading = h;
      mode = headingMode(h, mode);
    }
    if (rest === '') continue;
    if (mode === 'ignore') {
      // ("Why Lakeshore", "Why us": what the employer offers.)
      if (/benefit|perks|we offer|what we give|compensation|^why\b/i.test(heading)) benefits.push(rest);
      continue;
    }
    if (RESPONSIBILITY_HEADING.test(heading) && mode === 'required') responsibilities.push(rest);
    if (/\b(degree|bachelor|master|diploma|ph\.?d|mba|GED)\b/i.test(rest)) education.push(rest);
    if (mode !== 'context') for (const m of rest.matchAll(YEARS_ASKED)) years.push(Number(m[1]));
  }
  const typed = keywords.map((k) => ({ k, type: typeOfTerm(k.written, context) }));
  const unique = (items: string[]) =>
    items.filter((item, i) => items.findIndex((o) => normalizeTerm(o) === normalizeTerm(item)) === i);
  const skillsOf = (want: (k: JobKeyword) => boolean) =>
    typed
      .filter(({ k, type }) => isSkillType(type) && type !== 'credential' && want(k))
      .map(({ k }) => k.written);
  const places = new Set<string>();
  // Places are named near the top, on short lines and beside location words: read those, not every duty.
  const placeLines = lines.filter(
    (line, i) =>
      i < 4 ||
      line.split(/\s+/).length <= 10 ||
      /locat|based|office|remote|hybrid|on-?site|relocat/i.test(line),
  );
  for (const place of nlp(placeLines.join('\n')).places().out('array') as string[]) {
    const clean = place.replace(/^[\s\-–•]+|[\s.,;:]+$/g, '');
    if (clean !== '' && typeOfTerm(clean, context) === 'place') places.add(clean);
  }
  const workMode = WORK_MODE.exec(`${job.positionName}\n${lines.join('\n')}`);
  if (workMode) places.add(capitalize((workMode[1] ?? '').toLowerCase()));
  const seniority = SENIORITY.find(([re]) => re.test(job.positionName))?.[1];
  return {
    company: job.companyName.trim(),
    title: job.positionName.trim(),
    ...(seniority ? { seniority } : {}),
    locations: [...places],
    ...(years.length > 0 ? { yearsAsked: Math.min(...years) } : {}),
    requiredSkills: unique(skillsOf((k) => k.isRequired)),
    preferredSkills: unique(skillsOf((k) => !k.isRequired)),
    responsibilities,
    credentials: unique(typed.filter(({ type }) => type === 'credential').map(({ k }) => k.written)),
    education,
    benefits,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
