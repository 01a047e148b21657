// Rebuilds the resume fixtures of fixtures/resumes/: npx tsx scripts/make-resume-fixtures.ts
// Word-processor layouts are written as flat ODF (.fodt) and printed by LibreOffice (`soffice --headless
// --convert-to pdf`); web layouts are printed by Chromium through playwright-core. Each PDF gets its ground truth
// (NAME.json, the resume data shape of fixtures/resumes/README.md) from the same record it was drawn from.
// Only this script needs LibreOffice and Chromium; the PDFs are committed, so tests and CI do not.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { LATE_PEOPLE, PEOPLE, type Person } from './resume-fixtures/people.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'fixtures/resumes');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

export type Family =
  | 'wp-label-column'
  | 'wp-two-column'
  | 'wp-header-table'
  | 'wp-tab-stops'
  | 'html-sidebar'
  | 'html-dates-left'
  | 'html-small-caps'
  | 'wp-right-sidebar'
  | 'wp-euro-cv'
  | 'html-gdocs'
  | 'html-icons'
  | 'html-two-page';

const FAMILIES: Family[] = [
  'wp-label-column',
  'wp-two-column',
  'wp-header-table',
  'wp-tab-stops',
  'html-sidebar',
  'html-dates-left',
  'html-small-caps',
];

/** Layouts added in a second round (decision 022), each drawn for people of other professions than the first. */
const SECOND_FAMILIES: Family[] = [
  'wp-right-sidebar',
  'wp-euro-cv',
  'html-gdocs',
  'html-icons',
  'html-two-page',
];

/**
 * Person k goes to family k mod 7, in its (k div 7)-th variant; the last round is held out. Second round: document
 * j goes to family j mod 5 with person 4j+2 mod 21 (every person once, never beside the same people), variant j div 5,
 * the last round held out.
 */
export const plan = [
  ...PEOPLE.map((person, k) => ({
    person,
    family: FAMILIES[k % FAMILIES.length]!,
    variant: Math.floor(k / FAMILIES.length),
    heldOut: k >= 2 * FAMILIES.length,
  })),
  ...Array.from({ length: 3 * SECOND_FAMILIES.length }, (_, j) => ({
    person: PEOPLE[(4 * j + 2) % PEOPLE.length]!,
    family: SECOND_FAMILIES[j % SECOND_FAMILIES.length]!,
    variant: Math.floor(j / SECOND_FAMILIES.length),
    heldOut: j >= 2 * SECOND_FAMILIES.length,
  })),
  // Written after tuning began (issue 21), held out: late person k in the Word sidebar, variant k + 1.
  ...LATE_PEOPLE.map((person, k) => ({
    person,
    family: 'wp-right-sidebar' as Family,
    variant: k + 1,
    heldOut: true,
  })),
];

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Ground truth: what a careful reader takes off the page. */
export function truth(p: Person) {
  return {
    name: p.name,
    contact: { email: p.email, phone: p.phone, location: p.location, link: p.links[0] ?? '' },
    links: p.links,
    summary: p.summary,
    skills: p.skills.flatMap((g) => g.items),
    experience: p.experience.map((j) => ({
      job_title: j.title,
      company: j.company,
      dates: j.dates,
      location: j.location,
      bullet_points: j.bullets,
    })),
    projects: [],
    education: p.education.map((e) => ({
      degree: e.degree,
      school: e.school,
      dates: e.dates,
      location: e.location,
      gpa: e.gpa ?? '',
    })),
    certifications: p.certifications,
    tools: [],
  };
}

// ---------------------------------------------------------------- word-processor documents (flat ODF)

interface Theme {
  font: string;
  shade: string;
  labelCase: (s: string) => string;
}

const THEMES: Theme[] = [
  { font: 'Liberation Sans', shade: '#dbe5f1', labelCase: (s) => s },
  { font: 'Liberation Serif', shade: '#e7e6e6', labelCase: (s) => s.toUpperCase() },
  { font: 'DejaVu Sans', shade: '#e2efd9', labelCase: (s) => s },
];

