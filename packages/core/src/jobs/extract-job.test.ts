import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareJob, type ExpectedJob } from './compare.ts';
import { extractJob } from './extract-job.ts';
import { loadFixtures, parsePage } from './fixtures.test-helpers.ts';

const fixtures = loadFixtures();

describe('extractJob over the fixture pages', () => {
  it('has the shared fixtures and our own', () => {
    expect(fixtures.filter((f) => f.name.startsWith('shared/'))).toHaveLength(13);
    expect(fixtures.filter((f) => f.name.startsWith('own/')).length).toBeGreaterThanOrEqual(15);
    expect(fixtures.filter((f) => f.name.startsWith('ats/')).length).toBeGreaterThanOrEqual(14);
  });

  for (const fixture of fixtures) {
    it(`${fixture.name}: every field right`, () => {
      const { document } = parsePage(fixture.html, { runScripts: true });
      const result = extractJob(document, fixture.expected.url);
      const fields = compareJob(result, fixture.expected);
      expect({ fields, result }).toEqual({
        fields: {
          isJob: true,
          companyName: true,
          positionName: true,
          location: true,
          url: true,
          description: true,
        },
        result,
      });
    });
  }
});

describe('a board served on a company domain', () => {
  const lever = `<html><head><title>Fenwick Mills - Plant Electrician</title></head><body>
    <div class="posting-headline"><h2>Plant Electrician</h2>
      <div class="posting-categories"><div class="posting-category location">Lowell, MA</div></div></div>
    <div class="section page-centered" data-qa="job-description"><div>Fenwick Mills weaves technical fabrics for
      firefighters' coats in two plants on the Merrimack River, and has since 1921.</div></div>
    <div class="section page-centered" data-qa="posting-requirements"><h3>What you will do</h3><ul>
      <li>Keep sixty looms and their drives running on the day shift</li><li>Wire new lines to code</li></ul></div>
    </body></html>`;

  it("is read by the board's adapter when its own markup is there", () => {
    const { document } = parsePage(lever);
    const result = extractJob(document, 'https://jobs.fenwickmills.example/postings/8d2e-plant-electrician');
    expect(result).toMatchObject({
      isJob: true,
      source: 'adapter:lever',
      companyName: 'Fenwick Mills',
      positionName: 'Plant Electrician',
      location: 'Lowell, MA',
    });
    expect(result.description).toContain('Keep sixty looms and their drives running on the day shift');
  });

  it('is not taken for that board on a part of its markup alone', () => {
    const { document } = parsePage(
      '<html><body><div class="posting-headline"><h2>Spring sale</h2></div><p>Twenty percent off.</p></body></html>',
    );
    expect(extractJob(document, 'https://shop.example/posts/spring').isJob).toBe(false);
  });
});

describe('pages of the blind set ats-heldout-10 that decision 093 answers', () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'ats-heldout-10');
  const read = (name: string) => ({
    html: fs.readFileSync(path.join(dir, `${name}.html`), 'utf8'),
    expected: JSON.parse(fs.readFileSync(path.join(dir, `${name}.expected.json`), 'utf8')) as ExpectedJob,
  });

  it('reads the job a results page has open beside its list, not the list', () => {
    const { html, expected } = read('seek-au-chrome');
    const result = extractJob(parsePage(html).document, expected.url);
    expect(result).toMatchObject({
      isJob: true,
      positionName: 'Registered Nurse - Aged Care (Part Time)',
      companyName: 'Bellarine Grove Aged Care',
    });
    expect(Object.values(compareJob(result, expected)).every(Boolean)).toBe(true);
  });

  it('takes the town the page shows where the structured data gives only the region', () => {
    const { html, expected } = read('computrabajo-es');
    const result = extractJob(parsePage(html).document, expected.url);
    expect(result.location).toContain('Funza');
    expect(Object.values(compareJob(result, expected)).every(Boolean)).toBe(true);
  });
});

