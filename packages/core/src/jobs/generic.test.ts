import { describe, expect, it } from 'vitest';
import { companyFromTitle } from './adapters.ts';
import { blockText, type DomElement } from './dom.ts';
import { extractJob } from './extract-job.ts';
import { parsePage } from './fixtures.test-helpers.ts';
import {
  copyrightHolder,
  equalOpportunityEmployer,
  hasApplyControl,
  introducedName,
  isPagePartName,
  pickCompany,
  readPosting,
  scoreJobPage,
  summaryPlace,
  townOfAddressLine,
} from './generic.ts';
import { type PageUrl, parsePageUrl } from './url.ts';

const DESCRIPTION = `<p>Harrow Valley Creamery makes butter and cheese from the milk of 60 family farms in the valley.</p>
  <p><strong>Responsibilities</strong></p>
  <ul><li>Run the churn and the packing line on the early shift</li><li>Clean and sanitise equipment to our food safety plan</li><li>Record batch temperatures and weights</li></ul>
  <p><strong>Requirements</strong></p><ul><li>One year in food production</li><li>Able to lift 50 pounds</li></ul>`;

function posting(options: { title: string; header: string; footer?: string }) {
  return `<!DOCTYPE html><html><head><title>${options.title}</title></head><body>
    <div id="header">${options.header}</div>
    <div class="job">${DESCRIPTION}</div>
    <a class="btn" href="/apply">Apply Now</a>
    <div class="footer">${options.footer ?? ''}</div></body></html>`;
}

const URL = 'https://harrowvalley.example/jobs/311/creamery-operator';

describe('the generic reader', () => {
  it('does not take the platform a page is "Powered by" for the employer', () => {
    const { document } = parsePage(
      posting({
        title: 'Hireloop Recruiting - Creamery Operator',
        header:
          '<img id="company-logo" src="/logo.png" alt="Harrow Valley Creamery"><h1>Creamery Operator</h1><div>Twin Falls, ID</div>',
        footer: 'Powered by Hireloop',
      }),
    );
    expect(extractJob(document, URL)).toMatchObject({
      isJob: true,
      companyName: 'Harrow Valley Creamery',
      positionName: 'Creamery Operator',
    });
  });

  it('reads a meta line with a postal code and an apply button beside it', () => {
    const { document } = parsePage(
      posting({
        title: 'Creamery Operator - Careers',
        header:
          '<img class="logo" src="/logo.png" alt="Harrow Valley Creamery"><h2>Creamery Operator</h2><div><span>Twin Falls, ID 83301, USA</span> <span>Production</span> <span>Full Time</span></div><a href="#apply">Apply Now</a>',
      }),
    );
    const result = extractJob(document, URL);
    expect(result.location).toBe('Twin Falls, ID 83301, USA');
    expect(result.description).toMatch(/^Harrow Valley Creamery makes butter/);
  });

  it('takes the place, not the department, from a meta line of lone names', () => {
    const { document } = parsePage(
      posting({
        title: 'Creamery Operator | Harrow Valley Creamery',
        header:
          '<h1>Creamery Operator</h1><p><span>Production</span> · <span>Gooding</span> · <span>Full-time</span></p>',
      }),
    );
    expect(extractJob(document, URL).location).toBe('Gooding');
  });

  it('keeps accents and reads German section words and apply labels', () => {
    const { document } =
      parsePage(`<html lang="de"><head><title>Molkereifachkraft (m/w/d) | Jobs bei Käserei Hochtal</title></head>
      <body><h1>Molkereifachkraft (m/w/d)</h1><p>Füssen · Vollzeit</p>
      <div><p>Die Käserei Hochtal verarbeitet seit 1921 Heumilch aus dem Ostallgäu zu Bergkäse und Butter.</p>
      <h3>Ihre Aufgaben</h3><ul><li>Bedienung der Käsefertiger</li><li>Pflege der Laibe im Reifekeller</li><li>Dokumentation nach IFS</li></ul>
      <h3>Ihr Profil</h3><ul><li>Ausbildung als Milchtechnologe</li></ul><h3>Wir bieten</h3><p>Tarifliche Bezahlung und Käse für zuhause.</p></div>
      <a href="/bewerben">Jetzt bewerben</a></body></html>`);
    expect(extractJob(document, 'https://kaeserei-hochtal.example/stellen/molkereifachkraft')).toMatchObject({
      isJob: true,
      companyName: 'Käserei Hochtal',
      positionName: 'Molkereifachkraft (m/w/d)',
      location: 'Füssen',
    });
  });

  it('refuses the same page without an apply control, and a page about working at the company', () => {
    const noApply = parsePage(
      posting({
        title: 'Creamery Operator | Harrow Valley Creamery',
        header: '<h1>Creamery Operator</h1>',
      }).replace(/<a class="btn"[^>]*>Apply Now<\/a>/, ''),
    );
    expect(extractJob(noApply.document, URL).isJob).toBe(false);
    const working = parsePage(
      posting({
        title: 'Working at Harrow Valley | Harrow Valley Creamery',
        header: '<h1>Working at Harrow Valley</h1>',
      }),
    );
    expect(extractJob(working.document, 'https://harrowvalley.example/careers/working-here').isJob).toBe(
      false,
    );
  });

  it('takes a sparse posting whose page title names its heading and which shows a place', () => {
    const { document } =
      parsePage(`<html><head><title>Cheese Grader | Harrow Valley Creamery Careers</title></head><body>
      <img class="logo" src="/logo.png" alt="Harrow Valley Creamery"><h1>Cheese Grader</h1><p>Gooding, Idaho, United States</p>
      <button>Apply Now</button><div>${DESCRIPTION}</div></body></html>`);
    expect(extractJob(document, 'https://harrowvalley.example/careers?pid=5512').isJob).toBe(true);
  });

  it('refuses a question heading: an article about a job, not one', () => {
    const { document } = parsePage(
      posting({
        title: 'What Does a Creamery Operator Do? | CareerGuide',
        header: '<h1>What does a creamery operator do?</h1><p>Full-time · Twin Falls, ID</p>',
      }),
    );
    expect(extractJob(document, 'https://careerguide.example/careers/creamery-operator').isJob).toBe(false);
  });

  it('takes a WordPress-style `<input type="button">` apply control and an `og:type` article as a weak hint', () => {
    const { document } =
      parsePage(`<html><head><title>Creamery Operator – Harrow Valley Creamery</title><meta property="og:type" content="article"></head>
      <body><h1 class="entry-title">Creamery Operator</h1><ul class="meta"><li class="location">Twin Falls, ID</li></ul>
      <div class="job_description">${DESCRIPTION}</div><input type="button" class="application_button" value="Apply for job"></body></html>`);
    expect(extractJob(document, URL)).toMatchObject({ isJob: true, location: 'Twin Falls, ID' });
  });

  it('takes an application form on the page as the way to apply, and reads the text around it', () => {
    const { document } =
      parsePage(`<html><head><title>Creamery Operator - Harrow Valley Creamery - Career Page</title></head><body>
      <div class="page"><h2>Creamery Operator</h2><ul><li>Twin Falls, ID</li><li>Full-time</li></ul>
      <div class="about"><h3>About Harrow Valley Creamery</h3><p>We have pressed cheese in the valley since 1931 and sell it in nine states today.</p></div>
      <div class="desc">${DESCRIPTION}</div>
      <h3>Apply for this position</h3><form><label>Name<input name="n"></label><label>Resume<input type="file" name="cv"></label><button type="submit">Submit</button></form></div></body></html>`);
    const result = extractJob(
      document,
      'https://careers.example/jobs/harrow/A1.00B/creamery-operator/C4.F12',
    );
    expect(result).toMatchObject({ isJob: true, positionName: 'Creamery Operator' });
    expect(result.description).toMatch(/^About Harrow Valley Creamery\nWe have pressed cheese/);
    expect(result.description).not.toMatch(/Apply for this position|Resume/);
  });

  it('reads the employer under the title on a board, not the board its host and logo name', () => {
    const { document } =
      parsePage(`<html><head><title>Creamery Operator - Jobboardly</title><meta property="og:site_name" content="Jobboardly">
      <meta property="og:description" content="Creamery Operator at Harrow Valley Creamery in Twin Falls, ID"></head><body>
      <header><a href="/"><img class="logo" src="/l.svg" alt="Jobboardly"></a></header>
      <main><h1>Creamery Operator</h1><div class="banner__agency"><a href="/c/harrow">Harrow Valley Creamery</a></div>
      <p class="job-location">Twin Falls, ID</p><a href="/apply">Apply</a><div class="job">${DESCRIPTION}</div></main></body></html>`);
    expect(extractJob(document, 'https://www.jobboardly.example/job/812345600')).toMatchObject({
      isJob: true,
      companyName: 'Harrow Valley Creamery',
      location: 'Twin Falls, ID',
    });
  });

  it('takes the place a map-pin icon marks and a site name without its careers part', () => {
    const { document } =
      parsePage(`<html lang="fr"><head><title>Fromager (H/F)</title><meta property="og:site_name" content="Fromagerie du Val - Espace carrières"></head><body>
      <h1>Fromager (H/F)</h1><div class="tags"><span>CDI</span><span><i class="icon-location"></i>Lyon (69)</span></div>
      <a class="btn" href="/postuler">Postuler à cette offre</a>
      <div class="desc"><p>La Fromagerie du Val affine des tommes et des bleus dans ses caves de Lyon depuis 1950.</p>
      <h3>Vos missions</h3><ul><li>Affiner les fromages en cave</li><li>Préparer les commandes des crémiers</li><li>Tenir le registre des lots</li></ul>
      <h3>Profil recherché</h3><p>Un CAP de fromager ou une première expérience en crèmerie, et le goût du travail bien fait.</p></div></body></html>`);
    expect(extractJob(document, 'https://fromagerie-du-val.example/offres/fromager')).toMatchObject({
      isJob: true,
      companyName: 'Fromagerie du Val',
      location: 'Lyon (69)',
    });
  });

  it('refuses a careers landing page whose roles link to a hosted board, even with a general "Apply now"', () => {
    const roles = [1, 2, 3]
      .map(
        (n) =>
          `<a href="https://jobs.board.example/harrow/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4${n}">Role ${n}</a>`,
      )
      .join('');
    const { document } = parsePage(`<html><head><title>Careers | Harrow Valley Creamery</title></head><body>
      <h1>Make cheese with us</h1><p>We are 80 people in Twin Falls and remote, making cheese from the milk of 60 family farms.</p>
      <h2>Benefits</h2><ul><li>Health cover</li><li>Cheese allowance</li><li>Pension match</li></ul>
      <h2>Open roles</h2>${roles}<h3>Don't see your role?</h3>
      <a href="https://jobs.board.example/harrow/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e">Apply now</a></body></html>`);
    expect(extractJob(document, 'https://harrowvalley.example/careers').isJob).toBe(false);
  });

  it('starts the description at prose, not at a row of Title Case buttons, and keeps the employer in "County - City"', () => {
    const { document } =
      parsePage(`<html><head><title>Road Grader Operator - Gooding County</title></head><body>
      <h1>Road Grader Operator</h1><span class="job-location">Gooding County - Gooding, ID</span>
      <div class="job-description"><p>Apply for this Job Bookmark this Posting Print Preview Share With Friends</p>${DESCRIPTION}</div>
      <a href="/apply">Apply for this Job</a></body></html>`);
    const result = extractJob(document, 'https://goodingcounty.example/jobs/3318274.html');
    expect(result.companyName).toBe('Gooding County');
    expect(result.description).toMatch(/^Harrow Valley Creamery makes butter/);
  });

  it('reads a German board page: "Ich bin interessiert", the advertiser under the title, tags without spaces', () => {
    const { document } =
      parsePage(`<html lang="de"><head><title>Molkereifachkraft (m/w/d) - Job in Füssen | Stellenbrett</title>
      <meta property="og:site_name" content="Stellenbrett"></head><body>
      <header><img class="logo" src="/l.svg" alt="Stellenbrett"></header>
      <h1>Molkereifachkraft (m/w/d)</h1><span data-automation="advertiser-name">Käserei Hochtal</span>
      <ul><li data-at="metadata-location">Füssen</li><li>Feste Anstellung</li><li>Vollzeit</li></ul>
      <button type="button">Ich bin interessiert</button>
      <div><p>Die Käserei Hochtal verarbeitet seit 1921 Heumilch aus dem Ostallgäu zu Bergkäse und Butter.</p>
      <h4>Ihre Aufgaben</h4><ul><li>Bedienung der Käsefertiger</li><li>Pflege der Laibe im Reifekeller</li><li>Dokumentation nach IFS</li></ul>
      <h4>Ihr Profil</h4><ul><li>Ausbildung als Milchtechnologe</li></ul></div></body></html>`);
    expect(
      extractJob(document, 'https://www.stellenbrett.example/stellenanzeige/molkereifachkraft-11902231'),
    ).toMatchObject({
      isJob: true,
      companyName: 'Käserei Hochtal',
      location: 'Füssen',
    });
  });

  it('takes an e-mail address under "How to apply" as the way to apply, and no other mail link', () => {
    const page = (howTo: string) =>
      parsePage(`<html><head><title>Creamery Operator | Harrow Valley Creamery</title></head><body>
      <h1>Creamery Operator</h1><p>Location: Twin Falls, ID</p><div class="content">${DESCRIPTION}
      <h2>${howTo}</h2><p>Write to <a href="mailto:jobs@harrowvalley.example">jobs@harrowvalley.example</a> with your CV.</p></div></body></html>`);
    expect(extractJob(page('How to apply').document, URL).isJob).toBe(true);
    expect(extractJob(page('Press enquiries').document, URL).isJob).toBe(false);
  });

  it('takes the job heading, not the site masthead whose h1 links home, and reads a ligature icon as no text', () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator - Harrow Valley Creamery</title>
      <meta property="og:site_name" content="Harrow Valley Creamery"></head><body>
      <h1 class="masthead"><a href="/">Harrow Valley Creamery</a></h1>
      <h2>Creamery Operator</h2>
      <div class="details"><div><span class="material-icons">place</span><span>Twin Falls</span></div>
      <div><span class="material-icons">schedule</span><span>Teilzeit</span></div></div>
      <div class="content">${DESCRIPTION}</div><a href="/apply">Apply for this job</a></body></html>`);
    expect(extractJob(document, URL)).toMatchObject({
      isJob: true,
      positionName: 'Creamery Operator',
      companyName: 'Harrow Valley Creamery',
      location: 'Twin Falls',
    });
  });

  it('takes an ARIA heading as the title when a late app draws no h1', () => {
    const { document } =
      parsePage(`<html><head><title>Creamery Operator at Harrow Valley Creamery</title></head><body>
      <div id="root"><div role="heading" aria-level="1">Creamery Operator</div><div class="city">Twin Falls, ID</div>
      <div class="content">${DESCRIPTION}</div><button type="button">Apply Now</button></div></body></html>`);
    expect(extractJob(document, URL)).toMatchObject({ isJob: true, positionName: 'Creamery Operator' });
  });

  it('reads "<b>Location:</b> X<br>" lines and a label cell of a table, not a category or a print button', () => {
    const lines =
      parsePage(`<html><head><title>Careers at Harrow Valley Creamery: Job details</title></head><body>
      <img id="logo" src="/l.png" alt="Harrow Valley Creamery"><h2>Creamery Operator</h2>
      <p><b>Job no:</b> 4711<br><b>Location:</b> Gooding<br><b>Categories:</b> Production, Dairy</p>
      <div>${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`);
    expect(extractJob(lines.document, URL).location).toBe('Gooding');
    const table =
      parsePage(`<html><head><title>Creamery Operator | Stellenangebote | Harrow Valley Creamery</title></head><body>
      <h2>Creamery Operator</h2><p><a class="button" href="#" onclick="print()">Drucken</a></p>
      <table><tr><td>Standort:</td><td>Gooding</td></tr></table><div>${DESCRIPTION}</div><a href="/apply">Jetzt bewerben</a></body></html>`);
    expect(extractJob(table.document, URL)).toMatchObject({
      location: 'Gooding',
      companyName: 'Harrow Valley Creamery',
    });
  });

  it('counts a name with and without its legal form as one employer', () => {
    const { document } = parsePage(`<html><head><title>Careers</title>
      <meta property="og:site_name" content="Harrow Valley Creamery"></head><body>
      <div id="header"><img src="/l.png" class="logo" alt="Harrow Valley Creamery GmbH"></div>
      <h1>Creamery Operator</h1><div class="company-name">Dairy Staffing Partners</div><p>Location: Gooding</p>
      <div>${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`);
    // The site name (2) and the logo (2) outweigh one employer element (3) once their forms are one name.
    expect(pickCompany(document, 'Creamery Operator', 'Gooding')).toBe('Harrow Valley Creamery');
  });

  it('takes French and Spanish section words and apply labels that name the way ("Aplicar a esta vacante")', () => {
    const page = (sections: [string, string], apply: string) =>
      parsePage(`<html lang="es"><head><title>Operario de quesería - Quesos del Valle</title></head><body>
      <h1>Operario de quesería</h1><p>Ubicación: Gijón</p><div class="body">
      <p>Quesos del Valle elabora quesos asturianos con leche de ganaderías de la comarca desde hace cuarenta años.</p>
      <h3>${sections[0]}</h3><ul><li>Elaborar y voltear los quesos</li><li>Limpiar la sala de maduración</li><li>Registrar lotes</li></ul>
      <h3>${sections[1]}</h3><p>Experiencia de un año en industria alimentaria y carné de manipulador.</p></div>
      <a href="/oferta/55/aplicar">${apply}</a></body></html>`);
    const url = 'https://quesosdelvalle.example/empleo/oferta/55';
    expect(extractJob(page(['Tareas', 'Perfil buscado'], 'Aplicar a esta vacante').document, url).isJob).toBe(
      true,
    );
    expect(extractJob(page(['Missions', 'Profil'], 'Enviar mi CV').document, url).isJob).toBe(true);
    expect(extractJob(page(['Tareas', 'Perfil buscado'], 'Aplicar filtros').document, url).isJob).toBe(false);
  });

  it('refuses an open-application page with a CV form, a closed posting and a list of job cards', () => {
    const open =
      parsePage(`<html><head><title>Initiativbewerbung | Harrow Valley Creamery</title></head><body>
      <h1>Initiativbewerbung</h1><div>${DESCRIPTION}</div>
      <form><input type="file" name="cv"><button>Absenden</button></form></body></html>`);
    expect(extractJob(open.document, URL).isJob).toBe(false);
    const closed =
      parsePage(`<html><head><title>Creamery Operator | Harrow Valley Creamery</title></head><body>
      <h1>Creamery Operator</h1><div role="alert">This job is no longer available.</div><p>Location: Gooding</p>
      <div>${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`);
    expect(extractJob(closed.document, URL).isJob).toBe(false);
    const card = (n: number) =>
      `<div class="card"><h3>Creamery Operator ${n}</h3><p>Gooding · Full-time</p><a href="/team/role-${n}">View role</a></div>`;
    const withCards = (heading: string) =>
      parsePage(`<html><head><title>Creamery Operator | Harrow Valley Creamery</title></head><body>
      <h1>Creamery Operator</h1><p>Location: Gooding</p><div>${DESCRIPTION}</div><a href="/apply">Apply now</a>
      <section>${heading}${[1, 2, 3].map(card).join('')}</section></body></html>`).document;
    expect(extractJob(withCards(''), URL).isJob).toBe(false);
    // The same cards under a "Similar jobs" heading are the site's rail beside a posting.
    expect(extractJob(withCards('<h2>Similar jobs</h2>'), URL).isJob).toBe(true);
    // Beside a full posting (a long description in sections) cards are its rail, whatever their heading says.
    const long = parsePage(`<html><head><title>Creamery Operator | Harrow Valley Creamery</title></head><body>
      <h1>Creamery Operator</h1><p>Location: Gooding</p><div class="job-description">${DESCRIPTION}
      <p><strong>Benefits</strong></p><p>${'Health, dental and vision cover from your first day, a pension with a 5% match, and butter. '.repeat(6)}</p></div>
      <a href="/apply">Apply now</a><section><h2>Open roles</h2>${[1, 2, 3].map(card).join('')}</section></body></html>`);
    // (An address that says nothing about jobs, so that the cards alone would decide.)
    expect(extractJob(long.document, 'https://harrowvalley.example/team/creamery-operator').isJob).toBe(true);
  });

  it('skips a "Careers" section heading for the title and takes "Apply for <the job>" as the way to apply', () => {
    const { document } = parsePage(`<html><head><title>Careers</title></head><body>
      <div class="top"><a href="/"><img src="/l.png" alt="Harrow Valley Creamery"></a></div>
      <h1>Careers</h1><h2>Creamery Operator</h2><p>Location: Gooding</p><div>${DESCRIPTION}</div>
      <a href="/apply/311">Apply for Creamery Operator</a></body></html>`);
    // The image linking home is the site's logo, wherever it sits.
    expect(extractJob(document, URL)).toMatchObject({
      isJob: true,
      positionName: 'Creamery Operator',
      companyName: 'Harrow Valley Creamery',
    });
  });

  it("names the employer from the footer's copyright line when nothing else does", () => {
    const page = (footer: string) =>
      parsePage(`<html><head><title>Creamery Operator</title></head><body>
      <h1>Creamery Operator</h1><p>Location: Gooding</p><div>${DESCRIPTION}</div><a href="/apply">Apply now</a>
      <footer>${footer}</footer></body></html>`).document;
    expect(extractJob(page('© 2026 Harrow Valley Creamery LLC. All rights reserved.'), URL).companyName).toBe(
      'Harrow Valley Creamery LLC',
    );
    expect(extractJob(page('Made with care in Idaho.'), URL).isJob).toBe(false);
  });

  it("names the employer from the site's text link home or the name in the meta line, when the page title does not", () => {
    const page = (top: string, meta: string) =>
      parsePage(`<html><head><title>Careers</title></head><body><div class="bar">${top}</div>
      <h1>Creamery Operator</h1><div>${meta}</div><div>${DESCRIPTION}</div><a href="/apply">Apply now</a>
      </body></html>`).document;
    const home = page(
      '<a href="./">Harrow Valley Creamery</a><a href="/">Home</a>',
      '<span>Twin Falls, ID</span>',
    );
    expect(extractJob(home, URL).companyName).toBe('Harrow Valley Creamery');
    const line = page(
      '<a href="/">Home</a>',
      '<span>Harrow Valley Creamery</span><span>Twin Falls, ID</span><span>Full-Time</span>',
    );
    expect(extractJob(line, URL)).toMatchObject({
      companyName: 'Harrow Valley Creamery',
      location: 'Twin Falls, ID',
    });
    // A link home to another site ("Get Notion free") names that site, not the employer.
    const other = page(
      '<a href="https://www.othersite.example/">Othersite Free</a>',
      '<span>Twin Falls, ID</span>',
    );
    expect(extractJob(other, URL).isJob).toBe(false);
  });

  it("takes the employer from its box when the description opens with that name, over the board's own name", () => {
    const page = (box: string) =>
      parsePage(`<html><head><title>Creamery Operator - Gooding - Staterecruit</title>
      <meta property="og:site_name" content="Staterecruit"></head><body>
      <header><a href="/home/"><img src="/l.svg" alt="Staterecruit"></a></header>
      <h1>Creamery Operator</h1><p>Location: Gooding</p><p>Full-time · $19 - $23 per hour</p>
      <div class="description"><p>Harrow Valley Creamery, a dairy of forty people, makes butter and cheese from the milk of local farms.</p>
      <h3>Responsibilities</h3><ul><li>Run the churn and the packing line on the early shift</li>
      <li>Clean and sanitise equipment to our food safety plan</li><li>Record batch temperatures and weights</li></ul></div>
      ${box}<a href="/offer/311/apply">Postuler</a><footer>© Staterecruit 2026</footer></body></html>`)
        .document;
    const url = 'https://www.staterecruit.example/offer/311';
    expect(
      extractJob(page('<h4>HARROW VALLEY CREAMERY</h4><p>Dairy, 10 to 49 employees</p>'), url).companyName,
    ).toBe('HARROW VALLEY CREAMERY');
    expect(extractJob(page('<h4>Other details</h4>'), url).companyName).toBe('Staterecruit');
  });

  it('reads a labelled employer, skips a page-part heading for the title and takes lead-ins and du-forms to apply', () => {
    const page = (employer: string, apply: string) =>
      parsePage(`<html lang="de"><head><title>Stellenangebot</title></head><body>
      <h1>Stellenbeschreibung</h1><h2>Molkereifachkraft (m/w/d)</h2>
      <dl><dt>Arbeitsort</dt><dd>Füssen</dd>${employer}</dl><div>${DESCRIPTION}</div>
      <a href="/stelle/311/bewerbung">${apply}</a></body></html>`).document;
    const url = 'https://www.stellenportal.example/stelle/311';
    expect(
      extractJob(page('<dt>Arbeitgeber</dt><dd>Käserei Hochtal GmbH</dd>', 'Bewirb dich jetzt'), url),
    ).toMatchObject({
      isJob: true,
      positionName: 'Molkereifachkraft (m/w/d)',
      companyName: 'Käserei Hochtal GmbH',
      location: 'Füssen',
    });
    expect(
      extractJob(
        page('<dt>Arbeitgeber</dt><dd>Käserei Hochtal GmbH</dd>', 'Interessiert? Jetzt bewerben'),
        url,
      ).isJob,
    ).toBe(true);
    // No employer anywhere: not a posting to capture.
    expect(extractJob(page('', 'Bewirb dich jetzt'), url).isJob).toBe(false);
  });

  it('finds a title named after a label in the page title, and its meta line in the next table row', () => {
    const { document } =
      parsePage(`<html><head><title>Stellenangebot: Molkereifachkraft (m/w/d)</title></head><body>
      <div id="HeaderContainer"><img src="/logo.png" alt="Käserei Hochtal"></div>
      <table><tr><td><div class="title1">Molkereifachkraft (m/w/d)</div></td></tr>
      <tr><td>Käserei Hochtal · Füssen · Vollzeit</td></tr></table>
      <div>${DESCRIPTION}</div><a href="/stelle/311/bewerbung">Jetzt bewerben</a></body></html>`);
    expect(extractJob(document, 'https://www.stellenportal.example/stelle/311')).toMatchObject({
      isJob: true,
      positionName: 'Molkereifachkraft (m/w/d)',
      companyName: 'Käserei Hochtal',
      location: 'Füssen',
    });
  });

  it('takes a town with its département number from a row of tags, not a tag that is a perk', () => {
    const { document } =
      parsePage(`<html lang="fr"><head><title>Fromager H/F - Fromagerie du Vercors</title></head><body>
      <h1>Fromager H/F</h1><ul class="tags"><li>CDI</li><li>Véhicule de service</li><li>Valence (26)</li></ul>
      <div>${DESCRIPTION}</div><a href="/offre/311/candidature">Je postule</a></body></html>`);
    expect(extractJob(document, 'https://fromagerie.example/offre/311').location).toBe('Valence (26)');
  });

  it('takes text styled as a title when there is no heading, and a site name without its careers words', () => {
    const { document } = parsePage(`<html><head><title>Careers</title>
      <meta property="og:site_name" content="Harrow Valley Creamery Careers"></head><body>
      <div class="page-title">Careers</div>
      <div class="position-header"><div class="position-header__title">Creamery Operator</div>
      <div class="position-header__meta"><span>Gooding, ID</span> · <span>Full-time</span></div></div>
      <div>${DESCRIPTION}</div><a href="/jobs/311/apply">Apply now</a></body></html>`);
    expect(extractJob(document, URL)).toMatchObject({
      isJob: true,
      positionName: 'Creamery Operator',
      companyName: 'Harrow Valley Creamery',
      location: 'Gooding, ID',
    });
  });
  describe('decision 091', () => {
    const plain = (
      instructions: string,
    ) => `<html><head><title>Creamery Operator - Harrow Valley Creamery</title>
      </head><body><h1>Creamery Operator</h1><p>Twin Falls, ID · Full-time</p>
      <div class="post">${DESCRIPTION}<p>Pay is $19-22/hr.</p>${instructions}</div></body></html>`;

    it('takes written application instructions for a way to apply, and refuses the page without them', () => {
      const told = parsePage(
        plain('<p>To apply, reply to this post with a few lines about where you have worked.</p>'),
      );
      expect(extractJob(told.document, URL).isJob).toBe(true);
      const heading = parsePage(
        plain(
          '<p><strong>HOW TO APPLY</strong></p><p>Return the county employment application to the office at 1 Public Square.</p>',
        ),
      );
      expect(extractJob(heading.document, URL).isJob).toBe(true);
      const silent = parsePage(plain(''));
      expect(extractJob(silent.document, URL).isJob).toBe(false);
    });

    it('takes a quick-apply button labelled with a noun ("Postulación rápida") for an apply control', () => {
      const { document } = parsePage(
        plain('<button type="button">Postulación rápida</button>').replace('<p>Pay', '<p>Salary'),
      );
      expect(extractJob(document, URL).isJob).toBe(true);
    });

    it('never takes a breadcrumb level for the title or the employer, and names X in "X, a …, is hiring"', () => {
      const { document } = parsePage(`<html><head>
        <title>Line Cook - food/beverage - jobs - classifieds</title>
        <meta name="description" content="Marrow Table, a small bistro in Temescal, is hiring a line cook."></head><body>
        <ul class="breadcrumbs"><li><a href="/jobs">jobs</a></li><li><a href="/fbh">food/beverage</a></li></ul>
        <div><span id="titletext">Line Cook</span><span class="title-location"><small> (Oakland Temescal)</small></span></div>
        <section>Marrow Table, a small bistro in Temescal, is hiring a full-time line cook for dinner service.<br>
        <b>Responsibilities</b><br>- Run the grill station<br>- Prep sauces from scratch<br>- Close the kitchen<br>
        <b>Requirements</b><br>- One year on the line in a busy restaurant kitchen<br>Pay is $24-27/hr plus tips.<br>
        To apply, reply to this post with a few lines about where you have cooked.</section></body></html>`);
      expect(extractJob(document, 'https://classifieds.example/fbh/d/line-cook/7803.html')).toMatchObject({
        isJob: true,
        positionName: 'Line Cook',
        companyName: 'Marrow Table',
        location: 'Oakland Temescal',
      });
    });

    it('takes neither "We\'re hiring!" for the title nor "We" for the employer', () => {
      const { document } = parsePage(`<html><head><title>We're hiring! – Fern Soapworks</title>
        <meta property="og:site_name" content="Fern Soapworks">
        <meta name="description" content="We are hiring a shop assistant."></head><body>
        <h1>We're hiring!</h1><div class="rte"><h2>Shop Assistant</h2><p><em>Part-time · Asheville, NC</em></p>
        <p>We make soap and candles by hand in our workshop and ship them across the country every day.</p>
        <p><strong>What the job looks like</strong></p><ul><li>Pack orders</li><li>Help customers</li><li>Label soap</li></ul>
        <p><strong>You might be a good fit if</strong></p><ul><li>You are careful</li></ul>
        <p>To apply, email <a href="mailto:jobs@fern.example">jobs@fern.example</a> with a few lines.</p></div></body></html>`);
      expect(extractJob(document, 'https://fern.example/pages/now-hiring')).toMatchObject({
        isJob: true,
        positionName: 'Shop Assistant',
        companyName: 'Fern Soapworks',
      });
    });

    it("takes an element named as the title by its id over the h2 labels of the posting's parts after it", () => {
      const { document } = parsePage(`<html><head><title>Job Details</title></head><body>
        <img id="BRANDING_LOGO" src="/l.png" alt="Northgate State University"><h1>Job Details</h1>
        <div><span id="WRK_POSTING_TITLE">Grants Accountant</span><div><span>Location</span> <span>Duluth Campus</span></div>
        <div>Full-Time</div><a role="button" href="javascript:apply()">Apply</a></div>
        <div><h2>Job Description</h2><p>The university is seeking a grants accountant to manage the financial side of research awards of about $48 million a year.</p>
        <h2>Minimum Qualifications</h2><ul><li>A degree in accounting</li><li>Two years of experience</li><li>Reconciliation</li></ul>
        <h2>Salary and Benefits</h2><p>Starting salary $56,500 to $61,000.</p>
        <h2>Equal Employment Opportunity</h2><p>We welcome applications from all qualified persons.</p></div></body></html>`);
      expect(
        extractJob(document, 'https://careers.northgate.example/psc/JOBPST?JobOpeningId=104233'),
      ).toMatchObject({
        isJob: true,
        positionName: 'Grants Accountant',
      });
    });

    it('reads the host brand without punctuation and an employer element named the BEM way', () => {
      const { document } = parsePage(`<html><head><title>Payroll Administrator Job in Leeds | CV-Board</title>
        <meta property="og:site_name" content="CV-Board"></head><body>
        <header><a href="/"><img src="/logo.svg" alt="CV-Board"></a></header>
        <h1>Payroll Administrator</h1><p>Posted by <a class="job__posted-by-company" href="/c/1">Aire Housing Trust</a></p>
        <dl><dt>Location:</dt><dd>Leeds</dd></dl><div class="job__description">${DESCRIPTION.replace(
          'Harrow Valley Creamery makes butter and cheese from the milk of',
          'Aire Housing Trust manages the homes of',
        )}</div>
        <a href="/apply/1">Apply Now</a></body></html>`);
      expect(extractJob(document, 'https://www.cv-board.co.uk/job/223456789/Payroll').companyName).toBe(
        'Aire Housing Trust',
      );
    });

    it("skips a careers heading with its count and a place on another opening's card", () => {
      const { document } = parsePage(`<html><head><title>Recruitment</title></head><body>
        <img class="logo" src="/l.png" alt="Pinebrook Dental">
        <div role="list"><h2>Current Openings (3)</h2>
        <div role="listitem"><a href="#">Front Desk</a><div class="location">Kennesaw, GA</div></div>
        <div role="listitem"><a href="#">Dental Hygienist</a><div class="location">Marietta, GA</div></div>
        <div role="listitem"><a href="#">Billing</a><div class="location">Remote</div></div></div>
        <div><h2 id="jobTitle">Dental Hygienist</h2><div class="worked-in-location">Marietta, GA, US</div>
        <div class="job-description">${DESCRIPTION}</div><button>Apply</button></div></body></html>`);
      expect(readPosting(document)).toMatchObject({
        positionName: 'Dental Hygienist',
        location: 'Marietta, GA, US',
      });
    });
  });
  describe('decision 095', () => {
    it('takes a page-title part shown as a minor heading over the same part in plain text or the site name', () => {
      const page = (logo: string) => `<html><head><title>Dairy Lab Technician | Harrow Valley Creamery</title>
        </head><body>${logo}<p>Harrow Valley Creamery</p><h4>Dairy Lab Technician</h4>
        <span>Twin Falls, ID</span><div class="job-description">${DESCRIPTION}</div>
        <button type="submit">Submit application</button></body></html>`;
      for (const logo of ['', '<img src="/l.png" alt="Harrow Valley Creamery logo">']) {
        expect(extractJob(parsePage(page(logo)).document, URL)).toMatchObject({
          isJob: true,
          positionName: 'Dairy Lab Technician',
          companyName: 'Harrow Valley Creamery',
        });
      }
    });

    it('reads a public body\'s "Department:" as its employer, but not a university\'s department', () => {
      const state = `<html><head><title>Job Posting</title></head><body>
        <div class="top"><img class="brand-logo" src="/s.svg" alt="Portal.gov"></div>
        <h2>Grants Analyst</h2><div><strong>Department:</strong> <span>Department of Rural Water</span></div>
        <div><strong>Location:</strong> <span>Sacramento County</span></div>
        <div class="posting">${DESCRIPTION.replace(
          'Harrow Valley Creamery makes butter and cheese from the milk of 60 family farms in the valley.',
          'The Department of Rural Water helps small towns keep their water safe with grants and planning help.',
        )}</div>
        <a href="/apply/1">Apply Now</a></body></html>`;
      expect(extractJob(parsePage(state).document, URL).companyName).toBe('Department of Rural Water');
      const university = state
        .replace('<title>Job Posting</title>', '<title>Grants Analyst - Northmere University</title>')
        .replace('alt="Portal.gov"', 'alt="Northmere University"')
        .replace('The Department of Rural Water helps', 'The university helps');
      expect(extractJob(parsePage(university).document, URL).companyName).toBe('Northmere University');
    });

    it('ends the copyright holder at its line, not at the links after it', () => {
      const { document } = parsePage(
        '<html><body><footer><p>Copyright © 2026 State of Nevada</p><a href="/t">Conditions of Use</a></footer></body></html>',
      );
      expect(copyrightHolder(document)).toBe('State of Nevada');
    });

    it('takes a pin drawn as an image for the mark of the place beside it', () => {
      const { document } =
        parsePage(`<html><head><title>Contrôleur de gestion - Acme Emballages</title></head>
        <body><h1>Contrôleur de gestion</h1><ul><li>ACME EMBALLAGES</li><li>CDI</li>
        <li><img src="/assets/ico-localisation.svg" alt=""> Lyon 07 - 69</li></ul>
        <div class="job-description">${DESCRIPTION}</div><button>Postuler</button></body></html>`);
      expect(readPosting(document).location).toBe('Lyon 07 - 69');
    });

    it('reads "Employment Opportunities" as a careers heading and counts inline-bold part headings', () => {
      const { document } =
        parsePage(`<html><head><title>Harrow Valley Grange - Employment</title></head><body>
        <h1><span>Employment Opportunities</span></h1><div><h2><span>Hall Caretaker</span></h2>
        <p><em>Part-time · Twin Falls, Idaho</em></p>
        <p><span>Harrow Valley Grange is a community hall that hosts dances, markets and meetings for the valley.
        We are looking for a caretaker who keeps the hall clean, warm and ready for the people who use it.</span></p>
        <p><span style="font-weight:700">Responsibilities</span></p>
        <ul><li><p>Open and close the hall</p></li><li><p>Clean after events</p></li><li><p>Keep the boiler running</p></li></ul>
        <p><span style="font-weight:700">Qualifications</span></p><ul><li><p>Reliable and handy</p></li></ul>
        <p><span>$19 per hour. To apply, email a short letter to <a href="mailto:hall@grange.example">hall@grange.example</a>.</span></p>
        </div></body></html>`);
      const result = scoreJobPage(document, parsePageUrl(URL) as PageUrl, new Set());
      expect(result).toMatchObject({ positionName: 'Hall Caretaker', companyName: 'Harrow Valley Grange' });
      expect(result.signals).toContain('job section headings +2');
    });

    it('takes a posting that speaks of students for a job, and a program page for none', () => {
      const page = (
        title: string,
        words: string,
      ) => `<html><head><title>${title} - Harrow Valley Schools</title>
        </head><body><h1>${title}</h1><p>Twin Falls, ID · Full-time</p><div class="job-description">
        <p>Harrow Valley Middle School serves 600 students in grades 6 to 8${words} and we are looking for help.</p>
        <p><strong>Responsibilities</strong></p><ul><li>Tutor students in reading</li><li>Keep records</li><li>Meet families</li></ul>
        <p><strong>Requirements</strong></p><ul><li>A degree</li></ul><p>Pay is $21-24/hr.</p></div>
        <a href="/apply">Apply Now</a></body></html>`;
      const job = scoreJobPage(
        parsePage(page('Reading Tutor', '')).document,
        parsePageUrl(URL) as PageUrl,
        new Set(),
      );
      expect(job.signals.join()).not.toContain('a school program');
      const tuition = page('Reading Tutor', ', with free tuition for staff children,');
      const school = scoreJobPage(parsePage(tuition).document, parsePageUrl(URL) as PageUrl, new Set());
      expect(school.signals).toContain('a school program -4');
      const program = scoreJobPage(
        parsePage(page('Summer Tutoring Program 2027', '')).document,
        parsePageUrl(URL) as PageUrl,
        new Set(),
      );
      expect(program.signals).toContain('a school program -4');
    });

    it("does not take another opening's employer on a similar-jobs card", () => {
      const { document } = parsePage(`<html><head><title>Line Cook</title></head><body>
        <img class="site-logo" src="/l.png" alt="Copper Pot Diner"><h1>Line Cook</h1><div>Columbus, OH</div>
        <div class="job-description">${DESCRIPTION}</div><button>Apply Now</button>
        <section><h2>Similar jobs</h2><div class="card"><a href="/jobs/2"><h3>Prep Cook</h3></a>
        <p class="card__company">Buckeye Tap House</p></div></section></body></html>`);
      expect(readPosting(document).companyName).toBe('Copper Pot Diner');
    });
  });
});
describe('decision 096', () => {
  const url = parsePageUrl(URL) as PageUrl;
  const score = (html: string) => scoreJobPage(parsePage(html).document, url, new Set());

  it('takes a list of openings that links to this very page, its heading repeating the link, for a sidebar', () => {
    const list = (self: string) =>
      `<ul>${['Prep Cook', 'Dishwasher', 'Line Cook', self]
        .map((t, i) => `<li><a href="https://harrowvalley.example/jobs/${300 + i}/x">${t}</a></li>`)
        .join('')}</ul>`;
    const page = (
      links: string,
    ) => `<html><head><title>Creamery Operator - Harrow Valley Creamery</title></head>
      <body><div class="side">${links}</div><h1>Creamery Operator</h1><p>Location: Twin Falls, ID</p>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`;
    const sidebar = list('Creamery Operator').replace('/jobs/303/x', '/jobs/311/creamery-operator');
    expect(score(page(sidebar)).signals).toContain('the job open beside its results list +2');
    // The same list without this page's own link is a list of other openings.
    expect(score(page(list('Cheese Packer'))).signals).toContain('many job links -4');
  });

  it('takes a form asking for an e-mail address under an apply heading for an apply control', () => {
    const page = (heading: string) => `<html><head><title>Creamery Operator</title></head><body>
      <h1>Creamery Operator</h1><div class="job-description">${DESCRIPTION}</div>
      <div><div><h3>${heading}</h3><p>It only takes about ten minutes of your time.</p></div>
      <div><form><label>Email <input type="email"></label><p>We never share it.</p><button>Continue</button></form></div></div>
      </body></html>`;
    expect(score(page('Start your application')).signals).toContain('apply control +2');
    expect(score(page('Join our newsletter')).signals).toEqual(['no apply control']);
  });

  it('does not count tuition paid as a benefit as a word of studying', () => {
    const page = (
      benefit: string,
    ) => `<html><head><title>Lab Instructor - Harrow Valley College</title></head>
      <body><h1>Lab Instructor</h1><div class="job-description"><p>Harrow Valley College teaches 900 students.
      We offer ${benefit} for dependents.</p>${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`;
    expect(score(page('tuition remission')).signals.join()).not.toContain('a school program');
    expect(score(page('tuition')).signals).toContain('a school program -4');
  });

  it("drops the board's own name run into the employer's in the page title", () => {
    const { document } =
      parsePage(`<html><head><title>Apply - Harrowvalley Wrenfield College - Lab Instructor</title>
      </head><body><img src="/l.svg" alt="Harrowvalley"><h1>Lab Instructor</h1>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`);
    expect(readPosting(document, url).companyName).toBe('Wrenfield College');
  });

  it('takes the employer marked by a test attribute ("metadata-company-name")', () => {
    const { document } = parsePage(`<html><head><title>Lab Instructor | Bigboard.example</title></head><body>
      <img src="/l.svg" alt="Bigboard.example"><h1>Lab Instructor</h1><ul><li data-at="metadata-location">Galway</li>
      <li data-at="metadata-company-name"><a href="/cmp/1">Ó Briain's Pharmacy</a></li></ul>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`);
    expect(readPosting(document, url).companyName).toBe("Ó Briain's Pharmacy");
  });

  it('reads a table styled as the title by its first cell', () => {
    const { document } =
      parsePage(`<html><head><title>Harrow Valley Schools - Online Application</title></head>
      <body><table class="title"><tr><td>Reading Tutor</td><td><span>JobID: 2841</span></td></tr></table>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`);
    expect(readPosting(document, url).positionName).toBe('Reading Tutor');
  });
});

describe('decision 097', () => {
  const url = parsePageUrl(URL) as PageUrl;

  it("takes the employer an equal-opportunity statement names, and the header's site title", () => {
    const { document } = parsePage(`<html><head><title>Job Openings • Creamery Operator</title>
      <meta property="og:site_name" content="Twin Falls, ID - Official Website"></head><body>
      <header><a href="/"><img src="/seal.png" alt="Twin Falls Idaho Homepage"></a><div class="siteTitle">City of Twin Falls</div></header>
      <h2>Creamery Operator</h2><div class="job-description"><h3>Position Summary</h3>${DESCRIPTION}
      <p>Applications are reviewed as received. The City of Twin Falls is an Equal Opportunity Employer.</p></div>
      <a href="/apply">Apply Online</a></body></html>`);
    expect(readPosting(document, url).companyName).toBe('City of Twin Falls');
  });

  it('takes a board whose host drops letters of its name for the board, not the employer', () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator - Get on Board</title>
      <meta name="description" content="Harrow Valley Creamery is hiring a Creamery Operator.">
      <meta property="og:site_name" content="Get on Board"></head><body>
      <header><a href="/"><img class="logo" src="/l.svg" alt="Get on Board"></a></header>
      <h1>Creamery Operator</h1><a href="/companies/harrow">Harrow Valley Creamery</a>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`);
    const on = (host: string) => parsePageUrl(`https://${host}/jobs/311/creamery-operator`) as PageUrl;
    expect(readPosting(document, on('www.getonbrd.example')).companyName).toBe('Harrow Valley Creamery');
    // On a host that is not the board's, the board's three votes stand.
    expect(readPosting(document, on('www.jobsboard.example')).companyName).toBe('Get on Board');
  });

  it('reads a place beside a pin icon, never a header region named "location-header"', () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator</title></head><body>
      <div class="elementor-location-header"><nav><a href="/a">About</a><a href="/b">Services</a><a href="/c">Contact</a></nav></div>
      <h1>Creamery Operator</h1><ul><li><span><i class="fas fa-map-marker-alt"></i></span><span>Twin Falls, ID</span></li></ul>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply Now</a></body></html>`);
    expect(readPosting(document, url).location).toBe('Twin Falls, ID');
  });

  it('starts the description after a text-to-apply line beside the apply button', () => {
    const { document } =
      parsePage(`<html><head><title>Creamery Operator</title></head><body><main class="job-details">
      <h1>Creamery Operator</h1><a href="/apply">Apply Now</a>
      <p>Or text CHEESE to (208) 555-0142 to apply from your phone.</p>
      <h2>Job Description</h2>${DESCRIPTION}</main></body></html>`);
    expect(readPosting(document, url).description).toMatch(/^Job Description\nHarrow Valley Creamery makes/);
  });

  it('reads a Danish posting: its apply label and section headings count, the place after the linked employer goes', () => {
    const { document } =
      parsePage(`<html lang="da"><head><title>Lagermedarbejder - Harrow Fødevarer A/S</title></head><body>
      <h1>Lagermedarbejder</h1><div class="jobad-header__company"><a href="/virksomhed/1">Harrow Fødevarer A/S</a>, Kolding</div>
      <div class="jobtext"><p>Harrow Fødevarer A/S er en af Danmarks største grossister inden for frisk og frossen fisk og færdigretter.</p>
      <h2>Dine opgaver</h2><ul><li>Modtagelse og kontrol af varer</li><li>Pluk og pak af ordrer</li><li>Rengøring af lageret</li></ul>
      <h2>Vi tilbyder</h2><ul><li>Pension og sundhedsforsikring</li><li>Frokostordning</li></ul><p>Arbejdssted: Kolding</p></div>
      <a class="btn" href="/c?t=1">Søg jobbet</a></body></html>`);
    const result = scoreJobPage(document, url, new Set());
    expect(result.signals).toEqual(expect.arrayContaining(['apply control +2', 'job section headings +2']));
    expect(result.companyName).toBe('Harrow Fødevarer A/S');
  });
});

describe('decision 097, blind set 14', () => {
  const url = parsePageUrl(URL) as PageUrl;

  it('reads a vacancy laid out as labelled rows: the "Title" field, and the "City" row over its section heading', () => {
    const row = (label: string, value: string) =>
      `<div class="row"><div class="leftCol">${label}</div><div class="rightCol">${value}</div></div>`;
    const { document } = parsePage(`<html><head><title>Vacancy Details</title></head><body>
      <h1>Vacancy Details</h1><div id="basics"><h3>Basics</h3>${row('Title', 'Bridge Repair Mechanic')}${row('Agency', 'Hudson Valley Bridge Authority')}</div>
      <div id="location"><h3>Location</h3>${row('County', 'Orange')}${row('City', 'Newburgh')}</div>
      <div class="job-description">${DESCRIPTION}</div>
      <div>${row('Notes on Applying', 'Submit a cover letter and resume by email to jobs@hvba.example.gov.')}</div></body></html>`);
    const read = readPosting(document, url);
    expect(read.positionName).toBe('Bridge Repair Mechanic');
    expect(read.location).toBe('Newburgh');
    expect(scoreJobPage(document, url, new Set()).signals).toContain('apply control +2');
  });

  it('takes "In person" for how, not where, and reads a location element named in any case', () => {
    const { document } = parsePage(`<html><head><title>Dental Assistant</title></head><body>
      <h2>Dental Assistant</h2><span data-testid="viewJobCompanyLocation">Tucson, AZ 85710</span>
      <div class="job-description">${DESCRIPTION}<p>Work Location: In person</p></div>
      <a href="/apply">Apply Now</a></body></html>`);
    expect(readPosting(document, url).location).toBe('Tucson, AZ 85710');
  });

  it('takes the place the page shows for a hybrid job its structured data calls remote', () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Analista de Sinistros',
      hiringOrganization: { '@type': 'Organization', name: 'Serrano Seguros' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Brasil' },
      description: DESCRIPTION,
    });
    const { document } = parsePage(`<html lang="pt"><head><title>Analista de Sinistros</title>
      <script type="application/ld+json">${jsonLd}</script></head><body><h1>Analista de Sinistros</h1>
      <span>Híbrido</span><span data-testid="job-badge-location">São Paulo - SP</span>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Candidate-se</a></body></html>`);
    expect(extractJob(document, URL).location).toBe('São Paulo - SP');
  });

  it('reads an Italian posting under a careers heading: its title, its apply label, its section headings', () => {
    const { document } =
      parsePage(`<html lang="it"><head><title>Manutentore - Lavora con noi - Pastificio Valdarno</title>
      <meta property="og:type" content="article"></head><body><h1>Lavora con noi</h1>
      <h2>Manutentore</h2><ul><li>Sede di lavoro: Montevarchi (AR)</li></ul><div class="descrizione">
      <p>Pastificio Valdarno produce pasta secca di semola di grano duro trafilata al bronzo dal 1958, con undici linee di produzione.</p>
      <h3>Principali responsabilità</h3><ul><li>Manutenzione ordinaria su presse ed essiccatoi</li><li>Diagnosi dei guasti elettrici</li><li>Registrazione degli interventi</li></ul>
      <h3>Requisiti</h3><ul><li>Diploma di perito elettrotecnico</li></ul><h3>Si offre</h3><ul><li>Contratto a tempo indeterminato</li></ul></div>
      <a class="ir-btn" href="/apply">Candidati</a></body></html>`);
    const result = scoreJobPage(document, url, new Set());
    expect(result.positionName).toBe('Manutentore');
    expect(result.signals).toEqual(expect.arrayContaining(['apply control +2', 'job section headings +3']));
    expect(result.location).toBe('Montevarchi (AR)');
  });
});

describe('decision 100', () => {
  const url = parsePageUrl(URL) as PageUrl;

  it('counts "Apply on agency website" as an apply control', () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator | Jobs</title></head><body>
      <h1>Creamery Operator</h1><p><a href="https://agency.example/apply?ref=311">Apply on agency website</a></p>
      <div class="job-description">${DESCRIPTION}</div></body></html>`);
    expect(scoreJobPage(document, url, new Set()).signals).toContain('apply control +2');
  });

  it("reads past a careers banner's h1 when the page's title names the posting's own heading", () => {
    const page = (title: string) =>
      parsePage(`<html><head><title>${title}</title></head><body>
      <section class="hero"><h1>Join our team</h1></section><h2>Creamery Operator</h2><p>Twin Falls, ID</p>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply</a></body></html>`).document;
    const named = scoreJobPage(page('Creamery Operator | Careers at Harrow Valley Creamery'), url, new Set());
    expect(named.signals).not.toContain('a page about jobs -5');
    expect(named.positionName).toBe('Creamery Operator');
    // A page whose title (and address, decision 120) names no job stays a page about jobs.
    const bare = parsePageUrl('https://harrowvalley.example/jobs/311') as PageUrl;
    const unnamed = scoreJobPage(page('Careers at Harrow Valley Creamery'), bare, new Set());
    expect(unnamed.signals).toContain('a page about jobs -5');
  });

  it('reads a list of places by its first item, marked or under a "Locations" heading', () => {
    const places = `<li><strong>Twin Falls, ID</strong><small>North Plant · 410 Kimberly Rd, Twin Falls, ID 83301</small></li>
      <li><strong>Boise, ID</strong><small>Depot · 2900 Federal Way, Boise, ID 83705</small></li>
      <li><strong>Pocatello, ID</strong><small>South Plant · 1500 Garrett Way, Pocatello, ID 83201</small></li>`;
    const page = (list: string) =>
      parsePage(`<html><head><title>Creamery Operator</title></head><body>
      <h1>Creamery Operator</h1><p><span>$21 / hour</span><span>No experience needed</span></p>
      <h2>Locations</h2>${list}<div class="job-description">${DESCRIPTION}</div>
      <a href="/apply">Apply Now</a></body></html>`).document;
    expect(readPosting(page(`<ul data-testid="opening-locations">${places}</ul>`), url).location).toBe(
      'Twin Falls, ID',
    );
    expect(readPosting(page(`<ul>${places}</ul>`), url).location).toBe('Twin Falls, ID');
  });

  it('starts the description after a short notice right above the apply button', () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator</title></head><body><main>
      <h1>Creamery Operator</h1><p>Closing date: 8 December 2026</p>
      <p>This job is closing early if enough applications are received.</p>
      <a class="button" href="/apply">Apply now</a><p><a href="/save">Save this job</a></p>
      <h2>Job overview</h2>${DESCRIPTION}</main></body></html>`);
    expect(readPosting(document, url).description).toMatch(/^Job overview\nHarrow Valley Creamery makes/);
  });

  it("takes a Norwegian field labelled as the title that the page's title names over a slogan heading", () => {
    const field = (label: string, value: string) => `<p><span>${label}:</span> <span>${value}</span></p>`;
    const { document } = parsePage(`<html lang="nb"><head><title>Ysteriarbeider - Harrow Meieri</title>
      <meta property="og:title" content="Bli med i meieriet vårt!"></head><body>
      <h1>Bli med i meieriet vårt!</h1><a href="/apply">Søk på stillingen</a>
      <div class="advert-text">${DESCRIPTION}</div>
      <div>${field('Arbeidsgiver', 'Harrow Meieri')}${field('Stillingstittel', 'Ysteriarbeider')}${field('Arbeidssted', 'Twin Falls')}</div>
      </body></html>`);
    const read = readPosting(document, url);
    expect(read.positionName).toBe('Ysteriarbeider');
    expect(read.location).toBe('Twin Falls');
  });
});

describe('decision 101', () => {
  const url = parsePageUrl(URL) as PageUrl;

  it('reads a blog post that carries its own application form for the job it names as the posting', () => {
    const post = (formHeading: string) =>
      parsePage(`<html><head><title>Join Our Staff Team – Harrow Valley Creamery</title>
      <meta property="og:type" content="article">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Join Our Staff Team"}</script>
      </head><body><main><article>
      <h1>Join Our Staff Team</h1><div class="entry-meta">Posted by <span class="byline"><a rel="author" href="/author/ann">Ann</a></span></div>
      <h2>Creamery Operator</h2><p>Full-time, $21 per hour.</p>${DESCRIPTION}
      <h3>${formHeading}</h3><form method="post"><input type="email" name="email"><input type="file" name="cv"><input type="submit" value="Send"></form>
      </article><div id="comments"><p>Is this open to students?</p></div></main>
      <footer><p>© 2026 Harrow Valley Creamery · 410 Kimberly Road, Twin Falls, ID 83301</p></footer></body></html>`)
        .document;
    const job = extractJob(post('Apply: Creamery Operator'), URL);
    expect(job).toMatchObject({ isJob: true, positionName: 'Creamery Operator', location: 'Twin Falls, ID' });
    // A form that names no job leaves the post an article.
    expect(extractJob(post('Contact us'), URL).isJob).toBe(false);
  });

  it('keeps the line breaks of a text the page styles with white-space: pre-line, and reads its heading lines', () => {
    const text = [
      'Harrow Valley Creamery makes butter and cheese from the milk of 60 family farms in the valley.',
      'REQUISITI',
      '- Un anno di esperienza nella produzione alimentare',
      '- Capacità di sollevare 20 kg',
      'OFFRIAMO',
      '- Contratto a tempo indeterminato, tempo pieno',
      '- Mensa aziendale e parcheggio gratuito',
    ].join('\n');
    const { document } = parsePage(`<html lang="it"><head><title>Casaro - Harrow Valley</title>
      <style>.jv-text{white-space:pre-line}</style></head><body>
      <h1>Casaro</h1><p class="employer">Harrow Valley Creamery</p>
      <div class="jv-text">${text}</div><a href="mailto:hr@harrow.example">Candidati</a></body></html>`);
    const read = scoreJobPage(document, url, new Set());
    expect(read.description.split('\n')).toContain('- Capacità di sollevare 20 kg');
    expect(read.signals).toEqual(
      expect.arrayContaining(['job section headings +2', 'bullet lists +1', 'employment type +1']),
    );
  });

  it('counts "Ansök via arbetsgivarens webbplats" as an apply control and "Kommun" as a place label', () => {
    const { document } = parsePage(`<html lang="sv"><head><title>Mejerist - Harrow Mejeri</title></head><body>
      <h1>Mejerist</h1><h3>Kommun: Norrtälje</h3><div class="job-description">${DESCRIPTION}</div>
      <a href="https://harrow.example/jobb/1">Ansök via arbetsgivarens webbplats</a></body></html>`);
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals).toContain('apply control +2');
    expect(read.location).toBe('Norrtälje');
  });

  it("takes the page's heading over a structured title that names a page part", () => {
    const { document } = parsePage(`<html lang="fr"><head><title>Fromager - Harrow Valley Creamery</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Offre d'emploi",
      "hiringOrganization":{"@type":"Organization","name":"Harrow Valley Creamery"},"description":"${DESCRIPTION.replace(/"/g, "'").replace(/\n/g, ' ')}",
      "jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Twin Falls"}}}</script>
      </head><body><h1>Fromager</h1><div class="job-description">${DESCRIPTION}</div>
      <a href="/apply">Postuler</a></body></html>`);
    expect(extractJob(document, URL).positionName).toBe('Fromager');
  });

  it("does not start the description at a summary table's row", () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator</title></head><body><main>
      <h1>Creamery Operator</h1><a href="/apply">Apply for this job</a><table>
      <tr><th>Hours</th><td>37 hours per week, flexible and hybrid working across the early shift</td></tr>
      <tr><th>Location</th><td>Twin Falls, ID</td></tr></table>
      <h2>About the role</h2>${DESCRIPTION}</main></body></html>`);
    expect(readPosting(document, url).description).toMatch(/^About the role\nHarrow Valley Creamery makes/);
  });

  it('reads a place that is the whole world as remote', () => {
    const { document } = parsePage(`<html><head><title>Creamery Analyst</title></head><body>
      <h1>Creamery Analyst</h1><div class="location">🌏 Worldwide</div>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Apply</a></body></html>`);
    expect(readPosting(document, url).location).toBe('Remote (Worldwide)');
  });
});

