/**
 * Field-level accuracy of parsed resumes against hand-read ground truth: a port of the shared corpus scorer
 * (`shared/corpus/score.mjs`) that gives the same numbers, so tests and benches score in-repo fixtures without
 * reading outside the repository. Ground truth uses the resume data shape (see fixtures/resumes/README.md).
 */

type Json = unknown;

/** `value[key]` of any JSON value: undefined unless the value is an object (or array) that has it. */
const field = (value: Json, key: string): Json =>
  value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined;

const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
};

export function norm(value: Json): string {
  if (value == null) return '';
  let s: string;
  if (typeof value === 'string') s = value;
  else if (typeof value === 'object') s = Object.values(value).join(' ');
  else s = String(value);
  return s
    .normalize('NFKC')
    .replace(/[\ufb00-\ufb04]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/^[\s•·▪●◦\-*]+/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, ' - ')
    .replace(/^[\s.,;:|]+|[\s.,;:|]+$/g, '')
    .trim();
}

const normLink = (s: Json) =>
  norm(s)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
const normPhone = (s: Json) => String(s ?? '').replace(/\D/g, '');
const tokens = (s: Json) =>
  norm(s)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter(Boolean);

function tokenF1(a: Json, b: Json): number {
  const ta = tokens(a);
  const tb = tokens(b);
  if (!ta.length && !tb.length) return 1;
  if (!ta.length || !tb.length) return 0;
  const counts = new Map<string, number>();
  for (const t of tb) counts.set(t, (counts.get(t) ?? 0) + 1);
  let hit = 0;
  for (const t of ta) {
    const left = counts.get(t) ?? 0;
    if (left > 0) {
      hit++;
      counts.set(t, left - 1);
    }
  }
  const p = hit / ta.length;
  const r = hit / tb.length;
  return p + r ? (2 * p * r) / (p + r) : 0;
}

/** Exact after normalisation counts 1; otherwise near-misses earn partial credit. */
function textScore(pred: Json, truth: Json): number {
  const a = norm(pred);
  const b = norm(truth);
  if (a === b) return 1;
  const f = tokenF1(a, b);
  return f >= 0.9 ? f : f * 0.5;
}

/** Greedy one-to-one matching of two lists by a similarity function; returns pairs and F1. */
function matchLists<T>(pred: T[], truth: T[], sim: (p: T, t: T) => number, threshold = 0.5) {
  const cand: [number, number, number, T, T][] = [];
  pred.forEach((p, i) => {
    truth.forEach((t, j) => {
      cand.push([sim(p, t), i, j, p, t]);
    });
  });
  cand.sort((x, y) => y[0] - x[0]);
  const usedP = new Set<number>();
  const usedT = new Set<number>();
  const pairs: [T, T, number][] = [];
  for (const [s, i, j, p, t] of cand) {
    if (s < threshold || usedP.has(i) || usedT.has(j)) continue;
    usedP.add(i);
    usedT.add(j);
    pairs.push([p, t, s]);
  }
  const total = pairs.reduce((acc, [, , s]) => acc + s, 0);
  const f1 =
    !pred.length && !truth.length
      ? 1
      : pred.length + truth.length
        ? (2 * total) / (pred.length + truth.length)
        : 0;
  return { pairs, f1 };
}

const asList = (v: Json): Json[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []);
const certText = (c: Json) =>
  typeof c === 'string' ? c : [field(c, 'name') ?? field(c, 'title') ?? '', field(c, 'year') ?? ''].join(' ');
const strList = (v: Json): string[] =>
  asList(v)
    .map((x) => (typeof x === 'string' ? x : certText(x)))
    .filter((x) => norm(x));

function scoreEntries(
  pred: Json,
  truth: Json,
  fields: string[],
  keyFields: string[],
): Record<string, number> {
  const key = (e: Json) => keyFields.map((f) => field(e, f) ?? '').join(' ');
  const p = asList(pred);
  const t = asList(truth);
  const { pairs, f1 } = matchLists(p, t, (a, b) => tokenF1(key(a), key(b)), 0.34);
  const out: Record<string, number> = { count: f1 };
  for (const f of fields) {
    if (!t.length) {
      out[f] = p.length ? 0 : 1;
      continue;
    }
    let sum = 0;
    for (const [pe, te] of pairs) {
      const pv = field(pe, f);
      const tv = field(te, f);
      if (f === 'bullet_points') sum += matchLists(strList(pv), strList(tv), textScore, 0.5).f1;
      else sum += textScore(pv, tv);
    }
    out[f] = sum / Math.max(t.length, p.length);
  }
  return out;
}