describe('decision 095', () => {
  const PAGE_TEXT = `<p>Copper Pot Diner has been cooking breakfast on Main Street since 1994. On a Saturday we serve about
    400 plates, and our kitchen team of nine makes it look easy. We are hiring Line Cooks for our busy kitchen, full-time or part-time.</p>
    <p>Our kitchen is open 6 a.m. to 3 p.m., seven days a week, so you are home every night.</p>
    <p><strong>What you'll do</strong></p><ul><li>Work the flat-top and the fryer during breakfast and lunch</li>
    <li>Prep sauces, batters and produce before service</li><li>Keep your station clean and follow the food safety logs</li></ul>
    <p><strong>What we're looking for</strong></p><ul><li>Six months of line cook experience in a busy kitchen</li>
    <li>Available at least one weekend day</li></ul>`;
  const page = (
    ld: Record<string, unknown>,
    header = '<div class="job-location">Dubai, United Arab Emirates</div>',
  ) =>
    `<html lang="en"><head><title>Line Cook - Copper Pot Diner</title>
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Line Cook',
      hiringOrganization: { '@type': 'Organization', name: 'Copper Pot Diner' },
      ...ld,
    })}</script></head><body><h1>Line Cook</h1>${header}
    <div class="job-description">${PAGE_TEXT}</div><button>Apply now</button></body></html>`;
  const href = 'https://board.example/jobs/948217365';

  it("takes the page's description when the structured one is an excerpt of its sentences", () => {
    const excerpt =
      '<p>Copper Pot Diner has been cooking breakfast on Main Street since 1994. We are hiring Line Cooks for our busy kitchen.</p><p>Our kitchen is open 6 a.m. to 3 p.m., seven days a week.</p>';
    const result = extractJob(parsePage(page({ description: excerpt })).document, href);
    expect(result.description).toContain('Keep your station clean and follow the food safety logs');
    // A structured text of its own, whose sentences the page does not show, stands.
    const own =
      '<p>Copper Pot Diner has been cooking breakfast on Main Street since 1994.</p><p>Cooks get a free shift meal and paid time off after ninety days.</p>';
    const kept = extractJob(parsePage(page({ description: own })).document, href);
    expect(kept.description).toContain('free shift meal');
    expect(kept.description).not.toContain('food safety logs');
  });

  it("takes the page's town where the structured place is only the country's code", () => {
    const ld = {
      description: PAGE_TEXT,
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AE' } },
    };
    expect(extractJob(parsePage(page(ld)).document, href).location).toBe('Dubai, United Arab Emirates');
    // A town in another country is no narrower place of this one.
    const elsewhere = page(ld, '<div class="job-location">Muscat, Oman</div>');
    expect(extractJob(parsePage(elsewhere).document, href).location).toBe('AE');
  });

  it('keeps every place the structured data lists over the one address the page shows (decision 156)', () => {
    const place = (town: string) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: town, addressRegion: 'OH', addressCountry: 'US' },
    });
    const ld = { description: PAGE_TEXT, jobLocation: [place('Dayton'), place('Toledo')] };
    const shown = page(ld, '<div class="job-location">418 Brown Street, Dayton, OH</div>');
    expect(extractJob(parsePage(shown).document, href).location).toBe('Dayton, OH, US; Toledo, OH, US');
    // One structured place, named inside the page's address, still gives way to it.
    const one = page(
      { description: PAGE_TEXT, jobLocation: place('Dayton') },
      '<div class="job-location">418 Brown Street, Dayton, OH</div>',
    );
    expect(extractJob(parsePage(one).document, href).location).toBe('418 Brown Street, Dayton, OH');
  });

  it("never takes the employer's name, written in capitals on the meta line, for the place", () => {
    const html = page({ description: PAGE_TEXT }, '<ul><li>COPPER POT DINER</li><li>Full-time</li></ul>');
    const result = extractJob(parsePage(html).document, href);
    expect(result).toMatchObject({ isJob: true, companyName: 'Copper Pot Diner' });
    expect(result.location).toBeNull();
  });
});
describe('decision 096', () => {
  const TEXT = `<p>Copper Pot Diner has been cooking breakfast on Main Street since 1994. On a Saturday we serve about
    400 plates, and our kitchen team of nine makes it look easy.</p>
    <p><strong>What you'll do</strong></p><ul><li>Work the flat-top and the fryer during breakfast and lunch</li>
    <li>Prep sauces, batters and produce before service</li><li>Keep your station clean and follow the food safety logs</li></ul>`;
  const page = (ld: Record<string, unknown>, pageTitle: string, body: string) =>
    `<html lang="en"><head><title>${pageTitle}</title>
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      hiringOrganization: { '@type': 'Organization', name: 'Copper Pot Diner' },
      description: TEXT,
      ...ld,
    })}</script></head><body>${body}<div class="job-description">${TEXT}</div><button>Apply now</button></body></html>`;
  const href = 'https://board.example/jobs/948217365';

  it("takes the page's heading over a generic structured title the page's title does not use", () => {
    const html = page(
      { title: 'Restaurant Cook' },
      'Breakfast Line Cook - Weekends - $19 per hour | Board',
      '<h1>Breakfast Line Cook - Weekends</h1>',
    );
    expect(extractJob(parsePage(html).document, href).positionName).toBe('Breakfast Line Cook - Weekends');
    // A page title that names the structured title keeps it; a heading with no word of it is not its title.
    const named = page(
      { title: 'Restaurant Cook' },
      'Restaurant Cook | Board',
      '<h1>Breakfast Line Cook - Weekends</h1>',
    );
    expect(extractJob(parsePage(named).document, href).positionName).toBe('Restaurant Cook');
    const other = page({ title: 'Dishwasher' }, 'Copper Pot Diner | Board', '<h1>Copper Pot Diner</h1>');
    expect(extractJob(parsePage(other).document, href).positionName).toBe('Dishwasher');
  });

  it('takes the page\'s "Remote" over a structured office address with no word of remote work', () => {
    const office = {
      title: 'Line Cook',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Boise', addressRegion: 'ID' } },
    };
    const remote = page(office, 'Line Cook - Copper Pot Diner', '<h1>Line Cook</h1><p>Location: Remote</p>');
    expect(extractJob(parsePage(remote).document, href).location).toBe('Remote');
    const town = page(office, 'Line Cook - Copper Pot Diner', '<h1>Line Cook</h1><p>Location: Boise, ID</p>');
    expect(extractJob(parsePage(town).document, href).location).toBe('Boise, ID');
  });
});