describe('decision 102', () => {
  const url = parsePageUrl(URL) as PageUrl;

  it('reads a field list with a "Where to apply" e-mail address as a posting of the labelled employer', () => {
    const { document } = parsePage(`<html><head><title>Creamery Operator | Dairyboard</title>
      <meta property="og:site_name" content="Dairyboard"></head><body>
      <h1>Creamery Operator</h1><main><dl>
      <dt>Organisation/Company</dt><dd>Harrow Valley Creamery</dd>
      <dt>Is the job funded through a regional development programme of the valley?</dt><dd>No</dd>
      <dt>City</dt><dd>Twin Falls</dd></dl>
      <h2>Offer Description</h2>${DESCRIPTION}
      <h2>Where to apply</h2><dl><dt>E-mail</dt><dd>jobs@harrow.example</dd></dl></main></body></html>`);
    expect(extractJob(document, URL)).toMatchObject({
      isJob: true,
      companyName: 'Harrow Valley Creamery',
      location: 'Twin Falls',
    });
    // A field list's label, however long, is no line of the description.
    expect(extractJob(document, URL).description).toMatch(/^Harrow Valley Creamery makes/);
  });

  it('reads the first of places on one line and never the next section heading as the place', () => {
    const page = (places: string) =>
      parsePage(`<html><head><title>Creamery Operator</title></head><body><main>
      <h1>Creamery Operator</h1><a href="/apply">Apply now</a>
      <h2>Location</h2><div>${places}</div><h2>About the job</h2>${DESCRIPTION}</main></body></html>`)
        .document;
    expect(
      readPosting(page('Twin Falls, Idaho, 83301 : Boise, Idaho, 83702 : Burley, Idaho, 83318'), url)
        .location,
    ).toBe('Twin Falls, Idaho, 83301');
    expect(readPosting(page(''), url).location).not.toBe('About the job');
  });

  it('takes a public body named right under the title as the employer', () => {
    const { document } =
      parsePage(`<html><head><title>Dairy Inspector - State Jobs - GOV.EXAMPLE</title></head><body>
      <main><h1>Dairy Inspector</h1><div class="subtitle">Valley Dairy Standards Agency</div>
      <p>Apply before 5 pm on 14 December 2026</p>
      <h2>Location</h2><div>Twin Falls</div><h2>Job description</h2>
      <p>The Valley Dairy Standards Agency inspects the creameries of the valley and publishes what it finds.</p>${DESCRIPTION}
      <a href="/apply">Apply now</a></main></body></html>`);
    expect(extractJob(document, URL).companyName).toBe('Valley Dairy Standards Agency');
  });

  it("reads a label row's value from the row below, and no share link as a place", () => {
    const page = (sidebar: string) =>
      parsePage(`<html><head><title>Creamery Operator</title></head><body><main>
      <h1>Creamery Operator</h1><div class="text">${DESCRIPTION}</div>
      <div class="share">Share: <a href="https://www.linkedin.com/share">LinkedIn</a><a href="https://facebook.com/share">Facebook</a></div>
      </main><div>${sidebar}<a href="/apply">Apply</a></div></body></html>`).document;
    expect(
      readPosting(page('<table><tr><th>Location</th></tr><tr><td>Twin Falls</td></tr></table>'), url)
        .location,
    ).toBe('Twin Falls');
    expect(readPosting(page(''), url).location).toBe('');
  });

  it('reads a label followed by its value as text in the same box', () => {
    const { document } = parsePage(`<html lang="pl"><head><title>Serowar - Harrow</title></head><body>
      <h1>Serowar</h1><div class="params"><div><strong>Lokalizacja</strong>Poznań</div><div><strong>Wymiar pracy</strong>Pełny etat</div></div>
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Aplikuj</a></body></html>`);
    expect(readPosting(document, url).location).toBe('Poznań');
  });

  it('reads a place marked by a class in another language, and no seniority level as a place', () => {
    const page = (place: string) =>
      parsePage(`<html lang="pt-BR"><head><title>Queijeiro - Harrow</title></head><body>
      <h1>Queijeiro</h1><div><span>Pleno</span><span>1 vaga</span></div>${place}
      <div class="job-description">${DESCRIPTION}</div><a href="/apply">Candidatar-se</a></body></html>`)
        .document;
    expect(readPosting(page('<span class="info-localizacao">Caxias do Sul / RS</span>'), url).location).toBe(
      'Caxias do Sul / RS',
    );
    expect(readPosting(page(''), url).location).toBe('');
  });

  it('reads a place labelled at the start of a sentence in the prose', () => {
    const { document } = parsePage(`<html lang="it"><head><title>Casaro - Harrow</title></head><body>
      <h1>Casaro</h1><div class="job-description">${DESCRIPTION}
      <p>Contratto a tempo indeterminato, dopo un periodo di prova. Sede di lavoro: Castelnovo ne' Monti (RE).</p></div>
      <a href="/apply">Candidati</a></body></html>`);
    expect(readPosting(document, url).location).toBe("Castelnovo ne' Monti (RE)");
  });

  it("reads an article filed under the site's careers section that says where to send the CV as the posting", () => {
    const post = (crumb: string) =>
      parsePage(`<html lang="it"><head><title>Casaro - Caseificio Harrow</title>
      <meta property="og:site_name" content="Caseificio Harrow"></head><body>
      <nav class="breadcrumb" aria-label="Breadcrumbs"><a href="/">Home</a> › <a href="/sezione">${crumb}</a> › Casaro</nav>
      <main><div itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">Casaro</h1>
      <dl class="article-info"><dd itemprop="author">Scritto da: Amministratore</dd></dl>
      <div itemprop="articleBody"><p>Il nostro caseificio lavora ogni giorno il latte di 38 stalle della valle e produce formaggi.</p>
      <h3>Cosa farai</h3><ul><li>Ricevimento del latte</li><li>Pulizia delle caldaie</li><li>Rivoltamento delle forme</li></ul>
      <h3>Cosa ti chiediamo</h3><ul><li>Disponibilità a iniziare presto la mattina</li><li>Buona forma fisica</li></ul>
      <h3>Cosa offriamo</h3><p>Contratto a tempo indeterminato secondo il contratto nazionale. Sede di lavoro: Castelnovo ne' Monti (RE).</p>
      <p>Per candidarti invia il tuo curriculum a lavoro@harrow.example oppure passa a trovarci in caseificio.</p>
      </div></div></main></body></html>`).document;
    const careersUrl = 'https://harrow.example/lavora-con-noi/24-casaro.html';
    expect(extractJob(post('Lavora con noi'), careersUrl)).toMatchObject({
      isJob: true,
      positionName: 'Casaro',
      location: "Castelnovo ne' Monti (RE)",
    });
    // The same article in the site's news stays an article.
    expect(extractJob(post('Notizie'), careersUrl).isJob).toBe(false);
  });

  it('counts Italian and Portuguese section headings and pay words', () => {
    const page = (lang: string, headings: string[], pay: string) =>
      parsePage(`<html lang="${lang}"><head><title>Casaro - Harrow</title></head><body>
      <h1>Casaro</h1><div class="job-description"><p>Harrow Valley Creamery makes butter and cheese from the milk of 60 family farms in the valley.</p>
      ${headings.map((h) => `<h3>${h}</h3><ul><li>Ricevimento del latte e pulizia</li><li>Rivoltamento delle forme</li></ul>`).join('')}
      <p>${pay}</p></div><a href="/apply">Candidati</a></body></html>`).document;
    const italian = scoreJobPage(
      page('it', ['Cosa farai', 'Cosa ti chiediamo'], 'Stipendio: 1.900 euro'),
      url,
      new Set(),
    );
    expect(italian.signals).toEqual(expect.arrayContaining(['job section headings +2', 'salary +1']));
    const portuguese = scoreJobPage(
      page('pt-BR', ['Principais atividades', 'Benefícios'], 'Salário: R$ 6.200,00 a R$ 7.400,00'),
      url,
      new Set(),
    );
    expect(portuguese.signals).toEqual(expect.arrayContaining(['job section headings +2', 'salary +1']));
  });

  it('reads a Japanese posting: its apply button, headings, employment type, pay, place label and prose', () => {
    const { document } =
      parsePage(`<html lang="ja"><head><title>チーズ製造スタッフ - 株式会社ハロウ乳業</title></head><body>
      <main><h1>チーズ製造スタッフ</h1><div class="tags"><span>正社員</span><span>製造</span></div>
      <section><h2>ポジション概要</h2><p>ハロウ乳業は、谷の六十軒の牧場から集めた牛乳でバターとチーズを作っています。創業から五十年、地元のスーパーや学校給食にも製品を届けてきました。</p>
      <p>今回は、チーズ製造ラインを担当するスタッフを募集します。経験の長い職人と一緒に、原料の受け入れから熟成庫での管理まで、製造の流れをひとつずつ覚えていただきます。未経験の方にも丁寧に教えますので、安心してご応募ください。</p></section>
      <section><h2>業務内容</h2><ul><li>チーズ製造ラインの運転</li><li>設備の洗浄と衛生管理</li><li>温度と重量の記録</li></ul></section>
      <section><h2>必須スキル・経験</h2><ul><li>食品製造の経験一年以上</li><li>二十キロの荷物を持てる方</li></ul></section>
      <section><h2>募集要項</h2><table><tr><th>勤務地</th><td>北海道札幌市中央区1-2-3</td></tr><tr><th>給与</th><td>年収350万円〜450万円</td></tr></table></section>
      <div class="apply"><a href="/apply">この求人に応募する</a></div></main></body></html>`);
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals).toEqual(
      expect.arrayContaining([
        'apply control +2',
        'job section headings +3',
        'salary +1',
        'employment type +1',
      ]),
    );
    expect(read.location).toBe('北海道札幌市中央区1-2-3');
    expect(read.description).toMatch(/^ポジション概要\nハロウ乳業は/);
  });
});