function fodt(theme: Theme, body: string, extraStyles = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
 <style:font-face style:name="${theme.font}" svg:font-family="'${theme.font}'"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/>
  <style:text-properties style:font-name="${theme.font}" fo:font-size="10pt"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21.59cm" fo:page-height="27.94cm" fo:margin-top="1.5cm"
   fo:margin-bottom="1.5cm" fo:margin-left="1.8cm" fo:margin-right="1.8cm"/>
 </style:page-layout>
 <style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="NameC" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Headline" style:family="paragraph"><style:text-properties fo:font-size="12pt" fo:color="#404040"/></style:style>
 <style:style style:name="HeadlineC" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="12pt" fo:color="#404040"/></style:style>
 <style:style style:name="Center" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/></style:style>
 <style:style style:name="Right" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
 <style:style style:name="Label" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.05cm"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="11.5pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Gap" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm"/></style:style>
 <style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 <style:style style:name="Tabbed" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="17.99cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="Tabbed2" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17.99cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="SkillRow" style:family="paragraph"><style:paragraph-properties fo:margin-left="3.5cm" fo:text-indent="-3.5cm"><style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.35cm"><style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="TFull" style:family="table"><style:table-properties style:width="17.99cm" table:align="left"/></style:style>
 <style:style style:name="TNest" style:family="table"><style:table-properties style:width="12.9cm" table:align="left"/></style:style>
 <style:style style:name="CPlain" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="none"/></style:style>
 <style:style style:name="CTop" style:family="table-cell"><style:table-cell-properties fo:padding="0.15cm" fo:border-top="0.5pt solid #808080" fo:border-bottom="none" fo:border-left="none" fo:border-right="none"/></style:style>
 <style:style style:name="CShade" style:family="table-cell"><style:table-cell-properties fo:padding="0.15cm" fo:background-color="${theme.shade}" fo:border-top="0.5pt solid #808080" fo:border-bottom="none" fo:border-left="none" fo:border-right="none"/></style:style>
 <style:style style:name="CSide" style:family="table-cell"><style:table-cell-properties fo:padding="0.2cm" fo:background-color="${theme.shade}" fo:border="none"/></style:style>
 ${extraStyles}
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>
`;
}

const P = (text: string, style = 'Standard') => `<text:p text:style-name="${style}">${text}</text:p>`;
const b = (s: string) => `<text:span text:style-name="B">${esc(s)}</text:span>`;
const i = (s: string) => `<text:span text:style-name="I">${esc(s)}</text:span>`;
const bullet = (s: string) => P(`•<text:tab/>${esc(s)}`, 'Bullet');
const colWidths = (widths: string[], name: string) =>
  widths.map((_, k) => `<table:table-column table:style-name="${name}.${k}"/>`).join('');
const colStyles = (name: string, widths: string[]) =>
  widths
    .map(
      (w, k) =>
        `<style:style style:name="${name}.${k}" style:family="table-column"><style:table-column-properties style:column-width="${w}"/></style:style>`,
    )
    .join('\n');
function table(
  name: string,
  widths: string[],
  rows: string[][],
  cell: (row: number, col: number) => string,
  tStyle = 'TFull',
) {
  return `<table:table table:name="${name}" table:style-name="${tStyle}">${colWidths(widths, name)}${rows
    .map(
      (r, ri) =>
        `<table:table-row>${r
          .map(
            (c, ci) =>
              `<table:table-cell table:style-name="${cell(ri, ci)}" office:value-type="string">${c || P('')}</table:table-cell>`,
          )
          .join('')}</table:table-row>`,
    )
    .join('')}</table:table>`;
}

const CONTACT_LABELS = [
  { phone: 'Phone:', email: 'E-mail:', web: 'LinkedIn:', address: 'Address:' },
  { phone: 'Tel:', email: 'Email:', web: 'Web:', address: 'Location:' },
  { phone: 'Mobile:', email: 'E-mail:', web: 'Website:', address: 'Address:' },
];

function labelledContacts(p: Person, variant: number): string {
  const l = CONTACT_LABELS[variant % CONTACT_LABELS.length]!;
  const web = p.links[0]
    ? /linkedin/.test(p.links[0])
      ? 'LinkedIn:'
      : l.web === 'LinkedIn:'
        ? 'Web:'
        : l.web
    : '';
  return [
    P(`${b(l.phone)} ${esc(p.phone)}`, 'Right'),
    P(`${b(l.email)} ${esc(p.email)}`, 'Right'),
    web ? P(`${b(web)} ${esc(p.links[0]!)}`, 'Right') : '',
    P(`${b(l.address)} ${esc(p.location)}`, 'Right'),
  ].join('');
}

function headerTable(p: Person, variant: number, nameStyle = 'Name') {
  return table(
    'Header',
    ['9cm', '8.99cm'],
    [[P(esc(p.name), nameStyle) + P(esc(p.headline), 'Headline'), labelledContacts(p, variant)]],
    () => 'CPlain',
  );
}

const skillLines = (p: Person, style = 'Standard') =>
  p.skills
    .map((g) =>
      g.label
        ? P(`${b(`${g.label}:`)} ${esc(g.items.join(', '))}`, style)
        : P(esc(g.items.join(', ')), style),
    )
    .join('');

const SECTION_NAMES = [
  {
    summary: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    certs: 'Certifications',
    languages: 'Languages',
  },
  {
    summary: 'Summary',
    experience: 'Work History',
    education: 'Education',
    skills: 'Key Skills',
    certs: 'Licenses',
    languages: 'Languages',
  },
  {
    summary: 'About Me',
    experience: 'Employment',
    education: 'Qualifications',
    skills: 'Skills',
    certs: 'Certificates',
    languages: 'Languages',
  },
];

/** Label column: a header table, then one body row per section with its label in a shaded left cell. */
export function wpLabelColumn(p: Person, variant: number): string {
  const theme = THEMES[variant % THEMES.length]!;
  const names = SECTION_NAMES[variant % SECTION_NAMES.length]!;
  const job = (j: Person['experience'][number], k: number) =>
    table(
      `Job${k}`,
      ['8.9cm', '4cm'],
      [
        [P(b(j.title)), P(esc(j.dates), 'Right')],
        [P(i(j.company)), P(i(j.location), 'Right')],
      ],
      () => 'CPlain',
      'TNest',
    ) + j.bullets.map(bullet).join('');
  const school = (e: Person['education'][number], k: number) =>
    table(
      `School${k}`,
      ['8.9cm', '4cm'],
      [
        [P(b(e.degree)), P(esc(e.dates), 'Right')],
        [P(i(e.school)), P(i(e.location), 'Right')],
      ],
      () => 'CPlain',
      'TNest',
    ) + (e.gpa ? P(`GPA: ${esc(e.gpa)}`) : '');
  const rows: [string, string][] = [
    [names.summary, P(esc(p.summary))],
    [names.experience, p.experience.map(job).join(P('', 'Gap'))],
    [names.education, p.education.map(school).join('')],
    [names.skills, skillLines(p)],
  ];
  if (p.certifications.length) rows.push([names.certs, p.certifications.map((c) => P(esc(c))).join('')]);
  if (p.languages) rows.push([names.languages, P(esc(p.languages.join(', ')))]);
  const body = table(
    'Body',
    ['4.6cm', '13.39cm'],
    rows.map(([label, content]) => [P(esc(theme.labelCase(label)), 'Label'), content]),
    (_, col) => (col === 0 ? 'CShade' : 'CTop'),
  );
  return fodt(
    theme,
    headerTable(p, variant) + P('', 'Gap') + body,
    colStyles('Header', ['9cm', '8.99cm']) +
      colStyles('Body', ['4.6cm', '13.39cm']) +
      p.experience.map((_, k) => colStyles(`Job${k}`, ['8.9cm', '4cm'])).join('') +
      p.education.map((_, k) => colStyles(`School${k}`, ['8.9cm', '4cm'])).join(''),
  );
}

/** Two-column table: a shaded narrow column (contact, skills, education) beside the main one. */
export function wpTwoColumn(p: Person, variant: number): string {
  const theme = THEMES[(variant + 1) % THEMES.length]!;
  const names = SECTION_NAMES[(variant + 1) % SECTION_NAMES.length]!;
  const h = (s: string) => P(esc(s.toUpperCase()), 'Heading');
  const side = [
    h('Contact'),
    P(esc(p.phone)),
    P(esc(p.email)),
    P(esc(p.location)),
    ...p.links.map((l) => P(esc(l))),
    h(names.skills),
    ...p.skills.flatMap((g) => g.items.map((s) => P(esc(s)))),
    h(names.education),
    ...p.education.map(
      (e) =>
        P(b(e.degree)) +
        P(esc(e.school)) +
        P(i(e.dates)) +
        (e.gpa ? P(`GPA ${esc(e.gpa)}`) : '') +
        P('', 'Gap'),
    ),
    ...(p.certifications.length ? [h(names.certs), ...p.certifications.map((c) => P(esc(c)))] : []),
  ].join('');
  const main = [
    P(esc(p.name), 'Name'),
    P(esc(p.headline), 'Headline'),
    h(names.summary),
    P(esc(p.summary)),
    h(names.experience),
    ...p.experience.map(
      (j) =>
        P(b(j.title), 'Gap') +
        P(`${esc(j.company)}, ${esc(j.location)}`) +
        P(i(j.dates)) +
        j.bullets.map(bullet).join(''),
    ),
  ].join('');
  return fodt(
    theme,
    table('Cols', ['5.6cm', '12.39cm'], [[side, main]], (_, col) => (col === 0 ? 'CSide' : 'CPlain')),
    colStyles('Cols', ['5.6cm', '12.39cm']),
  );
}

/** Header table with labelled contacts, then a plain body with ruled headings. */
export function wpHeaderTable(p: Person, variant: number): string {
  const theme = THEMES[(variant + 2) % THEMES.length]!;
  const names = SECTION_NAMES[(variant + 2) % SECTION_NAMES.length]!;
  const h = (s: string) => P(esc(variant % 2 ? s : s.toUpperCase()), 'Heading');
  const body = [
    headerTable(p, variant + 1),
    h(names.summary),
    P(esc(p.summary)),
    h(names.experience),
    ...p.experience.map(
      (j) =>
        P(`${b(`${j.company} — ${j.location}`)}`, 'Tabbed') +
        P(`${i(j.title)}<text:tab/>${esc(j.dates)}`, 'Tabbed2') +
        j.bullets.map(bullet).join(''),
    ),
    h(names.education),
    ...p.education.map(
      (e) =>
        P(`${b(e.school)}<text:tab/>${esc(e.dates)}`, 'Tabbed') +
        P(esc(e.degree + (e.gpa ? `, GPA ${e.gpa}` : ''))),
    ),
    h(names.skills),
    skillLines(p),
    ...(p.certifications.length ? [h(names.certs), ...p.certifications.map(bullet)] : []),
    ...(p.languages ? [h(names.languages), P(esc(p.languages.join(' · ')))] : []),
  ].join('');
  return fodt(theme, body, colStyles('Header', ['9cm', '8.99cm']));
}

/** Plain paragraphs laid out with tab stops: title ⇥ dates, company ⇥ place, label ⇥ skills. */
export function wpTabStops(p: Person, variant: number): string {
  const theme = THEMES[variant % THEMES.length]!;
  const names = SECTION_NAMES[(variant + 1) % SECTION_NAMES.length]!;
  const h = (s: string) => P(esc(s.toUpperCase()), 'Heading');
  const contact = [p.location, p.phone, p.email, ...p.links].map(esc).join(' • ');
  const body = [
    P(esc(p.name), 'NameC'),
    P(esc(p.headline), 'HeadlineC'),
    P(contact, 'Center'),
    h(names.summary),
    P(esc(p.summary)),
    h(names.experience),
    ...p.experience.map(
      (j) =>
        P(`${b(j.title)}<text:tab/>${esc(j.dates)}`, 'Tabbed') +
        P(`${i(j.company)}<text:tab/>${i(j.location)}`, 'Tabbed2') +
        j.bullets.map(bullet).join(''),
    ),
    h(names.education),
    ...p.education.map(
      (e) =>
        P(`${b(e.degree)}<text:tab/>${esc(e.dates)}`, 'Tabbed') +
        P(`${i(e.school)}<text:tab/>${i(e.location)}`, 'Tabbed2') +
        (e.gpa ? P(`GPA: ${esc(e.gpa)}`) : ''),
    ),
    h(names.skills),
    ...p.skills.map((g) =>
      g.label
        ? P(`${b(g.label)}<text:tab/>${esc(g.items.join(', '))}`, 'SkillRow')
        : P(esc(g.items.join(', '))),
    ),
    ...(p.certifications.length ? [h(names.certs), ...p.certifications.map(bullet)] : []),
  ].join('');
  return fodt(theme, body);
}

/** Word "modern" template: main column on the left, a shaded sidebar on the RIGHT (contact, skills, languages). */
export function wpRightSidebar(p: Person, variant: number): string {
  const theme = THEMES[(variant + 2) % THEMES.length]!;
  const names = SECTION_NAMES[variant % SECTION_NAMES.length]!;
  const h = (s: string) => P(esc(variant === 1 ? s : s.toUpperCase()), 'Heading');
  const side = [
    h('Contact'),
    P(esc(p.email)),
    P(esc(p.phone)),
    P(esc(p.location)),
    ...p.links.map((l) => P(esc(l))),
    h(names.skills),
    ...p.skills.flatMap((g) => g.items.map(bullet)),
    ...(p.certifications.length ? [h(names.certs), ...p.certifications.map((c) => P(esc(c)))] : []),
    ...(p.languages ? [h(names.languages), ...p.languages.map((l) => P(esc(l)))] : []),
  ].join('');
  const main = [
    P(esc(p.name), 'Name'),
    P(esc(p.headline), 'Headline'),
    h(names.summary),
    P(esc(p.summary)),
    h(names.experience),
    ...p.experience.map(
      (j) =>
        P(b(j.title), 'Gap') +
        P(variant === 2 ? `${esc(j.company)} | ${esc(j.location)}` : i(`${j.company}, ${j.location}`)) +
        P(esc(j.dates)) +
        j.bullets.map(bullet).join(''),
    ),
    h(names.education),
    ...p.education.map(
      (e) =>
        P(b(e.degree), 'Gap') +
        P(`${esc(e.school)}, ${esc(e.location)}`) +
        P(esc(e.dates)) +
        (e.gpa ? P(`GPA: ${esc(e.gpa)}`) : ''),
    ),
  ].join('');
  return fodt(
    theme,
    table('Cols', ['12.19cm', '5.8cm'], [[main, side]], (_, col) => (col === 1 ? 'CSide' : 'CPlain')),
    colStyles('Cols', ['12.19cm', '5.8cm']),
  );
}

/**
 * European CV: a two-column table; section headings in full-width rows with a bottom rule, personal details as
 * "label | value" rows, each job and school with its dates in the left cell ("2019 – 2023").
 */
export function wpEuroCv(p: Person, variant: number): string {
  const theme = THEMES[(variant + 1) % THEMES.length]!;
  const titles = [
    [
      'PERSONAL INFORMATION',
      'WORK EXPERIENCE',
      'EDUCATION AND TRAINING',
      'PERSONAL SKILLS',
      'CERTIFICATES',
      'ABOUT ME',
    ],
    ['Personal details', 'Professional experience', 'Education', 'Skills', 'Certificates', 'Profile'],
    ['PERSONAL DATA', 'EMPLOYMENT HISTORY', 'EDUCATION', 'COMPETENCES', 'LICENCES', 'PROFILE'],
  ][variant % 3]!;
  const [info, work, edu, skills, certs, profile] = titles as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const row = (left: string, right: string, leftStyle = 'CEuroL') =>
    `<table:table-row><table:table-cell table:style-name="${leftStyle}" office:value-type="string">${left || P('')}</table:table-cell><table:table-cell table:style-name="CPlain" office:value-type="string">${right || P('')}</table:table-cell></table:table-row>`;
  const heading = (s: string) =>
    `<table:table-row><table:table-cell table:style-name="CRule" table:number-columns-spanned="2" office:value-type="string">${P(esc(s), 'Label')}</table:table-cell><table:covered-table-cell/></table:table-row>`;
  const detail = (label: string, value: string) => row(P(esc(label), 'Right'), P(esc(value)));
  const rows = [
    heading(info),
    detail('Name', p.name),
    detail('Address', p.location),
    detail('Telephone', p.phone),
    detail('E-mail', p.email),
    ...(p.links[0] ? [detail(/linkedin/.test(p.links[0]) ? 'LinkedIn' : 'Website', p.links[0])] : []),
    heading(profile),
    row('', P(esc(p.summary))),
    heading(work),
    ...p.experience.map((j) =>
      row(
        P(esc(j.dates), 'Right'),
        P(b(j.title)) + P(`${esc(j.company)}, ${esc(j.location)}`) + j.bullets.map(bullet).join(''),
      ),
    ),
    heading(edu),
    ...p.education.map((e) =>
      row(
        P(esc(e.dates), 'Right'),
        P(b(e.degree)) + P(`${esc(e.school)}, ${esc(e.location)}`) + (e.gpa ? P(`GPA: ${esc(e.gpa)}`) : ''),
      ),
    ),
    heading(skills),
    ...p.skills.map((g) => row(g.label ? P(esc(g.label), 'Right') : '', P(esc(g.items.join(', '))))),
    ...(p.languages ? [detail('Languages', p.languages.join(', '))] : []),
    ...(p.certifications.length ? [heading(certs), ...p.certifications.map((c) => row('', P(esc(c))))] : []),
  ];
  return fodt(
    theme,
    `<table:table table:name="Cv" table:style-name="TFull">${colWidths(['4.2cm', '13.79cm'], 'Cv')}${rows.join('')}</table:table>`,
    colStyles('Cv', ['4.2cm', '13.79cm']) +
      `<style:style style:name="CEuroL" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.1cm" fo:padding-right="0.3cm" fo:border="none"/></style:style>
 <style:style style:name="CRule" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.35cm" fo:padding-bottom="0.05cm" fo:border-bottom="0.75pt solid #1f497d" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>`,
  );
}