describe('decision 118', () => {
  const BODY = `<p>Mavuno Seeds distributes certified seed and fertiliser to more than 400 agro-dealers in the Rift Valley. We are
    growing our field team and are looking for a supervisor who knows the farming calendar.</p>
    <h2>Responsibilities</h2><ul><li>Lead and coach a team of six field sales representatives across three counties.</li>
    <li>Plan weekly route schedules and visit key agro-dealers to review stock levels and orders.</li>
    <li>Track sales targets, credit limits and collections every week.</li></ul>`;
  const page = (ld: Record<string, unknown>, head = '', body = '') =>
    `<html lang="en"><head><title>Field Sales Supervisor job at Mavuno Seeds | Boardly</title>
    <meta property="og:site_name" content="Boardly">${head}
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Field Sales Supervisor',
      description:
        'Mavuno Seeds is looking for a Field Sales Supervisor. Apply on Boardly today and get matched with the best jobs in Kenya and East Africa.',
      ...ld,
    })}</script></head><body><header><a href="/"><img src="/logo.png" alt="Boardly"></a></header>
    <main><h1>Field Sales Supervisor</h1><a class="job-header__company" data-cy="job-company" href="/companies/mavuno-seeds">Mavuno Seeds</a>
    ${body}<div class="job-description">${BODY}</div><button>Apply with Boardly profile</button></main></body></html>`;
  const href = 'https://www.boardly.example/jobs/field-sales-supervisor-218734';

  it("takes the page's employer over a structured one that is the board itself, by name or by its home page", () => {
    const byName = extractJob(
      parsePage(page({ hiringOrganization: { '@type': 'Organization', name: 'Boardly' } })).document,
      href,
    );
    expect(byName.companyName).toBe('Mavuno Seeds');
    const byHome = extractJob(
      parsePage(
        page({ hiringOrganization: { name: 'Kenya Jobs Network', sameAs: 'https://www.boardly.example' } }),
      ).document,
      href,
    );
    expect(byHome.companyName).toBe('Mavuno Seeds');
    // An employer's profile on the board is the employer's own address.
    const profile = extractJob(
      parsePage(
        page({
          hiringOrganization: {
            name: 'Mavuno Seeds Ltd',
            sameAs: 'https://www.boardly.example/companies/mavuno',
          },
        }),
      ).document,
      href,
    );
    expect(profile.companyName).toBe('Mavuno Seeds Ltd');
  });

  it("takes the page's description over a board's blurb that only says the job is open and where to apply", () => {
    const result = extractJob(
      parsePage(page({ hiringOrganization: { name: 'Mavuno Seeds' } })).document,
      href,
    );
    expect(result.description).toContain('Plan weekly route schedules and visit key agro-dealers');
    // A structured text that says something of its own stands.
    const own = extractJob(
      parsePage(
        page({
          hiringOrganization: { name: 'Mavuno Seeds' },
          description:
            'Mavuno Seeds is looking for a Field Sales Supervisor. The role comes with a company motorbike, a fuel allowance and medical cover for the family.',
        }),
      ).document,
      href,
    );
    expect(own.description).toContain('company motorbike');
  });
});