describe('decision 104', () => {
  const page = (lang: string, body: string) =>
    parsePage(`<html lang="${lang}"><head><title>Job</title></head><body><main>${body}</main></body></html>`)
      .document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;

  it.each([
    [
      'ro',
      'Aplică acum',
      ['Responsabilități', 'Cerințe', 'Ce oferim'],
      'Locație',
      'Cluj-Napoca',
      'Angajator',
      'Normă întreagă',
    ],
    [
      'cs',
      'Odpovědět na nabídku',
      ['Náplň práce', 'Co od vás očekáváme:', 'Co nabízíme:'],
      'Lokalita',
      'Kolín',
      'Zadavatel',
      'Plný úvazek',
    ],
    [
      'fi',
      'Hae työpaikkaa',
      ['Työtehtävät', 'Edellytämme', 'Tarjoamme'],
      'Sijainti',
      'Hämeenlinna',
      'Työnantaja',
      'Vakituinen',
    ],
    [
      'hu',
      'Jelentkezem',
      ['Feladatok', 'Elvárások', 'Amit kínálunk'],
      'Munkavégzés helye',
      'Budapest',
      'Munkáltató',
      'Teljes munkaidő',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type',
    (lang, apply, headings, placeLabel, place, employerLabel, employment) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<h1>Inginer proces</h1><dl><dt>${employerLabel}</dt><dd>Vltava Works</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Typ</dt><dd>${employment}</dd></dl>
      <div class="description"><h2>${first}</h2>${prose('Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore.')}
      <h2>${second}</h2><ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>
      <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul></div>
      <a class="btn" href="/apply">${apply}</a>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining(['apply control +2', 'job section headings +3', 'employment type +1']),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe('Vltava Works');
    },
  );

  it('reads a Korean posting: its apply button, headings and place label', () => {
    const document = page(
      'ko',
      `<h1>프론트엔드 개발자 (React)</h1>
      <div class="description">${prose('모래시계랩은 동네 병원과 약국을 위한 예약 관리 서비스를 만듭니다. 현재 전국 여러 의원에서 하루 평균 많은 접수가 이 서비스를 통해 처리되고 있습니다.')}
      <h3>주요업무</h3><ul><li>대시보드 개발</li><li>모바일 웹 개발</li><li>디자인 시스템 설계</li></ul>
      <h3>자격요건</h3><ul><li>React 개발 경력 3년 이상</li></ul><h3>혜택 및 복지</h3><ul><li>교육비 지원</li></ul>
      <dl><dt>고용 형태</dt><dd>정규직</dd><dt>근무지역</dt><dd>서울 성동구</dd></dl></div>
      <button type="button">지원하기</button>`,
    );
    const read = scoreJobPage(document, posting, new Set());
    expect(read.signals).toEqual(
      expect.arrayContaining(['apply control +2', 'job section headings +3', 'employment type +1']),
    );
    expect(read.location).toBe('서울 성동구');
  });
});

describe('decision 106', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(
      `<html lang="${lang}"${/^(ar|he)$/.test(lang) ? ' dir="rtl"' : ''}><head>${head}</head><body>${body}</body></html>`,
    ).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;

  it.each([
    [
      'zh-TW',
      '我要應徵',
      ['【工作內容】', '條件要求', '福利制度'],
      '上班地點',
      '台中市西屯區',
      '公司名稱',
      '青松乳品股份有限公司',
      '全職',
      '月薪 42,000 元',
      '青松乳品以中部六十家牧場的鮮乳製作奶油與起司，產品供應全台超市與學校。',
    ],
    [
      'zh-CN',
      '投递简历',
      ['岗位职责', '任职要求', '福利待遇'],
      '工作地点',
      '杭州市西湖区',
      '公司名称',
      '青松乳业有限公司',
      '全职',
      '月薪 12,000 元',
      '青松乳业以六十家牧场的鲜奶制作黄油与奶酪，产品供应全国超市与学校食堂。',
    ],
    [
      'ar',
      'قدّم الآن',
      ['المهام والمسؤوليات', 'المؤهلات المطلوبة', 'ما نقدمه'],
      'مكان العمل',
      'إربد',
      'اسم الشركة',
      'شركة الوادي للألبان',
      'دوام كامل',
      'الراتب: 650 دينار',
      'تصنع شركة الوادي للألبان الزبدة والجبن من حليب ستين مزرعة عائلية في الوادي منذ عام طويل.',
    ],
    [
      'he',
      'הגש/י מועמדות',
      ['תיאור התפקיד', 'דרישות', 'מה אנחנו מציעים'],
      'מיקום',
      'באר שבע',
      'שם החברה',
      'מחלבות העמק',
      'משרה מלאה',
      'שכר: 11,000 ש"ח',
      'מחלבות העמק מייצרות חמאה וגבינות מחלב של שישים משקים משפחתיים בעמק כבר שנים רבות.',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2><ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([
    ['قدم الان'],
    ['تقدّم للوظيفة'],
    ['التقديم على الوظيفة'],
    ['أرسل سيرتك الذاتية'],
    ['שליחת קו"ח'],
    ['立即申请'],
    ['應徵此職缺'],
  ])('takes "%s" for an apply label, with or without its marks', (label) => {
    const document = page('und', `<main><h1>Dairy Operator</h1><button>${label}</button></main>`);
    expect(scoreJobPage(document, posting, new Set()).signals).toContain('apply control +2');
  });

  it.each([
    ['he', 'משרות דומות', 'הגשת מועמדות', 'מחלבות העמק'],
    ['ar', 'وظائف مشابهة', 'قدم الآن', 'شركة الوادي للألبان'],
    ['zh-TW', '其他相似工作', '應徵', '青松乳品股份有限公司'],
  ])(
    'reads a %s rail of similar jobs as a rail, and the employer linked under the title beside it',
    (lang, railHeading, apply, employer) => {
      const cards = [1, 2, 3, 4, 5]
        .map((n) => `<li><a href="/Search/UploadSingle.aspx?JobID=81290${n}">Job ${n}</a></li>`)
        .join('');
      const document = page(
        lang,
        `<div class="wrapper"><div id="main"><div class="top"><div class="title"><h1>Dairy Operator</h1></div>
        <div><a class="job-company-name" href="/Companies/55214">${employer}</a></div></div>
        <div class="description">${prose('Harrow Valley Creamery makes butter and cheese from the milk of sixty family farms in the valley.')}</div>
        <a class="btn" href="/apply">${apply}</a></div>
        <div id="side"><div class="box"><h3>${railHeading}</h3><ul>${cards}</ul></div></div></div>`,
        '<title>Dairy Operator</title><meta property="og:site_name" content="Valley Boards">',
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).not.toContain('many job links -4');
      expect(read.companyName).toBe(employer);
    },
  );

  it('reads the text of a page drawn inside one form (ASP.NET) as the page', () => {
    const document = page(
      'en',
      `<form method="post" id="aspnetForm"><input type="hidden" name="__VIEWSTATE" value="x">
      <h1>Service Technician</h1><div class="company">Harrow Valley Creamery</div>
      <div>Location: Twin Falls</div><div>Job type: Full-time</div>
      <div class="description">${prose('Harrow Valley Creamery makes butter and cheese from the milk of sixty family farms in the valley.')}</div>
      <a class="btn" href="/apply">Apply now</a></form>`,
    );
    const read = scoreJobPage(document, posting, new Set());
    expect(read.signals).toContain('employment type +1');
    expect(read.location).toBe('Twin Falls');
  });

  it("reads the employer from a title parted by full-width bars, never a jobs site's name", () => {
    const document = page(
      'zh-TW',
      `<header><a class="logo" href="/"><img src="/logo.svg" alt="好工作人力銀行 logo"></a></header><main><h1>乳品製造員</h1>
      <div class="description">${prose('青松乳品以中部六十家牧場的鮮乳製作奶油與起司，產品供應全台超市與學校。')}</div>
      <button type="button">應徵</button></main>`,
      '<title>乳品製造員｜青松乳品股份有限公司｜台中市－好工作人力銀行</title><meta property="og:site_name" content="好工作人力銀行">',
    );
    expect(readPosting(document, posting).companyName).toBe('青松乳品股份有限公司');
  });

  it('reads a labelled address without the map link after it', () => {
    const document = page(
      'zh-TW',
      `<main><h1>乳品製造員</h1><div class="row"><h3>上班地點</h3><div><span>台中市西屯區工業區一路 12 號</span> <a href="https://maps.google.com/?q=x">地圖</a></div></div></main>`,
    );
    expect(readPosting(document, posting).location).toBe('台中市西屯區工業區一路 12 號');
  });
});

describe('decision 107', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(
      `<html lang="${lang}"${lang === 'fa' ? ' dir="rtl"' : ''}><head>${head}</head><body>${body}</body></html>`,
    ).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it.each([
    [
      'et',
      'Kandideeri kohe',
      ['Tööülesanded', 'Nõuded kandidaadile', 'Omalt poolt pakume'],
      'Asukoht',
      'Tartu',
      'Tööandja',
      'Kaasiku Meierei AS',
      'Täistööaeg',
      'Palk: 1600 €',
      'Kaasiku Meierei teeb võid ja juustu kuuekümne talu piimast ning müüb neid üle kogu Eesti poodides.',
    ],
    [
      'ca',
      'Inscriu-te a aquesta oferta',
      ['Funcions', 'Requisits', 'Què oferim'],
      'Localitat',
      'Lleida',
      'Empresa',
      'Formatges del Segre SL',
      'Jornada completa',
      'Sou: 24.000 euros bruts anuals',
      'Formatges del Segre elabora mantega i formatges amb la llet de seixanta granges de la comarca des de fa anys.',
    ],
    [
      'ms',
      'Mohon sekarang',
      ['Tanggungjawab', 'Kelayakan', 'Faedah'],
      'Lokasi',
      'Ipoh',
      'Syarikat',
      'Tenusu Kinta Sdn. Bhd.',
      'Sepenuh masa',
      'Gaji: RM 3,200 sebulan',
      'Tenusu Kinta menghasilkan mentega dan keju daripada susu enam puluh ladang keluarga di seluruh negeri Perak.',
    ],
    [
      'tl',
      'Mag-apply na',
      ['Mga Tungkulin', 'Mga Kwalipikasyon', 'Mga Benepisyo'],
      'Lokasyon',
      'Iloilo City',
      'Kumpanya',
      'Gatas Bisaya Inc.',
      'Buong oras',
      'Sahod: ₱20,000 kada buwan',
      'Gumagawa ang Gatas Bisaya ng mantikilya at keso mula sa gatas ng animnapung sakahan ng mga pamilya sa Iloilo.',
    ],
    [
      'hi',
      'अभी आवेदन करें',
      ['जिम्मेदारियां', 'ज़रूरी योग्यता', 'सुविधाएं'],
      'नौकरी का स्थान',
      'इंदौर',
      'कंपनी का नाम',
      'मालवा डेयरी',
      'फुल टाइम',
      'वेतन: ₹18,000 प्रति माह',
      'मालवा डेयरी साठ गांवों के किसानों के दूध से मक्खन और पनीर बनाती है और पूरे प्रदेश में बेचती है।',
    ],
    [
      'sr',
      'Пријави се',
      ['Опис посла', 'Услови', 'Нудимо'],
      'Место рада',
      'Нови Сад',
      'Послодавац',
      'Млекара Срем д.о.о.',
      'Пуно радно време',
      'Плата: 90.000 динара',
      'Млекара Срем прави путер и сир од млека шездесет породичних фарми из целог Срема и продаје их у целој земљи.',
    ],
    [
      'sr-Latn',
      'Konkuriši',
      ['Opis posla', 'Uslovi', 'Nudimo'],
      'Mesto rada',
      'Niš',
      'Poslodavac',
      'Mlekara Nišava d.o.o.',
      'Puno radno vreme',
      'Plata: 85.000 dinara',
      'Mlekara Nišava pravi puter i sir od mleka šezdeset porodičnih farmi iz celog okruga i prodaje ih u celoj zemlji.',
    ],
    [
      'hr',
      'Prijavite se na oglas',
      ['Opis radnog mjesta', 'Uvjeti', 'Što nudimo'],
      'Mjesto rada',
      'Osijek',
      'Tvrtka',
      'Mljekara Baranja d.o.o.',
      'Puno radno vrijeme',
      'Plaća: 1.200 EUR neto',
      'Mljekara Baranja proizvodi maslac i sir od mlijeka šezdeset obiteljskih farmi iz cijele Slavonije i Baranje.',
    ],
    [
      'bg',
      'Кандидатствай',
      ['Отговорности', 'Изисквания', 'Какво предлагаме'],
      'Място на работа',
      'Пловдив',
      'Работодател',
      'Млекарница Тракия ЕООД',
      'Пълно работно време',
      'Заплата: 1800 лв.',
      'Млекарница Тракия прави масло и сирене от млякото на шестдесет семейни ферми в цяла Южна България от години.',
    ],
    [
      'fa',
      'ارسال رزومه',
      ['شرح شغل', 'شرایط احراز', 'مزایا'],
      'محل کار',
      'شیراز',
      'نام شرکت',
      'لبنیات فارس',
      'تمام وقت',
      'حقوق: ۱۵۰۰۰۰۰۰ تومان 15000000',
      'لبنیات فارس از شیر شصت دامداری خانوادگی در سراسر استان کره و پنیر تولید می‌کند و در همه شهرها می‌فروشد.',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2>${list}
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([
    ['Kandideeri'],
    ["Inscriure-m'hi"],
    ['Hantar permohonan'],
    ['Mag-apply ngayon'],
    ['नौकरी के लिए आवेदन करें'],
    ['Prijavi se'],
    ['Пошаљи CV'],
    ['Кандидатствайте по обявата'],
    ['درخواست همکاری'],
  ])('takes "%s" for an apply label', (label) => {
    const document = page('und', `<main><h1>Dairy Operator</h1><button>${label}</button></main>`);
    expect(scoreJobPage(document, posting, new Set()).signals).toContain('apply control +2');
  });

  it('takes a labelled line that tells how to apply ("Начин пријављивања: …") for applying', () => {
    const document = page(
      'sr',
      `<main><h1>Оператер</h1><p>Начин пријављивања: Кандидати радну биографију шаљу на e-mail: posao@mlekara.example.rs</p></main>`,
    );
    expect(scoreJobPage(document, posting, new Set()).signals).toContain('apply control +2');
  });

  it('ends the description at a rail of similar jobs in Estonian, Serbian, Bulgarian and Hindi', () => {
    for (const rail of ['Sarnased töökuulutused', 'Слични огласи', 'Подобни обяви', 'मिलती-जुलती नौकरियां']) {
      const document = page(
        'und',
        `<main><h1>Dairy Operator</h1><div class="body">${prose('We make butter and cheese from the milk of sixty family farms in the valley.')}
        <h3>Responsibilities</h3>${list}<h3>${rail}</h3><p>Cheese Maker at Another Dairy, somewhere else in the country today.</p></div>
        <a href="/apply">Apply now</a></main>`,
      );
      const { description } = readPosting(document, posting);
      expect(description).toContain('Iota kappa lambda mu');
      expect(description).not.toContain('Another Dairy');
    }
  });

  it('reads a line of Devanagari that ends in a danda as prose, and a row of Devanagari tags as none', () => {
    const sentence = 'मालवा डेयरी साठ गांवों के किसानों के दूध से मक्खन और पनीर बनाती है और पूरे प्रदेश में बेचती है।';
    const document = page(
      'hi',
      `<main><h1>डेयरी ऑपरेटर</h1><div class="chips"><span>फुल टाइम</span> <span>फ्रेशर्स भी आवेदन कर सकते हैं</span> <span>दसवीं पास</span> <span>केवल पुरुष उम्मीदवार</span> <span>सुबह की शिफ्ट</span></div>
      <div class="body">${prose(sentence)}<h3>सुविधाएं</h3>${list}</div><button>अभी आवेदन करें</button></main>`,
    );
    expect(readPosting(document, posting).description.startsWith('मालवा डेयरी')).toBe(true);
  });

  it("reads the place on the line after the title's box when only the employer is beside the title", () => {
    const document = page(
      'tl',
      `<main><div class="header"><div><h1>Dairy Operator</h1><a href="/c/gatas">Gatas Bisaya Inc.</a></div></div>
      <div class="chips"><span>Iloilo City, Iloilo</span><span>Buong oras</span></div>
      <div class="body">${prose('Gumagawa kami ng mantikilya at keso mula sa gatas ng animnapung sakahan sa lalawigan.')}</div>
      <button>Mag-apply ngayon</button></main>`,
    );
    expect(readPosting(document, posting).location).toBe('Iloilo City, Iloilo');
  });

  it('reads a place in a script without capitals on the meta line, after its pin', () => {
    const document = page(
      'hi',
      `<main><h1>डेयरी ऑपरेटर</h1><p>मालवा डेयरी</p><div class="meta"><div>📍 विजय नगर, इंदौर</div><div>💰 ₹18,000 /महीना</div></div>
      <div class="body">${prose('मालवा डेयरी साठ गांवों के किसानों के दूध से मक्खन और पनीर बनाती है और पूरे प्रदेश में बेचती है।')}</div>
      <button>अभी आवेदन करें</button></main>`,
    );
    expect(readPosting(document, posting).location).toBe('विजय नगर, इंदौर');
  });

  it("reads a field list's short values as fields, not as the description's first line", () => {
    const document = page(
      'ca',
      `<main><h1>Tècnic/a de laboratori</h1><dl><dt>Òrgan convocant</dt><dd>Agència Catalana de la Llet</dd>
      <dt>Cos / escala</dt><dd>Cos de titulació superior, enginyeria agrònoma i de forests (A1)</dd></dl>
      <div class="bloc"><h2>Descripció</h2>${prose("L'Agència analitza la llet de seixanta granges i en certifica la qualitat cada setmana.")}
      <h2>Funcions</h2>${list}<a href="/inscripcio">Inscriure-m'hi</a></div></main>`,
    );
    const read = readPosting(document, posting);
    expect(read.description.startsWith('Descripció\nL')).toBe(true);
    expect(read.companyName).toBe('Agència Catalana de la Llet');
  });

  it("reads an old table layout's content cell as the description box", () => {
    const document = page(
      'sr',
      `<table><tr><td class="menu"><a href="/">Почетна</a><a href="/oglasi">Огласи</a></td><td>
      <b>Оператер на машини</b><table>
      <tr><td>Послодавац:</td><td>Млекара Срем д.о.о.</td></tr>
      <tr><td>Место рада:</td><td>Нови Сад</td></tr>
      <tr><td>Опис посла:</td><td>Руковање машинама за паковање путера и сира према упутствима.<br>Свакодневно одржавање машина и чишћење радног места после смене.<br>Вођење евиденције о производњи и квалитету за сваку смену.</td></tr>
      <tr><td>Начин пријављивања:</td><td>Кандидати радну биографију шаљу на e-mail: posao@mlekara.example.rs</td></tr>
      </table></td></tr></table>`,
    );
    expect(readPosting(document, posting).description).toContain('Свакодневно одржавање машина');
  });

  it('reads the text of hidden tab panels, and still leaves out other hidden text', () => {
    const document = page(
      'en',
      `<main><h1>Dairy Operator</h1><div role="tablist"><button role="tab" aria-controls="a">Description</button><button role="tab" aria-controls="b">Qualifications</button></div>
      <section role="tabpanel" id="a">${prose('We make butter and cheese from the milk of sixty family farms in the valley.')}</section>
      <section role="tabpanel" id="b" hidden aria-hidden="true"><ul><li>Two years in a dairy plant or food factory</li><li>A forklift licence</li></ul></section>
      <div hidden>Cookie settings saved for thirty days</div><a href="/apply">Apply now</a></main>`,
    );
    const { description } = readPosting(document, posting);
    expect(description).toContain('Two years in a dairy plant or food factory');
    expect(description).not.toContain('Cookie settings');
  });

  it('reads a posting drawn inside an open shadow root, with the light children in its slots', () => {
    const document = page(
      'en',
      '<header><a href="/">Home</a></header><main><job-detail><span slot="apply">Apply now</span></job-detail></main>',
      '<title>Careers</title>',
    );
    const host = document.querySelector('job-detail') as unknown as {
      attachShadow(init: { mode: string }): { innerHTML: string };
    };
    host.attachShadow({
      mode: 'open',
    }).innerHTML = `<article><h1>Dairy Operator</h1><p class="company">Valley Creamery</p>
      <dl><dt>Location</dt><dd>Twin Falls, ID</dd><dt>Employment Type</dt><dd>Full-time</dd></dl>
      <button><slot name="apply"></slot></button>
      <div class="job-description">${prose('Valley Creamery makes butter and cheese from the milk of sixty family farms in the Magic Valley.')}
      <h2>What you will do</h2>${list}<h2>What you bring</h2>${list}</div></article>`;
    const result = extractJob(
      document,
      'https://valleycreamery.example.com/careers/s/job/a0F8d0001/dairy-operator',
    );
    expect(result).toMatchObject({ isJob: true, positionName: 'Dairy Operator', location: 'Twin Falls, ID' });
    expect(result.description).toContain('Valley Creamery makes butter and cheese');
  });

  const structured = (ld: Record<string, unknown>, footer: string) =>
    `<html lang="en"><head><title>Territory Sales Officer</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Job',
        description: 'Job Description',
        ...ld,
      },
    )}</script></head><body><div class="header"><img src="/logo.png" alt="Valley Creamery"><span>Valley Creamery</span></div>
    <main><h1>Territory Sales Officer</h1><div class="info"><div>Location</div><div>Twin Falls, Idaho</div><div>Employee Type</div><div>Permanent</div></div>
    <button>Apply</button><div class="jd">${prose('Valley Creamery makes butter and cheese from the milk of sixty family farms in the Magic Valley.')}
    <h4>Responsibilities</h4>${list}</div></main><div class="footer">${footer}</div></body></html>`;

  it("takes the heading, the page's employer and its place over a generic title, a vendor and a country code", () => {
    const ld = {
      hiringOrganization: { '@type': 'Organization', name: 'Hirebox' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'US' } },
    };
    const result = extractJob(
      parsePage(structured(ld, 'Powered by Hirebox · Privacy')).document,
      'https://valleycreamery.example.com/careers/jobDetails/a665',
    );
    expect(result).toMatchObject({
      source: 'schema.org',
      positionName: 'Territory Sales Officer',
      companyName: 'Valley Creamery',
      location: 'Twin Falls, Idaho',
    });
    // On an employer's own subdomain of the vendor's domain, with no credit line, the vendor's name is as plain.
    const tenant = extractJob(
      parsePage(structured(ld, 'Privacy')).document,
      'https://valleycreamery.hirebox.in/jobs/a665',
    );
    expect(tenant.companyName).toBe('Valley Creamery');
  });

  it("keeps a structured employer that is the site's own brand on its careers subdomain", () => {
    const ld = { hiringOrganization: { '@type': 'Organization', name: 'Valley Creamery' } };
    const result = extractJob(
      parsePage(structured(ld, 'Privacy')).document,
      'https://careers.valleycreamery.com/jobs/a665',
    );
    expect(result.companyName).toBe('Valley Creamery');
  });
});

describe('decision 109', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it.each([
    [
      'lt',
      'Kandidatuoti',
      ['Darbo pobūdis', 'Reikalavimai', 'Mes siūlome'],
      'Darbo vieta',
      'Šiauliai',
      'Įmonė',
      'UAB Šiaulių pienas',
      'Pilnas etatas',
      'Atlyginimas: 1500 EUR/mėn.',
      'UAB Šiaulių pienas gamina sviestą ir sūrį iš šešiasdešimties ūkių pieno ir parduoda juos visoje Lietuvoje.',
    ],
    [
      'th',
      'สมัครเลย',
      ['หน้าที่ความรับผิดชอบ', 'คุณสมบัติผู้สมัคร', 'สวัสดิการ'],
      'สถานที่ปฏิบัติงาน',
      'เชียงใหม่',
      'ชื่อบริษัท',
      'บริษัท นมล้านนา จำกัด',
      'งานประจำ',
      'เงินเดือน 18,000 บาท',
      'นมล้านนา ผลิตเนยและชีสจากนมของฟาร์มครอบครัวหกสิบแห่ง ในจังหวัดเชียงใหม่ และจำหน่ายทั่วประเทศ',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2>${list}
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([
    ['Siųsti CV'],
    ['Pateikti paraišką'],
    ['สมัครงานนี้'],
    ['ส่งใบสมัคร'],
    ['話を聞きに行きたい'],
    ['カジュアル面談に応募する'],
  ])('takes "%s" for an apply label', (label) => {
    const document = page('und', `<main><h1>Dairy Operator</h1><button>${label}</button></main>`);
    expect(scoreJobPage(document, posting, new Set()).signals).toContain('apply control +2');
  });

  it('does not take a bare "สมัคร" (sign up) or a site\'s "สมัครสมาชิก" (membership) for applying', () => {
    for (const label of ['สมัคร', 'สมัครสมาชิก']) {
      const document = page('th', `<main><h1>Dairy Operator</h1><button>${label}</button></main>`);
      expect(scoreJobPage(document, posting, new Set()).signals).toEqual(['no apply control']);
    }
  });

  it('reads a long line of Thai phrases as prose, and numbered Thai lines as a list', () => {
    const document = page(
      'th',
      `<main><h1>พนักงานฝ่ายผลิต</h1><div class="meta">งานประจำ</div>
      <div class="body">นมล้านนา ผลิตเนยและชีสจากนมของฟาร์มครอบครัวหกสิบแห่งในจังหวัดเชียงใหม่ และจำหน่ายทั่วประเทศมากว่ายี่สิบปี ขณะนี้เรากำลังขยายโรงงาน<br>
      <b>หน้าที่ความรับผิดชอบ</b><br>1. ควบคุมเครื่องจักรบรรจุเนยและชีสตามคำแนะนำของหัวหน้างาน<br>2. ทำความสะอาดเครื่องจักรหลังเลิกกะทุกวัน<br></div>
      <a href="/apply">สมัครงานนี้</a></main>`,
    );
    expect(readPosting(document, posting).description.startsWith('นมล้านนา ผลิตเนย')).toBe(true);
  });

  it('takes Japanese headings in brackets, the story sections and lines that start with "・" for a posting', () => {
    const document = page(
      'ja',
      `<main><h1>製造スタッフ</h1><div class="tags"><span>正社員</span><span>北海道札幌市</span></div>
      <section><h2>なにをやっているのか</h2>${prose('私たちは北海道の六十の牧場の牛乳からバターとチーズを作り、全国のお店に届けています。')}
      <h2>こんなことやります</h2><p>【具体的な業務内容】<br>・バターの製造ラインの運転<br>・製造設備の清掃と点検<br>・品質記録の作成</p>
      <p>【必須スキル】<br>・食品工場での経験1年以上<br>・フォークリフトの免許</p><p>想定年収は400万円〜500万円です。</p></section>
      <a href="/entry">話を聞きに行きたい</a></main>`,
    );
    const read = scoreJobPage(document, posting, new Set());
    expect(read.signals).toEqual(
      expect.arrayContaining(['apply control +2', 'job section headings +3', 'bullet lists +1']),
    );
    expect(read.location).toBe('北海道札幌市');
  });

  it('reads the employer of a Japanese page title out of "〇〇の△△の採用"', () => {
    const document = page(
      'ja',
      `<main><h1>製造スタッフ</h1><section>${prose('私たちは北海道の六十の牧場の牛乳からバターとチーズを作り、全国のお店に届けています。')}</section>
      <a href="/entry">応募する</a></main>`,
      '<title>製造スタッフ - 株式会社ミルクランドの製造職の採用 - Boardly</title>',
    );
    expect(pickCompany(document, '製造スタッフ', '')).toBe('株式会社ミルクランド');
  });

  it('reads "Zona:" as a place label and a name with its legal form ("…, Lda.") as the employer, not a place', () => {
    const document = page(
      'pt',
      `<main><h1>Operador de Fabrico (m/f)</h1><ul class="details"><li><i>Empresa:</i> Lacticínios do Vouga, Lda.</li><li><i>Zona:</i> Viseu</li></ul>
      <div class="body">${prose('A Lacticínios do Vouga fabrica manteiga e queijo com o leite de sessenta explorações familiares da região.')}
      <p><strong>Funções:</strong></p>${list}</div><a href="/candidatar">Candidate-se</a></main>`,
    );
    const read = readPosting(document, posting);
    expect(read.location).toBe('Viseu');
    expect(read.companyName).toBe('Lacticínios do Vouga, Lda.');
  });

  it("reads the town of a postal address block under the title, and not the footer's", () => {
    const body = (address: string) =>
      `<main><h1>Warehouse Team Lead</h1><address>${address}</address>
      <div class="body">${prose('We design and sell outdoor clothing and ship around four thousand orders a day to customers.')}
      <h2>Responsibilities</h2>${list}</div><a href="/jobs/apply/7">Apply Now!</a></main>
      <div id="footer"><address>1 High Street<br>Derby DE1 1AA</address></div>`;
    expect(
      readPosting(
        page(
          'en',
          body(
            '<div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">Unit 4, Brook Park<br>Leicester LE3 1TT<br>United Kingdom</span></div>',
          ),
        ),
        posting,
      ).location,
    ).toBe('Leicester');
    expect(readPosting(page('en', body('Call 0116 496 0732')), posting).location).toBe('');
  });

  it.each([
    ['Leicester LE3 1TT', 'Leicester'],
    ['Unit 4, Brook Park, Leicester LE3 1TT', 'Leicester'],
    ['1420 Millport Road, Lancaster, PA 17602', 'Lancaster, PA'],
    ['Guelph, ON N1H 6J2', 'Guelph, ON'],
    ['75011 Paris', 'Paris'],
    ['761 45 Norrtälje', 'Norrtälje'],
    ['00-950 Warszawa', 'Warszawa'],
    ['1012 AB Amsterdam', 'Amsterdam'],
    ['United Kingdom', ''],
    ['Call 0116 496 0732', ''],
  ])('reads the town of the address line "%s" as "%s"', (line, town) => {
    expect(townOfAddressLine(line)).toBe(town);
  });

  it('lets the page name the employer when the structured data gives "Careers"', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Careers',
      hiringOrganization: { '@type': 'Organization', name: 'Careers' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Grand Rapids' },
      },
      description: `<p>${'Harlow Ridge Manufacturing is a family-owned contract machining shop in Grand Rapids. '.repeat(3)}</p>`,
    };
    const document = parsePage(
      `<html lang="en"><head><title>Careers</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head>
      <body><a href="/"><img src="/logo.png" alt="Harlow Ridge Manufacturing"></a><h1>CNC Machinist</h1>
      <table><tr><td>Company:</td><td>Harlow Ridge Manufacturing</td></tr><tr><td>Location:</td><td>Grand Rapids, MI</td></tr></table>
      <div class="jd">${prose('Harlow Ridge Manufacturing is a family-owned contract machining shop in Grand Rapids.')}</div>
      <a href="/apply">Apply Now</a></body></html>`,
    ).document;
    expect(
      extractJob(document, 'https://host.example.net/jobboard.aspx?action=detail&recordid=1029'),
    ).toMatchObject({
      source: 'schema.org',
      companyName: 'Harlow Ridge Manufacturing',
      positionName: 'CNC Machinist',
    });
  });

  it('ends the description at a rail of similar jobs in Lithuanian, Thai and Portuguese', () => {
    for (const rail of ['Panašūs skelbimai', 'งานที่คุณอาจสนใจ', 'Ofertas Semelhantes']) {
      const document = page(
        'und',
        `<main><h1>Dairy Operator</h1><div class="body">${prose('We make butter and cheese from the milk of sixty family farms in the valley.')}
        <h3>Responsibilities</h3>${list}<h3>${rail}</h3><p>Cheese Maker at Another Dairy, somewhere else in the country today.</p></div>
        <a href="/apply">Apply now</a></main>`,
      );
      const { description } = readPosting(document, posting);
      expect(description).toContain('Iota kappa lambda mu');
      expect(description).not.toContain('Another Dairy');
    }
  });
});

describe('decision 110', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it.each([
    [
      'tr',
      'Hemen Başvur',
      ['İŞ TANIMI', 'GENEL NİTELİKLER', 'SUNDUKLARIMIZ'],
      'Şehir',
      'Bursa',
      'Şirket',
      'Uludağ Süt A.Ş.',
      'Tam Zamanlı',
      'Maaş: 30.000 TL',
      'Uludağ Süt tereyağı ve peyniri vadideki altmış aile çiftliğinin sütünden üretir ve tüm ülkeye satar.',
    ],
    [
      'vi',
      'Nộp đơn',
      ['Mô tả công việc', 'Yêu cầu công việc', 'Phúc lợi'],
      'Nơi làm việc',
      'Đà Nẵng',
      'Tên công ty',
      'Công ty TNHH Sữa Miền Trung',
      'Toàn thời gian',
      'Mức lương: 12 - 15 triệu',
      'Chúng tôi sản xuất bơ và phô mai từ sữa của sáu mươi trang trại gia đình và bán trên toàn quốc.',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2>${list}
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([['İlana Başvur'], ['BAŞVUR'], ['Özgeçmiş Gönder'], ['Ứng tuyển ngay'], ['Nộp hồ sơ']])(
    'takes "%s" for an apply label',
    (label) => {
      const document = page('und', `<main><h1>Dairy Operator</h1><button>${label}</button></main>`);
      expect(scoreJobPage(document, posting, new Set()).signals).toContain('apply control +2');
    },
  );

  it('reads a place from a labelled table cell with a colon cell between, under a two-part label', () => {
    const document = page(
      'tr',
      `<main><h1>Muhasebe Uzmanı</h1><table class="facts"><tr><td>Şehir / İlçe</td><td>:</td><td><a href="/izmir">İzmir</a> / Gaziemir</td></tr>
      <tr><td>Çalışma Şekli</td><td>:</td><td>Tam Zamanlı</td></tr></table>
      <div class="body">${prose('Finans ekibimize katılacak, genel muhasebe süreçlerini yürütecek bir uzman arıyoruz.')}</div></main>`,
    );
    expect(readPosting(document, posting).location).toBe('İzmir / Gaziemir');
  });

  it('reads an Italian classified ad: one pre-line text block, a written instruction to send the CV, the employer from the summary', () => {
    const text = [
      'La Trattoria del Portico è un locale storico del centro di Bologna con settanta coperti e cucina tradizionale emiliana.',
      '',
      'COSA FARAI:',
      '- gestione della partita dei primi durante il servizio',
      '- preparazione della linea prima dell’apertura',
      '- controllo delle temperature e delle schede HACCP',
      '',
      'REQUISITI:',
      '- almeno tre anni di esperienza in ruolo analogo',
      '- attestato HACCP in corso di validità',
      '',
      'Inviare il curriculum tramite il pulsante Contatta o presentarsi con il CV il martedì pomeriggio.',
    ].join('\n');
    const document = page(
      'it',
      `<header><a href="/"><img alt="Bacheca" src="/logo.png"></a></header><main><h1>Cuoco capo partita</h1>
      <div class="ad-location"><p>Bologna (BO)</p></div>
      <section><h2>Descrizione</h2><p class="ad-text">${text}</p></section></main><button>Contatta</button>`,
      `<title>Cuoco capo partita - Offerte di lavoro a Bologna</title>
      <meta name="description" content="Cuoco capo partita - Offerte di lavoro a Bologna. Trattoria del Portico cerca cuoco capo partita per il reparto primi.">
      <style>.ad-text{white-space:pre-line}</style>`,
    );
    const job = extractJob(
      document,
      'https://annunci.example.it/offerte-lavoro/cuoco-capo-partita-548712309.htm',
    );
    expect(job).toMatchObject({
      isJob: true,
      companyName: 'Trattoria del Portico',
      positionName: 'Cuoco capo partita',
      location: 'Bologna (BO)',
    });
    expect(job.description?.split('\n')).toEqual(
      expect.arrayContaining([
        'COSA FARAI:',
        '- controllo delle temperature e delle schede HACCP',
        'REQUISITI:',
      ]),
    );
  });

  it('reads the place from the element marked for it inside a marked box that also holds the date', () => {
    const document = page(
      'it',
      `<main><h1>Cuoco capo partita</h1><div class="ad-location"><p class="ad-location-text">Bologna (BO)</p><span class="ad-date">Oggi alle 09:14</span></div>
      <section>${prose('La trattoria cerca un cuoco per il reparto primi e secondi, con esperienza nella cucina emiliana.')}</section>
      <button>Candidati ora</button></main>`,
    );
    expect(readPosting(document, posting).location).toBe('Bologna (BO)');
  });

  it('reads the place after a pictograph in the meta line under the title', () => {
    const document = page(
      'en',
      `<main><h1>Bicycle Service Technician</h1><div class="job-meta"><span>📍 Portland, OR (SE Division St shop)</span><span>Full-time</span></div>
      <article>${prose('We sell and repair commuter, cargo and touring bikes in a busy neighbourhood shop.')}</article>
      <a class="btn" href="/apply">Apply now</a></main>`,
    );
    expect(readPosting(document, posting).location).toBe('Portland, OR (SE Division St shop)');
  });

  it('reads a public-service poster: key facts as bare lines under the title, the body its line about the organisation links to', () => {
    const document = page(
      'en',
      `<header><a href="https://www.canada.example/"><img src="/sig.svg" alt="Government of Canada"></a></header>
      <main><h1>Hydrographic Data Analyst</h1><div class="poster-key">
        <p>Reference number: NWA26-418832</p><p>Selection process number: 26-NWA-EA-0412</p>
        <p>Inland Charting Service Canada</p><p>Hydrography Branch</p><p>Ottawa (Ontario)</p><p>EG-05</p>
        <p>Indeterminate, Term</p><p>$78,451 to $88,112 (annual)</p>
        <p>For further information on the organization, please visit <a href="https://charting.example.ca">Inland Charting Service Canada</a></p>
        <p><a class="btn btn-primary" href="/apply">Apply online</a></p></div>
      <h2>Work environment</h2>${prose('The Inland Charting Service Canada charts lakes and rivers so that supply ships can travel safely.')}
      <h2>Conditions of employment</h2>${list}</main>`,
    );
    const read = readPosting(document, posting);
    expect(read.location).toBe('Ottawa (Ontario)');
    expect(read.companyName).toBe('Inland Charting Service Canada');
  });

  it('ends the description at a rail of similar jobs in Italian, Turkish and Vietnamese', () => {
    for (const rail of ['Annunci simili', 'Benzer İlanlar', 'Việc làm tương tự']) {
      const document = page(
        'und',
        `<main><h1>Dairy Operator</h1><div class="body">${prose('We make butter and cheese from the milk of sixty family farms in the valley.')}
        <h3>Responsibilities</h3>${list}<h3>${rail}</h3><p>Cheese Maker at Another Dairy, somewhere else in the country today.</p></div>
        <a href="/apply">Apply now</a></main>`,
      );
      const { description } = readPosting(document, posting);
      expect(description).toContain('Iota kappa lambda mu');
      expect(description).not.toContain('Another Dairy');
    }
  });
});

describe('decision 112', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it.each([
    [
      'uk',
      'Відгукнутися',
      ["Ваші обов'язки", 'Вимоги до кандидата', 'Ми пропонуємо'],
      'Місто',
      'Львів',
      'Компанія',
      'ТОВ «Молочна Долина»',
      'Повна зайнятість',
      'Зарплата: 25 000 грн',
      'Ми виробляємо масло та сир із молока шістдесяти родинних ферм долини і продаємо їх по всій країні.',
    ],
    [
      'sw',
      'Tuma Maombi',
      ['Majukumu', 'Sifa za Mwombaji', 'Tunachotoa'],
      'Mahali pa kazi',
      'Arusha',
      'Kampuni',
      'Maziwa Bora Ltd',
      'Muda wote',
      'Mshahara: TZS 900,000',
      'Tunatengeneza siagi na jibini kutoka kwa maziwa ya mashamba sitini ya familia katika bonde hili.',
    ],
    [
      'bn',
      'আবেদন করুন',
      ['কাজের দায়িত্ব', 'শিক্ষাগত যোগ্যতা', 'বেতন ও অন্যান্য সুবিধা'],
      'কর্মস্থল',
      'গাজীপুর',
      'প্রতিষ্ঠানের নাম',
      'সবুজ দুগ্ধ লিমিটেড',
      'ফুল টাইম',
      'বেতন: ৩০,০০০ টাকা',
      'আমরা উপত্যকার ষাটটি পারিবারিক খামারের দুধ থেকে মাখন ও পনির তৈরি করে সারা দেশে বিক্রি করি।',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2>${list}
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([['Відгукнутися'], ['Подати резюме'], ['Omba kazi hii'], ['অনলাইনে আবেদন করুন']])(
    'takes "%s" for an apply label',
    (label) => {
      const document = page('und', `<main><h1>Dairy Operator</h1><button>${label}</button></main>`);
      expect(scoreJobPage(document, posting, new Set()).signals).toContain('apply control +2');
    },
  );

  it('starts the description after a one-line "Job Summary" box, at the "Job Description" heading', () => {
    const document = page(
      'sw',
      `<main><h1>Afisa Mikopo</h1><div class="job"><div>Job Summary</div><p>Tunatafuta afisa mikopo mwenye bidii atakayesimamia wateja wa mikopo midogo jijini Arusha.</p>
      <div><h3>Job Description</h3>${prose('Maziwa Bora ni kampuni ya maziwa inayohudumia wakulima wa bonde hili kwa miaka kumi.')}
      <h3>Majukumu</h3>${list}</div></div><a href="/apply">Easy Apply</a></main>`,
    );
    const { description } = readPosting(document, posting);
    expect(description.startsWith('Job Description\nMaziwa Bora ni kampuni')).toBe(true);
  });

  it('keeps a "Job summary" of paragraphs, which is the posting\'s own text', () => {
    const about = prose(
      'The Inland Waterways Standards Agency sets and checks the standards that keep canals safe.',
    );
    const document = page(
      'en',
      `<main><h1>Senior Data Analyst</h1><div class="job"><h3>Job summary</h3>${about}
      <h3>Job description</h3>${prose('As a Senior Data Analyst you will own the data behind our structural risk model.')}
      <h3>Responsibilities</h3>${list}</div><a href="/apply">Apply now</a></main>`,
    );
    expect(readPosting(document, posting).description.startsWith('Job summary\nThe Inland Waterways')).toBe(
      true,
    );
  });

  it("takes the page's text over a JSON-LD description that rewrites the posting after its opening clause", () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'স্টোর ইনচার্জ',
      hiringOrganization: { '@type': 'Organization', name: 'সবুজ দুগ্ধ লিমিটেড' },
      description:
        'সবুজ দুগ্ধ লিমিটেড একটি দ্রুত বর্ধনশীল খাদ্য প্রক্রিয়াজাতকরণ প্রতিষ্ঠান। আমাদের কারখানার জন্য একজন দক্ষ স্টোর ইনচার্জ প্রয়োজন।',
    };
    const body = prose(
      'সবুজ দুগ্ধ লিমিটেড একটি দ্রুত বর্ধনশীল খাদ্য প্রক্রিয়াজাতকরণ প্রতিষ্ঠান, যা সারা দেশে দুধ ও মাখন সরবরাহ করে।',
    );
    const { document } = parsePage(
      `<html lang="bn"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main>
      <h1>স্টোর ইনচার্জ</h1><div class="job"><h4>চাকরির প্রেক্ষাপট</h4>${body}<h4>কাজের দায়িত্ব</h4>${list}</div>
      <a href="/apply">আবেদন করুন</a></main></body></html>`,
    );
    const job = extractJob(document, 'https://jobs.example.com/job/1234-x');
    expect(job.description).toContain('যা সারা দেশে দুধ ও মাখন সরবরাহ করে');
    expect(job.description).toContain('Iota kappa lambda mu');
  });

  it('reads a Hebrew posting: the employer with its legal form under the title, the place among the chips', () => {
    const document = page(
      'he',
      `<main><div class="top"><h3 class="title"><span>רכז/ת רכש</span></h3><div class="sub"><p><span>חלב הגליל בע"מ</span></p></div></div>
      <div class="chips"><span>חיפה</span> | <span>משרה מלאה</span> | <span>3-5 שנים</span> | <span>לפני 4 שעות</span></div>
      <div class="job">${prose('אנחנו מחפשים רכז או רכזת רכש שיצטרפו למחלקת התפעול ויהיו אחראים על הזמנות מהספקים.')}
      <p>דרישות:</p>${list}</div><button>הגשת מועמדות</button></main>`,
      '<title>דרושים IL</title>',
    );
    const read = readPosting(document, parsePageUrl('https://www.drushim.example/job/1/') as PageUrl);
    expect(read.companyName).toBe('חלב הגליל בע"מ');
    expect(read.location).toBe('חיפה');
  });

  it('takes the name an "About us" section opens with, not the heading, nor the platform it was "Published using"', () => {
    const document = page(
      'en',
      `<div id="banner">Published using Google Docs</div><div id="contents"><p class="title"><span>Community Organizer</span></p>
      <h2><span>About us</span></h2>${prose('Ridgeway Community Land Trust owns land on behalf of the neighborhoods of western Duluth.')}
      <h2><span>What you will do</span></h2>${list}
      <h2><span>How to apply</span></h2><p>Send a résumé to <a href="mailto:hiring@ridgeway.example">hiring@ridgeway.example</a>.</p></div>`,
      '<title>Job Posting – Community Organizer</title><meta property="og:site_name" content="Google Docs">',
    );
    const read = readPosting(document, parsePageUrl('https://docs.google.com/document/d/e/x/pub') as PageUrl);
    expect(read.companyName).toBe('Ridgeway Community Land Trust');
  });

  it('reads a Hungarian public-body ad drawn as one WebForms table: the job in bold in the announcing sentence, the employer on its first line', () => {
    const cell = (label: string, value: string) =>
      `<tr><td class="label">${label}</td><td class="value">${value}</td></tr>`;
    const { document } = parsePage(
      `<html lang="hu"><head><title>Állásportál - Álláshirdetés</title></head><body><form method="post" action="./job.aspx?jobid=1">
      <input type="hidden" name="__VIEWSTATE" value="x"><div class="menu"><a href="/">Kezdőlap</a></div>
      <table><tr><td colspan="2"><span>Napsugár Utcai Idősek Otthona</span></td></tr>
      <tr><td colspan="2"><div>a Közalkalmazottak jogállásáról szóló törvény alapján<br>pályázatot hirdet<br><span><b>Gondozó</b></span><br>munkakör betöltésére.</div></td></tr>
      ${cell('Foglalkoztatás jellege:', 'Teljes munkaidő')}
      ${cell('A munkavégzés helye:', 'Baranya megye, 7621 Pécs, Napsugár utca 3.')}
      ${cell('A munkakörbe tartozó lényeges feladatok:', `<div>${'Az idős lakók napi gondozása, étkeztetése és ápolása a gondozási terv szerint. '.repeat(3)}</div>`)}
      ${cell('Pályázati feltételek:', '<ul><li>szociális gondozó képesítés,</li><li>büntetlen előélet,</li><li>egészségügyi alkalmasság.</li></ul>')}
      ${cell('A pályázat elbírálásánál előnyt jelent:', '<ul><li>legalább egy év gyakorlat,</li><li>B kategóriás jogosítvány.</li></ul>')}
      ${cell('A pályázat részeként benyújtandó iratok, igazolások:', '<ul><li>szakmai önéletrajz,</li><li>bizonyítványok másolata.</li></ul>')}
      ${cell('A pályázatok benyújtásának módja:', '<div>Postai úton, az intézmény címére történő megküldésével (7621 Pécs, Napsugár utca 3.).</div>')}
      </table></form></body></html>`,
    );
    const job = extractJob(document, 'https://allas.example.hu/pages/jobs/job.aspx?jobid=1');
    expect(job).toMatchObject({
      isJob: true,
      positionName: 'Gondozó',
      companyName: 'Napsugár Utcai Idősek Otthona',
      location: 'Baranya megye, 7621 Pécs, Napsugár utca 3.',
    });
    expect(job.description?.startsWith('Napsugár Utcai Idősek Otthona\na Közalkalmazottak')).toBe(true);
    expect(job.description).toContain('egészségügyi alkalmasság.');
  });

  it('ends the description at a rail of similar jobs in Ukrainian, Swahili and Bengali', () => {
    for (const rail of ['Схожі вакансії', 'Kazi Zinazofanana', 'একই ধরনের চাকরি']) {
      const document = page(
        'und',
        `<main><h1>Dairy Operator</h1><div class="body">${prose('We make butter and cheese from the milk of sixty family farms in the valley.')}
        <h3>Responsibilities</h3>${list}<h3>${rail}</h3><p>Cheese Maker at Another Dairy, somewhere else in the country today.</p></div>
        <a href="/apply">Apply now</a></main>`,
      );
      const { description } = readPosting(document, posting);
      expect(description).toContain('Iota kappa lambda mu');
      expect(description).not.toContain('Another Dairy');
    }
  });
});

describe('decision 113', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it.each([
    [
      'is',
      'Sækja um starfið',
      ['Helstu verkefni og ábyrgð', 'Hæfniskröfur', 'Hvað bjóðum við?'],
      'Staðsetning',
      'Selfoss',
      'Fyrirtæki',
      'Mjólkurbú Flóamanna',
      'Fullt starf',
      'Laun: 650.000 kr.',
      'Við framleiðum smjör og osta úr mjólk sextíu fjölskyldubúa í dalnum og seljum um allt land.',
    ],
    [
      'eu',
      'Eman izena eskaintzan',
      ['Eginkizunak', 'Eskakizunak', 'Eskaintzen duguna'],
      'Lantokia',
      'Tolosa',
      'Enpresa',
      'Esnekiak S.Koop.',
      'Lanaldi osoa',
      'Soldata: 30.000 euro urtean',
      'Haraneko hirurogei familia-baserriren esnearekin gurina eta gazta egiten ditugu eta herrialde osoan saltzen ditugu.',
    ],
    [
      'ka',
      'განაცხადის გაგზავნა',
      ['ძირითადი მოვალეობები', 'საკვალიფიკაციო მოთხოვნები', 'ჩვენ გთავაზობთ'],
      'მდებარეობა',
      'ქუთაისი',
      'კომპანია',
      'რძის ველი',
      'სრული განაკვეთი',
      'ხელფასი: 2000 ლარი',
      'ჩვენ ვამზადებთ კარაქს და ყველს ხეობის სამოცი საოჯახო ფერმის რძისგან და ვყიდით მთელ ქვეყანაში.',
    ],
    [
      'hy',
      'Դիմել',
      ['Պարտականություններ', 'Պահանջներ', 'Մենք առաջարկում ենք'],
      'Քաղաք',
      'Գյումրի',
      'Ընկերություն',
      'Կաթնային Հովիտ',
      'Լրիվ դրույք',
      'Աշխատավարձ: 400,000 դրամ',
      'Մենք պատրաստում ենք կարագ և պանիր հովտի վաթսուն ընտանեկան ֆերմաների կաթից և վաճառում ամբողջ երկրում։',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2>${list}
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([['Sækja um'], ['Դիմել'], ['Quero me candidatar'], ["Inscriu-t'hi"], ['Eman izena eskaintzan']])(
    'takes "%s" for an apply label',
    (label) => {
      const document = page('und', `<main><h1>Dairy Operator</h1><a href="#">${label}</a></main>`);
      expect(hasApplyControl(document)).toBe(true);
    },
  );

  it('takes the Armenian "Վայրը՝ Երևան" for a labelled place', () => {
    const document = page(
      'hy',
      `<main><h1>Dairy Operator</h1><p>Վայրը՝ Երևան</p>${prose('Մենք պատրաստում ենք կարագ և պանիր հովտի կաթից։')}<a href="/apply">Դիմել</a></main>`,
    );
    expect(readPosting(document, posting).location).toBe('Երևան');
  });

  it('reads a Georgian employer, written in letters Unicode calls lower case, linked under the title', () => {
    const document = page(
      'ka',
      `<table><tr><td><span class="dtitle"><b>ბუღალტერი</b></span></td></tr>
      <tr><td><b><a href="/ka/?view=client&amp;client=Rdzis-Veli">რძის ველი</a></b></td></tr>
      <tr><td>${prose('კომპანია რძის ველი ამზადებს კარაქს და ყველს ხეობის ფერმების რძისგან.')}
      <p>დაინტერესებულმა კანდიდატებმა გამოგზავნეთ რეზიუმე ელ-ფოსტაზე jobs@rdzis-veli.example</p></td></tr></table>`,
      '<title>Jobs - ბუღალტერი</title>',
    );
    expect(hasApplyControl(document)).toBe(true);
    expect(readPosting(document, posting).companyName).toBe('რძის ველი');
  });

  it('names the employer the description introduces itself by ("We are X, a …") over the board\'s brand', () => {
    expect(introducedName('Hi there! We are Harrow Valley Creamery, a small dairy in Idaho.')).toBe(
      'Harrow Valley Creamery',
    );
    expect(introducedName('We are hiring a night baker for our shop.')).toBe('');
    const document = page(
      'en',
      `<header><a href="/"><img src="/logo.png" alt="JobBoard.ph"></a></header><main><h1>Creamery Operator</h1>
      <p id="job-description">Hi there! We are Harrow Valley Creamery, a small dairy that makes butter for 60 shops. ${'We run two shifts and train every new hire on the line. '.repeat(3)}</p>
      ${list}<a href="/apply">Apply</a></main><footer>© 2025 JobBoard.ph</footer>`,
      '<title>Creamery Operator | JobBoard.ph</title>',
    );
    const { description } = readPosting(document, posting);
    expect(pickCompany(document, 'Creamery Operator', '', 'www.jobboard.ph', null, description)).toBe(
      'Harrow Valley Creamery',
    );
  });

  it('reads a posting converted from PDF: its largest line is the title, its lines the description', () => {
    const line = (cls: string, text: string) => `<div class="t ${cls}">${text}</div>`;
    const document = page(
      'en',
      `<div id="page-container"><div class="pf"><div class="pc">
      ${line('ff1 fs1', 'HARROW VALLEY COLLEGE')}
      ${line('ff2 fs3', 'Office of Academic Affairs  ·  Twin Falls, Idaho')}
      ${line('ff1 fs0', 'Assistant Professor of Dairy Science')}
      ${line('ff2 fs2', 'The Department of Animal Science at Harrow Valley College invites applications for a')}
      ${line('ff2 fs2', 'tenure-track position in dairy science, beginning August 2026. We seek a scientist who')}
      ${line('ff2 fs2', 'studies milk quality and who is committed to undergraduate teaching and mentoring.')}
      ${line('ff1 fs2', 'Responsibilities')}
      ${line('ff2 fs2', 'The successful candidate will teach three courses per semester and lead the creamery lab.')}
      ${line('ff1 fs2', 'Qualifications')}
      ${line('ff2 fs2', 'A Ph.D. in animal or food science by the start date, and evidence of effective teaching.')}
      ${line('ff1 fs2', 'Salary and Benefits')}
      ${line('ff2 fs2', 'The salary range for this position is $70,000 to $76,000 for a nine-month appointment.')}
      ${line('ff1 fs2', 'Application Instructions')}
      ${line('ff2 fs2', 'Submit a cover letter, curriculum vitae and three references through our online system.')}
      </div></div></div>`,
      `<title>2025-114_Dairy_AP_posting</title><style>.ff1{font-family:serif;font-weight:bold}.ff2{font-family:serif}
      .fs0{font-size:26px}.fs1{font-size:20px}.fs2{font-size:15px}.fs3{font-size:14px}</style>`,
    );
    const read = readPosting(document, posting);
    expect(read.positionName).toBe('Assistant Professor of Dairy Science');
    expect(read.description.startsWith('The Department of Animal Science at Harrow Valley College')).toBe(
      true,
    );
    expect(read.location).toBe('Twin Falls, Idaho');
    const scored = scoreJobPage(document, posting, new Set());
    expect(scored.signals).toContain('job section headings +3');
    // A "curriculum vitae" is the applicant's CV: the page is no school's program.
    expect(scored.signals.some((signal) => signal.startsWith('a school program'))).toBe(false);
  });

  it.each([
    [
      'a summary that sends the reader to the full text',
      'Harrow Valley Creamery is looking for an experienced night baker for its new shop. Apply on JobBoard to read the full job details.',
      'Harrow Valley Creamery is looking for an experienced night baker to run the ovens of our new shop in Twin Falls.',
    ],
    [
      'a shortened first sentence and clipped list items, with zero-width joiners',
      'شرکت داده\u200cپردازان آریا از سال ۱۳۹۲ فعالیت می\u200cکند.\nاستخراج و پاک\u200cسازی داده\u200cها\nBake bread, rolls and pastries\nKeep the bakery clean',
      'شرکت داده\u200cپردازان آریا از سال ۱۳۹۲ در زمینه هوش تجاری برای فروشگاه\u200cها فعالیت می\u200cکند.',
    ],
  ])('takes the page text over a structured teaser: %s', (_, teaser, opening) => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Night Baker',
      description: teaser,
      hiringOrganization: { '@type': 'Organization', name: 'Harrow Valley Creamery' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Twin Falls' } },
    });
    const { document } = parsePage(`<html><head><title>Night Baker</title>
      <script type="application/ld+json">${jsonLd}</script></head><body><main><h1>Night Baker</h1>
      <div class="description"><p>${opening}</p><h2>Responsibilities</h2>
      <ul><li>استخراج و پاک\u200cسازی داده\u200cها از پایگاه\u200cهای داده</li><li>Bake bread, rolls and pastries for the morning counter</li><li>Keep the bakery clean and to our food safety plan</li></ul>
      ${prose('We bake everything by hand from flour milled in the valley, and we close on Sundays.')}</div>
      <a href="/apply">Apply now</a></main></body></html>`);
    const job = extractJob(document, 'https://jobs.example.com/job/1234-night-baker');
    expect(job.description?.startsWith(opening)).toBe(true);
  });
});

describe('decision 115', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it.each([
    [
      'az',
      'Müraciət et',
      ['Vəzifə öhdəlikləri', 'Namizədə tələblər', 'İş şəraiti'],
      'Şəhər',
      'Gəncə',
      'Şirkət',
      'Kür Süd MMC',
      'Tam iş günü',
      'Əmək haqqı: 900 AZN',
      'Biz vadinin altmış ailə fermasının südündən kərə yağı və pendir hazırlayırıq və bütün ölkəyə satırıq.',
    ],
    [
      'km',
      'ដាក់ពាក្យ',
      ['ភារកិច្ច និងការទទួលខុសត្រូវ', 'លក្ខខណ្ឌតម្រូវ', 'អត្ថប្រយោជន៍'],
      'ទីតាំង',
      'សៀមរាប',
      'ក្រុមហ៊ុន',
      'ទឹកដោះគោ អង្គរ',
      'ពេញម៉ោង',
      'ប្រាក់ខែ ៤០០ ដុល្លារ',
      'យើងផលិតប៊ឺ និងឈីស ពីទឹកដោះគោរបស់កសិដ្ឋានគ្រួសារចំនួនហុកសិប ក្នុងជ្រលងភ្នំ ហើយលក់នៅទូទាំងប្រទេស។',
    ],
    [
      'cy',
      'Gwneud cais',
      ['Prif ddyletswyddau', "Beth rydyn ni'n chwilio amdano", "Beth rydyn ni'n ei gynnig"],
      'Lleoliad',
      'Llambed',
      'Cyflogwr',
      'Hufenfa Teifi',
      'Llawn amser',
      'Cyflog: £24,000 y flwyddyn',
      "Rydyn ni'n gwneud menyn a chaws o laeth chwe deg o ffermydd teuluol yn y dyffryn ac yn eu gwerthu ledled y wlad.",
    ],
    [
      'am',
      'ያመልክቱ',
      ['ዋና ዋና ተግባራት', 'የትምህርት ደረጃ እና የሥራ ልምድ', 'ደመወዝ እና ጥቅማ ጥቅሞች'],
      'የሥራ ቦታ',
      'ሃዋሳ',
      'ድርጅት',
      'ሸለቆ የወተት ተዋጽኦ',
      'ሙሉ ጊዜ',
      'ደመወዝ፡ 12000 ብር',
      'ከሸለቆው ስልሳ የቤተሰብ እርሻዎች ወተት ቅቤ እና አይብ እናመርታለን እና በመላ አገሪቱ እንሸጣለን።',
    ],
  ])(
    'reads a posting in %s: its apply label, section headings, place and employer labels, employment type and pay',
    (lang, apply, headings, placeLabel, place, employerLabel, employer, employment, pay, sentence) => {
      const [first, second, third] = headings;
      const document = page(
        lang,
        `<main><h1>Dairy Operator</h1><dl><dt>${employerLabel}</dt><dd>${employer}</dd><dt>${placeLabel}</dt><dd>${place}</dd><dt>Type</dt><dd>${employment}</dd></dl>
        <div class="description"><h2>${first}</h2>${prose(sentence)}
        <h2>${second}</h2>${list}
        <h2>${third}</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>${pay}</p></div>
        <a class="btn" href="/apply">${apply}</a></main>`,
      );
      const read = scoreJobPage(document, posting, new Set());
      expect(read.signals).toEqual(
        expect.arrayContaining([
          'apply control +2',
          'job section headings +3',
          'employment type +1',
          'salary +1',
        ]),
      );
      expect(read.location).toBe(place);
      expect(read.companyName).toBe(employer);
    },
  );

  it.each([
    ['Apply with your Indeed profile or resume using the button on this page.'],
    ['Apply with your LinkedIn profile or a CV, and tell us about one renewal you saved.'],
    ['Maraqlanan namizədlər CV-lərini "Operator" qeyd etməklə hr@kursud.example ünvanına göndərə bilərlər.'],
  ])('takes the written instruction "%s" for a way to apply', (instruction) => {
    const document = page(
      'und',
      `<main><h1>Dairy Operator</h1>${prose('We make butter and cheese from the milk of sixty farms in the valley.')}<p>${instruction}</p></main>`,
    );
    expect(hasApplyControl(document)).toBe(true);
  });

  it.each([
    ['am', 'ከሸለቆው ስልሳ የቤተሰብ እርሻዎች ወተት ቅቤ እና አይብ እናመርታለን እና በመላ አገሪቱ እንሸጣለን።'],
    ['km', 'យើងផលិតប៊ឺ និងឈីស ពីទឹកដោះគោរបស់កសិដ្ឋានគ្រួសារចំនួនហុកសិប ក្នុងជ្រលងភ្នំ ហើយលក់នៅទូទាំងប្រទេស។'],
  ])(
    'starts the description (%s) at the first sentence ending in "።" or "។", not at the facts above it',
    (lang, sentence) => {
      const document = page(
        lang,
        `<main><div class="card"><h1>Dairy Operator</h1><a href="/companies/1">Valley Dairy PLC</a>
        <div><span>Location</span>Hawassa</div><div><span>Employment Type</span>Full-time</div>
        <div><span>Deadline</span>Dec 19, 2026</div></div>
        <div class="card">${prose(sentence)}${list}</div><button>Apply Now</button></main>`,
      );
      expect(readPosting(document, posting).description.startsWith(sentence)).toBe(true);
    },
  );

  it('takes a heading line over a numbered list for a section heading, and "2.5万-3.5万" for pay', () => {
    const document = page(
      'zh-CN',
      `<main><h1>数据分析师</h1><span>2.5万-3.5万·14薪</span>
      <div class="detail"><p>青禾数据是一家为连锁零售企业提供客流分析和会员运营服务的数据公司，目前服务全国超过三十个零售品牌。</p>
      <p>岗位职责：</p><p>1. 负责客户门店销售、会员和客流数据的分析，输出周报和月报；</p><p>2. 与客户成功团队一起，为零售客户设计促销效果评估方案；</p>
      <p>3. 搭建和维护核心指标体系，推动数据看板在客户侧落地。</p>
      <p>任职要求：</p><p>1. 统计学、数学、计算机等相关专业本科及以上学历；</p><p>2. 三到五年数据分析经验，有零售或快消行业背景者优先；</p>
      <p>3. 熟练使用 SQL 和 Python，熟悉 Tableau 或 Power BI。</p></div>
      <button>申请职位</button></main>`,
    );
    const { signals } = scoreJobPage(document, posting, new Set());
    expect(signals).toEqual(expect.arrayContaining(['job section headings +2', 'salary +1']));
  });

  it('reads the employer from a Chinese board\'s title "【X招聘_Y招聘信息】-Board"', () => {
    expect(
      companyFromTitle('【数据分析师招聘_上海青禾数据科技有限公司招聘信息】-某某招聘', '数据分析师'),
    ).toBe('上海青禾数据科技有限公司');
  });

  it("takes a council named under the title and in an 'equal opportunities' statement over the board's logo", () => {
    expect(equalOpportunityEmployer('Harrow County Council is an equal opportunities employer.')).toBe(
      'Harrow County Council',
    );
    const document = page(
      'en',
      `<header><a href="/"><img src="/logo.svg" alt="civicjobs.ie - Recruiting for the Public Service"></a></header>
      <main><h1>Job Details</h1><div class="job-title" role="heading" aria-level="2">Executive Engineer</div>
      <div class="job-org">Harrow County Council</div><dl><dt>Location</dt><dd>Wealdstone</dd></dl>
      <section class="panel"><p>Harrow County Council invites applications for the post of Executive Engineer in its roads section. ${'The engineer leads a small team and reports to the Senior Engineer. '.repeat(3)}</p>
      ${list}<p>Canvassing will disqualify.</p><p>Harrow County Council is an equal opportunities employer.</p></section><button>Apply now</button></main>
      <footer>© 2026 civicjobs.ie</footer>`,
      '<title>Job Details | civicjobs.ie</title><meta property="og:site_name" content="civicjobs.ie">',
    );
    const url = parsePageUrl('https://www.civicjobs.ie/en/job/24817-executive-engineer') as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.positionName).toBe('Executive Engineer');
    expect(read.companyName).toBe('Harrow County Council');
  });

  it('reads the Welsh "Swyddi" (jobs) in a page title as the careers section, not the employer', () => {
    const document = page(
      'cy',
      `<header><a href="/"><img src="/logo.svg" alt="Theatr y Bont"></a></header><main><h1>Swyddog Marchnata</h1>
      ${prose("Rydyn ni'n theatr gymunedol ar lan yr afon ac yn croesawu miloedd o ymwelwyr bob blwyddyn.")}${list}
      <a href="/apply">Gwneud cais</a></main><footer>© 2026 Theatr y Bont Cyf.</footer>`,
      '<title>Swyddog Marchnata | Swyddi | Theatr y Bont</title><meta property="og:site_name" content="Theatr y Bont">',
    );
    const url = parsePageUrl('https://www.theatrybont.cymru/swyddi/swyddog-marchnata') as PageUrl;
    expect(scoreJobPage(document, url, new Set()).companyName).toBe('Theatr y Bont');
  });
});

describe('decision 116', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;
  const posting = parsePageUrl('https://jobs.example.com/job/1234-x') as PageUrl;
  const list =
    '<ul><li>Alpha beta gamma delta</li><li>Epsilon zeta eta theta</li><li>Iota kappa lambda mu</li></ul>';

  it('reads a posting in Indonesian: its apply label, section headings, place and employer labels, employment type, pay and rail', () => {
    const document = page(
      'id',
      `<main><h1>Operator Produksi Susu</h1><dl><dt>Perusahaan</dt><dd>PT Lembah Susu Nusantara</dd><dt>Lokasi Kerja</dt><dd>Boyolali</dd><dt>Tipe</dt><dd>Penuh Waktu</dd></dl>
      <div class="description"><h2>Deskripsi Pekerjaan</h2>${prose('Kami membuat mentega dan keju dari susu enam puluh peternakan keluarga di lembah ini.')}
      <h2>Kualifikasi</h2>${list}
      <h2>Yang Kami Tawarkan</h2><ul><li>Nu xi omicron pi</li><li>Rho sigma tau upsilon</li></ul><p>Rp 5.000.000 - Rp 6.500.000 per bulan</p>
      <h3>Lowongan Serupa</h3><ul><li><a href="/job/77">Admin Gudang</a> PT Lain Sekali · Semarang</li><li><a href="/job/78">Kepala Gudang</a> CV Bumi · Solo</li></ul></div>
      <button type="button">Lamar Sekarang</button></main>`,
    );
    const read = scoreJobPage(document, posting, new Set());
    expect(read.signals).toEqual(
      expect.arrayContaining([
        'apply control +2',
        'job section headings +3',
        'employment type +1',
        'salary +1',
      ]),
    );
    expect(read.location).toBe('Boyolali');
    expect(read.companyName).toBe('PT Lembah Susu Nusantara');
    expect(read.description).not.toContain('Admin Gudang');
  });

  it('reads "Lowongan (Kerja)" (vacancies) in a page title as the careers section, not the employer', () => {
    const document = page(
      'id',
      `<main><h1>Operator Produksi</h1>${prose('Kami membuat mentega dan keju dari susu enam puluh peternakan keluarga di lembah ini.')}${list}
      <button type="button">Lamar Sekarang</button></main>`,
      '<title>Operator Produksi | Lowongan Kerja | Lembah Susu</title>',
    );
    const url = parsePageUrl('https://www.lembahsusu.example/karir/operator-produksi') as PageUrl;
    expect(scoreJobPage(document, url, new Set()).companyName).toBe('Lembah Susu');
  });

  it('takes the Italian "Ente:" (the public body) for the employer, and the description\'s own heading for no one', () => {
    const document = page(
      'it',
      `<header><a href="/"><img src="/logo.svg" alt="concorsi.example"></a></header>
      <main><h1>Istruttore amministrativo</h1><p>Ente: <strong>Comune di Borgoleone</strong></p>
      <dl><dt>Sede di lavoro</dt><dd>Borgoleone (BG)</dd></dl><div class="card"><h2>Descrizione</h2><div class="testo">${prose('Il Comune di Borgoleone indice un concorso pubblico per esami per un posto di istruttore amministrativo.')}${list}</div></div>
      <button type="button">Candidati</button></main>`,
      '<title>Istruttore amministrativo - concorsi.example</title><meta property="og:site_name" content="concorsi.example">',
    );
    const url = parsePageUrl('https://www.concorsi.example/bandi/dettaglio/?id=41') as PageUrl;
    expect(readPosting(document, url).companyName).toBe('Comune di Borgoleone');
    // With no label, the employer the line under the title and the opening name, not the "Descrizione" heading the
    // description opens with.
    const titled = page(
      'it',
      `<main><h1>Istruttore amministrativo</h1><p>Comune di Borgoleone</p><dl><dt>Sede di lavoro</dt><dd>Borgoleone (BG)</dd></dl>
      <div class="col"><div class="card"><h2>Descrizione</h2><div class="testo">${prose('Il Comune di Borgoleone indice un concorso pubblico per esami per un posto di istruttore.')}</div></div>
      <div class="card"><h2>Requisiti</h2><div class="testo">${list}</div></div></div>
      <button type="button">Candidati</button></main>`,
    );
    expect(readPosting(titled, url).companyName).toBe('Comune di Borgoleone');
  });

  it('takes the agency an "Employment Business:" label names over the board that shows the ad', () => {
    const document = page(
      'en',
      `<div id="header"><a href="/"><img src="/logo.gif" alt="ContractBoard">ContractBoard</a></div>
      <main><h1>SAP Basis Consultant</h1><button type="button">Apply</button>
      <div class="ad">${prose('Our client, a regional rail operator, needs an experienced SAP Basis consultant for an upgrade.')}${list}</div>
      <table><tr><th>Location:</th><td>Leeds</td></tr><tr><th>Rate:</th><td>£500 per day</td></tr>
      <tr><th>Employment Business:</th><td><a href="/recruiter/41">Northgate Talent Ltd</a></td></tr></table></main>
      <div id="footer">© ContractBoard 2026</div>`,
      '<title>SAP Basis Consultant Job in Leeds - ContractBoard</title><meta property="og:site_name" content="ContractBoard">',
    );
    const url = parsePageUrl('https://www.contractboard.example/gb/en/job/SAP-BASIS-41/') as PageUrl;
    expect(readPosting(document, url).companyName).toBe('Northgate Talent Ltd');
  });

  it('reads the employer a Korean board\'s title leads with in brackets, "[X] position - Board"', () => {
    expect(
      companyFromTitle('[(주)한빛소프트] 백엔드 개발자 경력 채용(D-18) - 잡보드', '백엔드 개발자 경력 채용'),
    ).toBe('(주)한빛소프트');
    expect(companyFromTitle('[Remote] Backend Engineer - Acme', 'Frontend Engineer')).toBe('');
  });

  it('takes the link named for the company right above the title, past a control, with the bracketed page title', () => {
    const document = page(
      'ko',
      `<div id="header"><a href="/" class="logo"><img src="/logo.gif" alt="잡보드">jobboard</a></div>
      <main><div class="head"><a class="company" href="/company/41">(주)한빛소프트</a><button type="button">관심기업</button>
      <h1>백엔드 개발자</h1><button type="button">입사지원</button></div>
      <div class="detail"><p>한빛소프트는 물류 회사를 위한 배차 관리 서비스를 만드는 회사입니다. 현재 전국 여러 물류 센터가 저희 서비스를 쓰고 있습니다.</p>${list}</div></main>`,
      '<title>[(주)한빛소프트] 백엔드 개발자 - 잡보드</title><meta property="og:site_name" content="잡보드">',
    );
    const url = parsePageUrl('https://www.jobboard.example/jobs/view?rec_idx=41') as PageUrl;
    expect(readPosting(document, url).companyName).toBe('(주)한빛소프트');
  });

  it('reads the town of "street number, Town" under the title, and "Hybrydowo" (hybrid) for no place', () => {
    expect(townOfAddressLine('ul. Długa 5, Gdańsk', true)).toBe('Gdańsk');
    expect(townOfAddressLine('Via Roma 12/A, Bergamo', true)).toBe('Bergamo');
    expect(townOfAddressLine('Unit 4, Brook Park')).toBe('');
    const document = page(
      'pl',
      `<main><h1>Tester automatyzujący</h1><div class="company"><a href="/brands/x">Kodowisko</a></div>
      <div class="where"><span>ul. Długa 5, Gdańsk</span> · <span>Hybrydowo</span></div>
      <div>${prose('Kodowisko tworzy oprogramowanie do planowania tras dla firm kurierskich z całej Polski.')}${list}</div>
      <button>Aplikuj</button></main>`,
    );
    expect(readPosting(document, posting).location).toBe('Gdańsk');
    const hybrid = page(
      'pl',
      `<main><h1>Tester automatyzujący</h1><div class="where"><span>Hybrydowo</span></div>
      <div>${prose('Kodowisko tworzy oprogramowanie do planowania tras dla firm kurierskich z całej Polski.')}${list}</div>
      <button>Aplikuj</button></main>`,
    );
    expect(readPosting(hybrid, posting).location).toBe('');
  });
});

describe('decision 118', () => {
  const page = (lang: string, body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;

  it('reads a Portuguese public body\'s posting laid out as label/value tables: "Formalização das Candidaturas:", "Organismo:", the workplaces\' "Localidade" column', () => {
    const row = (label: string, value: string) =>
      `<tr><td class="rotulo">${label}</td><td>${value}</td></tr>`;
    const document = page(
      'pt-PT',
      `<div id="topo"><a href="/"><img src="/logo.gif" alt="Portal de Emprego"></a></div>
      <div id="conteudo"><h1>Detalhe da Oferta de Emprego</h1><h2>Técnico de Arquivo</h2>
      <table>${row('Organismo:', 'Instituto de Gestão dos Arquivos Municipais e Regionais, I.P.')}${row('Vínculo:', 'Contrato por tempo indeterminado')}${row('Remuneração:', '1 385,99 €')}</table>
      <div>Caracterização do Posto de Trabalho</div>
      <table>${row('Conteúdo Funcional:', 'Organizar e descrever a documentação de arquivo segundo as normas em vigor, e manter atualizada a base de dados.<br>Apoiar os utilizadores da sala de leitura e responder a pedidos de pesquisa.<br>Acompanhar as transferências de documentação para o arquivo intermédio.')}${row('Perfil:', 'Conhecimento das normas de descrição arquivística e da legislação sobre arquivos públicos.<br>Capacidade de organização e rigor no tratamento de informação documental.')}</table>
      <table><tr><th>Nº Postos</th><th>Morada</th><th>Localidade</th><th>Distrito</th></tr>
      <tr><td>2</td><td>Rua Direita, 12</td><td>Coimbra</td><td>Coimbra</td></tr><tr><td>1</td><td>Rua Nova, 3</td><td>Braga</td><td>Braga</td></tr></table>
      <table>${row('Formalização das Candidaturas:', 'As candidaturas são apresentadas através do formulário próprio e enviadas por correio eletrónico até ao último dia do prazo.')}</table>
      <input type="submit" value="Imprimir"></div>`,
      '<title>Portal de Emprego - Detalhe da Oferta</title>',
    );
    expect(hasApplyControl(document)).toBe(true);
    const url = parsePageUrl(
      'https://www.emprego.example.pt/pages/oferta/Oferta_Detalhe.aspx?Cod=41',
    ) as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals).toEqual(expect.arrayContaining(['salary +1', 'employment type +1']));
    expect(read.positionName).toBe('Técnico de Arquivo');
    expect(read.companyName).toBe('Instituto de Gestão dos Arquivos Municipais e Regionais, I.P.');
    expect(read.location).toBe('Coimbra');
  });

  it('takes the h2 for the title under a careers banner h1 "Lediga jobb" that the page title names', () => {
    const document = page(
      'sv',
      `<section class="hero"><h1>Lediga jobb</h1><p>Bli en del av vårt team</p></section>
      <main><h2>Servicetekniker el</h2><p>Heltid · Uppsala</p>
      <div class="text">${prose('Vi är ett elföretag som arbetar med service och automation åt industrikunder i Uppland.')}</div>
      <a href="/jobb/41/ansok">Ansök nu</a></main>`,
      '<title>Lediga jobb | Elbolaget AB</title><meta property="og:site_name" content="Elbolaget AB">',
    );
    const url = parsePageUrl('https://elbolaget.example.se/jobb/41/servicetekniker-el') as PageUrl;
    expect(readPosting(document, url).positionName).toBe('Servicetekniker el');
  });

  it('keeps the list of highlights a description box of its own opens with', () => {
    const document = page(
      'en',
      `<main><h1>Senior Environmental Officer</h1><div class="layout"><div id="job-description">
      <ul><li>Clerk Grade 9/10, ongoing full-time</li><li>Lead a small field team monitoring the estuaries of the coast and the city</li><li>Salary package up to $152,173</li></ul>
      <h3>About us</h3>${prose('The Estuary Authority looks after the health of the rivers, lakes and lagoons of the coast.')}
      <h3>Key accountabilities</h3><ul><li>Plan the quarterly field sampling program</li><li>Analyse water quality trends and prepare reports</li></ul>
      <a href="/job/41/apply">Apply online</a></div>
      <aside><dl><dt>Job Location</dt><dd>Gosford</dd></dl></aside></div></main>`,
    );
    const url = parsePageUrl('https://jobs.example.gov/job/senior-environmental-officer-41') as PageUrl;
    expect(readPosting(document, url).description).toMatch(/^• Clerk Grade 9\/10, ongoing full-time\n/);
  });

  it('adds the votes of "The X" to those of "X"', () => {
    const document = page(
      'en',
      `<div id="header"><a href="/"><img src="/logo.gif" alt="Work for the State"></a></div>
      <main><h1>Senior Environmental Officer</h1><div class="job-description"><h3>About us</h3>
      ${prose('The Estuary Authority looks after the health of the rivers, lakes and lagoons of the coast.')}
      <ul><li>Plan the quarterly field sampling program</li><li>Analyse water quality trends</li><li>Supervise two officers</li></ul>
      <a href="/job/41/apply">Apply online</a></div>
      <aside><dl><dt>Organisation/Entity</dt><dd>Estuary Authority</dd><dt>Job Location</dt><dd>Gosford</dd></dl></aside></main>`,
      '<title>Senior Environmental Officer | Work for the State</title><meta property="og:site_name" content="Work for the State">',
    );
    const url = parsePageUrl(
      'https://workforthestate.example.gov/job/senior-environmental-officer-41',
    ) as PageUrl;
    expect(readPosting(document, url).companyName).toBe('Estuary Authority');
  });
});

describe('decision 120', () => {
  const page = (body: string, head = '<title>Job</title>') =>
    parsePage(`<html lang="en"><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;

  it('refuses a staffing agency\'s general "Submit your resume" page with its roles, pay and application form', () => {
    const document = page(
      `<section class="hero"><h1>Submit your resume</h1><p>Not seeing the right opening? Send us your resume anyway.</p></section>
      <main><h2>Who we recruit for</h2>${prose('Harbor Staffing places accountants, engineers and planners with manufacturers across the region.')}
      <h3>Roles we regularly fill</h3><table><tr><td>Staff Accountant</td><td>$65k – $95k</td></tr><tr><td>Quality Technician</td><td>$26 – $34/hr</td></tr></table>
      <h3>Requirements for our candidates</h3><ul><li>You must be authorized to work in the United States.</li><li>Most clients require a background check.</li><li>We never charge candidates a fee for contract or direct-hire positions.</li></ul></main>
      <aside><form><h2>Apply with us</h2><input name="email" type="email"><input name="resume" type="file"><button type="submit">Submit resume</button></form></aside>`,
      '<title>Submit Your Resume | Harbor Staffing</title><meta property="og:site_name" content="Harbor Staffing">',
    );
    const url = parsePageUrl('https://harborstaffing.example/careers/submit-resume') as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals).toContain('an open application -5');
    expect(read.score).toBeLessThan(7);
  });

  it('takes the h2 under a careers banner h1 "Current Job Openings" when the address names it', () => {
    const document = page(
      `<main><h1>Current Job Openings</h1><div class="job_header"><h2>Equipment Operator II – Road Crew</h2>
      <p>Public Works · Full-time</p><table><tr><td><strong>Salary</strong></td><td>$26.41 – $33.72 per hour</td></tr>
      <tr><td><strong>Location</strong></td><td>Road Shop, 14 Quarry Lane, Marren, OR 97399</td></tr></table></div>
      <div class="content"><h3>About the Position</h3>${prose('Public Works maintains 600 miles of county roads, bridges and culverts across the valley.')}
      <h3>Essential Duties</h3><ul><li>Operate graders and loaders</li><li>Set up work-zone traffic control</li><li>Inspect equipment daily</li></ul>
      <h3>Minimum Qualifications</h3><ul><li>Two years operating heavy equipment</li></ul>
      <p><a href="https://portal.example.com/careers/county/jobs/4721936">Apply Online</a></p></div></main>`,
      '<title>Current Job Openings | Marren County, OR</title><meta property="og:site_name" content="Marren County, OR">',
    );
    const url = parsePageUrl(
      'https://www.marrencounty.example.gov/departments/human_resources/current_job_openings/equipment_operator_ii',
    ) as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals).not.toContain('a page about jobs -5');
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('Equipment Operator II – Road Crew');
  });
  it('reads a place marked with the class "place", and an agency\'s "Office" under an "Agency" label', () => {
    const document = page(
      `<main><div class="agency">Coastal Works Office</div><h1>Senior Planner</h1>
      <div class="meta"><span class="place">Kyiv, Lviv</span> <span class="salary">$3500–4800</span></div>
      <div class="text">${prose('We plan the sea walls, tidal gates and polders that protect the coast from rising water.')}
      <h3>Responsibilities</h3><ul><li>Analyse storm-surge scenarios</li><li>Prepare briefing notes</li><li>Engage residents</li></ul></div>
      <aside><a href="/jobs/41/apply">Apply now</a><dl><dt>Agency</dt><dd>Coastal Works Office</dd></dl></aside></main>`,
      '<title>Senior Planner | Jobs Portal</title><meta property="og:site_name" content="Jobs Portal">',
    );
    const url = parsePageUrl('https://jobsportal.example/jobs/41/senior-planner') as PageUrl;
    const read = readPosting(document, url);
    expect(read.location).toBe('Kyiv, Lviv');
    expect(read.companyName).toBe('Coastal Works Office');
  });
});

describe('decision 122', () => {
  const page = (body: string, head = '<title>Job</title>') =>
    parsePage(`<html><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;

  it('takes a cell whose class names the title in any letter case ("JobTitle") over the agency named above it', () => {
    const document = page(
      `<table><tr><td class="Header"><div class="AgencyName">Orland County</div><div>Human Resources | Employment</div></td></tr>
      <tr><td class="JobTitle"><font size="5"><b>Pipe Fitter</b></font></td></tr>
      <tr><td><table><tr><td class="Label">Department</td><td>Department of Public Works</td></tr>
      <tr><td class="Label">Location</td><td>Corporation Yard, 18 Mill Road, Orland</td></tr></table></td></tr>
      <tr><td><a class="ApplyBtn" href="/sup/bulletin.asp?id=7&amp;apply=1">Apply</a></td></tr>
      <tr><td class="Body"><div>The Position</div>${prose('The Department of Public Works keeps the water mains, pumps and valves of the county in working order.')}
      <div>Examples of Duties</div><ul><li>Cuts, threads and joins pipe</li><li>Repairs leaks in mains</li><li>Keeps records of repairs</li></ul></td></tr></table>`,
      '<title>Pipe Fitter - Orland County</title>',
    );
    const url = parsePageUrl('https://www.jobs.example/orlandcounty/sup/bulletin.asp?id=7') as PageUrl;
    const read = readPosting(document, url);
    expect(read.positionName).toBe('Pipe Fitter');
  });

  it('reads an Icelandic portal\'s posting: "Sækja um starf", the "Stofnun" (agency) label, the portal named with its accent', () => {
    const document = page(
      `<header><a href="https://vefur.is/">Véfur.is</a><input type="search"></header>
      <aside><dl><dt>Stofnun</dt><dd><a href="/s/fiskistofa">Hafnastofa Vestfjarða</a></dd><dt>Staðsetning</dt><dd>Ísafjörður</dd></dl>
      <a href="/starf/77/umsokn">Sækja um starf</a></aside>
      <main><h1>Hafnarvörður</h1><div>${prose('Hafnastofa Vestfjarða leitar að hafnarverði til starfa við höfnina á Ísafirði og í nágrenni hennar.')}
      <h2>Helstu verkefni og ábyrgð</h2><ul><li>Móttaka skipa</li><li>Eftirlit með bryggjum</li><li>Skráning afla</li></ul>
      <h2>Hæfniskröfur</h2><ul><li>Reynsla af sjómennsku</li></ul>
      <h2>Frekari upplýsingar um starfið</h2>${prose('Laun eru samkvæmt kjarasamningi og umsókn fylgi ferilskrá og kynningarbréf.')}</div></main>
      <footer><p>© Véfur.is</p></footer>`,
      '<title>Hafnarvörður | Véfur.is</title><meta property="og:title" content="Hafnarvörður | Véfur.is"><meta property="og:site_name" content="Véfur.is">',
    );
    const url = parsePageUrl('https://vefur.is/starf/77') as PageUrl;
    expect(hasApplyControl(document)).toBe(true);
    const read = scoreJobPage(document, url, new Set());
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.companyName).toBe('Hafnastofa Vestfjarða');
  });

  it('reads the town before a Russian street and takes "Полный рабочий день" (full-time) for no place', () => {
    const document = (address: string) =>
      page(
        `<main><h1>Сварщик</h1><div class="salary">от 80 000 ₽</div>${address}
      <div>Опыт работы от 1 года · Полный рабочий день</div><button>Откликнуться</button>
      <div class="text">${prose('Завод выпускает металлоконструкции для мостов и складов и ищет сварщика в цех.')}</div></main>`,
      );
    const url = parsePageUrl('https://kazan.board.example/vakansii/svarshchik-4471.html') as PageUrl;
    expect(readPosting(document('<div>Казань, улица Баумана, 12</div>'), url).location).toBe('Казань');
    expect(readPosting(document(''), url).location).not.toBe('Полный рабочий день');
    expect(townOfAddressLine('Київ, вул. Хрещатик, 22', true)).toBe('Київ');
  });
});

describe('decision 124', () => {
  const page = (body: string, head = '<title>Job</title>') =>
    parsePage(`<html><head>${head}</head><body>${body}</body></html>`).document;
  const prose = (sentence: string) => `<p>${Array(4).fill(sentence).join(' ')}</p>`;

  it("takes the posting's own cards (title, facts tables, description) for no list of openings, and starts at the description", () => {
    const card = (heading: string, body: string) =>
      `<div class="card"><div class="card-header"><h2>${heading}</h2></div><div class="card-body">${body}</div></div>`;
    const document = page(
      `<div class="page"><div class="col">
      <div class="card"><div class="card-body"><h1>Store Keeper</h1><a class="company-title" href="/employer/janak-cables/">Janak Cables Pvt. Ltd.</a></div></div>
      ${card('Basic Job Information', '<table><tr><td>Job Category</td><td>:</td><td><a href="/category/logistics/">Logistics</a></td></tr><tr><td>Employment Type</td><td>:</td><td>Full Time</td></tr><tr><td>Job Location</td><td>:</td><td>Janakpur</td></tr><tr><td>Offered Salary</td><td>:</td><td>NRs. 25,000 Monthly</td></tr></table>')}
      ${card('Job Description', `<div class="job-description">${prose('Janak Cables Pvt. Ltd. makes copper and aluminium cables for the power grid of the province.')}<h3>Key Responsibilities</h3><ul><li>Receive and issue copper rods</li><li>Keep the stock ledger</li><li>Count the store every month</li></ul></div>`)}
      ${card('Apply Instruction', '<p>Apply through the button below.</p><a class="btn-apply" href="/store-keeper-52111/apply/">Apply Now</a>')}
      </div></div>`,
      '<title>Store Keeper - Janak Cables Pvt. Ltd. | Board</title>',
    );
    const url = parsePageUrl('https://board.example/store-keeper-52111/') as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals.join()).not.toContain('a list of job cards');
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.description.replace(/^Job Description\n/, '')).toMatch(
      /^Janak Cables Pvt\. Ltd\. makes copper/,
    );
  });

  it('takes a field labelled "Job Title" under a careers banner ("Careers at X") for the title', () => {
    const document = page(
      `<div id="banner"><h1>Careers at Brindle Health</h1></div>
      <div class="pageTitle">Job Details</div>
      <table><tr><td class="label">Job Title</td><td class="value">Respiratory Therapist (Days)</td></tr>
      <tr><td class="label">Location</td><td class="value">Orland, OH</td></tr>
      <tr><td class="label">Employment Type</td><td class="value">Full Time</td></tr></table>
      <div>Job Description</div><div id="desc">${prose('Brindle Health is a regional hospital that cares for patients of four counties.')}
      <p><b>Essential Functions</b></p><ul><li>Gives breathing treatments</li><li>Manages ventilators</li><li>Teaches patients</li></ul>
      <p><b>Qualifications</b></p><ul><li>RRT license in Ohio</li></ul></div>
      <input type="button" value="Apply Online">`,
      '<title>Brindle Health - Job Posting</title>',
    );
    const url = parsePageUrl(
      'https://brindle.example/epostings/index.cfm?fuseaction=app.jobinfo&jobid=31',
    ) as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.positionName).toBe('Respiratory Therapist (Days)');
    expect(read.score).toBeGreaterThanOrEqual(7);
  });

  it('reads a one-box description the page draws with its line breaks kept by a class and tag (".paragraph dd")', () => {
    const document = page(
      `<style>.paragraph dd{white-space:pre-wrap}</style>
      <div class="job-title-box"><div class="name-box"><span class="name" title="仓储主管">仓储主管</span><span class="salary">12-18k</span></div></div>
      <a class="apply-btn" href="/login/?from=apply">投递简历</a>
      <section class="intro"><dl class="paragraph"><dt>职位介绍</dt><dd>我们为华东地区的商超提供仓配服务，自建仓库十四座，日均处理订单约三十万单。
岗位职责：
1. 管理仓库的收货、上架与发货，确保账实相符，每月组织一次全面盘点并出具盘点报告；
2. 带领十人团队完成每日作业，合理安排班次，培训新员工掌握安全操作规程；
3. 与运输部门协调发车计划，处理异常订单与客户投诉；
任职要求：
1. 五年以上仓储管理经验；
2. 熟练使用仓储管理系统，有冷链仓库管理经验者优先；
3. 具备良好的沟通能力和团队管理能力，能够适应旺季加班。
工作地点：苏州市工业园区星港街物流园（地铁 1 号线星港街站附近）</dd></dl></section>`,
      '<title>【苏州 仓储主管招聘_苏州云帆物流有限公司】-Board</title>',
    );
    const url = parsePageUrl('https://board.example/job/1967.shtml') as PageUrl;
    const read = scoreJobPage(document, url, new Set());
    expect(read.description.split('\n')).toContain('岗位职责：');
    expect(read.positionName).toBe('仓储主管');
    expect(read.companyName).toBe('苏州云帆物流有限公司');
  });

  it('reads a Greek posting: "Αποστολή βιογραφικού" (send the CV), its headings and "Πλήρης απασχόληση"', () => {
    const document = page(
      `<main><h1>Αποθηκάριος</h1><div class="company">Βόρειες Διανομές Α.Ε.</div>
      <div><b>Περιοχή:</b> Λάρισα</div><div><b>Είδος απασχόλησης:</b> Πλήρης απασχόληση</div>
      <div class="body">${prose('Η Βόρειες Διανομές Α.Ε. αναζητά αποθηκάριο για την αποθήκη της στη Λάρισα.')}
      <p><strong>Αρμοδιότητες:</strong></p><ul><li>Παραλαβή εμπορευμάτων</li><li>Απογραφή</li><li>Φόρτωση</li></ul>
      <p><strong>Απαιτούμενα προσόντα:</strong></p><ul><li>Εμπειρία δύο ετών</li></ul></div>
      <a href="/elGR/ad/77/send-cv">Αποστολή βιογραφικού</a></main>`,
    );
    const url = parsePageUrl('https://board.example/elGR/ad/77/apothikarios') as PageUrl;
    expect(hasApplyControl(document)).toBe(true);
    const read = scoreJobPage(document, url, new Set());
    expect(read.signals.join()).toContain('job section headings');
    expect(read.signals.join()).toContain('employment type');
    expect(read.score).toBeGreaterThanOrEqual(7);
  });

  it('takes no employer from the place the page labels as the country ("Country: Kenya")', () => {
    const document = page(
      `<article><header><h1>Nutrition Officer</h1><dl><dt>Country</dt><dd><a href="/jobs?c=131">Uganda</a></dd>
      <dt>Organization</dt><dd><a href="/organization/hfa">Harvest Families Alliance</a></dd></dl></header>
      <div class="content">${prose('Our programme supports mothers and children in the districts of the north with food and care.')}
      <h3>Responsibilities</h3><ul><li>Run the clinics</li><li>Train the health workers</li><li>Report monthly</li></ul></div>
      <a href="/apply">Apply</a></article>`,
      '<title>Nutrition Officer - Uganda | Board</title><meta property="og:title" content="Nutrition Officer - Uganda">',
    );
    const url = parsePageUrl('https://board.example/job/41/nutrition-officer') as PageUrl;
    expect(readPosting(document, url).companyName).toBe('Harvest Families Alliance');
  });

  it('reads the places of a box of facts whose lines are a list, an icon symbol before each ("⌖Poznań, …")', () => {
    const document = page(
      `<section><div class="head"><div class="logo">L</div><div><h1>Backend Developer</h1><a href="/employers/lesna">Leśna Software sp. z o.o.</a></div></div>
      <div class="facts"><div class="pay">18 000–24 000 zł netto / mies.</div>
      <ul><li><span>⌖</span>Poznań, Półwiejska 32 (Centrum)</li><li><span>⌖</span>Wrocław, Legnicka 55</li></ul>
      <ul><li><span>⌂</span>praca hybrydowa</li><li><span>★</span>mid (specjalista)</li><li><span>▤</span>kontrakt B2B, umowa o pracę</li><li><span>◷</span>ważna jeszcze 20 dni (do 12 stycznia 2027)</li></ul></div>
      <div class="chips"><span>Go</span><span>Docker</span><span>Kafka</span></div></section>
      <section><h2>Twój zakres obowiązków</h2>${prose('Rozwijasz usługi płatności dla sklepów internetowych w całej Polsce i w krajach bałtyckich.')}</section>
      <a href="/apply/77">Aplikuj</a>`,
    );
    const url = parsePageUrl('https://board.example/praca/backend-developer,oferta,77') as PageUrl;
    expect(readPosting(document, url).location).toMatch(/^Poznań,/);
  });
});

