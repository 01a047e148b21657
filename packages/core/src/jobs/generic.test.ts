import { describe, expect, it } from 'vitest';
import { extractJob } from './extract-job.ts';
import { parsePage } from './fixtures.test-helpers.ts';

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
});