describe('decision 120', () => {
  it("takes the page's text and employer over an Arabic board's JSON-LD: the board as employer, a teaser that points to the job's page", () => {
    const html = `<html lang="ar" dir="rtl"><head><title>مندوب مبيعات - عمان - وظائف | لوحة</title>
    <meta property="og:site_name" content="Lawha">
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'مندوب مبيعات',
      hiringOrganization: { '@type': 'Organization', name: 'Lawha' },
      jobLocation: { address: { addressLocality: 'عمان', addressCountry: 'JO' } },
      description:
        'تعلن شركة الواحة للأدوية عن حاجتها إلى مندوب مبيعات لتغطية منطقة عمان. للتفاصيل الكاملة وطريقة التقديم يرجى زيارة صفحة الوظيفة على لوحة.',
    })}</script></head><body><main><h1>مندوب مبيعات</h1>
    <ul class="meta"><li>الشركة: <a href="/companies/alwaha">شركة الواحة للأدوية</a></li><li class="job-location">الموقع: عمان، الأردن</li></ul>
    <div class="job-description"><p>تعلن شركة الواحة للأدوية عن حاجتها إلى مندوب مبيعات لتغطية منطقة عمان، للترويج لمنتجات الشركة لدى الأطباء والصيدليات في المنطقة.</p>
    <h2>المهام والمسؤوليات</h2><ul><li>زيارة عشرة أطباء وخمس صيدليات يوميا وفق خطة الزيارات الشهرية المعتمدة.</li>
    <li>إعداد تقرير أسبوعي عن الزيارات وحركة المنافسين في السوق.</li><li>متابعة المخزون لدى الصيدليات والتنسيق مع المستودع.</li></ul>
    <h2>المؤهلات المطلوبة</h2><ul><li>خبرة لا تقل عن سنتين في المبيعات الطبية.</li><li>بكالوريوس صيدلة أو أحياء أو تخصص علمي قريب.</li>
    <li>امتلاك سيارة ورخصة قيادة سارية.</li></ul><p>تقدم الشركة راتبا أساسيا مع عمولة شهرية وبدل مواصلات وتأمينا صحيا للموظف وعائلته.</p></div>
    <a href="/jobs/apply/55">التقديم على الوظيفة</a></main></body></html>`;
    const read = extractJob(parsePage(html).document, 'https://jo.lawha.example/ar/jobs/view/55');
    expect(read.companyName).toBe('شركة الواحة للأدوية');
    expect(read.description).toContain('زيارة عشرة أطباء');
  });
});