describe('decision 126', () => {
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
  // A Japanese job service's record: the whole page one form (hidden state, buttons, no field to fill), no heading,
  // the title only in a "職種" cell, the employer under "事業所名" below its kana reading, the place under "就業場所".
  const record = `<html><head><title>しごと検索サービス - 求人詳細</title></head><body>
    <div class="site">しごと検索サービス</div>
    <form method="post" action="/kyujin/Detail.do"><input type="hidden" name="no" value="1302-88">
    <div class="page_title">求人詳細</div>
    <button type="button">一覧へ戻る</button>
    <div class="sub">求人事業所</div>
    <table>${row('事業所番号', '1302-445566-1')}${row('事業所名', '<div>ユウゲンガイシャコマチベーカリー</div><div>有限会社小町ベーカリー</div>')}${row('所在地', '<div>〒960-8031</div><div>福島県福島市栄町2番3号</div>')}</table>
    <div class="sub">仕事内容</div>
    <table>${row('職種', '<div>製パンスタッフ（早朝）</div>')}${row(
      '仕事内容',
      '<div>福島市の駅前で三十年続く町のパン屋です。毎朝百種類のパンを焼き、近くの学校や病院にも届けています。<br>生地の仕込みから焼成、店頭への陳列までを、先輩の職人と二人一組でお願いします。<br><br>＜主な仕事＞<br>・生地の計量と仕込み、発酵の管理<br>・オーブンでの焼成と焼き色の確認<br>・焼き上がったパンの袋詰めと陳列<br>・閉店後の清掃と翌日の材料の準備<br><br>＜未経験の方も歓迎＞<br>最初の一か月は先輩が付きっきりで教えます。パン作りが好きな方なら、経験は問いません。<br>制服は貸与し、売れ残ったパンは持ち帰ることができます。</div>',
    )}${row('雇用形態', '正社員')}${row('就業場所', '<div>〒960-8031</div><div>福島県福島市栄町2番3号</div><div>最寄り駅：福島駅から徒歩5分</div>')}${row('必要な経験等', '不問')}</table>
    <div class="sub">賃金・手当</div>
    <table>${row('賃金', '190,000円〜230,000円')}${row('就業時間', '5時00分〜14時00分')}${row('休日等', '日曜、月曜')}</table>
    <div class="notice">この求人に応募する場合は、お近くの窓口で紹介状の交付を受けてください。</div>
    </form></body></html>`;
  const url = parsePageUrl('https://shigoto.example/kyujin/Detail.do?no=1302-88') as PageUrl;

  it('reads a posting laid out as Japanese label/value tables inside a page-wide form', () => {
    const read = scoreJobPage(parsePage(record).document, url, new Set());
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('製パンスタッフ（早朝）');
    expect(read.companyName).toBe('有限会社小町ベーカリー');
    expect(read.location).toBe('福島県福島市栄町2番3号');
    expect(read.description).toContain('・オーブンでの焼成');
  });

  it('still finds no posting in a list of such records with no apply instructions', () => {
    const item = (title: string, employer: string) =>
      `<table class="item"><tr><td colspan="2">${title}</td></tr>${row('事業所名', employer)}${row('就業場所', '福島県福島市')}${row('仕事の内容', '生地の仕込み、焼成、陳列、清掃をお願いします。未経験の方も歓迎します。')}${row('雇用形態', '正社員')}${row('賃金', '190,000円〜230,000円')}<tr><td colspan="2"><button type="button">詳細を表示</button></td></tr></table>`;
    const list = `<html><head><title>しごと検索サービス - 求人一覧</title></head><body><form method="post" action="/kyujin/List.do">
      <div class="page_title">求人一覧</div>${item('製パンスタッフ', '有限会社小町ベーカリー')}${item('調理補助', '株式会社あづま食堂')}${item('販売員', '有限会社信夫商店')}</form></body></html>`;
    expect(scoreJobPage(parsePage(list).document, url, new Set()).score).toBeLessThan(7);
  });
});