/** Per-field scores (0..1) of one parsed resume against its ground truth. */
export function scoreResume(predInput: Json, truthInput: Json): Record<string, number> {
  const pred = (key: string) => field(predInput ?? {}, key);
  const truth = (key: string) => field(truthInput, key);
  const pc: Json = pred('contact') ?? {};
  const tc: Json = truth('contact') ?? {};
  const s: Record<string, number> = {};
  s.name = textScore(pred('name'), truth('name'));
  s.email = norm(field(pc, 'email')) === norm(field(tc, 'email')) ? 1 : 0;
  s.phone = normPhone(field(pc, 'phone')) === normPhone(field(tc, 'phone')) ? 1 : 0;
  s.location = textScore(field(pc, 'location'), field(tc, 'location'));
  const truthLinks = asList(truth('links')).length ? asList(truth('links')) : [field(tc, 'link')];
  const tLinks = truthLinks.filter(Boolean).map(normLink);
  const pLinks = [field(pc, 'link'), ...asList(pred('links'))].filter(Boolean).map(normLink);
  s.link = !tLinks.length ? (pLinks.length ? 0.5 : 1) : tLinks.some((l) => pLinks.includes(l)) ? 1 : 0;
  s.summary =
    norm(truth('summary')) || norm(pred('summary')) ? tokenF1(pred('summary'), truth('summary')) : 1;
  s.skills = matchLists(
    strList(pred('skills')),
    strList(truth('skills')),
    (a, b) => (norm(a) === norm(b) ? 1 : 0),
    1,
  ).f1;
  const exp = scoreEntries(
    pred('experience'),
    truth('experience'),
    ['job_title', 'company', 'dates', 'location', 'bullet_points'],
    ['job_title', 'company'],
  );
  for (const [k, v] of Object.entries(exp)) s[`experience.${k}`] = v;
  const edu = scoreEntries(
    asList(pred('education')),
    asList(truth('education')),
    ['degree', 'school', 'dates', 'gpa'],
    ['degree', 'school'],
  );
  for (const [k, v] of Object.entries(edu)) s[`education.${k}`] = v;
  const proj = scoreEntries(pred('projects'), truth('projects'), ['title', 'bullet_points'], ['title']);
  for (const [k, v] of Object.entries(proj)) s[`projects.${k}`] = v;
  s.certifications = matchLists(
    strList(pred('certifications')),
    strList(truth('certifications')),
    textScore,
    0.5,
  ).f1;
  return s;
}

/** Weights of each field in the overall score (they sum to 100): the bulk of a resume is its experience. */
export const WEIGHTS: Record<string, number> = {
  name: 5,
  email: 4,
  phone: 3,
  location: 3,
  link: 3,
  summary: 5,
  skills: 12,
  'experience.count': 5,
  'experience.job_title': 6,
  'experience.company': 6,
  'experience.dates': 5,
  'experience.location': 2,
  'experience.bullet_points': 16,
  'education.count': 2,
  'education.degree': 4,
  'education.school': 4,
  'education.dates': 2,
  'education.gpa': 1,
  'projects.count': 1,
  'projects.title': 2,
  'projects.bullet_points': 3,
  certifications: 6,
};

const weighted = (s: Record<string, number>) =>
  Object.entries(WEIGHTS).reduce((acc, [k, w]) => acc + w * (s[k] ?? 0), 0) / 100;

export interface ScoreRow {
  resume: string;
  /** 0..1 */
  score: number;
  fields: Record<string, number>;
  missing: boolean;
}

export interface ScoreReport {
  /** 0..100, one decimal. */
  overall: number;
  rows: ScoreRow[];
  /** Per-field averages, 0..100, one decimal. */
  fields: Record<string, number>;
}

/** Scores a set of resumes: `truth` and `pred` keyed by resume name; a missing prediction scores 0. */
export function scoreCorpus(truth: Map<string, Json>, pred: Map<string, Json | null>): ScoreReport {
  const rows: ScoreRow[] = [];
  const fieldSums: Record<string, number> = {};
  for (const name of [...truth.keys()].sort()) {
    const p = pred.get(name) ?? null;
    const s = scoreResume(p, truth.get(name));
    for (const [k, v] of Object.entries(s)) fieldSums[k] = (fieldSums[k] ?? 0) + (p ? v : 0);
    rows.push({ resume: name, score: p ? weighted(s) : 0, fields: s, missing: !p });
  }
  const overall = rows.reduce((a, r) => a + r.score, 0) / Math.max(rows.length, 1);
  return {
    overall: +(overall * 100).toFixed(1),
    rows,
    fields: Object.fromEntries(
      Object.entries(fieldSums).map(([k, v]) => [k, +((100 * v) / rows.length).toFixed(1)]),
    ),
  };
}

/** The shared scorer's text report: one line per resume (weak fields with `verbose`), fields, overall. */
export function formatReport(report: ScoreReport, verbose = false): string {
  const out: string[] = [];
  for (const r of report.rows) {
    const weak = Object.entries(r.fields)
      .filter(([, v]) => v < 0.8)
      .map(([k, v]) => `${k}=${v.toFixed(2)}`)
      .join(' ');
    out.push(
      `${(r.score * 100).toFixed(1).padStart(5)}  ${r.resume}${r.missing ? '  (no prediction)' : ''}${verbose && weak ? `  weak: ${weak}` : ''}`,
    );
  }
  out.push('', 'per field (0-100):');
  for (const [k, v] of Object.entries(report.fields)) out.push(`  ${k.padEnd(26)} ${v.toFixed(1)}`);
  out.push('', `overall ${report.overall.toFixed(1)} over ${report.rows.length} resumes`);
  return out.join('\n');
}