describe('decision 122', () => {
  const posting = (ld: Record<string, unknown>, body: string) =>
    `<html><head><title>Job</title><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      hiringOrganization: { '@type': 'Organization', name: 'Minato Butsuryu' },
      ...ld,
    })}</script></head><body>${body}</body></html>`;

  it("starts the page's text where the structured teaser starts: the catch line and tabs above it are the title card's", () => {
    const teaser = '冷凍食品の物流センターで、入出庫と在庫の管理をお任せします。';
    const html = posting(
      { title: '倉庫管理スタッフ（冷凍食品センター）', description: teaser },
      `<div class="main"><div class="card"><h1>株式会社みなと物流</h1><p>倉庫管理スタッフ（冷凍食品センター）</p>
      <p class="catch">温度管理の仕組みを、一緒につくりませんか。土日休み・残業少なめの管理職候補です。</p>
      <ul class="tabs"><li>求人情報</li><li><a href="?tab=company">企業情報</a></li><li><a href="?tab=entry">応募方法</a></li></ul></div>
      <div class="body"><div class="points"><h2>この求人の特徴</h2><p>${teaser}マイナス25度の冷凍庫と冷蔵庫を合わせて3棟あり、チームは12名です。</p></div>
      <table><tr><th>仕事内容</th><td>入荷した冷凍食品の検品と格納、出荷指示に合わせたピッキングの管理をお願いします。<br>・在庫数の確認と棚卸し（月1回）<br>・フォークリフトでの荷役作業<br>・温度記録の確認と報告</td></tr>
      <tr><th>対象となる方</th><td>倉庫や物流センターでの実務経験をお持ちの方（2年以上）<br>※フォークリフト運転技能講習修了者歓迎</td></tr>
      <tr><th>給与</th><td>月給24万円～32万円＋各種手当＋賞与年2回<br>※経験・能力を考慮のうえ決定します。</td></tr></table>
      <a class="entry" href="/entry/4471">応募画面へ進む</a></div></div>`,
    );
    const result = extractJob(parsePage(html).document, 'https://tenshoku.example.jp/jobinfo-4471/');
    expect(result.description).toMatch(/^この求人の特徴\n冷凍食品の物流センターで/);
    expect(result.description).not.toContain('温度管理の仕組みを');
    expect(result.description).toContain('・フォークリフトでの荷役作業');
  });

  const PARAGRAPH =
    'The Harbour Lights Trust restores and runs the lighthouses of the northern coast for visitors and schools.';
  const MISSING = 'Our keepers live on site for two weeks at a time, with a boat crossing every other day.';
  const REST = `<h2>What you will do</h2><ul><li>Guide school groups and visitors up the tower and through the keeper's cottage.</li>
    <li>Keep the lamp room, the fog signal and the visitor log in good order every day.</li>
    <li>Report storm damage to the maintenance team by radio.</li></ul>`;
  const page = (between: string) =>
    posting(
      {
        title: 'Lighthouse Keeper',
        hiringOrganization: { '@type': 'Organization', name: 'Harbour Lights Trust' },
        description: `<p>${PARAGRAPH}</p>${REST}`,
      },
      `<main><h1>Lighthouse Keeper</h1><div class="job-description">${between}${REST}</div>
      <a href="/jobs/88/apply">Apply now</a></main>`,
    );
  const href = 'https://harbourlights.example/jobs/88/lighthouse-keeper';

  it("takes the page's text over a structured one that leaves out a sentence of the posting's paragraph", () => {
    const result = extractJob(parsePage(page(`<p>${PARAGRAPH} ${MISSING}</p>`)).document, href);
    expect(result.description).toContain(MISSING);
    expect(result.description).toContain('Report storm damage');
  });

  it('keeps the structured text when what the page adds between its sentences is a line of its own', () => {
    const notice = '<p>This vacancy was first published on the Coastal Jobs board last week.</p>';
    const result = extractJob(parsePage(page(`<p>${PARAGRAPH}</p>${notice}`)).document, href);
    expect(result.description).not.toContain('first published');
  });
});