describe('decision 128', () => {
  it('reads a Kazakh posting: its apply button, section headings, pay in tenge and region label', () => {
    const page = `<html lang="kk"><head><title>Бос жұмыс орны</title></head><body>
      <header><a href="/kk">Жұмыс порталы</a></header>
      <div class="card"><h1>Наубайшы</h1><p>280 000 – 340 000 ₸</p>
      <dl><dt>Өңір</dt><dd>Павлодар облысы, Павлодар қ.</dd><dt>Жұмыспен қамту түрі</dt><dd>Толық жұмыс күні</dd></dl>
      <button type="button">Өтініш беру</button></div>
      <div class="card body">
        <h3>Жұмыс беруші туралы</h3><p>Ертіс Нан ЖШС 2011 жылдан бері Павлодар қаласында нан және тоқаш өнімдерін пісіреді, күн сайын қаланың қырық дүкеніне жеткізеді.</p>
        <h3>Лауазымдық міндеттер</h3><ul><li>Қамырды илеу және ашыту</li><li>Нанды пеште пісіру және сапасын тексеру</li><li>Цехтың тазалығын сақтау</li></ul>
        <h3>Үміткерге қойылатын талаптар</h3><ul><li>Наубайшы болып кемінде бір жыл жұмыс тәжірибесі</li><li>Санитарлық кітапшаның болуы</li><li>Түнгі ауысымда жұмыс істеуге дайын болу</li></ul>
        <h3>Жұмыс жағдайлары</h3><ul><li>Арнайы киім тегін беріледі</li><li>Тегін түскі ас</li><li>Ресми жұмысқа орналастыру</li></ul>
      </div><aside class="side"><h4>Жұмыс беруші</h4><a href="/kk/company/1">Ертіс Нан ЖШС</a></aside></body></html>`;
    const url = parsePageUrl('https://portal.example/kk/vacancy/naubaishy~771') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('Наубайшы');
    expect(read.location).toContain('Павлодар');
  });

  it('reads an Uzbek classifieds ad: the title in an h4 under the pay, the seller card in the sidebar', () => {
    const page = `<html lang="uz"><head><title>Novvoy - Ish Samarqand - E'lonlar.uz</title>
      <meta property="og:site_name" content="E'lonlar.uz"></head><body>
      <header><a href="/">E'lonlar.uz</a></header>
      <ol data-testid="breadcrumbs"><li><a href="/">Bosh sahifa</a></li><li><a href="/ish/">Ish</a></li><li><a href="/ish/samarqand/">Samarqand</a></li></ol>
      <div class="x1a"><h4 class="x9q">Novvoy</h4><h3 class="x7z">3 000 000 - 4 500 000 so‘m</h3>
      <ul><li><p>Bandlik turi: To‘liq bandlik</p></li></ul></div>
      <div class="x2b"><h3>Tavsif</h3><div>Oltin Non — 2012-yildan beri Samarqandda issiq non va shirinliklar pishiradigan oilaviy novvoyxona. Bugun bizda uchta do‘kon va qirqta xodim bor.<br><br>Vazifalar:<br>- Xamir qorish va non yopish<br>- Tandirni tayyorlash va tozalash<br>- Tayyor nonni do‘konlarga jo‘natish<br><br>Talablar:<br>- Novvoylikda kamida bir yillik tajriba<br>- Ertalabki smenada ishlay olish<br>- Mas’uliyat va ozodalik<br><br>Biz taklif qilamiz:<br>- Rasmiy ishga joylashish<br>- Bepul tushlik<br>- Oylik maosh o‘z vaqtida<br><br>Rezyumeni sayt orqali yuboring yoki bizga qo‘ng‘iroq qiling, suhbat har kuni o‘tkaziladi.</div></div>
      <aside><h3>Foydalanuvchi</h3><a href="/user/9/"><h4>Oltin Non</h4><p>Saytda 2020-yildan beri</p></a>
      <p>Joylashuv</p><p>Samarqand, Registon ko‘chasi</p></aside></body></html>`;
    const url = parsePageUrl('https://elonlar.example/d/obyavlenie/novvoy-ID9xQ.html') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('Novvoy');
    expect(read.companyName).toBe('Oltin Non');
  });

  it('reads a Chinese "地區" field as the place', () => {
    const page = posting({
      title: '倉務員 - 嘉運貿易公司',
      header:
        '<h1>倉務員</h1><a class="company">嘉運貿易公司</a><ul class="facts"><li><b>地區</b>葵涌區</li><li><b>受僱形式</b>全職</li></ul>',
    });
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.location).toBe('葵涌區');
  });

  it('does not start the description at the footnote to a field above it', () => {
    const page = `<html><head><title>Job ad</title></head><body><div id="ad">
      <span class="JobAdTitle">CREAMERY OPERATOR</span><button>Apply online</button>
      <table><tr><td>Organization:</td><td>Harrow Valley Creamery</td></tr><tr><td>City:</td><td>Twin Falls</td></tr><tr><td>Salary:</td><td>$950.00 - $1,120.00 Per Week*</td></tr></table>
      <p>*Indicates the salary listed as per the collective agreement with the plant's union.</p>
      <div class="body">${DESCRIPTION}</div></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.description.startsWith('Harrow Valley Creamery makes butter')).toBe(true);
  });
});

describe('decision 129', () => {
  it('reads a Lao posting: its apply button, section headings, pay in kip and place label', () => {
    const page = `<html lang="lo"><head><title>ພະນັກງານຂັບລົດ - ບໍລິສັດ ດອກຈຳປາ ຂົນສົ່ງ</title></head><body>
      <div class="head"><h1>ພະນັກງານຂັບລົດ</h1><a href="/company/9">ບໍລິສັດ ດອກຈຳປາ ຂົນສົ່ງ</a>
      <ul><li><span>ສະຖານທີ່:</span>ແຂວງຈຳປາສັກ, ເມືອງປາກເຊ</li><li><span>ປະເພດວຽກ:</span>ເຕັມເວລາ</li><li><span>ເງິນເດືອນ:</span>5,000,000 - 6,500,000 ກີບ</li></ul></div>
      <div class="detail"><h2>ລາຍລະອຽດວຽກ</h2><p>ບໍລິສັດ ດອກຈຳປາ ຂົນສົ່ງ ຂົນສົ່ງສິນຄ້າລະຫວ່າງປາກເຊ ແລະ ວຽງຈັນ ມາແຕ່ປີ 2015 ແລະ ກຳລັງຂະຫຍາຍທຸລະກິດ.</p>
      <h2>ໜ້າທີ່ຮັບຜິດຊອບ</h2><ul><li>ຂັບລົດບັນທຸກສົ່ງສິນຄ້າ</li><li>ກວດກາລົດກ່ອນອອກເດີນທາງ</li><li>ບັນທຶກການສົ່ງສິນຄ້າປະຈຳວັນ</li></ul>
      <h2>ຄຸນສົມບັດ</h2><ul><li>ມີໃບຂັບຂີ່ປະເພດ C</li><li>ມີປະສົບການຂັບລົດ 2 ປີ</li></ul>
      <h2>ສະຫວັດດີການ</h2><ul><li>ປະກັນສັງຄົມ</li><li>ເບ້ຍລ້ຽງເດີນທາງ</li></ul>
      <button type="button">ສະໝັກວຽກນີ້</button></div></body></html>`;
    const url = parsePageUrl('https://jobs.example/job/driver-pakse-5521') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('ພະນັກງານຂັບລົດ');
    expect(read.location).toContain('ປາກເຊ');
  });

  it('reads Korean headings written in brackets and in the friendly form, and "X 채용" as the employer X', () => {
    const page = `<html lang="ko"><head><title>물류 운영 매니저 - 바람결 채용</title></head><body>
      <main><div><span class="title">물류 운영 매니저</span><div><span>운영</span><span>정규직</span></div>
      <div class="ql-editor"><p>바람결은 제주 감귤 농가의 주문과 배송을 한 번에 관리하는 서비스를 만들고 있습니다. 지난해에는 삼백여 농가가 바람결로 전국의 고객에게 감귤을 보냈습니다.</p><p>이번에 늘어나는 주문에 맞춰 물류 센터의 운영을 함께 책임질 매니저를 모십니다.</p>
      <p><strong>[합류하시면 함께할 업무예요]</strong></p><ul><li>물류 센터의 입출고 일정을 관리합니다.</li><li>배송 파트너와 일정을 조율합니다.</li><li>재고 현황을 매일 점검하고 보고합니다.</li></ul>
      <p><strong>[이런 분을 찾고 있어요]</strong></p><ul><li>물류 운영 경력 2년 이상이신 분</li></ul>
      <p><strong>[채용 절차]</strong></p><p>서류 전형 → 인터뷰 → 입사</p></div></div>
      <aside><dl><dt>근무지</dt><dd>제주특별자치도 제주시</dd></dl><button type="button">지원하기</button></aside></main></body></html>`;
    const url = parsePageUrl('https://baramgyeol.example/ko/o/5521') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.signals).toContain('job section headings +3');
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.companyName).toBe('바람결');
  });

  it('reads a Latvian ad whose category path is a heading of links and whose way to apply is a sentence', () => {
    const page = `<html lang="lv"><head><title>Sludinājumi - Darbs - Pavārs</title></head><body><table><tr><td>
      <h2 class="headtitle"><a href="/lv/work/">Darbs</a> / <a href="/lv/work/cook/">Pavārs</a></h2>
      <h2 class="headtitle">Pavārs kafejnīcai Cēsīs</h2>
      <div id="msg">Kafejnīca Vecā Aptieka Cēsu vecpilsētā piedāvā sezonas ēdienus no vietējiem produktiem jau desmit gadus.<br><br>
      Pienākumi:<br>- ēdienu gatavošana pēc ēdienkartes;<br>- virtuves uzkopšana;<br>- produktu pieņemšana.<br><br>
      Prasības:<br>- pieredze virtuvē vismaz gadu;<br>- precizitāte un kārtīgums.<br><br>
      Piedāvājam:<br>- atalgojumu 1100 - 1300 EUR bruto mēnesī;<br>- ēdināšanu darba laikā.<br><br>
      CV sūtīt uz e-pastu darbs@veca-aptieka.example vai zvanīt darba dienās.</div></td></tr></table></body></html>`;
    const url = parsePageUrl('https://ads.example/msg/lv/work/cook/cesis/abcdef.html') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('Pavārs kafejnīcai Cēsīs');
  });

  it('opens the description with the sentence the title completes, and takes the employer from the picture it names', () => {
    const page = `<html><head><title>Elektroinstallateurin / Elektroinstallateur EFZ</title></head><body>
      <div class="inserat"><div class="kopf"><img src="/l.png" alt="Aarebogen Werke AG"></div>
      <div class="inhalt"><p>Die Aarebogen Werke AG versorgen die Region Aarau mit Strom und Wasser. Für unser Team Hausinstallationen suchen wir Sie als</p>
      <h1>Elektroinstallateurin / Elektroinstallateur EFZ</h1><p>Arbeitsort: Aarau</p>
      <h2>Ihre Aufgaben</h2><ul><li>Installationen in Neu- und Umbauten</li><li>Service und Störungsbehebung bei Kundinnen und Kunden</li><li>Mitarbeit bei Photovoltaik-Anlagen</li></ul>
      <h2>Ihr Profil</h2><ul><li>Abgeschlossene Lehre als Elektroinstallateur/in EFZ</li><li>Freude an selbständiger Arbeit</li></ul>
      <h2>Wir bieten</h2><ul><li>Fünf Wochen Ferien</li><li>Moderne Werkzeuge und Fahrzeuge</li></ul></div>
      <p><a href="/apply">Jetzt bewerben</a></p></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.description.startsWith('Die Aarebogen Werke AG versorgen die Region Aarau')).toBe(true);
    expect(read.companyName).toBe('Aarebogen Werke AG');
  });

  it("does not read a section's heading right under the title as the meta line's employer", () => {
    const page = posting({
      title: 'Creamery Operator',
      header:
        '<h1>Creamery Operator</h1><h2>Your Tasks</h2><ul><li>Run The Churn</li><li>Pack The Butter</li></ul>',
    });
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.companyName).not.toBe('Your Tasks');
    expect(read.companyName).not.toBe('Run The Churn');
  });

  it("reads a place in a script without capitals that the page's title names", () => {
    const page = `<html lang="si"><head><title>රියදුරු | කුරුණෑගල | දැන්වීම් අඩවිය</title></head><body>
      <main><h1>රියදුරු</h1>
      <div>පළ කළේ <a href="/shops/1">නිල්මිණි ප්‍රවාහන සේවය</a> 3 දෙසැ, <a href="/ads/kurunegala">කුරුණෑගල</a></div>
      <div class="description">${DESCRIPTION}</div><button type="button">අයදුම් කරන්න</button></main></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.location).toBe('කුරුණෑගල');
  });

  it('reads a "Locality" field as the place', () => {
    const page = posting({
      title: 'Creamery Operator - Vacancy Details',
      header:
        '<h1>Vacancy Details</h1><table><tr><th>Job Title</th><td>Creamery Operator</td></tr><tr><th>Occupation (ISCO)</th><td>7513 - Dairy-products makers</td></tr><tr><th>Locality</th><td>Mosta</td></tr></table>',
    });
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.location).toBe('Mosta');
  });
});

describe('decision 133', () => {
  const BODY = `<p>Fornace Lunardi makes hand-pressed terracotta tiles for restorers and builders, and has fired them in the same kilns since 1958.</p>
      <p><strong>Responsibilities</strong></p><ul><li>Load and unload the kilns on the weekend shift</li><li>Check each batch for cracks and colour</li><li>Keep the firing log</li></ul>
      <p><strong>Requirements</strong></p><ul><li>A forklift licence</li><li>Able to lift 25 kilos</li></ul>
      <p>The weekend shift is paid at a higher rate, and the kilns are cooled by Monday morning.</p>`;

  it('takes a title with a dash of its own that the page title runs into its other parts, over the careers banner', () => {
    const page = `<html><head><title>Kiln Operator - Weekend Shift - Work with us</title></head><body>
      <div class="top"><span class="banner-title">Work with us</span></div>
      <div class="box"><span class="role">Kiln Operator - Weekend Shift</span><div class="text">${BODY}</div>
      <button type="button">Apply now</button></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.positionName).toBe('Kiln Operator - Weekend Shift');
    // "Work with us" names no employer: its careers words round a pronoun.
    expect(read.companyName).not.toBe('us');
  });

  it('reads fields drawn as spans run together as a row of fields, and "Azienda" as the employer\'s label', () => {
    const page = `<html lang="it"><head><title>Fornaciaio</title></head><body><div class="box">
      <h1>Fornaciaio</h1><div class="fields"><span>Azienda</span><span>Fornace Lunardi S.r.l.</span><span>Sede di lavoro</span><span>Impruneta (FI)</span><span>Contratto</span><span>Tempo indeterminato</span></div>
      <div class="text">${BODY}</div><button type="button">Candidati</button></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.companyName).toBe('Fornace Lunardi S.r.l.');
    expect(read.description).toMatch(/^Fornace Lunardi makes hand-pressed/);
  });

  it('takes the title of the one card that holds the apply button on a page with no heading', () => {
    const page = `<html><head><title>Applicant Portal</title></head><body>
      <div class="card"><div class="card-header"><span class="card-title">Kiln Operator (Weekends)</span><button type="button">Apply for Job</button></div>
      <div class="card-content"><div><span class="label">Location</span> <span>Impruneta</span></div></div></div>
      <div class="card"><div class="card-header"><span class="card-title">Job Description</span></div><div class="card-content">${BODY}</div></div>
      </body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.positionName).toBe('Kiln Operator (Weekends)');
  });

  it('takes the employer a page labels though the breadcrumb trail files the posting under it', () => {
    const page = `<html><head><title>Kiln Operator | Tilejobs</title><meta property="og:site_name" content="Tilejobs"></head><body>
      <nav class="breadcrumb"><a href="/">Home</a> <a href="/employers">Employers</a> <a href="/employers/fornace-lunardi">Fornace Lunardi</a></nav>
      <article><h1>Kiln Operator</h1><div><div class="label">Employer</div><div class="value"><a href="/employers/fornace-lunardi">Fornace Lunardi</a></div></div>
      <div><div class="label">Location</div><div class="value">Impruneta</div></div>
      <a class="button" href="/apply/77">Apply for this job</a><div class="text">${BODY}</div></article></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.companyName).toBe('Fornace Lunardi');
  });

  it('takes the marked name inside a marked employer box, though the place line under the title leads with it', () => {
    const page = `<html><head><title>Kiln Operator - Tilejobs</title><meta property="og:site_name" content="Tilejobs"></head><body>
      <main><section><div class="vacancy__employer"><img src="/l.png" alt="Fornace Lunardi logo"><div><div class="vacancy__employer-name"><a href="/employers/9">Fornace Lunardi</a></div><div>Impruneta, Florence</div></div></div>
      <h1>Kiln Operator</h1><p class="vacancy__location">Fornace Lunardi, Impruneta, Florence</p><a class="button" href="/apply/77">Apply now</a></section>
      <section><h2>Job overview</h2>${BODY}</section></main></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://tilejobs.example/jobs/77') as PageUrl,
    );
    expect(read.companyName).toBe('Fornace Lunardi');
  });

  it('keeps the structured employer whose address is its profile on the board, though the page shows its logo', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Kiln Operator',
      description: 'Fornace Lunardi makes hand-pressed terracotta tiles and is hiring a Kiln Operator.',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Fornace Lunardi',
        sameAs: 'https://tilejobs.example/employers/fornace-lunardi-9',
      },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Impruneta', addressCountry: 'IT' } },
    });
    const page = `<html><head><title>Kiln Operator at Lunardi Tiles | Tilejobs</title><meta property="og:site_name" content="Tilejobs">
      <script type="application/ld+json">${ld}</script></head><body>
      <main><img src="/l.png" alt="Fornace Lunardi logo"><h1>Kiln Operator</h1><p>Impruneta, Florence</p><a class="button" href="/apply/77">Apply now</a>
      <section><h2>Job overview</h2>${BODY.replace(/Fornace Lunardi/g, 'Our workshop')}</section></main></body></html>`;
    const job = extractJob(parsePage(page).document, 'https://tilejobs.example/jobs/77');
    expect(job.companyName).toBe('Fornace Lunardi');
  });
});

