// Third round of resume fixtures (issue 21): five layout families the parser was not built around, printed by
// Chromium into fixtures/resumes-new/ with their manifest fixtures/resume-families-new.json (outside the ratchet of
// parser-corpus.test.ts until they clear its bars): npx tsx scripts/make-family-fixtures.ts
// Person j goes to family j mod 5 (every person of people.ts at most once), variant j div 5; the last round is held out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { truth } from './make-resume-fixtures.ts';
import { LATE_PEOPLE, PEOPLE, type Person } from './resume-fixtures/people.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'fixtures/resumes-new');
const h = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONTS = ["'Liberation Sans', sans-serif", "'DejaVu Serif', serif", "'DejaVu Sans', sans-serif"];
const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box } body { margin: 0; font-size: 10pt; line-height: 1.35; color: #222 }
  ul { margin: 2px 0 6px; padding-left: 16px } li { margin: 1px 0 }
  ${css}</style></head><body>${body}</body></html>`;
const bullets = (xs: string[]) => `<ul>${xs.map((x) => `<li>${h(x)}</li>`).join('')}</ul>`;
const allSkills = (p: Person) => p.skills.flatMap((g) => g.items);

type Render = (p: Person, v: number) => { html: string; header?: string; footer?: string; margin?: string };

/** Europass: a coloured label column on the left, entry dates in it, values on the right, a photo box, a footer. */
const europass: Render = (p, v) => {
  const color = ['#0e4194', '#15616d', '#5b2a86'][v % 3]!;
  const row = (label: string, value: string, cls = '') =>
    `<tr class="${cls}"><td class="l">${label}</td><td class="v">${value}</td></tr>`;
  const head = (t: string) =>
    `<tr class="sec"><td class="l"><b>${h(t)}</b></td><td class="v rule"></td></tr>`;
  const body = `<table>
  ${row('<div class="photo"></div>', `<div class="name">${h(p.name)}</div>`)}
  ${head('PERSONAL INFORMATION')}
  ${row('', `${h(p.location)}<br>${h(p.phone)}<br>${h(p.email)}${p.links.map((l) => `<br>${h(l)}`).join('')}`)}
  ${head('PERSONAL STATEMENT')}${row('', h(p.summary))}
  ${head('WORK EXPERIENCE')}
  ${p.experience.map((j) => row(h(j.dates), `<b>${h(j.title)}</b><br>${h(j.company)}, ${h(j.location)}${bullets(j.bullets)}`, 'entry')).join('')}
  ${head('EDUCATION AND TRAINING')}
  ${p.education.map((e) => row(h(e.dates), `<b>${h(e.degree)}</b><br>${h(e.school)}, ${h(e.location)}${e.gpa ? `<br>GPA ${h(e.gpa)}` : ''}`, 'entry')).join('')}
  ${head('PERSONAL SKILLS')}
  ${p.languages ? row('Languages', h(p.languages.join(', '))) : ''}
  ${row('Job-related skills', h(allSkills(p).join(', ')))}
  ${p.certifications.length ? `${head('CERTIFICATES')}${row('', p.certifications.map(h).join('<br>'))}` : ''}
  </table>`;
  const css = `body { font-family: ${FONTS[v % 3]} } table { width: 100%; border-collapse: collapse }
  td { vertical-align: top; padding: 3px 6px } td.l { width: 30%; text-align: right; color: ${color}; font-size: 9pt }
  tr.sec td { padding-top: 12px } td.rule { border-bottom: 1px solid ${color} } .name { font-size: 20pt; color: ${color} }
  .photo { width: 70px; height: 84px; border: 1px solid #aaa; margin-left: auto } tr.entry td { padding-top: 6px }`;
  return {
    html: page(css, body),
    footer: `<div style="font-size:7pt;width:100%;padding:0 0.5in;color:#666;display:flex;justify-content:space-between"><span>© European Union, 2002-2024 | europass.europa.eu</span><span>Page <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
  };
};

/** Functional: skill areas with accomplishment bullets first, then a one-line-per-job employment list. */
const functional: Render = (p, v) => {
  const names = [
    ['Professional Summary', 'Areas of Expertise', 'Employment History', 'Education', 'Certifications'],
    ['Profile', 'Key Skills & Accomplishments', 'Work History', 'Education & Training', 'Licences'],
    ['Summary of Qualifications', 'Core Competencies', 'Professional Experience', 'Education', 'Credentials'],
  ][v % 3]!;
  const areas = p.skills.map((g, k) => {
    const proof = p.experience.flatMap((j) => j.bullets).filter((_, i) => i % p.skills.length === k);
    return `<h3>${h(g.label ?? g.items[0]!)}</h3>${bullets(proof.length ? proof : g.items)}`;
  });
  const css = `body { font-family: ${FONTS[(v + 1) % 3]}; padding: 0.6in 0.7in } h1 { font-size: 20pt; margin: 0; text-align: center }
  .c { text-align: center; margin: 2px 0 10px } h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1.5px solid #333; margin: 12px 0 4px }
  h3 { font-size: 10.5pt; margin: 6px 0 2px } .job { display: flex; justify-content: space-between; margin: 2px 0 }`;
  const body = `<h1>${h(p.name)}</h1><div class="c">${h(p.location)} • ${h(p.phone)} • ${h(p.email)}${p.links.map((l) => ` • ${h(l)}`).join('')}</div>
  <h2>${names[0]}</h2><p>${h(p.summary)}</p>
  <h2>${names[1]}</h2>${areas.join('')}
  <p><b>Skills:</b> ${h(allSkills(p).join(', '))}</p>
  <h2>${names[2]}</h2>${p.experience.map((j) => `<div class="job"><span><b>${h(j.title)}</b>, ${h(j.company)}, ${h(j.location)}</span><span>${h(j.dates)}</span></div>`).join('')}
  <h2>${names[3]}</h2>${p.education.map((e) => `<div class="job"><span><b>${h(e.degree)}</b>, ${h(e.school)}, ${h(e.location)}${e.gpa ? ` (GPA ${h(e.gpa)})` : ''}</span><span>${h(e.dates)}</span></div>`).join('')}
  ${p.certifications.length ? `<h2>${names[4]}</h2>${bullets(p.certifications)}` : ''}`;
  return { html: page(css, body) };
};

const POST_NOMINALS = ['PhD', 'MSc, CPA', 'PharmD, BCPS', 'MBA', 'RN, MSN'];

/** Academic CV: post-nominals, dates in a left column, running header and "Page n of N" footer on every page. */
const academic: Render = (p, v) => {
  const post = POST_NOMINALS[(v + p.name.length) % POST_NOMINALS.length]!;
  const entry = (dates: string, body: string) =>
    `<div class="e"><div class="d">${h(dates)}</div><div>${body}</div></div>`;
  const css = `body { font-family: 'DejaVu Serif', serif; font-size: 10.5pt } h1 { font-size: 22pt; margin: 0; font-weight: normal; font-variant: small-caps }
  .c { margin: 2px 0 12px; font-size: 9.5pt } h2 { font-size: 12pt; font-variant: small-caps; border-bottom: 0.6px solid #444; margin: 14px 0 6px }
  .e { display: grid; grid-template-columns: 1.25in 1fr; gap: 10px; margin-bottom: 6px } .d { color: #333 }`;
  const pubs = p.experience
    .flatMap((j) => j.bullets.slice(0, 1))
    .map(
      (b, k) =>
        `<li>${h(p.name.split(' ').pop()!)}, ${String.fromCharCode(65 + k)}. (${2018 + k}). “${h(b)}.” <i>Journal of Applied Practice</i> ${12 + k}(${k + 1}).</li>`,
    )
    .join('');
  const body = `<h1>${h(p.name)}, ${post}</h1><div class="c">${h(p.location)} · ${h(p.email)} · ${h(p.phone)}${p.links.map((l) => ` · ${h(l)}`).join('')}</div>
  <h2>Research Statement</h2><p>${h(p.summary)}</p>
  <h2>Academic Appointments and Experience</h2>${p.experience.map((j) => entry(j.dates, `<b>${h(j.title)}</b>, ${h(j.company)}, ${h(j.location)}${bullets(j.bullets)}`)).join('')}
  <h2>Education</h2>${p.education.map((e) => entry(e.dates, `<b>${h(e.degree)}</b>, ${h(e.school)}, ${h(e.location)}${e.gpa ? `. GPA ${h(e.gpa)}` : ''}`)).join('')}
  <h2>Publications</h2><ol>${pubs}</ol>
  <h2>Grants and Awards</h2>${entry('2022', 'Early Career Practice Grant, $25,000')}
  <h2>Teaching</h2>${entry('2021 – 2023', 'Guest lecturer, two seminars a term')}
  <h2>Skills</h2><p>${h(allSkills(p).join(', '))}</p>
  ${p.certifications.length ? `<h2>Certifications</h2>${p.certifications.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}`;
  return {
    html: page(css, body),
    header: `<div style="font-size:8pt;width:100%;padding:0 0.75in;display:flex;justify-content:space-between;font-family:serif"><span>${h(p.name)} — Curriculum Vitae</span><span>${['Updated March 2025', 'CV', 'Academic CV'][v % 3]}</span></div>`,
    footer: `<div style="font-size:8pt;width:100%;text-align:center;font-family:serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    margin: '0.75in',
  };
};

/** A narrow right column: contact with icons and no labels, skills as chips or level bars. */
const rightSidebar: Render = (p, v) => {
  const color = ['#c2410c', '#0f766e', '#4338ca'][v % 3]!;
  const icon = ['✉', '☎', '⌂', '🔗'];
  const skills =
    v % 2 === 0
      ? `<div class="chips">${allSkills(p)
          .map((s) => `<span>${h(s)}</span>`)
          .join('')}</div>`
      : allSkills(p)
          .map(
            (s, k) =>
              `<div class="lv"><div>${h(s)}</div><div class="bar"><i style="width:${60 + ((k * 13) % 40)}%"></i></div></div>`,
          )
          .join('');
  const css = `body { font-family: ${FONTS[(v + 2) % 3]} } .page { display: grid; grid-template-columns: 68% 32%; min-height: 11in }
  .main { padding: 0.5in 0.35in 0.5in 0.5in } .side { background: #f3f4f6; padding: 0.5in 0.25in } h1 { font-size: 24pt; margin: 0; color: ${color} }
  h2 { font-size: 11pt; text-transform: uppercase; color: ${color}; margin: 14px 0 6px; letter-spacing: .5px } .side p { margin: 3px 0; font-size: 9pt }
  .chips span { display: inline-block; border: 1px solid ${color}; border-radius: 10px; padding: 1px 7px; margin: 2px; font-size: 8.5pt }
  .lv { font-size: 9pt; margin: 4px 0 } .bar { height: 5px; background: #ddd } .bar i { display: block; height: 5px; background: ${color} }
  .t { font-weight: bold } .m { color: #555; font-size: 9.5pt }`;
  const side = `<h2>Contact</h2>${[p.email, p.phone, p.location, ...p.links].map((c, k) => `<p>${icon[Math.min(k, 3)]} ${h(c)}</p>`).join('')}
  <h2>Skills</h2>${skills}
  ${p.certifications.length ? `<h2>Certifications</h2>${p.certifications.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}
  ${p.languages ? `<h2>Languages</h2>${p.languages.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}`;
  const main = `<h1>${h(p.name)}</h1><div class="m">${h(p.headline)}</div><h2>About Me</h2><p>${h(p.summary)}</p>
  <h2>Experience</h2>${p.experience.map((j) => `<div><div class="t">${h(j.title)}</div><div class="m">${h(j.company)} · ${h(j.location)} · ${h(j.dates)}</div>${bullets(j.bullets)}</div>`).join('')}
  <h2>Education</h2>${p.education.map((e) => `<div><div class="t">${h(e.degree)}</div><div class="m">${h(e.school)} · ${h(e.location)} · ${h(e.dates)}</div>${e.gpa ? `<div>GPA ${h(e.gpa)}</div>` : ''}</div>`).join('')}`;
  return {
    html: page(
      css,
      `<div class="page"><main class="main">${main}</main><aside class="side">${side}</aside></div>`,
    ),
  };
};

/** Word style: coloured heading bands, contact on tab stops, dates on a right tab stop, a three-column skill grid. */
const headingBands: Render = (p, v) => {
  const color = ['#1f4e79', '#833c0b', '#375623'][v % 3]!;
  const css = `body { font-family: ${FONTS[v % 3]}; padding: 0.5in 0.6in } h1 { font-size: 22pt; margin: 0 }
  .tabs { display: flex; gap: 28px; font-size: 9.5pt; margin: 4px 0 8px; flex-wrap: wrap } h2 { background: ${color}; color: #fff; font-size: 11pt; padding: 3px 6px; margin: 12px 0 6px }
  .row { display: flex; justify-content: space-between } .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2px 12px }
  .grid div::before { content: '▪ ' }`;
  const body = `<h1>${h(p.name)}</h1><div class="tabs"><span>${h(p.phone)}</span><span>${h(p.email)}</span><span>${h(p.location)}</span>${p.links.map((l) => `<span>${h(l)}</span>`).join('')}</div>
  <h2>SUMMARY</h2><p>${h(p.summary)}</p>
  <h2>SKILLS</h2><div class="grid">${allSkills(p)
    .map((s) => `<div>${h(s)}</div>`)
    .join('')}</div>
  <h2>EXPERIENCE</h2>${p.experience.map((j) => `<div class="row"><b>${h(j.title)} | ${h(j.company)}</b><span>${h(j.dates)}</span></div><div><i>${h(j.location)}</i></div>${bullets(j.bullets)}`).join('')}
  <h2>EDUCATION</h2>${p.education.map((e) => `<div class="row"><b>${h(e.degree)}</b><span>${h(e.dates)}</span></div><div>${h(e.school)}, ${h(e.location)}${e.gpa ? ` — GPA ${h(e.gpa)}` : ''}</div>`).join('')}
  ${p.certifications.length ? `<h2>CERTIFICATIONS</h2>${p.certifications.map((c) => `<div>${h(c)}</div>`).join('')}` : ''}`;
  return { html: page(css, body) };
};

export const NEW_FAMILIES = {
  'new-europass': europass,
  'new-functional': functional,
  'new-academic': academic,
  'new-right-chips': rightSidebar,
  'new-word-bands': headingBands,
} as const;
type NewFamily = keyof typeof NEW_FAMILIES;
const families = Object.keys(NEW_FAMILIES) as NewFamily[];

const plan = Array.from({ length: 3 * families.length }, (_, j) => ({
  person: PEOPLE[(3 * j + 1) % PEOPLE.length]!,
  family: families[j % families.length]!,
  variant: Math.floor(j / families.length),
  heldOut: j >= 2 * families.length,
}));
// Written after tuning began (issue 21), held out: late person k as a functional resume, variant k + 1.
plan.push(
  ...LATE_PEOPLE.map((person, k) => ({
    person,
    family: 'new-functional' as NewFamily,
    variant: k + 1,
    heldOut: true,
  })),
);
/** `--only fam1,name2` redraws only those families' (or resumes') PDFs; the manifest keeps every entry. */
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : undefined;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const manifestFile = join(root, 'fixtures/resume-families-new.json');
const manifest: { resume: string; family: string; heldOut: boolean }[] = [];
try {
  const tab = await browser.newPage();
  for (const { person, family, variant, heldOut } of plan) {
    const name = `${family}-${person.id}`;
    manifest.push({ resume: name, family, heldOut });
    if (only && !only.has(family) && !only.has(name)) continue;
    const doc = NEW_FAMILIES[family](person, variant);
    await tab.setContent(doc.html, { waitUntil: 'load' });
    const margin = doc.margin ?? (doc.header || doc.footer ? '0.6in' : '0');
    await tab.pdf({
      path: join(outDir, `${name}.pdf`),
      format: 'Letter',
      printBackground: true,
      displayHeaderFooter: Boolean(doc.header || doc.footer),
      headerTemplate: doc.header ?? '<span></span>',
      footerTemplate: doc.footer ?? '<span></span>',
      margin: { top: margin, bottom: margin, left: doc.margin ?? '0.5in', right: doc.margin ?? '0.5in' },
    });
    const answer = truth(person);
    // A functional resume prints its accomplishments under skill areas: its jobs, one line each, have no bullets.
    if (family === 'new-functional') for (const job of answer.experience) job.bullet_points = [];
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(answer, null, 2)}\n`);
  }
} finally {
  await browser.close();
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
// Ground truth in the repository's JSON style, so `npm run lint` stays green.
execFileSync('npx', ['biome', 'format', '--write', outDir, manifestFile], { cwd: root, stdio: 'ignore' });
console.log(`wrote ${plan.length} resumes of ${families.length} new families`);