describe('decision 142', () => {
  it("takes the page's text over a structured one that sums the page's sections up in the page's own words", () => {
    const opening =
      'La Maison des Tilleuls est un établissement pour personnes âgées de 84 lits au bord du Lot.';
    const second = "L'équipe de nuit compte deux aides-soignantes et une infirmière d'astreinte.";
    const html = `<html><head><title>Aide-soignant de nuit (H/F)</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Aide-soignant de nuit (H/F)',
        hiringOrganization: { '@type': 'Organization', name: 'Maison des Tilleuls' },
        description: `<p>${opening}</p><p>${second}</p><p>Missions : soins d'hygiène et de confort des résidents, surveillance de nuit, transmissions écrites.</p><p>Profil : diplôme d'État d'aide-soignant.</p>`,
      },
    )}</script></head><body><main><h1>Aide-soignant de nuit (H/F)</h1>
      <div class="texte"><p>${opening} Elle accueille des résidents dépendants dans trois unités, dont une unité protégée.</p>
      <p>${second} Les nuits durent dix heures, de 21 h à 7 h.</p>
      <h3>Missions principales</h3><ul><li>Soins d'hygiène et de confort des résidents au coucher et au cours de la nuit.</li>
      <li>Surveillance de nuit et rondes dans les trois unités, avec les transmissions écrites du matin.</li>
      <li>Accueil des familles en fin de vie.</li></ul>
      <h3>Profil recherché</h3><p>Diplôme d'État d'aide-soignant exigé ; une première expérience de nuit est appréciée.</p></div>
      <a href="/offre/77/postuler">Postuler</a></main></body></html>`;
    const result = extractJob(parsePage(html).document, 'https://emploi-sante.example/offre/77');
    expect(result.description).toContain('Les nuits durent dix heures');
    expect(result.description).toContain('Accueil des familles en fin de vie.');
    expect(result.description).not.toContain('Missions : soins');
  });

  it('keeps a structured text whose extra line uses words the page does not', () => {
    const opening =
      'La Maison des Tilleuls est un établissement pour personnes âgées de 84 lits au bord du Lot.';
    const second = "L'équipe de nuit compte deux aides-soignantes et une infirmière d'astreinte.";
    const html = `<html><head><title>Aide-soignant de nuit (H/F)</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Aide-soignant de nuit (H/F)',
        hiringOrganization: { '@type': 'Organization', name: 'Maison des Tilleuls' },
        description: `<p>${opening}</p><p>${second}</p><p>Avantages : prime de nuit majorée, crèche partenaire et navette gratuite depuis la gare.</p>`,
      },
    )}</script></head><body><main><h1>Aide-soignant de nuit (H/F)</h1>
      <div class="texte"><p>${opening} Elle accueille des résidents dépendants dans trois unités, dont une unité protégée.</p>
      <p>${second} Les nuits durent dix heures, de 21 h à 7 h.</p>
      <h3>Missions principales</h3><ul><li>Soins d'hygiène et de confort des résidents au coucher et au cours de la nuit.</li>
      <li>Surveillance de nuit et rondes dans les trois unités, avec les transmissions écrites du matin.</li></ul></div>
      <a href="/offre/78/postuler">Postuler</a></main></body></html>`;
    const result = extractJob(parsePage(html).document, 'https://emploi-sante.example/offre/78');
    expect(result.description).toContain('navette gratuite');
  });
});

describe('decision 157', () => {
  it("takes the page's text when the structured one is its lists without the page's opening section", () => {
    const jsonld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Mecánica de flota',
      hiringOrganization: { '@type': 'Organization', name: 'Transportes Brezo' },
      description:
        '<h3>Tus tareas</h3><ul><li>Revisar los frenos y la suspensión de cada camión.</li><li>Llevar el registro de averías del taller.</li></ul><h3>Buscamos</h3><ul><li>Dos años de experiencia en vehículos pesados.</li></ul>',
    };
    const html = `<html><head><title>Mecánica de flota en Transportes Brezo</title>
      <script type="application/ld+json">${JSON.stringify(jsonld)}</script></head><body><main>
      <h1>Mecánica de flota</h1>
      <section><h2>Sobre Transportes Brezo</h2><p>Transportes Brezo mueve mercancía refrigerada entre Zaragoza y los puertos del norte con sesenta camiones propios.</p></section>
      <section><h2>Tus tareas</h2><ul><li>Revisar los frenos y la suspensión de cada camión.</li><li>Llevar el registro de averías del taller, con fotos.</li><li>Pedir recambios a los proveedores.</li></ul></section>
      <section><h2>Buscamos</h2><ul><li>Dos años de experiencia en vehículos pesados.</li><li>Carné C.</li></ul></section>
      <section><h2>Ofrecemos</h2><ul><li>Contrato indefinido y turno de mañana de lunes a viernes.</li></ul></section>
      <a href="/ofertas/12/aplicar">Me interesa</a></main></body></html>`;
    const result = extractJob(
      parsePage(html).document,
      'https://empleo.example/ofertas/12/mecanica-de-flota',
    );
    expect(result.description).toContain('Transportes Brezo mueve mercancía refrigerada');
    expect(result.description).toContain('Contrato indefinido');
  });

  it('keeps the structured text when its lines do not all stand in the page', () => {
    const jsonld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Mecánica de flota',
      hiringOrganization: { '@type': 'Organization', name: 'Transportes Brezo' },
      description:
        '<ul><li>Revisar los frenos y la suspensión de cada camión.</li><li>Atender las urgencias de la flota en carretera.</li><li>Dos años de experiencia en vehículos pesados.</li></ul>',
    };
    const html = `<html><head><title>Mecánica de flota</title>
      <script type="application/ld+json">${JSON.stringify(jsonld)}</script></head><body><main><h1>Mecánica de flota</h1>
      <p>Transportes Brezo mueve mercancía refrigerada entre Zaragoza y los puertos del norte con sesenta camiones propios.</p>
      <ul><li>Revisar los frenos y la suspensión de cada camión.</li><li>Dos años de experiencia en vehículos pesados.</li><li>Contrato indefinido y turno de mañana de lunes a viernes.</li></ul>
      <a href="/ofertas/12/aplicar">Me interesa</a></main></body></html>`;
    const result = extractJob(
      parsePage(html).document,
      'https://empleo.example/ofertas/12/mecanica-de-flota',
    );
    expect(result.description).toContain('Atender las urgencias');
  });
});

describe('decision 159', () => {
  it("takes the page's text when the structured one is its excerpt with list items written with dashes", () => {
    const jsonld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Hovenier',
      hiringOrganization: { '@type': 'Organization', name: 'Groenrijk Hoveniers' },
      description:
        'Groenrijk Hoveniers legt tuinen aan voor gezinnen en scholen in de Betuwe.\n\nTaken\n- Je legt bestrating en beplanting aan volgens het ontwerp.\n- Je snoeit hagen en bomen bij vaste klanten.\n\nProfiel\n- Ervaring met graafmachines',
    };
    const html = `<html><head><title>Hovenier | Vacature</title>
      <script type="application/ld+json">${JSON.stringify(jsonld)}</script></head><body><main>
      <h1>Hovenier</h1>
      <p>Groenrijk Hoveniers legt tuinen aan voor gezinnen en scholen in de Betuwe. Ons team telt twaalf hoveniers.</p>
      <h2>Taken</h2><ul><li>Je legt bestrating en beplanting aan volgens het ontwerp.</li><li>Je snoeit hagen en bomen bij vaste klanten.</li><li>Je onderhoudt de machines in de werkplaats.</li></ul>
      <h2>Profiel</h2><ul><li>Ervaring met graafmachines en een aanhanger</li><li>Rijbewijs BE of bereid dit te halen</li></ul>
      <h2>Aanbod</h2><ul><li>Een vast contract na een jaar en een eigen bus met gereedschap voor elke ploeg</li><li>Opleidingen in boomverzorging en tuinontwerp bij een vakschool in de regio</li></ul>
      <a href="/vacatures/44/reageren">Reageren</a></main></body></html>`;
    const result = extractJob(parsePage(html).document, 'https://vacatures.example/vacatures/44');
    expect(result.description).toContain('Rijbewijs BE of bereid dit te halen');
    expect(result.description).toContain('Opleidingen in boomverzorging');
  });
});