describe('decision 134', () => {
  it("reads a notice's number and date over the title as no title, and a Polish board's headings and labels", () => {
    const page = `<html lang="pl"><head><title>Ogłoszenie nr 90417 - Nabory</title></head><body>
      <div class="top"><img src="/logo.svg" alt="Portal Naborów"><a href="/szukaj">Wyszukaj</a></div>
      <h1>Ogłoszenie o naborze nr 90417 z dnia 2 marca 2026 r.</h1>
      <h2>referent w Referacie Gospodarki Wodnej</h2>
      <table><tr><th>Urząd</th><td>Starostwo Powiatowe w Ostrołęce</td></tr>
      <tr><th>Miejsce wykonywania pracy</th><td>Ostrołęka</td></tr>
      <tr><th>Wynagrodzenie zasadnicze</th><td>brutto: 4 900,00 zł</td></tr></table>
      <a class="btn" href="/ogloszenie/90417/aplikuj">Aplikuj</a>
      <div class="tresc"><h3>Warunki pracy</h3><p>Praca biurowa przy komputerze, z wyjazdami w teren na terenie powiatu.</p>
      <h3>Zakres zadań</h3><ul><li>Prowadzi sprawy pozwoleń wodnoprawnych</li><li>Przygotowuje projekty decyzji</li><li>Prowadzi rejestr urządzeń wodnych</li></ul>
      <h3>Zapewniamy</h3><p>Dodatek stażowy i dofinansowanie do wypoczynku.</p></div></body></html>`;
    const url = parsePageUrl('https://nabory.example/ogloszenie/90417') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.signals).toContain('job section headings +3');
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.positionName).toBe('referent w Referacie Gospodarki Wodnej');
    expect(read.companyName).toBe('Starostwo Powiatowe w Ostrołęce');
    expect(read.location).toBe('Ostrołęka');
  });

  it('reads an international organisation\'s "Education" and "Languages" headings and its "Duty Station" in capitals', () => {
    const page = `<html><head><title>Careers | Example Organisation</title></head><body>
      <div class="wrap"><h2>Associate Programme Officer</h2>
      <div class="grid"><div class="k">Job Opening ID</div><div>26-Programme-4410</div>
      <div class="k">Job Network</div><div>Economic, Social and Development</div>
      <div class="k">Duty Station</div><div>GENEVA</div></div>
      <a class="btn" href="https://apply.example/4410">Apply</a>
      <div class="sec"><h3>Responsibilities</h3><ul><li>Drafts briefing notes</li><li>Supports meetings of member states</li><li>Keeps the programme's records</li></ul></div>
      <div class="sec"><h3>Education</h3><p>A first-level university degree in economics or a related field.</p></div>
      <div class="sec"><h3>Languages</h3><p>Fluency in English is required.</p></div></div></body></html>`;
    const url = parsePageUrl('https://careers.example/opening/4410') as PageUrl;
    const read = scoreJobPage(parsePage(page).document, url, new Set());
    expect(read.signals).toContain('job section headings +3');
    expect(read.score).toBeGreaterThanOrEqual(7);
    expect(read.location).toBe('GENEVA');
  });

  it('still takes an h2 that starts with "Education" as the title', () => {
    const page = `<html><head><title>Vacancies</title></head><body><h2>Education Coordinator</h2>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply">Apply Now</a></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.positionName).toBe('Education Coordinator');
  });

  it('reads an "Institution/Agency" field as the employer over the logo of the office that runs the board', () => {
    const page = `<html><head><title>Data Protection Assistant | Public Careers</title>
      <meta property="og:site_name" content="Public Careers"></head><body>
      <header><a href="/"><img src="/logo.svg" alt="Central Recruitment Office"> Public Careers</a></header>
      <main><h1>Data Protection Assistant</h1>
      <div class="field"><div class="field__label">Institution/Agency</div><div class="field__item">Northern Fisheries Control Authority</div></div>
      <div class="field"><div class="field__label">Location</div><div class="field__item">Tromsø (Norway)</div></div>
      <a class="btn" href="/apply/77">Apply</a><div class="body">${DESCRIPTION}</div></main></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.companyName).toBe('Northern Fisheries Control Authority');
  });

  it("does not take the careers section's menu link, or the site's own address, for a title drawn in a plain element", () => {
    const chinese = `<html lang="zh-CN"><head><title>数据分析师 - 青禾农业科技有限公司 - 社会招聘</title></head><body>
      <div class="header"><a href="/">首页</a><a href="/jobs">社会招聘</a></div>
      <div class="main"><span class="name">数据分析师</span><div class="tags"><span>成都</span><span>全职</span></div>
      <button>投递简历</button><div class="desc">${DESCRIPTION}</div></div></body></html>`;
    const first = readPosting(parsePage(chinese).document, parsePageUrl(URL) as PageUrl);
    expect(first.positionName).toBe('数据分析师');
    const greek = `<html lang="el"><head><title>Σερβιτόρος/α - Χανιά | kalo-ergo.gr</title></head><body>
      <div class="hdr"><a href="https://www.kalo-ergo.gr/"><b>kalo-ergo.gr</b></a><a href="/ergasia/">Εργασία</a></div>
      <div id="ad"><div class="ad-title">Σερβιτόρος/α</div><div class="ad-owner">Ταβέρνα Λιμανάκι Ο.Ε.</div>
      <div class="ad-place">Χανιά, Κρήτη · Τουρισμός</div><button>Αποστολή βιογραφικού</button>
      <div class="ad-text">${DESCRIPTION}</div></div></body></html>`;
    const second = readPosting(
      parsePage(greek).document,
      parsePageUrl('https://www.kalo-ergo.gr/ergasia/d/4410/servitoros') as PageUrl,
    );
    expect(second.positionName).toBe('Σερβιτόρος/α');
  });
});

describe('decision 136', () => {
  it('takes a Korean apply button written without its space ("바로지원") for a way to apply', () => {
    const page = `<html lang="ko"><head><title>물류 관리자 | 일자리판</title></head><body>
      <h1>물류 관리자</h1><a class="go" href="/apply/5521">바로지원</a><div class="job">${DESCRIPTION}</div></body></html>`;
    expect(hasApplyControl(parsePage(page).document)).toBe(true);
  });

  it('takes "Call HR" and "HR से बात करें" (talk to HR) for a way to apply, not "Contact us"', () => {
    const page = (label: string) =>
      `<html><head><title>Warehouse Helper</title></head><body><h1>Warehouse Helper</h1>
      <div class="job">${DESCRIPTION}</div><a class="cta" href="/login?next=/jobs/4410">${label}</a></body></html>`;
    expect(hasApplyControl(parsePage(page('Call HR')).document)).toBe(true);
    expect(hasApplyControl(parsePage(page('HR से बात करें')).document)).toBe(true);
    expect(hasApplyControl(parsePage(page('Contact us')).document)).toBe(false);
  });

  it("reads the name linked to the board's page of the employer, above the title, as the employer", () => {
    const page = `<html lang="ko"><head><title>(주)바다소프트 채용 - 백엔드 개발자 | 일자리판</title></head><body>
      <div class="gnb"><a href="https://jobs.example/list">채용정보</a></div>
      <div class="head"><p class="nm"><a href="https://jobs.example/company/88123/">(주)바다소프트</a> <span>관심기업</span></p>
      <h1>백엔드 개발자</h1></div>
      <table><tr><th>근무지역</th><td>부산 해운대구</td></tr></table>
      <a class="go" href="/apply/5521">지원하기</a>
      <div class="detail"><p>(주)바다소프트는 항만 물류 소프트웨어를 만드는 회사로, 부산과 인천의 터미널 열두 곳에 화물 추적 시스템을 공급하고 있습니다.</p>
      <h3>담당업무</h3><ul><li>화물 추적 API 개발과 운영</li><li>데이터베이스 설계와 성능 개선</li><li>배포와 운영 자동화</li></ul>
      <h3>자격요건</h3><ul><li>서버 개발 경력 3년 이상</li><li>관계형 데이터베이스 사용 경험</li></ul></div></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://jobs.example/post/5521') as PageUrl,
    );
    expect(read.positionName).toBe('백엔드 개발자');
    expect(read.companyName).toBe('(주)바다소프트');
  });

  it("reads the employer from a title part that writes the page's whole place after it", () => {
    const page = `<html lang="en"><head><title>Delivery Rider - Quickcart Logistics Pvt. Ltd., Kothrud, Pune | Shiftboard</title></head><body>
      <header><a href="/">Shiftboard</a></header>
      <div class="card"><h1>Delivery Rider</h1>
      <div class="chips"><span class="loc">📍 Kothrud, Pune</span><span>Full time</span></div>
      <a class="cta" href="/apply/9">Apply now</a></div>
      <div class="job">${DESCRIPTION}</div></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://shiftboard.example/jobs/9') as PageUrl,
    );
    expect(read.location).toBe('Kothrud, Pune');
    expect(read.companyName).toBe('Quickcart Logistics Pvt. Ltd.');
  });

  it("does not take a local government's name in the agency's banner for the title", () => {
    const page = `<html><head><title>Park Maintenance Worker - City of Harlan Ridge | AgencyJobs</title></head><body>
      <div class="top"><span>AgencyJobs</span><a href="/search">Search Jobs</a></div>
      <div class="banner"><h1>City of Harlan Ridge</h1><div><a href="/harlan-ridge">All jobs</a></div></div>
      <div class="view"><h2>Park Maintenance Worker</h2><table><tr><th>Location:</th><td>Harlan Ridge, CA</td></tr></table>
      <a class="btn" href="/harlan-ridge/job-77/apply">Apply Online</a><div class="job">${DESCRIPTION}</div></div></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://agencyjobs.example/harlan-ridge/job-77') as PageUrl,
    );
    expect(read.positionName).toBe('Park Maintenance Worker');
    expect(read.companyName).toBe('City of Harlan Ridge');
  });
});

describe('decision 138', () => {
  it('opens the description with the introduction above a title box, ended by a gendered article the title completes', () => {
    const page = `<html lang="de"><head><title>Anlagenmechaniker (m/w/d) - Muldental Wasser GmbH</title></head><body>
      <div class="ad"><div class="top"><img src="/logo.svg" alt="Muldental Wasser"></div>
      <div class="intro"><p>Die Muldental Wasser GmbH bringt das Trinkwasser aus drei Talsperren zu rund 60.000 Menschen im Muldental und in Grimma.</p>
      <p>Unsere Netze und Pumpwerke werden in den nächsten Jahren erneuert, und dafür wächst unser Team in der Technik.</p>
      <p>Für unseren Standort Grimma suchen wir ab sofort in Vollzeit eine/n</p></div>
      <div class="bar"><h1>Anlagenmechaniker (m/w/d)</h1><div class="sub">Standort: Grimma · Vollzeit</div></div>
      <div class="text"><h2>Ihre Aufgaben</h2><ul><li>Sie warten die Pumpen und Armaturen unserer Wasserwerke</li><li>Sie beheben Störungen im Bereitschaftsdienst</li><li>Sie dokumentieren Ihre Arbeiten im Wartungssystem</li></ul>
      <h2>Ihr Profil</h2><ul><li>Eine abgeschlossene Ausbildung als Anlagenmechaniker</li><li>Führerschein Klasse B</li></ul>
      <h2>Wir bieten</h2><ul><li>30 Tage Urlaub</li><li>Eine betriebliche Altersvorsorge</li></ul></div>
      <div class="apply"><a href="/apply/81">Jetzt bewerben</a></div></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.description).toMatch(/^Die Muldental Wasser GmbH bringt das Trinkwasser/);
    expect(read.description).toContain(
      'Unsere Netze und Pumpwerke werden in den nächsten Jahren erneuert, und dafür wächst unser Team in der Technik.\nFür unseren Standort Grimma suchen wir ab sofort in Vollzeit eine/n Anlagenmechaniker (m/w/d)\n',
    );
    expect(read.description).toContain('• Sie beheben Störungen im Bereitschaftsdienst');
  });

  it('skips a row of labelled fields under the title, and leaves out the data-protection clause after the apply button', () => {
    const page = `<html lang="pl"><head><title>Magazynier</title></head><body>
      <div id="tpl"><div class="top"><img src="/logo.png" alt="Bursztyn Logistyka"></div>
      <div class="head"><h1>Magazynier</h1><div class="params"><span><b>Miejsce pracy:</b> Gdańsk</span><span><b>Nr ref.:</b> MAG/3/2027</span><span><b>Rodzaj umowy:</b> umowa o pracę na pełny etat</span></div></div>
      <div class="body"><h2>O nas</h2><p>Bursztyn Logistyka prowadzi magazyn dla sklepów internetowych z całego Pomorza i wysyła codziennie kilka tysięcy paczek.</p>
      <h2>Zakres obowiązków</h2><ul><li>kompletowanie zamówień ze skanerem</li><li>przyjmowanie dostaw od kurierów</li><li>dbanie o porządek w strefie pakowania</li></ul>
      <h2>Oferujemy</h2><ul><li>stałe godziny pracy od poniedziałku do piątku</li><li>dofinansowanie do karty sportowej</li></ul></div>
      <div class="apply"><a href="/apply?id=3">Aplikuj</a></div>
      <div class="clause">Administratorem Twoich danych osobowych jest Bursztyn Logistyka sp. z o.o. z siedzibą w Gdańsku. Dane przetwarzamy w celu przeprowadzenia rekrutacji.</div>
      <div class="by">Obsługa rekrutacji: system rekrutacyjny</div></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.description).toMatch(/^(O nas\n)?Bursztyn Logistyka prowadzi magazyn/);
    expect(read.description).toMatch(/dofinansowanie do karty sportowej$/);
    expect(read.description).not.toContain('danych osobowych');
  });

  it('keeps what follows the apply button when no data notice is among it', () => {
    const page = `<html><head><title>Creamery Operator</title></head><body><div class="ad">
      <h1>Creamery Operator</h1><div class="text">${DESCRIPTION}</div><a class="btn" href="/apply">Apply Now</a>
      <p>Questions about the shift pattern? Write to Dana in the office and she will answer within two days.</p></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.description).toMatch(/she will answer within two days\.$/);
  });
});

describe('decision 140', () => {
  it("reads the employer's link under the title without the badge written after it", () => {
    const page = (
      line: string,
    ) => `<html lang="es"><head><title>Operario de Empaque | Empleos Ya</title></head><body>
      <header><a href="/">Empleos Ya</a><a href="/empresas">Empresas</a></header>
      <div class="top"><h1>Operario de Empaque</h1>${line}</div>
      <ul class="facts"><li><span>Ubicación</span>Pereira, Risaralda</li><li><span>Jornada</span>Tiempo completo</li></ul>
      <button class="go" type="button">Aplicar</button>
      <div class="text"><p>Nuestra planta empaca café de origen para tiendas de Colombia y de Europa, con dos turnos de lunes a sábado.</p>
      <p><strong>Funciones:</strong></p><ul><li>Alimentar la línea de empaque y revisar los sellos</li><li>Registrar los lotes y los pesos</li><li>Mantener limpia la zona de trabajo</li></ul>
      <p><strong>Requisitos:</strong></p><ul><li>Bachiller</li><li>Un año en plantas de alimentos</li></ul></div></body></html>`;
    const read = (line: string) =>
      readPosting(
        parsePage(page(line)).document,
        parsePageUrl('https://empleosya.example/trabajos/operario-de-empaque-3391') as PageUrl,
      ).companyName;
    expect(
      read(
        '<div class="offer-employer"><a href="/empresas/cafe-alto-quindio">Café Alto Quindío S.A.S.</a><span class="b">✔ Verificada</span></div>',
      ),
    ).toBe('Café Alto Quindío S.A.S.');
  });

  it('reads the value labelled as the address of the place of work as the place', () => {
    const page = (label: string, value: string) => `<html><head><title>Warehouse Picker</title></head><body>
      <h1>Warehouse Picker</h1><a class="btn" href="/apply/52">Apply now</a>
      <div class="rows"><div class="row"><div class="k">${label}</div><div class="v">${value}</div></div>
      <div class="row"><div class="k">Schedule</div><div class="v">Shifts</div></div></div>
      <div class="job">${DESCRIPTION}</div></body></html>`;
    const place = (label: string, value: string) =>
      readPosting(parsePage(page(label, value)).document, parsePageUrl(URL) as PageUrl).location;
    expect(place('Адрес места работы', 'Новгородская область, г. Боровичи, ул. Ленина, д. 12')).toBe(
      'Новгородская область, г. Боровичи, ул. Ленина, д. 12',
    );
    expect(place('Adresse du lieu de travail', 'Zone artisanale des Tanneurs, Annonay')).toBe(
      'Zone artisanale des Tanneurs, Annonay',
    );
    expect(place('Work location address', 'Unit 4, Brook Park, Leicester')).toBe(
      'Unit 4, Brook Park, Leicester',
    );
  });
});

