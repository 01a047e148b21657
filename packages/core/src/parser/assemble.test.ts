import { describe, expect, it } from 'vitest';
import {
  continueLink,
  findContact,
  readHeader,
  readSkillGroups,
  toCertifications,
  toEducation,
  toExperience,
  toProject,
  toSkills,
} from './assemble.ts';
import { item, line } from './test-helpers.ts';

describe('assemble', () => {
  it('tells the job title from the company and pulls out dates and location', () => {
    const job = toExperience({
      header: [
        line('Acme Corp | Senior Engineer', { parts: ['Acme Corp | Senior Engineer', 'Jan 2020 – Present'] }),
      ],
      meta: ['Austin, TX'],
      bullets: ['Built things'],
      leadingProse: 0,
    });
    expect(job).toEqual({
      job_title: 'Senior Engineer',
      company: 'Acme Corp',
      location: 'Austin, TX',
      dates: 'Jan 2020 – Present',
      bullet_points: ['Built things'],
    });
  });

  it('ends a heading cut after a comma with the first piece of the line below', () => {
    const job = toExperience({
      header: [
        line('Jul 2018 – Jun 2019 PGY-1 Pharmacy Resident, Providence Regional Medical Center, Everett,', {
          parts: [
            'Jul 2018 – Jun 2019',
            'PGY-1 Pharmacy Resident, Providence Regional Medical Center, Everett,',
          ],
        }),
        line('WA'),
      ],
      meta: [],
      bullets: [],
      leadingProse: 0,
    });
    expect(job).toMatchObject({
      job_title: 'PGY-1 Pharmacy Resident',
      company: 'Providence Regional Medical Center',
      location: 'Everett, WA',
      dates: 'Jul 2018 – Jun 2019',
    });
  });

  it('ends a title row whose text wrapped with its right-hand range', () => {
    const row = (cells: [string, number][], top: number) =>
      line(cells.map(([t]) => t).join(' '), {
        parts: cells.map(([t]) => t),
        top,
        items: cells.map(([t, x]) => item(t, x, top)),
      });
    const wrapped = row(
      [
        ['PGY-1 Pharmacy Resident | Providence Regional Medical', 79],
        ['Jul 2018 – Jun', 352],
      ],
      388,
    );
    const job = (second: string) =>
      toExperience({
        header: [
          wrapped,
          row(
            [
              [second, 79],
              ['2019', 510],
            ],
            402,
          ),
          line('Everett, WA', { top: 415 }),
        ],
        meta: [],
        bullets: [],
        leadingProse: 0,
      });
    expect(job('Center')).toMatchObject({
      job_title: 'PGY-1 Pharmacy Resident',
      company: 'Providence Regional Medical Center',
      dates: 'Jul 2018 – Jun 2019',
    });
    // A short title far from its range did not wrap: the line below is its own.
    const short = row(
      [
        ['Engineer', 79],
        ['June 2015 – March', 462],
      ],
      388,
    );
    expect(
      toExperience({
        header: [
          short,
          row(
            [
              ['Acme Corp', 79],
              ['2019', 510],
            ],
            402,
          ),
        ],
        meta: [],
        bullets: [],
        leadingProse: 0,
      }),
    ).toMatchObject({ job_title: 'Engineer', company: 'Acme Corp', dates: 'June 2015 – March 2019' });
  });

  it('completes a range cut after its dash, with the place that wrapped beside it', () => {
    const school = toEducation({
      header: [
        line('Diploma in Culinary Arts, City College of San Francisco, San Francisco, 2013 –'),
        line('CA 2015', { parts: ['CA', '2015'] }),
      ],
      meta: [],
      bullets: [],
      leadingProse: 0,
    });
    expect(school).toMatchObject({
      degree: 'Diploma in Culinary Arts',
      school: 'City College of San Francisco',
      location: 'San Francisco, CA',
      dates: '2013 – 2015',
    });
  });

  it('reads an education entry with its GPA', () => {
    const edu = toEducation({
      header: [
        line('Princeton University, PhD in Computer Science', {
          parts: ['Princeton University, PhD in Computer Science', 'Sept 2018 – May 2023'],
        }),
      ],
      meta: [],
      bullets: ['GPA: 3.9/4.0'],
      leadingProse: 1,
    });
    expect(edu).toMatchObject({
      school: 'Princeton University',
      degree: 'PhD in Computer Science',
      gpa: '3.9/4.0',
      dates: 'Sept 2018 – May 2023',
    });
  });

  it('splits "Category: a, b, c" skill lines into skills', () => {
    expect(toSkills([line('Languages: TypeScript, Go, SQL'), line('• Docker | Kubernetes')])).toEqual([
      'TypeScript',
      'Go',
      'SQL',
      'Docker',
      'Kubernetes',
    ]);
  });

  it('reads a label prefix as the row’s category, never as part of a skill', () => {
    const bold = 'ABCDEF+Lato-Bold';
    // A bold bullet glyph, then the label and its values in the regular font.
    const tech = line('• Tech: React Hooks, GraphQL', {
      items: [item('•', 50, 100, { fontName: bold }), item('Tech: React Hooks, GraphQL', 60, 100)],
    });
    // A bold label whose colon sits in the regular run after it.
    const soft = line('Soft: Teamwork', {
      items: [item('Soft', 50, 100, { fontName: bold }), item(': Teamwork', 70, 100)],
    });
    // A label cell beside its values.
    const cell = line('Languages: Python, Go', { parts: ['Languages:', 'Python, Go'] });
    expect(readSkillGroups([tech, soft, cell])).toEqual([
      { category: 'Tech', skills: ['React Hooks', 'GraphQL'] },
      { category: 'Soft', skills: ['Teamwork'] },
      { category: 'Languages', skills: ['Python', 'Go'] },
    ]);
    expect(toSkills([tech, soft, cell])).toEqual(['React Hooks', 'GraphQL', 'Teamwork', 'Python', 'Go']);
  });

  it('splits skill chips by the wider gaps between them, keeping multi-word chips whole', () => {
    const chip = (str: string, x: number) => item(str, x, 100, { width: str.length * 5 });
    // Words inside a chip are 3pt apart; chips are 12pt apart.
    const row = [
      chip('REST', 50),
      chip('APIs', 73),
      chip('Docker', 105),
      chip('Feature', 147),
      chip('Flags', 185),
    ];
    const chips = line('REST APIs Docker Feature Flags', { items: row });
    expect(toSkills([chips])).toEqual(['REST APIs', 'Docker', 'Feature Flags']);
  });

  it('reads certifications with their year and joins wrapped issuer lines', () => {
    expect(
      toCertifications([
        line('• AWS Certified Solutions Architect (2021)'),
        line('2019 Certified Kubernetes Administrator'),
        line('Advanced Frogger Street-Crossing', { isBold: true }),
        line('Analytics — City Arcade League', { isItalic: true }),
      ]),
    ).toEqual([
      { name: 'AWS Certified Solutions Architect', year: '2021' },
      { name: 'Certified Kubernetes Administrator', year: '2019' },
      { name: 'Advanced Frogger Street-Crossing Analytics — City Arcade League', year: '' },
    ]);
  });

  it('pairs certification names with dates printed on their own line', () => {
    expect(
      toCertifications([line('Unity Certified Expert'), line('March 2022'), line('Unity Technologies')]),
    ).toEqual([{ name: 'Unity Certified Expert', year: '2022' }]);
  });

  it('reads contact items that follow an icon, one per line, as in a sidebar', () => {
    const contact = findContact(
      [line('• mei.chen@example.com'), line('• (503) 555-0126'), line('• Portland, OR')],
      [],
    );
    expect(contact).toEqual({
      email: 'mei.chen@example.com',
      phone: '(503) 555-0126',
      location: 'Portland, OR',
      link: '',
    });
  });

  it('finds contact details in the header', () => {
    const contact = findContact(
      [line('José Núñez'), line('jose@example.com | +44 20 7946 0958 | London, UK | linkedin.com/in/jose')],
      [],
    );
    expect(contact).toEqual({
      email: 'jose@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      link: 'linkedin.com/in/jose',
    });
  });

  it('reads a project: plain text under the title is its description, bullets its points', () => {
    const project = toProject({
      header: [
        line('FlashInfer | github.com/me/flashinfer', {
          parts: ['FlashInfer | github.com/me/flashinfer', '2023'],
        }),
      ],
      meta: [],
      bullets: ['Library for fast LLM inference kernels', 'Achieved 2.8x speedup', 'View on GitHub'],
      leadingProse: 1,
    });
    expect(project).toEqual({
      title: 'FlashInfer',
      description: 'Library for fast LLM inference kernels',
      link: 'github.com/me/flashinfer',
      bullet_points: ['Achieved 2.8x speedup'],
    });
  });

  it('keeps links out of the other header fields', () => {
    expect(readHeader([line('Widget | github.com/me/widget')]).links).toEqual(['github.com/me/widget']);
  });

  it('rejoins a link that a narrow column wrapped', () => {
    const next = line('paralegal');
    expect(continueLink('linkedin.com/in/jamesoconnor-', 'linkedin.com/in/jamesoconnor-', next)).toBe(
      'linkedin.com/in/jamesoconnor-paralegal',
    );
    expect(continueLink('xing.com/profile/', 'xing.com/profile/', line('olivia_brandt'))).toBe(
      'xing.com/profile/olivia_brandt',
    );
    expect(continueLink('jane.dev', 'jane.dev', line('Austin, TX'))).toBe('jane.dev');
    expect(continueLink('site.com/a-', 'site.com/a-', line('(555) 123-4567'))).toBe('site.com/a-');
  });

  it('reads a degree too long for the heading from the line under the school', () => {
    const edu = toEducation({
      header: [line('University of Houston', { parts: ['University of Houston', '2011 – 2015'] })],
      meta: [],
      bullets: ['Bachelor of Business Administration, Supply Chain Management'],
      leadingProse: 1,
    });
    expect(edu).toMatchObject({
      school: 'University of Houston',
      degree: 'Bachelor of Business Administration, Supply Chain Management',
      dates: '2011 – 2015',
    });
  });

  it('joins a certification’s wrapped abbreviation to its name', () => {
    expect(
      toCertifications([line('SHRM Certified Professional'), line('(SHRM-CP)'), line('PMP')]).map(
        (c) => c.name,
      ),
    ).toEqual(['SHRM Certified Professional (SHRM-CP)', 'PMP']);
  });

  it('reads labelled contact lines wherever they sit', () => {
    const header = [line('Amara Okafor')];
    const elsewhere = [
      line('Experience'),
      line('Phone: (614) 555-0142'),
      line('E-mail: amara.okafor@example.com'),
      line('LinkedIn: linkedin.com/in/amara-okafor'),
      line('Address: Columbus, OH'),
    ];
    expect(findContact(header, [...header, ...elsewhere])).toEqual({
      email: 'amara.okafor@example.com',
      phone: '(614) 555-0142',
      location: 'Columbus, OH',
      link: 'linkedin.com/in/amara-okafor',
    });
  });

  it('keeps "X and Y" whole when it names one activity, splits two products', () => {
    expect(
      toSkills([line('Scaling and Root Planing, Sales and Marketing, Windows and Mac OS, Kafka and Go')]),
    ).toEqual(['Scaling and Root Planing', 'Sales and Marketing', 'Windows', 'Mac OS', 'Kafka', 'Go']);
  });

  it("reads a functional resume's skill areas: accomplishment sentences are not skills", () => {
    const area = { isBold: true, size: 10.5 };
    const listed = [
      line('Menu Development', { ...area, top: 200 }),
      line('Run a line of eight cooks for dinner service of up to 180 covers', { x: 62, top: 215 }),
      line('Lowered food cost from 34% to 29% through whole-animal butchery', { x: 62, top: 229 }),
      line('Leadership', { ...area, top: 248 }),
      line('Trained new cooks on prep standards and station set-up', { x: 62, top: 263 }),
      line('Skills: Menu Development, Food Cost Control, Fresh Pasta, Butchery, Inventory', {
        top: 287,
        right: 520,
      }),
      line('Management, ServSafe Practices', { top: 301 }),
    ];
    expect(toSkills(listed)).toEqual([
      'Menu Development',
      'Food Cost Control',
      'Fresh Pasta',
      'Butchery',
      'Inventory Management',
      'ServSafe Practices',
    ]);
    // Without a list of its own, the areas are the skills; a short item list under a sub-heading stays a list.
    expect(toSkills(listed.slice(0, 5))).toEqual(['Menu Development', 'Leadership']);
    expect(
      toSkills([
        line('Tools', { ...area, top: 200 }),
        line('• Figma', { top: 215 }),
        line('• Adobe Illustrator', { top: 229 }),
      ]),
    ).toEqual(['Tools', 'Figma', 'Adobe Illustrator']);
  });

  it('ends the cells of a skill grid that wrap, but not with their levels', () => {
    const cellRow = (cells: [string, number][], top: number) =>
      line(cells.map(([t]) => t).join(' '), {
        parts: cells.map(([t]) => t),
        top,
        items: cells.map(([t, x]) => item(t, x, top)),
      });
    const grid = [
      cellRow(
        [
          ['▪ Anticoagulation', 79],
          ['▪ Antimicrobial', 231],
          ['▪ Renal Dosing', 383],
        ],
        224,
      ),
      cellRow(
        [
          ['Management', 79],
          ['Stewardship', 231],
        ],
        238,
      ),
    ];
    expect(toSkills(grid)).toEqual([
      'Anticoagulation Management',
      'Antimicrobial Stewardship',
      'Renal Dosing',
    ]);
    const levels = [
      grid[0] ?? line(''),
      cellRow(
        [
          ['Expert', 79],
          ['Advanced', 231],
        ],
        238,
      ),
    ];
    expect(toSkills(levels)).not.toContain('Anticoagulation Expert');
  });

  it('joins the wrapped values of a label cell', () => {
    const row = line('Electrical Conduit Bending, Three-Phase Power, Motor Controls, Fire Alarm', {
      parts: ['Electrical', 'Conduit Bending, Three-Phase Power, Motor Controls, Fire Alarm'],
      x: 147,
      right: 540,
      top: 568,
    });
    expect(toSkills([row, line('Systems', { x: 209, top: 582 })])).toEqual([
      'Conduit Bending',
      'Three-Phase Power',
      'Motor Controls',
      'Fire Alarm Systems',
    ]);
  });

  it('joins the short tail of a wrapped skill list', () => {
    expect(
      toSkills([
        line('Scaling, Digital Radiography, Periodontal Charting, Local Anesthesia, Dentrix, Patient', {
          x: 54,
          right: 533,
        }),
        line('Education', { x: 54, right: 101 }),
      ]),
    ).toEqual([
      'Scaling',
      'Digital Radiography',
      'Periodontal Charting',
      'Local Anesthesia',
      'Dentrix',
      'Patient Education',
    ]);
  });

  it('reads a label cell beside values split by bars as the row category', () => {
    expect(
      readSkillGroups([
        line('Tech Stack Tableau | Python | PostgreSQL', {
          parts: ['Tech Stack', 'Tableau | Python | PostgreSQL'],
        }),
      ]),
    ).toEqual([{ category: 'Tech Stack', skills: ['Tableau', 'Python', 'PostgreSQL'] }]);
  });

  it('reads a bold undated line under bold dated certifications as another certification', () => {
    expect(
      toCertifications([
        line('2017 Applied Data Science, Coursera', {
          isBold: true,
          parts: ['2017', 'Applied Data Science, Coursera'],
        }),
        line('SQL Fundamentals Track, Datacamp', { isBold: true }),
        line('2022 AWS Certified Security', { isBold: true, parts: ['2022', 'AWS Certified Security'] }),
        line('Amazon Web Services'),
      ]),
    ).toEqual([
      { name: 'Applied Data Science, Coursera', year: '2017' },
      { name: 'SQL Fundamentals Track, Datacamp', year: '' },
      { name: 'AWS Certified Security', year: '2022' },
    ]);
  });
  it('joins a certification a narrow column wrapped, and keeps names set apart as paragraphs', () => {
    const at = (text: string, top: number) =>
      line(text, { x: 421, top, right: 421 + text.length * 4.5, size: 9 });
    const edge = () => 530;
    expect(
      toCertifications(
        [
          at('Oregon Dental Hygiene', 275),
          at('License', 287),
          at('Local Anesthesia', 301),
          at('Endorsement', 313),
        ],
        edge,
      ).map((c) => c.name),
    ).toEqual(['Oregon Dental Hygiene License', 'Local Anesthesia Endorsement']);
    // The widest name sets no edge of its own, and a wide column leaves room: each line is a name.
    expect(
      toCertifications(
        [at('Licensed Veterinary Technician (LVT)', 275), at('Fear Free Certified', 287)],
        (l) => l.right,
      ).map((c) => c.name),
    ).toEqual(['Licensed Veterinary Technician (LVT)', 'Fear Free Certified']);
    expect(toCertifications([at('CPR', 275), at('BLS', 287)], () => 560).map((c) => c.name)).toEqual([
      'CPR',
      'BLS',
    ]);
    // A name that stops on "in" goes on below, wherever the edge is.
    expect(
      toCertifications([
        line('ACA, Institute of Chartered Accountants in', { top: 315 }),
        line('England and Wales (2019)', { top: 328 }),
      ]),
    ).toEqual([{ name: 'ACA, Institute of Chartered Accountants in England and Wales', year: '2019' }]);
  });
});