// ---------------------------------------------------------------- web layouts (Chromium)

const html = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: Letter; margin: 0 }
  * { box-sizing: border-box } body { margin: 0; font-size: 10pt; line-height: 1.35; color: #222 }
  ul { margin: 2px 0 6px; padding-left: 16px } li { margin: 1px 0 }
  ${css}</style></head><body>${body}</body></html>`;

const h = esc;
const skillsHtml = (p: Person) =>
  p.skills.map((g) => `<p>${g.label ? `<b>${h(g.label)}:</b> ` : ''}${h(g.items.join(', '))}</p>`).join('');
const bulletsHtml = (xs: string[]) => `<ul>${xs.map((x) => `<li>${h(x)}</li>`).join('')}</ul>`;

const FONTS = ["'Liberation Sans', sans-serif", "'DejaVu Serif', serif", "'DejaVu Sans', sans-serif"];

/** A coloured sidebar (contact, skills, certifications) beside the main column. */
export function htmlSidebar(p: Person, variant: number): string {
  const names = SECTION_NAMES[variant % SECTION_NAMES.length]!;
  const colors = ['#1f3b57', '#3d2c4e', '#264d3b'];
  const css = `body { font-family: ${FONTS[variant % 3]} }
  .page { display: grid; grid-template-columns: 34% 66%; min-height: 11in }
  .side { background: ${colors[variant % 3]}; color: #fff; padding: 0.5in 0.25in }
  .main { padding: 0.5in 0.4in }
  .side h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; border-bottom: 1px solid #fff8; margin: 16px 0 6px }
  .side p { margin: 2px 0 } h1 { font-size: 24pt; margin: 0 } .headline { font-size: 12pt; color: #555; margin: 2px 0 12px }
  .main h2 { font-size: 13pt; color: ${colors[variant % 3]}; margin: 14px 0 6px }
  .job { margin-bottom: 8px } .job .t { font-weight: bold } .job .m { color: #555 }`;
  const side = `<h2>Contact</h2><p>${h(p.phone)}</p><p>${h(p.email)}</p><p>${h(p.location)}</p>${p.links.map((l) => `<p>${h(l)}</p>`).join('')}
  <h2>${h(names.skills)}</h2>${p.skills
    .flatMap((g) => g.items)
    .map((s) => `<p>${h(s)}</p>`)
    .join('')}
  ${p.certifications.length ? `<h2>${h(names.certs)}</h2>${p.certifications.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}
  ${p.languages ? `<h2>${h(names.languages)}</h2>${p.languages.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}`;
  const main = `<h1>${h(p.name)}</h1><p class="headline">${h(p.headline)}</p>
  <h2>${h(names.summary)}</h2><p>${h(p.summary)}</p>
  <h2>${h(names.experience)}</h2>${p.experience
    .map(
      (j) =>
        `<div class="job"><div class="t">${h(j.title)}</div><div class="m">${h(j.company)} | ${h(j.location)} | ${h(j.dates)}</div>${bulletsHtml(j.bullets)}</div>`,
    )
    .join('')}
  <h2>${h(names.education)}</h2>${p.education
    .map(
      (e) =>
        `<div class="job"><div class="t">${h(e.degree)}</div><div class="m">${h(e.school)}, ${h(e.location)} | ${h(e.dates)}</div>${e.gpa ? `<div>GPA: ${h(e.gpa)}</div>` : ''}</div>`,
    )
    .join('')}`;
  return html(
    css,
    `<div class="page"><aside class="side">${side}</aside><main class="main">${main}</main></div>`,
  );
}

/** Dates (and places) in a narrow left column beside each entry. */
export function htmlDatesLeft(p: Person, variant: number): string {
  const names = SECTION_NAMES[(variant + 1) % SECTION_NAMES.length]!;
  const css = `body { font-family: ${FONTS[(variant + 1) % 3]}; padding: 0.55in 0.6in }
  h1 { font-size: 22pt; margin: 0 } .headline { font-size: 12pt; margin: 0 0 4px; color: #444 }
  .contact { color: #333; margin-bottom: 6px }
  h2 { font-size: 12pt; text-transform: uppercase; letter-spacing: 0.5px; border-bottom: 1.5px solid #333; margin: 14px 0 6px; padding-bottom: 2px }
  .row { display: grid; grid-template-columns: 1.45in 1fr; column-gap: 0.2in; margin-bottom: 8px }
  .when { color: #444 } .t { font-weight: bold } .c { font-style: italic }`;
  const contact = [p.email, p.phone, p.location, ...p.links].map(h).join(' &nbsp;|&nbsp; ');
  const row = (left: string, right: string) =>
    `<div class="row"><div class="when">${left}</div><div>${right}</div></div>`;
  const body = `<h1>${h(p.name)}</h1><p class="headline">${h(p.headline)}</p><p class="contact">${contact}</p>
  <h2>${h(names.summary)}</h2><p>${h(p.summary)}</p>
  <h2>${h(names.experience)}</h2>${p.experience
    .map((j) =>
      row(
        `${h(j.dates)}<br>${h(j.location)}`,
        `<div class="t">${h(j.title)}</div><div class="c">${h(j.company)}</div>${bulletsHtml(j.bullets)}`,
      ),
    )
    .join('')}
  <h2>${h(names.education)}</h2>${p.education
    .map((e) =>
      row(
        h(e.dates),
        `<div class="t">${h(e.degree)}</div><div class="c">${h(e.school)}, ${h(e.location)}</div>${e.gpa ? `<div>GPA: ${h(e.gpa)}</div>` : ''}`,
      ),
    )
    .join('')}
  <h2>${h(names.skills)}</h2>${skillsHtml(p)}
  ${p.certifications.length ? `<h2>${h(names.certs)}</h2>${p.certifications.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}`;
  return html(css, body);
}

/** One serif column with small-capital headings and right-aligned dates. */
export function htmlSmallCaps(p: Person, variant: number): string {
  const names = SECTION_NAMES[(variant + 2) % SECTION_NAMES.length]!;
  const css = `body { font-family: ${FONTS[(variant + 1) % 3]}; padding: 0.6in 0.7in }
  h1 { font-size: 24pt; font-variant: small-caps; text-align: center; margin: 0; letter-spacing: 1px }
  .contact { text-align: center; margin: 2px 0 8px }
  h2 { font-size: 13pt; font-variant: small-caps; font-weight: normal; letter-spacing: 1px; border-bottom: 0.75px solid #000; margin: 12px 0 5px }
  .line { display: flex; justify-content: space-between } .t { font-weight: bold } .c { font-style: italic }
  p { margin: 2px 0 }`;
  const contact = [p.location, p.phone, p.email, ...p.links].map(h).join(' · ');
  const line = (a: string, z: string) => `<div class="line"><span>${a}</span><span>${z}</span></div>`;
  const body = `<h1>${h(p.name)}</h1><p class="contact">${contact}</p>
  <h2>${h(names.summary)}</h2><p>${h(p.summary)}</p>
  <h2>${h(names.experience)}</h2>${p.experience
    .map(
      (j) =>
        line(`<span class="t">${h(j.title)}</span>`, h(j.dates)) +
        line(`<span class="c">${h(j.company)}</span>`, `<span class="c">${h(j.location)}</span>`) +
        bulletsHtml(j.bullets),
    )
    .join('')}
  <h2>${h(names.education)}</h2>${p.education
    .map(
      (e) =>
        line(`<span class="t">${h(e.school)}</span>`, h(e.dates)) +
        line(`<span class="c">${h(e.degree)}</span>`, `<span class="c">${h(e.location)}</span>`) +
        (e.gpa ? `<p>GPA: ${h(e.gpa)}</p>` : ''),
    )
    .join('')}
  <h2>${h(names.skills)}</h2>${skillsHtml(p)}
  ${p.certifications.length ? `<h2>${h(names.certs)}</h2>${bulletsHtml(p.certifications)}` : ''}
  ${p.languages ? `<h2>${h(names.languages)}</h2><p>${h(p.languages.join(', '))}</p>` : ''}`;
  return html(css, body);
}

/** Google-Docs style: one column, contact line split by "|", the title line carries its dates flush right. */
export function htmlGdocs(p: Person, variant: number): string {
  const names = SECTION_NAMES[(variant + 1) % SECTION_NAMES.length]!;
  const accent = ['#1155cc', '#38761d', '#990000'][variant % 3];
  const css = `body { font-family: 'Liberation Sans', Arial, sans-serif; padding: 0.6in 0.75in; font-size: 10.5pt }
  h1 { font-size: 26pt; font-weight: normal; margin: 0 } .contact { margin: 4px 0 10px }
  h2 { font-size: 12pt; color: ${accent}; margin: 14px 0 4px; font-weight: bold }
  .line { display: flex; justify-content: space-between; margin-top: 6px } p { margin: 2px 0 }`;
  const contact = [p.phone, p.email, p.location, ...p.links].map(h).join(variant === 1 ? ' • ' : ' | ');
  const line = (left: string, right: string) =>
    `<div class="line"><span>${left}</span><span>${right}</span></div>`;
  const jobLine = (j: Person['experience'][number]) =>
    variant === 1
      ? `<b>${h(j.title)}</b> | ${h(j.company)} | ${h(j.location)}`
      : `<b>${h(j.company)}</b>, ${h(j.location)} — <i>${h(j.title)}</i>`;
  const body = `<h1>${h(p.name)}</h1><p class="contact">${contact}</p>
  <h2>${h(names.summary)}</h2><p>${h(p.summary)}</p>
  <h2>${h(names.experience)}</h2>${p.experience.map((j) => line(jobLine(j), h(j.dates)) + bulletsHtml(j.bullets)).join('')}
  <h2>${h(names.education)}</h2>${p.education
    .map(
      (e) =>
        line(`<b>${h(e.school)}</b>, ${h(e.location)} — <i>${h(e.degree)}</i>`, h(e.dates)) +
        (e.gpa ? `<p>GPA: ${h(e.gpa)}</p>` : ''),
    )
    .join('')}
  <h2>${h(names.skills)}</h2>${skillsHtml(p)}
  ${p.certifications.length ? `<h2>${h(names.certs)}</h2>${p.certifications.map((c) => `<p>${h(c)}</p>`).join('')}` : ''}`;
  return html(css, body);
}

/**
 * Icons before contact items on one line, skills as tags (inline boxes, no separators), bullets without glyphs
 * (list-style none), one per line.
 */
export function htmlIcons(p: Person, variant: number): string {
  const names = SECTION_NAMES[(variant + 2) % SECTION_NAMES.length]!;
  const css = `body { font-family: ${FONTS[variant % 3]}; padding: 0.55in 0.65in }
  h1 { font-size: 24pt; margin: 0; color: #203040 } .headline { font-size: 12pt; margin: 0 0 4px; color: #506070 }
  .contact span { margin-right: 14px } .contact { margin-bottom: 8px }
  h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #203040; background: #eef2f6; padding: 2px 6px; margin: 14px 0 6px }
  ul.plain { list-style: none; padding-left: 0 } .tag { display: inline-block; border: 1px solid #8899aa; border-radius: 8px; padding: 0 6px; margin: 2px 6px 2px 0 }
  .t { font-weight: bold } .m { color: #555 } p { margin: 2px 0 }`;
  const icons = ['☎', '✉', '⌂', '➜'];
  const contact = [p.phone, p.email, p.location, ...p.links]
    .map((x, k) => `<span>${icons[Math.min(k, 3)]} ${h(x)}</span>`)
    .join('');
  const plain = (xs: string[]) => `<ul class="plain">${xs.map((x) => `<li>${h(x)}</li>`).join('')}</ul>`;
  const body = `<h1>${h(p.name)}</h1><p class="headline">${h(p.headline)}</p><div class="contact">${contact}</div>
  <h2>${h(names.summary)}</h2><p>${h(p.summary)}</p>
  <h2>${h(names.skills)}</h2><div>${p.skills
    .flatMap((g) => g.items)
    .map((s) => `<span class="tag">${h(s)}</span>`)
    .join('')}</div>
  <h2>${h(names.experience)}</h2>${p.experience
    .map(
      (j) =>
        `<div class="t">${h(j.title)} — ${h(j.company)}</div><div class="m">${h(j.dates)} · ${h(j.location)}</div>${plain(j.bullets)}`,
    )
    .join('')}
  <h2>${h(names.education)}</h2>${p.education
    .map(
      (e) =>
        `<div class="t">${h(e.degree)}</div><div class="m">${h(e.school)} · ${h(e.location)} · ${h(e.dates)}</div>${e.gpa ? `<p>GPA: ${h(e.gpa)}</p>` : ''}`,
    )
    .join('')}
  ${p.certifications.length ? `<h2>${h(names.certs)}</h2>${plain(p.certifications)}` : ''}`;
  return html(css, body);
}

/** Two pages: the last job starts page 2 under a running "Name — Page 2" line, experience runs on over the break. */
export function htmlTwoPage(p: Person, variant: number): string {
  const names = SECTION_NAMES[variant % SECTION_NAMES.length]!;
  const css = `@page { size: Letter; margin: 0.7in 0.8in } body { font-family: ${FONTS[(variant + 2) % 3]}; font-size: 12pt; line-height: 1.5 }
  .next { break-before: page; color: #666; font-size: 10pt; margin-bottom: 12px }
  h1 { font-size: 26pt; margin: 0 } .contact { margin: 2px 0 14px }
  h2 { font-size: 15pt; text-transform: uppercase; border-bottom: 2px solid #444; margin: 30px 0 10px }
  .job { margin-bottom: 20px; break-inside: auto } .t { font-weight: bold } .c { font-style: italic } li { margin: 4px 0 }
  .line { display: flex; justify-content: space-between }`;
  const contact = [p.email, p.phone, p.location, ...p.links].map(h).join(' · ');
  const line = (a: string, z: string) => `<div class="line"><span>${a}</span><span>${z}</span></div>`;
  const body = `<h1>${h(p.name)}</h1><p class="contact">${contact}</p>
  <h2>${h(names.summary)}</h2><p>${h(p.summary)}</p>
  <h2>${h(names.skills)}</h2>${skillsHtml(p)}
  <h2>${h(names.experience)}</h2>${p.experience
    .map(
      (j, k) =>
        `${k === p.experience.length - 1 ? `<div class="next">${h(p.name)} — Page 2</div>` : ''}<div class="job">${line(`<span class="t">${h(j.title)}</span>`, h(j.dates))}${line(`<span class="c">${h(j.company)}</span>`, h(j.location))}${bulletsHtml(j.bullets)}</div>`,
    )
    .join('')}
  <h2>${h(names.education)}</h2>${p.education
    .map(
      (e) =>
        `<div class="job">${line(`<span class="t">${h(e.degree)}</span>`, h(e.dates))}${line(`<span class="c">${h(e.school)}</span>`, h(e.location))}${e.gpa ? `<p>GPA: ${h(e.gpa)}</p>` : ''}</div>`,
    )
    .join('')}
  ${p.certifications.length ? `<h2>${h(names.certs)}</h2>${bulletsHtml(p.certifications)}` : ''}`;
  return html(css, body);
}

// ---------------------------------------------------------------- build

export const WP: Partial<Record<Family, (p: Person, v: number) => string>> = {
  'wp-label-column': wpLabelColumn,
  'wp-two-column': wpTwoColumn,
  'wp-header-table': wpHeaderTable,
  'wp-tab-stops': wpTabStops,
  'wp-right-sidebar': wpRightSidebar,
  'wp-euro-cv': wpEuroCv,
};
const WEB: Partial<Record<Family, (p: Person, v: number) => string>> = {
  'html-sidebar': htmlSidebar,
  'html-dates-left': htmlDatesLeft,
  'html-small-caps': htmlSmallCaps,
  'html-gdocs': htmlGdocs,
  'html-icons': htmlIcons,
  'html-two-page': htmlTwoPage,
};

/** `--only fam1,name2` rebuilds those families' (or resumes') files and leaves the others' PDFs untouched. */
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : undefined;
export const selected = (e: { family: string; person: Person }) =>
  !only || only.has(e.family) || only.has(`${e.family}-${e.person.id}`);

async function main() {
  mkdirSync(outDir, { recursive: true });
  const built = new Set(plan.filter(selected).map((e) => `${e.family}-${e.person.id}`));
  for (const f of readdirSync(outDir))
    if (/\.(pdf|json)$/.test(f) && (!only || built.has(f.replace(/\.(pdf|json)$/, ''))))
      rmSync(join(outDir, f));
  const work = mkdtempSync(join(tmpdir(), 'tailor-fixtures-'));
  const manifest: { resume: string; family: Family; heldOut: boolean }[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    const fodts: string[] = [];
    for (const { person, family, variant, heldOut } of plan) {
      const name = `${family}-${person.id}`;
      manifest.push({ resume: name, family, heldOut });
      if (!built.has(name)) continue;
      writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(truth(person), null, 2)}\n`);
      const wp = WP[family];
      if (wp) {
        const file = join(work, `${name}.fodt`);
        writeFileSync(file, wp(person, variant));
        fodts.push(file);
      } else {
        await page.setContent(WEB[family]!(person, variant), { waitUntil: 'load' });
        await page.pdf({
          path: join(outDir, `${name}.pdf`),
          format: 'Letter',
          printBackground: true,
          preferCSSPageSize: true,
        });
      }
    }
    if (fodts.length)
      execFileSync(
        'soffice',
        [
          '--headless',
          `-env:UserInstallation=file://${work}/profile`,
          '--convert-to',
          'pdf',
          '--outdir',
          outDir,
          ...fodts,
        ],
        {
          stdio: 'inherit',
        },
      );
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(join(root, 'fixtures/resume-families.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Ground truth in the repository's JSON style, so `npm run lint` stays green.
  execFileSync('npx', ['biome', 'format', '--write', outDir, join(root, 'fixtures/resume-families.json')], {
    cwd: root,
    stdio: 'ignore',
  });
  console.log(`wrote ${manifest.length} resumes to ${outDir}`);
}

// Run when called as a script; the renderers stay importable for experiments.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