describe('decision 143', () => {
  it('does not take the heading that is the employer the page labels for the title', () => {
    const page = `<html><head><title>Library Systems Coordinator | CampusPosts</title></head><body>
      <div class="top"><a href="/"><img src="/cp.svg" alt="CampusPosts"></a><a href="/search">Search</a></div>
      <div class="org"><img src="/logos/77.png" alt=""><h1>Ashcombe Community College</h1></div>
      <div class="role">Library Systems Coordinator</div>
      <dl class="facts"><dt>Employer</dt><dd>Ashcombe Community College</dd><dt>Location</dt><dd>Ashcombe, VT</dd></dl>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="https://ashcombe.example/apply/41">Apply</a></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://campusposts.example/jobs/41/library-systems-coordinator') as PageUrl,
    );
    expect(read.positionName).toBe('Library Systems Coordinator');
    expect(read.companyName).toBe('Ashcombe Community College');
  });

  it("keeps the full name on the business's own site whose short name is its site name", () => {
    const page = `<html><head><title>Jobs - Kestrel Ridge Roofing</title>
      <meta property="og:site_name" content="Kestrel Ridge"></head><body>
      <div class="head"><a href="/"><img src="/logo.png" alt="Kestrel Ridge Roofing"></a><a href="/jobs.html">Jobs</a></div>
      <h2>Roofing Crew Lead</h2><div class="job">${DESCRIPTION}</div><a class="btn" href="/apply.pdf">Apply</a></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://www.kestrelridgeroofing.example/jobs.html') as PageUrl,
    );
    expect(read.companyName).toBe('Kestrel Ridge Roofing');
  });

  it("takes the employer on the sidebar's card that holds the apply button", () => {
    const page = `<html lang="fr"><head><title>Technicien de maintenance - Offre d'emploi Sousse | EmploiPlus</title>
      <meta property="og:site_name" content="EmploiPlus"></head><body>
      <nav><a class="brand" href="/">EmploiPlus</a><a href="/offres/">Offres</a></nav>
      <div class="wrap"><article><h1>Technicien de maintenance</h1>
      <ul class="infos"><li><strong>Lieu de travail :</strong> Sousse, Tunisie</li><li><strong>Contrat :</strong> CDI</li></ul>
      <div class="text">${DESCRIPTION}</div></article>
      <aside><div class="box"><a href="/societe/311/"><img src="/logos/311.png" alt=""></a>
      <div class="company-name"><a href="/societe/311/">Atelier Mécanique du Sahel</a></div>
      <div>Industrie · 50 - 100 employés</div><a class="go" href="/offre/9921/postuler/">Postuler</a></div></aside></div>
      <footer>© 2027 EmploiPlus</footer></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://www.emploiplus.example/offre/9921/technicien-de-maintenance/') as PageUrl,
    );
    expect(read.companyName).toBe('Atelier Mécanique du Sahel');
  });

  it("does not take an employer from a sidebar's cards of other openings, each with its apply button", () => {
    const card = (company: string, id: number) =>
      `<div class="box"><a href="/offre/${id}/">Soudeur</a><div class="company-name">${company}</div><a class="go" href="/offre/${id}/postuler/">Postuler</a></div>`;
    const page = `<html lang="fr"><head><title>Technicien de maintenance - Atelier Mécanique du Sahel | EmploiPlus</title></head><body>
      <div class="wrap"><article><h1>Technicien de maintenance</h1>
      <ul class="infos"><li><strong>Lieu de travail :</strong> Sousse, Tunisie</li></ul>
      <div class="text">${DESCRIPTION}</div><a class="go" href="/offre/9921/postuler/">Postuler</a></article>
      <aside>${card('Forges de Monastir', 9930)}${card('Tôlerie El Amen', 9931)}</aside></div></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://www.emploiplus.example/offre/9921/technicien-de-maintenance/') as PageUrl,
    );
    expect(read.companyName).toBe('Atelier Mécanique du Sahel');
  });

  it('reads no place from a box of related jobs after the posting, and the place the trail above the title files it under', () => {
    const page = `<html><head><title>Packer - 1st Shift | Fieldstone Staffing</title></head><body>
      <header><a href="/"><img src="/logo.svg" alt="Fieldstone Staffing"></a></header>
      <section class="hero"><nav class="crumbs" aria-label="Breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/jobs/">Jobs</a> &rsaquo; <a href="/jobs/?l=ames-ia">Ames, IA</a> &rsaquo; <span>Packer - 1st Shift</span></nav>
      <h1>Packer - 1st Shift</h1></section>
      <main><div class="job">${DESCRIPTION}</div><a class="btn" href="/apply/?job=77">Apply Now</a></main>
      <section class="more"><h2>Similar Jobs</h2><div class="card"><a href="/job/loader-71/">Loader</a> &middot; Boone, IA &middot; $17/hr</div></section>
      </body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://www.fieldstonestaffing.example/job/packer-1st-shift-77/') as PageUrl,
    );
    expect(read.location).toBe('Ames, IA');
  });

  it("reads the place a map's caption names, and no place from a photo's caption", () => {
    const page = (
      figure: string,
    ) => `<html><head><title>Local Delivery Driver | Redwing Haulers</title></head><body>
      <div class="bar"><img src="/logo.png" alt="Redwing Haulers"></div>
      <h1>Local Delivery Driver</h1><div class="pay">$24 per hour · home every night</div>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply/12">Apply</a>
      <div class="where"><h3>Where you will drive</h3>${figure}</div></body></html>`;
    const place = (figure: string) =>
      readPosting(
        parsePage(page(figure)).document,
        parsePageUrl('https://redwinghaulers.example/jobs/local-delivery-driver') as PageUrl,
      ).location;
    expect(
      place(
        '<figure><img src="https://maps.googleapis.com/maps/api/staticmap?center=44.3,-96.8&zoom=8" alt="Map"><figcaption>Routes start from our Brookings, SD yard every morning</figcaption></figure>',
      ),
    ).toBe('Brookings, SD');
    expect(
      place(
        '<figure><img src="/photos/team.jpg" alt="Our drivers"><figcaption>Our drivers at the Brookings, SD yard</figcaption></figure>',
      ),
    ).toBe('');
  });
});

describe('decision 142', () => {
  it("leaves a picture's caption out of the posting's text", () => {
    const page = `<html><head><title>Delivery Driver</title></head><body><div class="card">
      <h1>Delivery Driver</h1>
      <figure class="area"><img src="/map.png" alt="Map"><figcaption>Delivery area: homes within 40 miles of our Salina bakery</figcaption></figure>
      <div class="text">${DESCRIPTION}</div><a class="btn" href="/apply">Apply Now</a></div></body></html>`;
    const read = readPosting(parsePage(page).document, parsePageUrl(URL) as PageUrl);
    expect(read.description).toMatch(/^Harrow Valley Creamery makes butter/);
    expect(read.description).not.toContain('Delivery area');
  });

  it('reads a Russian posting headed by questions, its lists typed with em dashes, as a posting', () => {
    const page = `<html lang="ru"><head><title>Вакансия: пекарь — Хлебный двор</title>
      <style>.head{font-weight:700;font-size:40px}.sub{font-size:18px}.name{font-weight:600;font-size:24px}.text{font-size:17px}</style></head><body>
      <div class="menu"><a href="/"><img src="/logo.svg" alt="Хлебный двор"></a><a href="/menu">Меню</a><a href="/jobs">Вакансии</a></div>
      <div class="records"><div class="block"><div class="head">Пекарь (ночные смены)</div><div class="sub">Пекарня на Садовой, 12 · график 2/2</div></div>
      <div class="block"><div class="text">Мы — семейная пекарня в Самаре, печём хлеб на закваске и круассаны для трёх наших кафе. Ищем пекаря в ночную смену.</div></div>
      <div class="block"><div class="name">Чем предстоит заниматься</div><div class="text">— замешивать тесто по техкартам;<br>— формовать и выпекать хлеб и выпечку;<br>— следить за расстойкой и температурой печей;<br>— поддерживать чистоту в цехе.</div></div>
      <div class="block"><div class="name">Кого мы ищем</div><div class="text">Опыт работы пекарем от года, аккуратность и готовность работать ночью. Медицинская книжка обязательна.</div></div>
      <div class="block"><div class="name">Что мы предлагаем</div><div class="text">— оформление по ТК РФ;<br>— оплата от 60 000 ₽ на руки;<br>— питание на смене.</div></div>
      <div class="block"><div class="name">Откликнуться</div><form><input name="name"><input name="phone" type="tel"><button type="submit">Отправить</button></form></div></div>
      </body></html>`;
    const result = extractJob(parsePage(page).document, 'https://hlebdvor.example/pekar');
    expect(result.isJob).toBe(true);
    expect(result.positionName).toBe('Пекарь (ночные смены)');
    expect(result.description).toMatch(/^Мы — семейная пекарня/);
  });

  it("keeps a line written in a text block like the posting's own, under the title's block, as its first line", () => {
    const page = (
      kind: string,
    ) => `<html><head><title>Verkäufer (m/w/d) | Hofladen Sonnentau</title></head><body>
      <div class="content"><div class="mod heading"><h1>Verkäufer (m/w/d)</h1></div>
      <div class="${kind}"><p><strong>Hofladen Ahrensburg · 20 Stunden pro Woche · ab sofort</strong></p></div>
      <div class="mod text"><p>Unser Hofladen verkauft Gemüse, Eier und Käse von unserem Hof und von Nachbarhöfen aus dem Kreis Stormarn.</p>
      <p>Wir suchen Verstärkung für die Theke und die Kasse, vormittags und an zwei Samstagen im Monat.</p></div>
      <div class="mod heading"><h2>Deine Aufgaben</h2></div><div class="mod text"><ul><li>Beratung an der Theke</li><li>Kasse und Abrechnung</li><li>Ware einräumen und auszeichnen</li></ul></div>
      <div class="mod heading"><h2>Das bringst du mit</h2></div><div class="mod text"><ul><li>Freude am Verkauf</li><li>Zuverlässigkeit</li></ul></div>
      <div class="mod form"><form><input name="n"><input type="file" name="cv"><input type="submit" value="Absenden"></form></div></div></body></html>`;
    const read = (kind: string) =>
      readPosting(
        parsePage(page(kind)).document,
        parsePageUrl('https://hofladen-sonnentau.example/jobs/') as PageUrl,
      ).description;
    expect(read('mod text')).toMatch(
      /^Hofladen Ahrensburg · 20 Stunden pro Woche · ab sofort\nUnser Hofladen/,
    );
    // A line drawn in a block of another kind than the text's is the title card's meta line, as before.
    expect(read('mod meta')).toMatch(/^Unser Hofladen/);
  });
});

describe('decision 144', () => {
  it('takes the employer out of a careers site\'s name that leads with "work at" in its language', () => {
    const page = (
      site: string,
      logo: string,
    ) => `<html lang="nl"><head><title>Servicemonteur - ${site}</title>
      <meta property="og:site_name" content="${site.replace(/ [A-Z][\w.]*\.$/, '')}"></head><body>
      <div class="top"><a href="/"><img src="/logo.svg" alt="${logo}"></a><a href="/vacatures">Vacatures</a></div>
      <h1>Servicemonteur</h1><div class="job">${DESCRIPTION}</div><a class="btn" href="/solliciteren?id=4">Apply</a></body></html>`;
    const employer = (site: string, logo: string) =>
      readPosting(
        parsePage(page(site, logo)).document,
        parsePageUrl('https://werkenbij.veldkamp.example/vacatures/vacature?id=4') as PageUrl,
      ).companyName;
    expect(employer('Werken bij Veldkamp Koeltechniek B.V.', 'Veldkamp Koeltechniek B.V.')).toBe(
      'Veldkamp Koeltechniek B.V.',
    );
    expect(employer('Jobba hos Norrsken Bygg AB', 'Norrsken Bygg AB')).toBe('Norrsken Bygg AB');
  });

  it('takes the heading in a box named as the title, not the requisition number beside it', () => {
    const page = `<html><head><title>Brookfield Hardware - Job Details</title></head><body>
      <div class="top"><img src="/logo.png" alt="Brookfield Hardware logo"><span>Brookfield Hardware</span></div>
      <div class="position-name-bar"><h2>Paint Desk Associate</h2><span class="req">Req #: 5512</span></div>
      <table><tr><td>Schedule:</td><td>Part-Time</td></tr></table>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply?req=5512">Apply for this Position</a></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://brookfield.example/index.jsp?seq=jobDetails&req=5512') as PageUrl,
    );
    expect(read.positionName).toBe('Paint Desk Associate');
  });

  it('reads a Croatian or Serbian sentence asking for the application by e-mail as a way to apply', () => {
    const page = (sentence: string) => `<html lang="hr"><body><h1>Zidar</h1>${DESCRIPTION}
      <div class="kontakt"><strong>Kontakt:</strong> e-mail: <a href="mailto:posao@gradnja.example">posao@gradnja.example</a><br>${sentence}</div></body></html>`;
    const applies = (sentence: string) => hasApplyControl(parsePage(page(sentence)).document);
    expect(applies('Zamolbu i životopis poslati na navedenu adresu do 10.4.2027.')).toBe(true);
    expect(applies('Pošaljite prijavu sa životopisom na gornju adresu.')).toBe(true);
    expect(applies('Za sva pitanja javite se na navedenu adresu.')).toBe(false);
  });

  it("takes the employer a Hindi field table labels as the employer's name", () => {
    const page = `<html lang="hi"><head><title>नौकरी का विवरण - रोज़गार पोर्टल</title></head><body>
      <div class="head">रोज़गार पोर्टल</div>
      <h2>भंडार सहायक</h2>
      <table><tr><td>नियोक्ता का नाम</td><td>गंगा टेक्सटाइल्स प्राइवेट लिमिटेड</td></tr>
      <tr><td>कार्य स्थान</td><td>कानपुर, उत्तर प्रदेश</td></tr></table>
      <div class="sectionHead">नौकरी का विवरण</div><div class="job">${DESCRIPTION}</div>
      <input type="submit" value="आवेदन करें"></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://rozgar.example/Pages/ViewJobDetails.aspx?A=77') as PageUrl,
    );
    expect(read.companyName).toBe('गंगा टेक्सटाइल्स प्राइवेट लिमिटेड');
  });

  it("reads the place from the breadcrumb's level that lists the jobs of a town, not one of a trade", () => {
    const page = (level: string) => `<html><head><title>Stores Clerk | JobsBoard</title></head><body>
      <div class="title-area"><ul class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/jobs/">Jobs</a></li>${level}<li>Stores Clerk</li></ul><h2>Job Details</h2></div>
      <div class="card"><img src="/logos/9.png" alt="Kariba Hardware (Pvt) Ltd"><div><h1>Stores Clerk</h1><h3><a href="/companies/kariba-hardware/">Kariba Hardware (Pvt) Ltd</a></h3></div></div>
      <div class="job">${DESCRIPTION}<h3>How to Apply</h3><p>Send your CV to <a href="mailto:hr@kariba.example">hr@kariba.example</a>.</p></div></body></html>`;
    const place = (level: string) =>
      readPosting(
        parsePage(page(level)).document,
        parsePageUrl('https://jobsboard.example/jobs/stores-clerk-311/') as PageUrl,
      ).location;
    expect(place('<li><a href="/jobs/?location=mutare">Mutare</a></li>')).toBe('Mutare');
    expect(place('<li><a href="/jobs/location/victoria-falls/">Victoria Falls</a></li>')).toBe(
      'Victoria Falls',
    );
    expect(place('<li><a href="/jobs/?category=retail">Retail</a></li>')).toBe('');
  });

  it('reads the town another line writes before the street and number the meta line gives alone', () => {
    const page = (foot: string) => `<html lang="ru"><head><title>Повар — Пекарня «Колос»</title></head><body>
      <div class="menu"><a href="/"><img src="/logo.svg" alt="Колос"></a><a href="/jobs">Вакансии</a></div>
      <div class="block"><div class="head">Повар</div><div class="sub">Кафе на Пушкина, 12 · от 50 000 ₽ · график 2/2</div></div>
      <div class="text">${DESCRIPTION}</div><a class="btn" href="/apply">Откликнуться</a>
      <div class="last">${foot}</div></body></html>`;
    const place = (foot: string) =>
      readPosting(parsePage(page(foot)).document, parsePageUrl('https://kolos.example/povar') as PageUrl)
        .location;
    expect(place('Самара, ул. Пушкина, 12 · ежедневно 8:00–21:00')).toBe('Самара');
    // No line names the street's town: the street stays the place, as before.
    expect(place('Ежедневно 8:00–21:00')).toBe('Кафе на Пушкина, 12');
  });
});

describe('decision 146', () => {
  it('reads the employer of a Japanese page title that ends in its careers words after a space', () => {
    const page = `<html lang="ja"><head><title>経理スタッフ | 株式会社ソラマメ商会 採用情報</title></head><body>
      <div class="top"><img src="/logo.png" alt="logo"></div>
      <h1>経理スタッフ</h1><div class="job">${DESCRIPTION}</div>
      <a class="btn" href="/apply">応募する</a></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://open.example/r/1/c/soramame/pages/5521') as PageUrl,
    );
    expect(read.companyName).toBe('株式会社ソラマメ商会');
  });

  it('takes the name with its legal form on the line right above the title as written there', () => {
    const page = `<html lang="ko"><head><title>물류 매니저 | 새벽들 채용</title><meta property="og:title" content="새벽들 채용"></head><body>
      <div class="top"><a href="/"><img src="/logo.png" alt="새벽들 로고"></a></div>
      <main><p style="font-weight:600">주식회사 새벽들</p><h1>물류 매니저</h1>
      <div class="job">${DESCRIPTION}</div><button type="button">지원하기</button></main></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://saebyeokdeul.example/job_posting/Zx81') as PageUrl,
    );
    expect(read.companyName).toBe('주식회사 새벽들');
  });

  it("takes the footer's copyright holder whose name the site's address spells by its initials", () => {
    const page = `<html><head><title>We're Hiring | Natural Stone Fireplaces, Kilkenny</title></head><body>
      <div class="top"><a href="/"><img src="/logo.png" alt=""></a></div>
      <h2>Stonemason</h2><div class="job">${DESCRIPTION}<p>Email your CV to <a href="mailto:jobs@dkstoneworks.example">jobs@dkstoneworks.example</a>.</p></div>
      <a class="btn" href="/apply">Apply Now</a>
      <div class="footer"><p>© 2027 Doyle &amp; Kearney Stoneworks Ltd | All rights reserved</p></div></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://www.dkstoneworks.example/were-hiring/') as PageUrl,
    );
    expect(read.companyName).toBe('Doyle & Kearney Stoneworks Ltd');
  });

  it('takes a mail link that says "write to apply" in Chinese for a way to apply', () => {
    const page = (label: string) =>
      `<html><body><h2>烘焙助理</h2><div>${DESCRIPTION}</div><a class="cta" href="mailto:jobs@beimen.example">${label}</a></body></html>`;
    expect(hasApplyControl(parsePage(page('寄信應徵')).document)).toBe(true);
    expect(hasApplyControl(parsePage(page('来信应聘')).document)).toBe(true);
  });

  it("reads a posting drawn in a page's frame with the employer and place the page around it names", () => {
    const around = parsePage(`<html><head><title>加入我們 - 北門麵包坊｜高雄手作麵包</title>
      <meta name="description" content="北門麵包坊位於高雄市前金區，是一間手作麵包店。">
      <meta property="og:site_name" content="北門麵包坊"></head><body>
      <div class="nav"><a href="/">北門麵包坊</a></div><h1>加入我們</h1><iframe srcdoc="..."></iframe></body></html>`).document;
    const frame = parsePage(`<html><body><div class="card"><h2>烘焙助理</h2>
      <div class="desc">${DESCRIPTION}<p>Full-time. Salary NT$32,000 per month.</p></div>
      <a class="apply" href="mailto:jobs@beimen.example">寄信應徵</a></div></body></html>`).document;
    const job = extractJob(frame, 'https://www.beimen.example/join-us', around);
    expect([job.isJob, job.companyName, job.positionName, job.location]).toEqual([
      true,
      '北門麵包坊',
      '烘焙助理',
      '高雄市前金區',
    ]);
  });

  it("reads the place a page's summary says the employer is located in", () => {
    const page = (summary: string) =>
      parsePage(`<html><head><meta name="description" content="${summary}"></head><body></body></html>`)
        .document;
    expect(summaryPlace(page('Brennan Cycles is located in Galway, Ireland. We build bikes.'))).toBe(
      'Galway, Ireland',
    );
    expect(summaryPlace(page('北門麵包坊位於高雄市前金區，是一間手作麵包店。'))).toBe('高雄市前金區');
    expect(summaryPlace(page('We build bikes for everyone.'))).toBe('');
  });
});

describe('decision 147', () => {
  const FAQ_STEPS = `<p>We want applying to Pinecrest Mills to be easy. Here is what to expect.</p>
    <ol><li>Find an opening that fits your skills and location.</li><li>Read the responsibilities and requirements.</li>
    <li>Click Apply Now and create your profile.</li><li>Track your application in your account.</li></ol>
    <h2>Requirements</h2><p>Most roles ask for a high school diploma and a background check.</p>
    <h2>Benefits</h2><p>Full-time staff get medical, dental and a pension from day one.</p>`;

  it('refuses a page whose structured data calls it questions and answers', () => {
    const page = (
      types: string,
    ) => `<html><head><title>Applying at Pinecrest Mills | Pinecrest Mills Careers</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"${types}","mainEntity":[{"@type":"Question","name":"Can I apply for two jobs?","acceptedAnswer":{"@type":"Answer","text":"Yes."}}]}</script>
      <meta property="og:site_name" content="Pinecrest Mills"></head><body><h1>Applying at Pinecrest Mills</h1>
      <div class="content">${FAQ_STEPS}${DESCRIPTION}<p>Location: Eugene, OR</p></div><a href="/search/">Apply now</a></body></html>`;
    const url = 'https://careers.pinecrestmills.example/jobs/applying-2027/';
    expect(extractJob(parsePage(page('WebPage')).document, url).isJob).toBe(true);
    expect(extractJob(parsePage(page('FAQPage')).document, url).isJob).toBe(false);
  });

  it('refuses a page headed "How to apply": advice about applying, not an opening', () => {
    const page = `<html><head><title>How to Apply | Pinecrest Mills Careers</title>
      <meta property="og:site_name" content="Pinecrest Mills"></head><body><h1>How to Apply</h1>
      <div class="content">${FAQ_STEPS}${DESCRIPTION}<p>Location: Eugene, OR</p></div><a href="/search/">Apply now</a></body></html>`;
    const job = extractJob(
      parsePage(page).document,
      'https://careers.pinecrestmills.example/jobs/how-to-apply-2027/',
    );
    expect(job.isJob).toBe(false);
  });

  it('takes a Polish "Sposób aplikowania" heading over the instructions for a way to apply', () => {
    const page = `<html lang="pl"><body><h2>Magazynier</h2><div>${DESCRIPTION}</div>
      <h3>Sposób aplikowania</h3><p>CV prosimy przesyłać na adres rekrutacja@zielonydwor.example lub składać osobiście.</p></body></html>`;
    expect(hasApplyControl(parsePage(page).document)).toBe(true);
  });

  it('takes a Romanian competition file to be submitted for a way to apply', () => {
    const page = `<html lang="ro"><body><h1>Inspector</h1><div>${DESCRIPTION}</div>
      <p>Dosarul de concurs va conține cererea de înscriere, copia actului de identitate și curriculum vitae.</p></body></html>`;
    expect(hasApplyControl(parsePage(page).document)).toBe(true);
  });

  it('reads Romanian public-sector conditions as a section and a contract "pe perioadă nedeterminată" as a job type', () => {
    const page = `<html lang="ro"><body><h1>Referent</h1><div class="entry-content">
      <p>Primăria Comunei Pădureni organizează concurs pentru ocuparea unui post de referent.</p>
      <p><strong>Condiții specifice de participare:</strong></p><ul><li>studii medii</li><li>vechime 1 an</li></ul>
      <p><strong>Atribuții:</strong></p><ul><li>ține registrul agricol</li><li>eliberează adeverințe</li></ul>
      <p>Post contractual, pe perioadă nedeterminată.</p></div>
      <p>Dosarul de concurs va conține cererea de înscriere și copia actului de identitate.</p></body></html>`;
    const { signals } = scoreJobPage(
      parsePage(page).document,
      parsePageUrl('https://posturi.example/post/referent-padureni/') as PageUrl,
      new Set(),
    );
    expect(signals).toContain('job section headings +2');
    expect(signals).toContain('employment type +1');
  });

  it('reads the Romanian label "Instituție" as the employer', () => {
    const page = `<html lang="ro"><head><title>Referent – Posturi Publice</title><meta property="og:site_name" content="Posturi Publice"></head><body><h1>Referent</h1>
      <div class="box"><strong>Instituție:</strong> <span>Primăria Comunei Pădureni</span><br><strong>Localitate:</strong> Pădureni, județul Argeș<br><strong>Tip post:</strong> contractual</div>
      <div class="job">${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://posturi.example/post/1/') as PageUrl,
    );
    expect(read.companyName).toBe('Primăria Comunei Pădureni');
  });

  it('takes the employer after a dash off a heading that writes the job then the employer', () => {
    const page = (heading: string) => `<html><head><title>Jobs board</title></head><body><h1>${heading}</h1>
      <p><strong>Employer:</strong> Pinecrest Parks Trust</p><p><strong>Location:</strong> Eugene, OR</p>
      <div class="job">${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`;
    const read = (heading: string) =>
      readPosting(parsePage(page(heading)).document, parsePageUrl('https://board.example/post/7/') as PageUrl)
        .positionName;
    expect(read('Grounds Keeper – Pinecrest Parks Trust')).toBe('Grounds Keeper');
    // A dash that parts the job's own words stays.
    expect(read('Grounds Keeper – Night Shift')).toBe('Grounds Keeper – Night Shift');
  });

  it('reads no employer from a structured field left as its template placeholder', () => {
    const page = `<html><head><title>Creamery Operator - Harrow Valley Creamery Careers</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Creamery Operator","hiringOrganization":{"@type":"Organization","name":"{{ClientName}}"},"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Tillamook"}}}</script>
      </head><body><div class="top"><img src="/logo.svg" alt="Harrow Valley Creamery"></div>
      <h1>Creamery Operator</h1><div class="job">${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`;
    expect(extractJob(parsePage(page).document, URL).companyName).toBe('Harrow Valley Creamery');
  });

  it("keeps the structured employer's full name where the site names itself so and the page writes it shorter", () => {
    const page = `<html><head><title>Creamery Operator | Harrow Valley Creamery</title>
      <meta name="description" content="Harrow Valley Creamery is hiring a Creamery Operator in Tillamook.">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Creamery Operator","hiringOrganization":{"@type":"Organization","name":"Harrow Valley Creamery Co-operative"},"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Tillamook"}}}</script>
      </head><body><header><a href="/"><img src="/logo.svg" alt="Harrow Valley Creamery Co-operative"></a></header>
      <h1>Creamery Operator</h1><div class="job">${DESCRIPTION}</div><a href="/apply">Apply now</a></body></html>`;
    expect(extractJob(parsePage(page).document, URL).companyName).toBe('Harrow Valley Creamery Co-operative');
  });

  it("keeps the brand of a brand's company in a country on the brand's own site", () => {
    const page = `<html lang="fr"><head><title>Préparateur de commandes - Lyon | Staffwise France</title>
      <meta property="og:site_name" content="Staffwise"></head><body>
      <div class="top"><a href="/">staffwise</a></div><h1>Préparateur de commandes</h1><p class="lieu">Lieu : Lyon (69)</p>
      <div class="job"><p>Staffwise France, agence de Lyon, recrute pour un client un préparateur de commandes.</p>${DESCRIPTION}</div>
      <a href="/postuler">Postuler</a></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://www.staffwise.example/offres/preparateur-lyon_123/') as PageUrl,
    );
    expect(read.companyName).toBe('Staffwise France');
  });
});

describe('decision 147: a name with its legal form', () => {
  it("reads a name ending in its legal form's full stop as no sentence, so the fields under it stay out", () => {
    const page = `<html lang="pl"><body><div class="oferta"><h2>Magazynier</h2>
      <div class="pracodawca">Zakład Usług Komunalnych w Zielonym Dworze Sp. z o.o.</div>
      <dl><dt>Miejsce pracy</dt><dd>Zielony Dwór</dd><dt>Rodzaj umowy</dt><dd>umowa o pracę</dd><dt>Wymiar etatu</dt><dd>pełny etat</dd></dl>
      <h3>Zakres obowiązków</h3>
      <p>Zakład prowadzi magazyn części do sieci wodociągowej i wydaje materiały brygadom pracującym w terenie.</p>
      <ul><li>przyjmowanie dostaw</li><li>wydawanie materiałów</li><li>prowadzenie inwentaryzacji</li></ul>
      <p>Praca od poniedziałku do piątku w godzinach 7:00-15:00, w zespole trzech magazynierów i kierownika.</p></div>
      <h3>Sposób aplikowania</h3><p>CV prosimy przesyłać na adres kadry@zielonydwor.example do końca miesiąca.</p></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://oferty.example/oferta/1') as PageUrl,
    );
    expect(read.description.split('\n')[0]).toBe('Zakres obowiązków');
  });
});

describe('decision 149', () => {
  const DUTIES = `<h3>Duties</h3><ul><li>Greet visitors at the front desk.</li><li>Guide families to the wards.</li>
    <li>Keep the waiting room tidy.</li></ul><h3>Requirements</h3><ul><li>A background check.</li>
    <li>Comfortable standing for a shift.</li><li>Friendly and calm.</li></ul>`;

  it('refuses an unpaid volunteer role, however much it reads like a posting', () => {
    const page = (
      kind: string,
      title: string,
    ) => `<html><head><title>${title} - Larkspur Hospice</title></head><body>
      <h1>${title}</h1><dl><dt>Type</dt><dd>${kind}</dd><dt>Location</dt><dd>Eau Claire, WI</dd></dl>
      <div class="description">${DESCRIPTION}${DUTIES}</div><a href="/apply/77">Apply now</a></body></html>`;
    const url = 'https://larkspurhospice.example/jobs/77';
    expect(extractJob(parsePage(page('Part-time', 'Front Desk Greeter')).document, url).isJob).toBe(true);
    expect(
      extractJob(parsePage(page('Unpaid volunteer position', 'Front Desk Greeter')).document, url).isJob,
    ).toBe(false);
    expect(extractJob(parsePage(page('Part-time', 'Front Desk Volunteer')).document, url).isJob).toBe(false);
    // A paid job that leads volunteers is a job.
    expect(extractJob(parsePage(page('Part-time', 'Volunteer Coordinator')).document, url).isJob).toBe(true);
  });

  it("refuses a program of placements' page: its tracks and dates under one form are no one opening", () => {
    const page = (title: string) => `<html><head><title>${title} | Quarrymoor Gallery</title></head><body>
      <h1>${title}</h1><div class="description">${DESCRIPTION}<h3>Requirements</h3>
      <ul><li>Aged 18 or over.</li><li>Able to work in the UK.</li><li>Curious and reliable.</li></ul>
      <p>Full-time for ten weeks, paid the living wage.</p></div><a href="/apply">Apply now</a></body></html>`;
    const url = 'https://quarrymoor.example/jobs/internships';
    expect(extractJob(parsePage(page('Gallery Assistant')).document, url).isJob).toBe(true);
    expect(extractJob(parsePage(page('Summer Internship Programme 2027')).document, url).isJob).toBe(false);
  });

  it("takes the one opening under a site's careers heading, not its story's heading", () => {
    const page = `<html><head><title>Careers</title><meta property="og:site_name" content="Tamarack Bakery"></head>
      <body><h2>Our Story</h2><p>Tamarack Bakery has baked bread on Grand Avenue since 2009, with flour milled nearby.</p>
      <h2>Join Our Team</h2><h4>Pastry Cook</h4><p>We are hiring a Pastry Cook for our Grand Avenue kitchen.</p>
      <h4>What you'll do</h4><ul><li>Laminate dough.</li><li>Bake croissants.</li><li>Keep the kitchen clean.</li></ul>
      <h4>What we're looking for</h4><ul><li>A year in a bakery.</li></ul><h2>Apply Now</h2>
      <form><input type="email" name="email"><input type="file" name="cv"><button>Send</button></form></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      parsePageUrl('https://tamarackbakery.example/careers') as PageUrl,
    );
    expect(read.positionName).toBe('Pastry Cook');
  });
});

describe('decision 150', () => {
  it("reads an accordion's closed panels, which a control before each opens, as the posting's text", () => {
    const panel = (id: string, heading: string, body: string, open: boolean) =>
      `<div class="acc-head"><button aria-expanded="${open}" aria-controls="${id}">${heading}</button></div>
       <div id="${id}" style="display:${open ? 'block' : 'none'}">${body}</div>`;
    const page = (
      control: boolean,
    ) => `<html><head><title>Careers | Osprey Marine Services</title></head><body>
      <h1>Boatyard Rigger</h1><p>Location: Bellingham, WA</p><div class="job-description">
      ${panel('p1', 'About the job', DESCRIPTION, true)}
      ${control ? panel('p2', 'Duties', '<ul><li>Step masts with the yard crane.</li><li>Tune standing rigging.</li></ul>', false) : '<div id="p2" style="display:none"><ul><li>Step masts with the yard crane.</li><li>Tune standing rigging.</li></ul></div>'}
      </div><a href="mailto:jobs@ospreymarine.example">Email your résumé</a></body></html>`;
    const url = parsePageUrl('https://ospreymarine.example/careers') as PageUrl;
    expect(readPosting(parsePage(page(true)).document, url).description).toContain(
      'Step masts with the yard crane.',
    );
    // A hidden block no control opens stays hidden.
    expect(readPosting(parsePage(page(false)).document, url).description).not.toContain('Step masts');
  });

  it('keeps a closed menu out of the text, though a button opens it', () => {
    const page = `<html><head><title>Boatyard Rigger | Osprey Marine Services</title></head><body>
      <button aria-expanded="false" aria-controls="menu">Menu</button>
      <div id="menu" style="display:none"><a href="/">Home</a> <a href="/yard">Our yard</a> <a href="/jobs">Jobs</a></div>
      <h1>Boatyard Rigger</h1><p>Location: Bellingham, WA</p><div class="description">${DESCRIPTION}</div>
      <a href="/apply">Apply now</a></body></html>`;
    const { document } = parsePage(page);
    expect(blockText(document.body as DomElement)).not.toContain('Our yard');
    expect(blockText(document.body as DomElement)).toContain('Boatyard Rigger');
  });

  it('reads the place that opens a run-in line of fields, not a place a search bar lists', () => {
    const page = (
      line: string,
    ) => `<html><head><title>Boatyard Rigger | Osprey Marine Services</title></head><body>
      <p>${line}</p><h1>Boatyard Rigger</h1><div class="description">${DESCRIPTION}</div>
      <a href="/apply">Apply now</a></body></html>`;
    const url = 'https://ospreymarine.example/jobs/12';
    const read = (line: string) => readPosting(parsePage(page(line)).document, parsePageUrl(url) as PageUrl);
    expect(
      read(
        '<b>Location:</b> Bellingham, WA (we also crew boats in Anacortes and Friday Harbor) · <b>Type:</b> Full-time, year-round · <b>Pay:</b> $26/hr',
      ).location,
    ).toContain('Bellingham');
    expect(
      read('Keywords: <b>rigger</b> · Location: <b>Everywhere in the region</b> · 12 jobs').location,
    ).not.toContain('Everywhere');
  });

  it("reads a university's campus label as the job's place, not a campus label over a sentence", () => {
    const page = (
      campus: string,
    ) => `<html><head><title>Lab Technician | University of Wexmoor</title></head><body>
      <h1>Lab Technician</h1><table><tr><th>Campus</th><td>${campus}</td></tr><tr><th>Grade</th><td>Grade 5</td></tr>
      </table><div class="description">${DESCRIPTION}</div><a href="/apply/88">Apply now</a></body></html>`;
    const url = parsePageUrl('https://jobs.wexmoor.example/vacancy/88') as PageUrl;
    expect(readPosting(parsePage(page('Riverside Campus')).document, url).location).toBe('Riverside Campus');
    expect(
      readPosting(parsePage(page('to be agreed with the successful applicant at interview')).document, url)
        .location,
    ).toBe('');
  });
});

