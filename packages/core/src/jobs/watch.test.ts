import { describe, expect, it } from 'vitest';
import { loadFixtures, parsePage } from './fixtures.test-helpers.ts';
import { type PageHost, waitForJob } from './watch.ts';

const fixtures = new Map(loadFixtures().map((f) => [f.name, f]));

function fixture(name: string) {
  const found = fixtures.get(name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
}

function hostFor(name: string, renderAfterMs: number | null) {
  const { html, expected } = fixture(name);
  const page = parsePage(html);
  const { window } = page.parsed;
  const host: PageHost = {
    document: page.document,
    href: () => expected.url,
    observe(onChange) {
      const observer = new page.parsed.MutationObserver(onChange);
      observer.observe(window.document, { childList: true, subtree: true, characterData: true });
      return () => observer.disconnect();
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => performance.now(),
  };
  if (renderAfterMs !== null) {
    // Run the page's own late-rendering script after the delay, as the browser would.
    setTimeout(() => {
      const rendered = parsePage(html, { runScripts: true }).parsed.document;
      window.document.head.innerHTML = rendered.head.innerHTML;
      window.document.body.innerHTML = rendered.body.innerHTML;
      window.document.title = rendered.title;
    }, renderAfterMs);
  }
  return host;
}

describe('waitForJob', () => {
  it('waits for a posting that renders after load and returns when it appears, not at the deadline', async () => {
    const started = performance.now();
    const result = await waitForJob(hostFor('shared/ashby-delayed', 300), { maxWaitMs: 8000, quietMs: 200 });
    expect(result).toMatchObject({
      isJob: true,
      companyName: 'Tidewater Labs',
      positionName: 'Product Designer, Growth',
    });
    expect(performance.now() - started).toBeLessThan(6000);
  });

  it('answers at once, without watching, when the posting is there on load', async () => {
    const host = hostFor('shared/lever-posting', null);
    let watched = 0;
    const result = await waitForJob({
      ...host,
      observe: (onChange) => {
        watched++;
        return host.observe(onChange);
      },
    });
    expect(result.isJob).toBe(true);
    expect(watched).toBe(0);
  });

  it('gives up on a page with content once it has been quiet, without waiting for the maximum', async () => {
    const started = performance.now();
    const result = await waitForJob(hostFor('shared/company-blog-post', null), {
      maxWaitMs: 10_000,
      quietMs: 200,
    });
    expect(result.isJob).toBe(false);
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it('keeps waiting on an empty shell until the maximum', async () => {
    const started = performance.now();
    const result = await waitForJob(hostFor('shared/ashby-delayed', null), { maxWaitMs: 600, quietMs: 100 });
    expect(result.isJob).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
  });
});

describe('waitForJob on late pages', () => {
  it('waits for data the page has not drawn yet (Taleo keeps it URL-encoded) past the quiet period', async () => {
    const result = await waitForJob(hostFor('ats/taleo-encoded', 700), { maxWaitMs: 5000, quietMs: 300 });
    expect(result).toMatchObject({
      isJob: true,
      companyName: 'Ridgeline Health',
      positionName: 'Medical Laboratory Technologist',
    });
  });

  it('answers a posting drawn in parts once the page has settled, with its last part', async () => {
    const host = hostFor('ats/bamboohr-late', 100);
    setTimeout(() => {
      const list = host.document.querySelector('.JobPage__description ul');
      (list as unknown as { insertAdjacentHTML(at: string, html: string): void }).insertAdjacentHTML(
        'beforeend',
        '<li>Drawn last: a paid day for your birthday</li>',
      );
    }, 350);
    const result = await waitForJob(host, { maxWaitMs: 5000, quietMs: 800, settleMs: 400 });
    expect(result.isJob).toBe(true);
    expect(result.description).toContain('Drawn last: a paid day for your birthday');
  });
});

describe('waitForJob after a single-page navigation', () => {
  it('keeps watching while the page still shows the previous job, then returns the new one', async () => {
    const host = hostFor('shared/linkedin-job-view', null);
    const before = await waitForJob(host);
    expect(before.positionName).toBe('Staff Backend Engineer, Routing');
    const heading = host.document.querySelector('.job-details-jobs-unified-top-card__job-title h1 a');
    if (!heading) throw new Error('the fixture has no title link');
    setTimeout(() => {
      (heading as unknown as { textContent: string }).textContent = 'Principal Engineer, Dispatch';
    }, 300);
    const started = performance.now();
    const after = await waitForJob(host, { previous: before, maxWaitMs: 3000 });
    expect(after.positionName).toBe('Principal Engineer, Dispatch');
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });
});

describe('waitForJob with frames', () => {
  it('reads a posting drawn in a same-origin frame (iCIMS) and reports it at the page address', async () => {
    const top = parsePage(
      '<html><head><title>Careers</title></head><body><h1>Northwind Freight careers</h1><p>Search our openings and join the team that keeps Texas moving.</p><iframe id="icims_content_iframe"></iframe></body></html>',
    );
    const frame = parsePage(fixture('own/icims-job').html);
    const host: PageHost = {
      document: top.document,
      href: () => 'https://careers-northwindfreight.icims.com/jobs/4821/senior-accountant/job',
      observe: () => () => undefined,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => performance.now(),
      frameDocuments: () => [frame.document],
    };
    const result = await waitForJob(host, { quietMs: 50, maxWaitMs: 2000 });
    expect(result).toMatchObject({
      isJob: true,
      companyName: 'Northwind Freight',
      positionName: 'Senior Accountant',
      url: 'https://careers-northwindfreight.icims.com/jobs/4821/senior-accountant/job',
    });
  });
});

describe('waitForJob with a teaser', () => {
  it('does not take a structured teaser while the page still shows its skeleton (decision 113)', async () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Night Baker',
      description:
        'Harrow Valley Creamery is looking for a night baker for its new shop in Twin Falls. Apply on JobBoard to read the full job details.',
      hiringOrganization: { '@type': 'Organization', name: 'Harrow Valley Creamery' },
    });
    const page = parsePage(
      `<html><head><title>Night Baker</title><script type="application/ld+json">${jsonLd}</script></head><body><div id="job-root"><div class="skeleton" aria-busy="true"></div></div></body></html>`,
    );
    const { window } = page.parsed;
    const full = `${'Harrow Valley Creamery is looking for a night baker to run the ovens of our new shop. '.repeat(4)}`;
    setTimeout(() => {
      window.document.body.innerHTML = `<main><h1>Night Baker</h1><div class="description"><p>${full}</p><h2>Responsibilities</h2><ul><li>Bake bread and rolls</li><li>Clean the ovens</li><li>Check the proofing room</li></ul></div><a href="/apply">Apply now</a></main>`;
    }, 200);
    const host: PageHost = {
      document: page.document,
      href: () => 'https://jobs.example.com/job/1234-night-baker',
      observe(onChange) {
        const observer = new page.parsed.MutationObserver(onChange);
        observer.observe(window.document, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
      },
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => performance.now(),
    };
    const result = await waitForJob(host, { maxWaitMs: 3000, quietMs: 200 });
    expect(result.description?.startsWith('Harrow Valley Creamery is looking for a night baker to run')).toBe(
      true,
    );
  });

  it('answers at once with a short structured description in sections, whatever spinner the page shows', async () => {
    const host = hostFor('own/workday-remote', null);
    const started = performance.now();
    const result = await waitForJob(host, { maxWaitMs: 3000, quietMs: 200 });
    expect(result).toMatchObject({ isJob: true, positionName: 'Senior Tax Analyst' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('decision 124', () => {
  it('keeps watching a posting whose header is drawn and whose text is still skeleton lines ("sk-line")', async () => {
    const page = parsePage(
      '<html><head><title>Loading</title></head><body><header><a href="/">Board</a><nav><a href="/jobs">Jobs</a></nav></header><main id="shell"><div class="boot"></div></main><footer><a href="/about">About the board</a><a href="/terms">Terms and conditions</a><a href="/contact">Contact us</a><p>© 2026 Board. All rights reserved. Jobs for bakers, cooks and shop staff across the valley.</p></footer></body></html>',
    );
    const { window } = page.parsed;
    const shell = () => window.document.getElementById('shell');
    setTimeout(() => {
      shell().innerHTML = `<article><h1>Night Baker</h1><a class="company" href="/company/7">Harrow Valley Creamery</a>
        <ul><li>Location: Twin Falls</li><li>Full-time</li></ul><a href="/apply/1234">Apply now</a>
        <div id="body"><div class="sk-line"></div><div class="sk-line sk-line--short"></div></div></article>`;
    }, 50);
    const full =
      'Harrow Valley Creamery is looking for a night baker to run the ovens of our new shop in Twin Falls. ';
    setTimeout(() => {
      window.document.getElementById('body').innerHTML =
        `<div class="description"><p>${full.repeat(4)}</p><h2>Responsibilities</h2><ul><li>Bake bread and rolls</li><li>Clean the ovens</li><li>Check the proofing room</li></ul><h2>Requirements</h2><ul><li>A year in a bakery</li></ul></div>`;
    }, 50 + 400);
    const host: PageHost = {
      document: page.document,
      href: () => 'https://board.example/announcement/1234/night-baker',
      observe(onChange) {
        const observer = new page.parsed.MutationObserver(onChange);
        observer.observe(window.document, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
      },
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => performance.now(),
    };
    const result = await waitForJob(host, { maxWaitMs: 3000, quietMs: 200 });
    expect(result).toMatchObject({ isJob: true, positionName: 'Night Baker' });
  });
});

describe('decision 128', () => {
  const sections = `<p>Harrow Valley Creamery makes butter and cheese from the milk of sixty family farms in the valley, and ships to grocers in three states.</p><p><strong>Responsibilities</strong></p><ul><li>Run the churn and the packing line on the early shift</li><li>Clean and sanitise equipment to our food safety plan</li><li>Record batch temperatures and weights</li></ul><p><strong>Requirements</strong></p><ul><li>One year in food production</li><li>Able to lift 50 pounds</li></ul>`;
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Creamery Operator',
    description: sections,
    hiringOrganization: { '@type': 'Organization', name: 'Harrow Valley Creamery' },
    jobLocation: { '@type': 'Place', address: { addressLocality: 'Twin Falls', addressRegion: 'ID' } },
  });
  const shell = `<html><head><title>Jobs board</title><script type="application/ld+json">${jsonLd}</script></head>
    <body><header><a href="/">Jobs board</a></header><div id="job-root"><div class="spinner"></div></div><footer>© Jobs board</footer></body></html>`;
  const drawn = `<h1>Creamery Operator</h1><a class="emp" href="/e/harrow">Harrow Valley Creamery</a><button>Apply Now</button>
    <section><h2>Job Description</h2>${sections}</section>
    <section><h2>Benefits</h2><ul><li>Medical, dental and vision insurance after 60 days</li><li>Paid time off and a week off at the new year</li></ul>
    <p>To apply, send your resume through the board; selected candidates are invited to a working interview.</p></section>`;

  it('waits for a page still drawing to show the description its JSON-LD gives in part', async () => {
    const page = parsePage(shell);
    const { window } = page.parsed;
    const host: PageHost = {
      document: page.document,
      href: () => 'https://board.example/jobs/4121-creamery-operator',
      observe(onChange) {
        const observer = new page.parsed.MutationObserver(onChange);
        observer.observe(window.document, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
      },
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => performance.now(),
    };
    setTimeout(() => {
      const root = window.document.getElementById('job-root');
      if (root) root.innerHTML = drawn;
    }, 200);
    const result = await waitForJob(host, { maxWaitMs: 3000, quietMs: 200 });
    expect(result.isJob).toBe(true);
    expect(result.description).toContain('Medical, dental and vision insurance after 60 days');
  });
});

describe('decision 154', () => {
  const frameText = `<html><head><style>body{margin:0}</style></head><body><div class="ad-text">
    <p>Harrow Valley Creamery makes butter and cheese from the milk of 60 family farms in the valley, and has since 1931.</p>
    <h3>Responsibilities</h3><ul><li>Run the churn and the packing line on the early shift</li>
    <li>Clean and sanitise equipment to our food safety plan</li><li>Record batch temperatures and weights</li></ul>
    <h3>Requirements</h3><ul><li>One year in food production</li><li>Able to lift 50 pounds</li></ul>
    <h3>What we offer</h3><p>Full-time, permanent, with a pension and paid overtime on Saturdays.</p></div></body></html>`;
  const page = `<html lang="en"><head><title>Churn Operator – Harrow Valley Creamery</title></head><body>
    <header><img src="/logo.svg" alt="Harrow Valley Creamery"></header>
    <h1>Churn Operator</h1><ul class="facts"><li>Twin Falls, ID</li><li>Full-time</li></ul>
    <article><iframe title="Job text" class="description-frame"></iframe></article>
    <aside><a class="btn" href="/jobs/4410-churn-operator/apply">Apply now</a></aside></body></html>`;
  const read = (inner: string, top = page) => {
    const { document } = parsePage(top);
    const frame = parsePage(inner).document;
    Object.defineProperty(document.querySelector('iframe') as unknown as object, 'contentDocument', {
      value: frame,
    });
    const host: PageHost = {
      document,
      href: () => 'https://careers.harrowvalley.example/jobs/4410-churn-operator',
      observe: () => () => undefined,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => performance.now(),
      frameDocuments: () => [frame],
    };
    return { document, result: waitForJob(host, { quietMs: 30, maxWaitMs: 500 }) };
  };

  it("reads the posting's text drawn in a same-origin frame with no heading of its own as part of the page", async () => {
    const { document, result } = read(frameText);
    expect(await result).toMatchObject({
      isJob: true,
      positionName: 'Churn Operator',
      location: 'Twin Falls, ID',
    });
    expect((await result).description).toContain('Run the churn and the packing line on the early shift');
    // The page itself is left as it is.
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it('reads a frame that is a posting of its own alone, and no page whose frame is a page of its own or empty', async () => {
    // A posting of its own in the frame (its heading, its apply link) is read alone, as before (decision 146).
    const posting = frameText.replace(
      '<div class="ad-text">',
      '<div class="ad-text"><h2>Night Cheesemaker</h2><a href="mailto:jobs@harrowvalley.example">Apply now</a>',
    );
    const banner = page
      .replace(
        '<h1>Churn Operator</h1><ul class="facts"><li>Twin Falls, ID</li><li>Full-time</li></ul>',
        '<h1>Join us</h1>',
      )
      .replace(/<aside>.*<\/aside>/, '');
    expect(await read(posting, banner).result).toMatchObject({
      isJob: true,
      positionName: 'Night Cheesemaker',
    });
    const own = frameText.replace('<div class="ad-text">', '<div class="ad-text"><h1>Creamery news</h1>');
    expect((await read(own).result).isJob).toBe(false);
    expect((await read('<html><body></body></html>').result).isJob).toBe(false);
  });
});