describe('decision 151', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it("reads the employer a portal's label table names over the portal's name, not a contact's row", () => {
    const page = (label: string, value: string) => `<html><head><title>Bolsa Regional - Ofertas</title></head>
      <body><div class="menu"><a href="/ofertas">Ofertas</a></div><h2>Técnico de Mantención Eléctrica</h2>
      <table><tr><td>${label}</td><td>${value}</td></tr><tr><td>Ciudad</td><td>Temuco</td></tr></table>
      <div class="texto">${DESCRIPTION}</div><a href="/postular/5521">Postular</a></body></html>`;
    const read = (label: string, value: string) =>
      readPosting(parsePage(page(label, value)).document, url('https://bolsa.example/ofertas/5521'));
    // A public body's long name with its joining words, under an institution's or an entity's label.
    expect(read('Institución / Entidad', 'Dirección Regional de Obras del Valle Alto').companyName).toBe(
      'Dirección Regional de Obras del Valle Alto',
    );
    expect(read("Nom de l'employeur", 'Fromagerie des Trois Rangs').companyName).toBe(
      'Fromagerie des Trois Rangs',
    );
    expect(read('الجهة الحكومية', 'هيئة الموانئ الشمالية').companyName).toBe('هيئة الموانئ الشمالية');
    expect(read('Employer name', 'Kestrel Fulfilment (KFL)').companyName).toBe('Kestrel Fulfilment (KFL)');
    // A contact person's row names no employer.
    expect(read('Nombre de la persona de contacto', 'Sra. Marta Quiroga').companyName).not.toBe(
      'Sra. Marta Quiroga',
    );
  });

  it('reads the advertiser a label in small print names, not a small-print date', () => {
    const page = (label: string) => `<html><head><title>Aiuto barista - Annunci | Annuncibacheca</title>
      <meta property="og:site_name" content="Annuncibacheca"></head><body><h1>Aiuto barista</h1>
      <div class="text">${DESCRIPTION}</div>
      <div class="box"><small>${label}</small><br><strong>Caffè Ponte Vecchio</strong><br><a href="/apply/77">Apply now</a></div>
      </body></html>`;
    const read = (label: string) =>
      readPosting(parsePage(page(label)).document, url('https://annuncibacheca.example/annuncio/77'));
    expect(read('Inserzionista').companyName).toBe('Caffè Ponte Vecchio');
    expect(read('Pubblicato il').companyName).not.toBe('Caffè Ponte Vecchio');
  });

  it('takes the control a sentence of the posting names as the way to apply, not a control no sentence names', () => {
    const page = (sentence: string) => `<html><body><h1>Aiuto barista</h1>${DESCRIPTION}
      <p>Offriamo contratto a tempo indeterminato. ${sentence}</p><a href="/contatta/77">Scrivi</a></body></html>`;
    const applies = (sentence: string) => hasApplyControl(parsePage(page(sentence)).document);
    expect(applies('Inviare il curriculum tramite il pulsante Scrivi.')).toBe(true);
    // The same control and no sentence that asks for the application through it; nor an apply sentence naming none.
    expect(applies('Scrivi pure per qualsiasi domanda.')).toBe(false);
    expect(applies('Inviare il curriculum di persona al bancone.')).toBe(false);
  });

  it("reads a title labelled in a portal's table row, with no heading, in its own language", () => {
    const page = (label: string) => `<html><head><title>Portal ya Ajira za Umma</title></head><body>
      <div class="panel-heading">TANGAZO LA KAZI</div><table>
      <tr><th>Mwajiri</th><td>Bodi ya Huduma za Maktaba (BOHUMA)</td></tr>
      <tr><th>${label}</th><td><strong>MKUTUBI MSAIDIZI DARAJA LA II</strong></td></tr>
      <tr><th>Kituo cha Kazi</th><td>Dodoma</td></tr></table>
      <div class="body">${DESCRIPTION}</div><a href="/apply/31">Apply now</a></body></html>`;
    const read = (label: string) =>
      readPosting(parsePage(page(label)).document, url('https://ajira.example/advert/31'));
    expect(read('Cheo').positionName).toBe('MKUTUBI MSAIDIZI DARAJA LA II');
    expect(read('Cheo').location).toBe('Dodoma');
    expect(read('Cheo').companyName).toBe('Bodi ya Huduma za Maktaba (BOHUMA)');
    expect(read('Idadi ya Nafasi').positionName).not.toBe('MKUTUBI MSAIDIZI DARAJA LA II');
  });

  it("takes a field labelled as the position's title over the institution's heading, not a bare title label", () => {
    const page = (label: string) => `<html><head>
      <title>FacultyJobs: Northbrook Polytechnic, School of Engineering, Job #5512</title></head><body>
      <h2>Northbrook Polytechnic</h2><h3>School of Engineering</h3>
      <table><tr><td>${label}</td><td>Lecturer in Fluid Mechanics</td></tr>
      <tr><td>Position Location:</td><td>Kendal, Cumbria</td></tr></table>
      <div class="desc">${DESCRIPTION}</div><a href="https://facultyjobs.example/jobs/5512/apply">Apply</a></body></html>`;
    const read = (label: string) =>
      readPosting(parsePage(page(label)).document, url('https://facultyjobs.example/jobs/list/5512'));
    expect(read('Position Title:').positionName).toBe('Lecturer in Fluid Mechanics');
    expect(read('Position Title:').companyName).toBe('Northbrook Polytechnic');
    // A bare "Title" (a person's, a document's) does not outweigh the heading the page's title names.
    expect(read('Title:').positionName).toBe('Northbrook Polytechnic');
  });

  it("does not count the posting's own apply and map links as other jobs, but counts other jobs' links", () => {
    const page = (
      links: string[],
    ) => `<html><head><title>Lecturer in Fluid Mechanics | FacultyJobs</title></head>
      <body><h1>Lecturer in Fluid Mechanics</h1><p>Location: Kendal, Cumbria</p><div class="desc">${DESCRIPTION}</div>
      ${links.map((href, i) => `<a href="${href}">Link ${i}</a>`).join(' ')}<a href="/jobs/5512/apply">Apply now</a>
      </body></html>`;
    const signals = (links: string[]) =>
      scoreJobPage(
        parsePage(page(links)).document,
        url('https://facultyjobs.example/jobs/list/5512'),
        new Set(),
      ).signals;
    expect(signals(['/jobs/map/5512', '/jobs/5512/share', '/jobs/5513', '/jobs/5514'])).not.toContain(
      'many job links -4',
    );
    expect(signals(['/jobs/5515', '/jobs/5516', '/jobs/5513', '/jobs/5514'])).toContain('many job links -4');
  });

  it('reads a Chinese list whose duties end in full-width semicolons as the description, not a short chip line', () => {
    const items = [
      '1、负责仓储管理系统的后端服务设计与开发，保障系统稳定运行；',
      '2、参与库存调度算法的优化，提升分拣效率与准确率；',
      '3、与产品、测试团队协作，完成需求评审与版本上线；',
      '4、编写接口文档与技术方案，参与代码评审，指导新同事熟悉仓储业务与系统架构；',
      '5、本科及以上学历，计算机相关专业，三年以上后端开发经验，熟悉常用数据库与消息队列；',
      '6、具备良好的沟通能力和责任心，能够在大促节点前独立负责模块交付与线上保障。',
    ];
    const page = `<html><head><title>后端开发工程师 - 青禾物流</title></head><body>
      <h1>后端开发工程师</h1><div class="meta">杭州；全职；社招；</div>
      <div class="content"><div class="block-title">职位描述</div>
      <div class="block-content" style="white-space:pre-line">${items.join('\n')}</div></div>
      <button>投递简历</button></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      url('https://jobs.qinghe.example/position/88123/detail'),
    );
    expect(read.description).toContain(items[0]);
    expect(read.description).not.toContain('杭州；全职');
  });
});

describe('decision 153', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it("counts a job's id in the address's query and a Dutch vacancies path as a job-like address, not a search filter", () => {
    const page = `<html><head><title>Lasser (m/v/x)</title></head><body><h1>Lasser (m/v/x)</h1>
      <div class="text">${DESCRIPTION}</div><a href="/apply/77">Apply now</a></body></html>`;
    const address = (href: string) =>
      scoreJobPage(parsePage(page).document, url(href), new Set()).signals.some((s) =>
        s.startsWith('job-like address'),
      );
    expect(address('https://werkenbij.example/detail?jobAdId=9c1e2f7a-33b0')).toBe(true);
    expect(address('https://portal.example/view?vacancy_id=4411')).toBe(true);
    expect(address('https://metaal.example/vacatures/lasser/')).toBe(true);
    // A search's filter in the query, and a path of no job, are no job's address.
    expect(address('https://portal.example/search?jobType=fulltime')).toBe(false);
    expect(address('https://metaal.example/diensten/lassen/')).toBe(false);
  });

  it('reads no employer from a title whose part is "Vacature …" or a careers section\'s "社会招聘"', () => {
    const page = (title: string) => `<html><head><title>${title}</title>
      <meta property="og:title" content="${title.split(' – ')[0]}">
      <meta property="og:site_name" content="Metaalwerken Dewitte"></head><body><h1>Lasser (m/v/x)</h1>
      <div class="text">${DESCRIPTION}</div><a href="/apply/77">Apply now</a></body></html>`;
    const read = (title: string) =>
      readPosting(
        parsePage(page(title)).document,
        url('https://www.metaalwerkendewitte.example/vacatures/lasser/'),
      ).companyName;
    expect(read('Vacature lasser – Metaalwerken Dewitte')).toBe('Metaalwerken Dewitte');
    expect(companyFromTitle('仓储主管 - 社会招聘', '仓储主管')).toBe('');
    expect(companyFromTitle('仓储主管 - 校园招聘', '仓储主管')).toBe('');
    // An employer's name before "招聘" is still the employer; a title naming the employer still names it.
    expect(companyFromTitle('仓储主管 - 明川物流招聘', '仓储主管')).toBe('明川物流');
    expect(read('Lasser – Metaalwerken Dewitte')).toBe('Metaalwerken Dewitte');
  });

  it('reads the place after a Dutch "Voltijds" (full-time) in the meta line, not the work time as the place', () => {
    const page = (
      line: string,
    ) => `<html><head><title>Lasser (m/v/x)</title></head><body><h1>Lasser (m/v/x)</h1>
      <p>${line}</p><div class="text">${DESCRIPTION}</div><a href="/apply/77">Apply now</a></body></html>`;
    const place = (line: string) =>
      readPosting(parsePage(page(line)).document, url('https://metaal.example/vacatures/lasser/')).location;
    expect(place('Voltijds · Vast contract · Roeselare')).toBe('Roeselare');
    expect(place('Deeltijds · Vast contract · Roeselare')).toBe('Roeselare');
    // A place alone on the line is still the place.
    expect(place('Roeselare')).toBe('Roeselare');
  });
});

describe('decision 154', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it('reads the place under a Bulgarian "Месторабота" (workplace) label in a row of facts', () => {
    const page = (label: string) => `<html lang="bg"><head><title>Оператор на линия</title></head><body>
      <h1>Оператор на линия</h1><p>Офис София</p><div class="facts"><span class="lbl">Вид работа:</span><span>Пълно работно време</span>
      <span class="lbl">${label}</span><span>Габрово</span><span class="lbl">Заплата:</span><span>1900 лв.</span></div>
      <div class="text">${DESCRIPTION}</div><a href="/apply/77">Кандидатствай</a></body></html>`;
    const place = (label: string) =>
      readPosting(parsePage(page(label)).document, url('https://obiavi.example/job/4410/')).location;
    expect(place('Месторабота:')).toBe('Габрово');
    // The row of another fact is no place: the line under the title is read instead.
    expect(place('Категория:')).not.toBe('Габрово');
  });

  it('reads the title and the employer of a Turkish job bank\'s rows "Meslek" and "İşyeri Unvanı"', () => {
    const page = (employerLabel: string, titleLabel: string) => `<html lang="tr"><head>
      <title>Kariyer Kapısı | İlan Detayı</title></head><body>
      <div class="bar"><a href="/liste">Listeye Dön</a></div><h2>İlan Bilgileri</h2>
      <table><tr><th>İlan No</th><td>2027-0411</td></tr>
      <tr><th>${employerLabel}</th><td>Ege Ambalaj Karton Sanayi A.Ş.</td></tr>
      <tr><th>${titleLabel}</th><td>Forklift Operatörü</td></tr>
      <tr><th>İl / İlçe</th><td>İzmir / Torbalı</td></tr></table>
      <div class="text">${DESCRIPTION}</div><a href="/basvur/77">Başvur</a></body></html>`;
    const read = (employerLabel: string, titleLabel: string) =>
      readPosting(
        parsePage(page(employerLabel, titleLabel)).document,
        url('https://portal.example/Ilan/Detay.aspx?id=4411'),
      );
    expect(read('İşyeri Unvanı', 'Meslek')).toMatchObject({
      positionName: 'Forklift Operatörü',
      companyName: 'Ege Ambalaj Karton Sanayi A.Ş.',
    });
    expect(read('Firma Unvanı', 'Meslek Adı').positionName).toBe('Forklift Operatörü');
    // A row of another fact labels neither.
    expect(read('Sektör', 'Öğrenim Durumu').positionName).not.toBe('Forklift Operatörü');
  });

  it('takes a list of the documents to send under "応募書類" (application documents) as how to apply', () => {
    const page = (
      heading: string,
      items: string,
    ) => `<html lang="ja"><head><title>求人詳細</title></head><body>
      <h1>機械工学科 講師の公募</h1><dl><dt>仕事内容</dt><dd>機械力学の講義と実験を担当し、研究室を運営すること。</dd>
      <dt>${heading}</dt><dd>${items}</dd></dl></body></html>`;
    const apply = (heading: string, items: string) =>
      hasApplyControl(parsePage(page(heading, items)).document);
    expect(apply('応募書類', '(1) 履歴書<br>(2) 研究業績リスト<br>(3) 主要論文の別刷')).toBe(true);
    expect(apply('Application documents', '1. A cover letter<br>2. Your CV<br>3. Two references')).toBe(true);
    // A list under another heading, and the heading over one short line, are no instructions.
    expect(apply('研究分野', '(1) 機械力学<br>(2) 制御工学')).toBe(false);
    expect(apply('応募書類', '履歴書')).toBe(false);
  });

  it("keeps the page's own h1 as the title over a labelled field that is its category", () => {
    const page = (h: string) => `<html lang="ja"><head><title>求人詳細 | 研究者ポータル</title></head><body>
      ${h}<table><tr><th>機関名</th><td>南海工科大学</td></tr><tr><th>職種</th><td>講師相当</td></tr>
      <tr><th>勤務地</th><td>高知県 高知市</td></tr></table>
      <div class="text">${DESCRIPTION}</div><a href="/apply/77">応募する</a></body></html>`;
    const read = (h: string) =>
      readPosting(parsePage(page(h)).document, url('https://portal.example/seek/Detail?id=D1270'));
    expect(read('<h1>機械工学科 講師（任期付）の公募</h1>')).toMatchObject({
      positionName: '機械工学科 講師（任期付）の公募',
      companyName: '南海工科大学',
    });
    // Under a lower heading that names the page's section, the labelled field is still the title (decision 151).
    expect(read('<h2>求人公募情報</h2>').positionName).toBe('講師相当');
  });

  it("reads the town beside a site of the employer's in the meta line, not the site", () => {
    const page = (line: string) => `<html lang="es"><head><title>Operario/a de almacén</title></head><body>
      <h1>Operario/a de almacén</h1><div class="tags"><span>${line}</span><span>Jornada completa</span></div>
      <div class="text">${DESCRIPTION}</div><a href="/jobs/77/apply">Inscribirme</a></body></html>`;
    const place = (line: string) =>
      readPosting(parsePage(page(line)).document, url('https://empresa.example/jobs/77')).location;
    expect(place('Planta Las Norias · Huesca')).toBe('Huesca');
    expect(place('Warehouse North · Reno')).toBe('Reno');
    // A site shown alone is still where the job is; a town alone is the place.
    expect(place('Planta Las Norias')).toBe('Planta Las Norias');
    expect(place('Huesca')).toBe('Huesca');
  });
});

describe('decision 156', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it('reads the place under a Vietnamese "Địa điểm:" (place) label in a row of facts', () => {
    const page = (
      label: string,
    ) => `<html lang="vi"><head><title>Thợ hàn – Cơ khí Trường Phát</title></head><body>
      <h1>Thợ hàn</h1><p>Cơ khí Trường Phát</p><div class="facts"><div><b>Mức lương:</b> 9 - 12 triệu</div>
      <div><b>${label}</b> <span>Cần Thơ</span></div><div><b>Kinh nghiệm:</b> 1 năm</div></div>
      <div class="text">${DESCRIPTION}</div><a href="/ung-tuyen/88">Ứng tuyển</a></body></html>`;
    const place = (label: string) =>
      readPosting(parsePage(page(label)).document, url('https://vieclam.example/tho-han-p9912.html'))
        .location;
    expect(place('Địa điểm:')).toBe('Cần Thơ');
    expect(place('Địa điểm làm việc:')).toBe('Cần Thơ');
    // The row of another fact is no place.
    expect(place('Ngành nghề:')).not.toBe('Cần Thơ');
  });

  it('takes a Swahili careers section\'s name in the h1 ("Nafasi za Kazi") for no title, and the h2 under it', () => {
    const page = (h1: string) => `<html lang="sw"><head><title>Kazi | Soko Letu</title></head><body>
      <h1>${h1}</h1><main><h2>Fundi Umeme</h2><div><strong>Mwajiri:</strong> Kiwanda cha Sukari Mtibwa</div>
      <div class="text">${DESCRIPTION}</div><a href="/kazi/5521/omba">Tuma Maombi</a></main></body></html>`;
    const title = (h1: string) =>
      readPosting(parsePage(page(h1)).document, url('https://sokoletu.example/kazi/5521')).positionName;
    expect(title('Nafasi za Kazi')).toBe('Fundi Umeme');
    expect(title('Ajira')).toBe('Fundi Umeme');
    expect(isPagePartName('Nafasi zilizo wazi')).toBe(true);
    // An h1 that names a job stays the title.
    expect(title('Fundi Mkuu wa Umeme')).toBe('Fundi Mkuu wa Umeme');
  });
});

describe('decision 157', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it('takes a short Chinese h1 that the page title holds over a longer heading the title also names', () => {
    const page = (h1: string) => `<html lang="zh-CN"><head>
      <title>【仓库主管招聘_苏州仓库主管招聘_苏州远帆物流有限公司】-好工作网</title></head><body>
      <h4>苏州远帆物流有限公司招聘</h4><h1>${h1}</h1><div class="text">${DESCRIPTION}</div>
      <a href="/apply/31">立即申请</a><aside><h3>苏州远帆物流有限公司</h3><p>物流 · 200人</p></aside></body></html>`;
    const read = (h1: string) =>
      readPosting(parsePage(page(h1)).document, url('https://haogongzuo.example/jobs/31.html'));
    expect(read('仓库主管').positionName).toBe('仓库主管');
    expect(read('仓库主管').companyName).toBe('苏州远帆物流有限公司');
  });

  it('reads a Korean board: "모집요강" and "전형방법" are sections, the bare "지역" (region) labels the place', () => {
    const page = `<html lang="ko"><head><title>채용상세 | 물류 관리자 | (주)푸른들 | 일터넷</title></head><body>
      <h1 class="logo"><a href="https://ilteo.example/">일터넷</a></h1>
      <div class="path">홈 &gt; 채용 &gt; 상세</div>
      <div><p class="corp">(주)푸른들</p><p class="tit">물류 관리자</p>
      <div><strong>지역</strong>충청남도 천안시 서북구</div><div><strong>경력</strong>2년 이상</div></div>
      <h3>모집요강</h3><table><tr><th>직무내용</th><td>${DESCRIPTION}</td></tr></table>
      <h3>전형방법</h3><p>서류전형 후 면접</p><a href="/apply/7">입사지원</a></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://ilteo.example/detail.do?wantedNo=7'));
    expect(read.positionName).toBe('물류 관리자');
    expect(read.location).toBe('충청남도 천안시 서북구');
  });
});

describe('decision 159', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it('reads no apply link as a card of the opening shown, though a heading repeats its label', () => {
    const page = `<html><head><title>Hovenier | Vacature | Werkplein</title></head><body>
      <main><h1>Hovenier</h1><div class="tekst">${DESCRIPTION}</div>
      <h2>Solliciteren</h2><p>Stuur je cv via de knop hieronder.</p>
      <a href="https://werkplein.example/vacature/solliciteren?id=8f3a21c9">Solliciteren</a></main></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      url('https://werkplein.example/vacature/?id=8f3a21c9'),
    );
    expect(read.positionName).toBe('Hovenier');
    expect(read.description).toContain('Harrow Valley Creamery');
  });

  it("names the advertiser on the sidebar's apply card that the description opens with, over the site's name", () => {
    const page = `<html lang="ru"><head><title>Вакансия Пекарь | Работа | Доска</title>
      <meta property="og:site_name" content="Доска"></head><body>
      <header><a class="logo" href="https://doska.example/">Доска</a></header>
      <main><h1>Пекарь</h1>
      <div class="item-description"><p>ООО «Северный Хлеб» — пекарня полного цикла, печём хлеб для кафе и магазинов города с 2009 года.</p>
      <p>Обязанности: замес теста, выпечка хлеба и сдобы по технологическим картам, уборка рабочего места в конце смены.</p></div></main>
      <aside><div class="seller"><a href="https://doska.example/brands/severny_hleb">Северный Хлеб</a>
      <div>Компания · 14 объявлений</div><button>Откликнуться</button></div></aside>
      <footer>© Доска — сайт объявлений</footer></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://doska.example/perm/vakansii/pekar_5512'));
    expect(read.companyName).toBe('Северный Хлеб');
  });

  it('reads the town of an address marked `itemprop="address"` that leads with the region', () => {
    const page = `<html lang="ru"><head><title>Вакансия Пекарь</title></head><body><main><h1>Пекарь</h1>
      <div itemprop="address"><span>Пермский край, Пермь, ул. Ленина, 12</span><br><span>Ленинский р-н</span></div>
      <div class="item-description">${DESCRIPTION}</div><button>Откликнуться</button></main></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://doska.example/perm/vakansii/pekar_5512'));
    expect(read.location).toBe('Пермь');
  });

  it("keeps the lines of a text the page's style sheet draws pre-line by an attribute", () => {
    const page = `<html><head><title>Vendeur H/F</title>
      <style>[data-role="annonce-texte"] p{white-space:pre-line}</style></head><body><main><h1>Vendeur H/F</h1>
      <div data-role="annonce-texte"><p>La Cave du Port vend vins et produits régionaux depuis 1998 sur le quai.
Missions :
- Conseiller la clientèle et tenir la caisse du magasin.
- Mettre en rayon les arrivages du mardi et du vendredi.
Profil : une première expérience de la vente est un plus, nous formons les débutants.</p></div>
      <button>Postuler</button></main></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://annonces.example/ad/emploi/77'));
    expect(read.description.split('\n')).toContain(
      '- Mettre en rayon les arrivages du mardi et du vendredi.',
    );
  });
});

describe('decision 162', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it("reads a labelled place with a note in brackets after it, not the next field's label", () => {
    const page = `<html><head><title>Loss Adjuster | Ouseburn Mutual</title></head><body><main><h1>Loss Adjuster</h1>
      <div class="job">${DESCRIPTION}</div>
      <div class="facts"><div>Location</div><div>Durham (hybrid, two days in the office)</div>
      <div>Contract</div><div>Permanent, full time</div></div>
      <a class="btn" href="/apply?ref=77">Apply now</a></main></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      url('https://careers.ouseburn.example/vacancies/loss-adjuster'),
    );
    expect(read.location).toBe('Durham (hybrid, two days in the office)');
  });

  it('takes no shift pattern among the tags under the title for the place', () => {
    const page = (
      tag: string,
    ) => `<html lang="et"><head><title>Pakkija - Kaarsild AS</title></head><body><main>
      <h1>Pakkija</h1><div class="tags"><span>Täistööaeg</span><span>${tag}</span></div>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/kandideeri?id=9">Kandideeri</a></main></body></html>`;
    const place = (tag: string) =>
      readPosting(parsePage(page(tag)).document, url('https://tood.example/pakkija-kaarsild-9')).location;
    expect(place('Vahetustega töö')).toBe('');
    expect(place('Shift work')).toBe('');
    expect(place('Viljandi')).toBe('Viljandi');
  });

  it("names the employer by the image a board marks as the company's logo, over the board's own name", () => {
    const page = `<html lang="is"><head><title>Kerfisstjóri &#8211; Starfatorg</title>
      <meta property="og:site_name" content="Starfatorg"></head><body>
      <header><p class="site-title"><a href="https://starfatorg.example/">starfatorg</a></p></header>
      <h1>Kerfisstjóri</h1><div class="listing"><div class="company">
      <img class="company_logo" src="/uploads/company_logo/fjordur.png" alt="Fjarðarnet ehf."></div>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply?id=5">Sækja um</a></div>
      <footer>Starfatorg · Störf</footer></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      url('https://starfatorg.example/jobs/kerfisstjori-fjardarnet/'),
    );
    expect(read.companyName).toBe('Fjarðarnet ehf.');
  });

  it("keeps a structured employer whose logo the board marks as the company's, not the site's", () => {
    const page = `<html><head><title>Support Engineer &#8211; Remotely</title>
      <meta property="og:site_name" content="Remotely">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Support Engineer",
      "hiringOrganization":{"@type":"Organization","name":"Tallowbrook"},"jobLocationType":"TELECOMMUTE"}</script></head><body>
      <header><a href="https://remotely.example/">Remotely</a></header><main><h1>Support Engineer</h1>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply?id=5">Apply for job</a></main>
      <aside><div class="widget company-logo-box"><img class="company_logo" src="/c/tallowbrook.png" alt="Tallowbrook">
      <p><strong>Tallowbrook</strong></p></div></aside></body></html>`;
    const result = extractJob(
      parsePage(page).document,
      'https://remotely.example/job/support-engineer-tallowbrook/',
    );
    expect(result.companyName).toBe('Tallowbrook');
  });

  it('reads a Chinese title whose fields a dash parts and "实习生招聘" follows', () => {
    expect(companyFromTitle('运营实习生实习招聘-云杉文化传媒实习生招聘-某某网', '运营实习生')).toBe(
      '云杉文化传媒',
    );
  });

  it('reads the place under the Russian label "Где предстоит работать" (where you will work)', () => {
    const page = `<html lang="ru"><head><title>Вакансия Кладовщик</title></head><body><main><h1>Кладовщик</h1>
      <div class="job">${DESCRIPTION}</div>
      <div class="addr"><strong>Где предстоит работать</strong><p>Караганда</p></div>
      <button>Откликнуться</button></main></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://rabota.example/vacancy/5512'));
    expect(read.location).toBe('Караганда');
  });
});

describe('decision 163', () => {
  const url = (href: string) => parsePageUrl(href) as PageUrl;

  it('takes a mail link labelled "Postuler par e-mail" or "Apply by e-mail" as the way to apply', () => {
    const page = (label: string) =>
      parsePage(`<html><body><h1>Boulanger</h1>${DESCRIPTION}
        <a href="mailto:emploi@fournil.example">${label}</a></body></html>`).document;
    expect(hasApplyControl(page('Postuler par e-mail'))).toBe(true);
    expect(hasApplyControl(page('Apply by email'))).toBe(true);
    expect(hasApplyControl(page('Nous écrire'))).toBe(false);
  });

  it('takes a Spanish line asking those interested to send their CV as the way to apply', () => {
    const page = (line: string) =>
      parsePage(`<html><body><h1>Cocinero</h1><div class="job">Buscamos cocinero para el turno de noche.<br>
        ${line}</div><form><textarea name="message"></textarea><button>Enviar mensaje</button></form></body></html>`)
        .document;
    expect(
      hasApplyControl(page('Interesados enviar CV actualizado por el formulario de este anuncio.')),
    ).toBe(true);
    expect(
      hasApplyControl(page('Las interesadas pueden enviar su currículum a la dirección del local.')),
    ).toBe(true);
    expect(hasApplyControl(page('Preguntas sobre el anuncio por el formulario de contacto.'))).toBe(false);
  });

  it('reads the place under the Spanish label "Localización"', () => {
    const page = `<html lang="es"><head><title>Cocinero | Clasificados</title></head><body><main><h1>Cocinero</h1>
      <div class="facts"><div><span>Localización</span><span>Liberia, Guanacaste</span></div>
      <div><span>Tipo de contrato</span><span>Tiempo completo</span></div></div>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply?id=3">Aplicar</a></main></body></html>`;
    const read = readPosting(
      parsePage(page).document,
      url('https://clasificados.example/empleos/cocinero/4411'),
    );
    expect(read.location).toBe('Liberia, Guanacaste');
  });

  it('names the employer by the name over a caption that says since when it advertises on the site', () => {
    const page = (caption: string) => `<html lang="es"><head><title>Cocinero | Liberia | Clasificados</title>
      <meta property="og:site_name" content="Clasificados"></head><body>
      <header><a href="https://clasificados.example/">Clasificados</a></header><main><h1>Cocinero</h1>
      <div class="job">${DESCRIPTION}</div></main>
      <aside><div class="contact"><div class="name">Soda La Ceiba</div><div class="since">${caption}</div>
      <form><input name="email"><textarea name="message"></textarea><button>Enviar mensaje</button></form></div></aside>
      <footer>© Clasificados</footer></body></html>`;
    const company = (caption: string) =>
      readPosting(
        parsePage(page(caption)).document,
        url('https://clasificados.example/empleos/cocinero/4411'),
      ).companyName;
    expect(company('Anunciante en Clasificados desde 2019 · Empresa verificada')).toBe('Soda La Ceiba');
    expect(company('Advertiser since 2021')).toBe('Soda La Ceiba');
    expect(company('Responde en menos de un día')).not.toBe('Soda La Ceiba');
  });

  it('takes the heading that is a labelled kind of job and more, which the page title names, for the title', () => {
    const page = `<html lang="ja"><head><title>保育士/幼稚園教諭（パート・午前のみ）の求人 | 仕事ナビ</title></head><body><main>
      <h1>保育士/幼稚園教諭（パート・午前のみ）</h1><table><tr><th>募集職種</th><td>保育士/幼稚園教諭</td></tr>
      <tr><th>仕事内容</th><td>${DESCRIPTION}</td></tr></table><button>応募する</button></main></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://shigoto.example/kaigo/5521/'));
    expect(read.positionName).toBe('保育士/幼稚園教諭（パート・午前のみ）');
  });

  it("names the employer by the link above the title to the board's page about a facility", () => {
    const page = `<html lang="ja"><head><title>看護師の求人 | 仕事ナビ</title><meta property="og:site_name" content="仕事ナビ">
      </head><body><header><a class="logo" href="https://shigoto.example/">仕事ナビ</a></header><main><article>
      <p><a href="https://shigoto.example/facility/7781/">みなと台病院</a></p><h1>看護師</h1>
      <div class="job">${DESCRIPTION}</div><button>応募する</button></article></main></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://shigoto.example/ans/5521/'));
    expect(read.companyName).toBe('みなと台病院');
  });

  it('reads the town of an address in a field labelled "住所" when nothing else names a place', () => {
    const page = `<html lang="ja"><head><title>看護師の求人</title></head><body><main><h1>看護師</h1>
      <div class="job">${DESCRIPTION}</div>
      <table><tr><th>住所</th><td>静岡県浜松市中区元城町1-2 みなとビル3階</td></tr></table>
      <button>応募する</button></main></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://shigoto.example/ans/5521/'));
    expect(read.location).toBe('静岡県浜松市中区');
  });

  it('reads a Korean district among the tags under the title as the place', () => {
    const page = (tag: string) => `<html lang="ko"><head><title>백엔드 개발자</title></head><body><main>
      <h1>백엔드 개발자</h1><div class="meta"><span>${tag}</span><span>경력 3년</span><span>정규직</span></div>
      <div class="job">${DESCRIPTION}</div><button>지원하기</button></main></body></html>`;
    const place = (tag: string) =>
      readPosting(parsePage(page(tag)).document, url('https://career.example/job/posting/77')).location;
    expect(place('부산 해운대구')).toBe('부산 해운대구');
    expect(place('경기 성남시 분당구')).toBe('경기 성남시 분당구');
    expect(place('상시채용')).toBe('');
  });

  it('reads no field label in a level of the breadcrumb trail', () => {
    const page = `<html lang="ru"><head><title>Технолог — Вакансии — Северный Хлеб</title>
      <meta property="og:site_name" content="Северный Хлеб"></head><body>
      <div class="breadcrumbs"><div class="item"><a href="/">Главная</a></div>
      <div class="item"><a href="/company/">Компания</a></div><div class="item"><a href="/company/jobs/">Вакансии</a></div>
      </div><h1>Технолог</h1>
      <div class="job">${DESCRIPTION}</div><a class="btn" href="#form">Откликнуться</a></body></html>`;
    const read = readPosting(parsePage(page).document, url('https://hleb.example/company/jobs/tekhnolog/'));
    expect(read.companyName).toBe('Северный Хлеб');
  });

  it("takes no footer line after the title's box for its meta line, and reads a breadcrumb town filtered in Latin letters", () => {
    const page = (crumb: string) => `<html lang="ru"><head><title>Технолог</title></head><body>
      <div class="top"><div class="breadcrumbs"><a href="/">Главная</a> › ${crumb}</div><h1>Технолог</h1></div>
      <div class="main"><div class="job">${DESCRIPTION}</div><a class="btn" href="#form">Откликнуться</a></div>
      <footer><div>Политика конфиденциальности · Карта сайта</div></footer></body></html>`;
    const place = (crumb: string) =>
      readPosting(parsePage(page(crumb)).document, url('https://hleb.example/jobs/tekhnolog/')).location;
    expect(place('<a href="/jobs/">Вакансии</a>')).toBe('');
    expect(place('<a href="/jobs/?city=yekaterinburg">Екатеринбург</a>')).toBe('Екатеринбург');
    expect(place('<a href="/jobs/?city=omsk">Новосибирск</a>')).toBe('');
  });
});

describe('decision 165', () => {
  it('reads the place under the Portuguese label "Cidade" and the Italian "Comune di lavoro"', () => {
    const location = (label: string, value: string) =>
      readPosting(
        parsePage(`<html><head><title>Soldador | Vagas</title></head><body><main><h1>Soldador</h1>
          <table class="facts"><tr><th>Código</th><td>4411</td></tr><tr><th>${label}</th><td>${value}</td></tr>
          <tr><th>Salário</th><td>R$ 2.400,00</td></tr></table>
          <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply?id=3">Candidatar</a></main></body></html>`)
          .document,
        parsePageUrl('https://vagas.example/vaga/soldador/4411') as PageUrl,
      ).location;
    expect(location('Cidade', 'Contagem - MG')).toBe('Contagem - MG');
    expect(location('Comune di lavoro', 'Bergamo (BG)')).toBe('Bergamo (BG)');
    expect(location('Código interno', 'Contagem - MG')).not.toBe('Contagem - MG');
  });

  it('names the employer by the line under the title that ends in "Ltda."', () => {
    const page = (line: string) =>
      parsePage(`<html><head><title>Vaga de Soldador | VB - Vagas do Brasil</title>
        <meta property="og:site_name" content="VB - Vagas do Brasil"></head><body>
        <header><a class="logo" href="https://vagas.example/">VB</a></header><main>
        <div class="head"><h1>Soldador</h1><div class="sub">${line}</div></div>
        <div class="job">${DESCRIPTION}</div><a class="btn" href="/apply?id=3">Candidatar</a></main>
        </body></html>`).document;
    const company = (line: string) =>
      readPosting(page(line), parsePageUrl('https://vagas.example/vaga/soldador/4411') as PageUrl)
        .companyName;
    expect(company('Metalúrgica Vale Verde Ltda.')).toBe('Metalúrgica Vale Verde Ltda.');
    expect(company('Metalúrgica Vale Verde')).not.toBe('Metalúrgica Vale Verde');
  });
});
