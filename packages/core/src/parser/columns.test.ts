import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { isKeyValueTable, isLabelText, leftTail, orderLines, readLabelColumn } from './columns.ts';
import { line } from './test-helpers.ts';

describe('orderLines', () => {
  it('reads a sidebar layout left column first, then the right column', () => {
    const left = ['SKILLS', 'TypeScript', 'Go', 'SQL', 'Docker'].map((t, i) =>
      line(t, { x: 30, top: 150 + i * 14 }),
    );
    const right = [
      'EXPERIENCE',
      'Engineer at Acme',
      'Built the billing system',
      'Led a team of four',
      'Shipped v2',
    ].map((t, i) => line(t, { x: 220, top: 150 + i * 14 }));
    const header = line('Jane Doe — Engineer — jane@example.com — +1 555 010 0000 — Remote', {
      x: 30,
      top: 80,
    });
    const ordered = orderLines([[header, ...left, ...right]], [612]);
    expect(ordered.map((l) => l.text)).toEqual([
      header.text,
      ...left.map((l) => l.text),
      ...right.map((l) => l.text),
    ]);
  });

  it('keeps right-aligned dates on their row in a one-column layout', () => {
    const rows: ReturnType<typeof line>[] = [];
    for (let i = 0; i < 5; i++) {
      const top = 100 + i * 40;
      rows.push(line(`Company ${i}`, { x: 50, top }));
      const date = `Jan 201${i} – Dec 201${i}`;
      rows.push(line(date, { x: 560 - date.length * 5, top }));
      rows.push(
        line('• A long bullet describing the work that spans most of the page width here', {
          x: 60,
          top: top + 14,
          right: 560,
        }),
      );
    }
    const ordered = orderLines([rows], [612]);
    expect(defined(ordered[0]).parts).toEqual(['Company 0', 'Jan 2010 – Dec 2010']);
    expect(defined(ordered[1]).text).toMatch(/^• A long bullet/);
  });

  describe('label columns', () => {
    // A word-processor table: a label cell per section, level with the first line of the block beside it.
    const label = (text: string, top: number) => line(text, { x: 55, top, size: 11, isBold: true });
    const cell = (text: string, top: number) => line(text, { x: 190, top });
    const left = [label('Profile', 130), label('Experience', 175), label('Work Tools', 260)];
    const right = [
      cell('Calm and precise nurse with eight years on cardiac wards and a', 130),
      cell('steady hand with new graduates.', 143),
      cell('Charge Nurse', 175),
      cell('Riverside Hospital', 188),
      cell('• Coordinated care for a 32-bed unit', 201),
      cell('• Precepted new graduates', 214),
      cell('Epic, Pyxis, Cerner', 260),
    ];

    it('reads each label as the heading of the block beside it, down to the next label', () => {
      const ordered = readLabelColumn(left, right);
      expect(ordered?.map((l) => [l.text, l.isLabel ?? false])).toEqual([
        ['Profile', true],
        [defined(right[0]).text, false],
        [defined(right[1]).text, false],
        ['Experience', true],
        ['Charge Nurse', false],
        ['Riverside Hospital', false],
        ['• Coordinated care for a 32-bed unit', false],
        ['• Precepted new graduates', false],
        ['Work Tools', true],
        ['Epic, Pyxis, Cerner', false],
      ]);
    });

    it('reads labels on the right as well', () => {
      const mirrored = readLabelColumn(
        right.map((l) => ({ ...l, x: 55, right: 400 })),
        left.map((l) => ({ ...l, x: 450, right: 520 })),
      );
      expect(mirrored?.filter((l) => l.isLabel).map((l) => l.text)).toEqual([
        'Profile',
        'Experience',
        'Work Tools',
      ]);
    });

    it('needs labels level with the start of a block, not with lines inside one', () => {
      // "Riverside Hospital" sits inside the Experience block: a sidebar line beside it is no label.
      const sidebar = [label('Profile', 130), label('Experience', 175), label('Languages', 188)];
      expect(readLabelColumn(sidebar, right)).toBeNull();
    });

    it('is not a label column when the narrow column holds its own content (a sidebar)', () => {
      const sidebar = [
        label('Skills', 130),
        line('Epic', { x: 55, top: 143 }),
        line('Telemetry', { x: 55, top: 156 }),
        label('Languages', 175),
        line('English', { x: 55, top: 188 }),
        line('Igbo', { x: 55, top: 201 }),
        label('Hobbies', 260),
        line('Running', { x: 55, top: 273 }),
      ];
      expect(readLabelColumn(sidebar, right)).toBeNull();
    });

    it('takes short heading-like text as labels, never contact details, dates or sentences', () => {
      expect(['Experience', 'Work History', 'KEY SKILLS', 'About Me'].every(isLabelText)).toBe(true);
      expect(
        [
          'Phone: (614) 555-0142',
          'jane@example.com',
          '2019 – 2021',
          'Led the team.',
          'A very long label of many words',
        ].some(isLabelText),
      ).toBe(false);
    });

    it('orders a page with a header table above a label column', () => {
      const header = [
        line('Amara Okafor', { x: 55, top: 64, size: 20, isBold: true }),
        line('Registered Nurse', { x: 55, top: 80, size: 12 }),
        line('Phone: (614) 555-0142', { x: 450, top: 54 }),
        line('E-mail: amara@example.com', { x: 400, top: 67 }),
        line('Address: Columbus, OH', { x: 440, top: 80 }),
      ];
      const ordered = orderLines([[...header, ...left, ...right]], [612]);
      expect(ordered.map((l) => l.text).slice(0, 7)).toEqual([
        'Amara Okafor',
        'Registered Nurse',
        'Phone: (614) 555-0142',
        'E-mail: amara@example.com',
        'Address: Columbus, OH',
        'Profile',
        defined(right[0]).text,
      ]);
    });
  });

  it('follows a label column onto a page with a single label, borrowing the gutter of the first page', () => {
    const label = (text: string, top: number, page: number) =>
      line(text, { x: 55, top, size: 11, isBold: true, page });
    const cell = (text: string, top: number, page: number) => line(text, { x: 190, top, page });
    const first = [
      label('Profile', 130, 0),
      cell('Calm and precise nurse with eight years on cardiac wards.', 130, 0),
      label('Experience', 175, 0),
      cell('Charge Nurse', 175, 0),
      cell('Riverside Hospital', 188, 0),
      cell('• Coordinated care for a 32-bed unit', 201, 0),
      cell('• Precepted new graduates', 214, 0),
      cell('Staff Nurse', 240, 0),
      cell('Grant Medical Center', 253, 0),
      label('Honours', 300, 0),
      cell('Nurse of the Year', 300, 0),
    ];
    const second = [
      cell('• Served on the falls committee', 60, 1),
      cell('• Trained new staff', 73, 1),
      label('Education', 110, 1),
      cell('BSc Nursing', 110, 1),
      cell('Ohio State University', 123, 1),
    ];
    const ordered = orderLines([first, second], [612, 612]);
    expect(ordered.filter((l) => l.isLabel).map((l) => l.text)).toEqual([
      'Profile',
      'Experience',
      'Honours',
      'Education',
    ]);
    expect(ordered.slice(-5).map((l) => l.text)).toEqual([
      '• Served on the falls committee',
      '• Trained new staff',
      'Education',
      'BSc Nursing',
      'Ohio State University',
    ]);
  });

  it('reads a left line printed below the whole right column after it (a heading under a header table)', () => {
    const left = [line('Jane Doe', { top: 60 }), line('Nurse', { top: 75 }), line('Profile', { top: 120 })];
    const right = [
      line('Phone: 555 0100', { x: 400, top: 55 }),
      line('jane@example.com', { x: 400, top: 90 }),
    ];
    expect(leftTail(left, right).map((l) => l.text)).toEqual(['Profile']);
  });

  describe('key-value tables', () => {
    const key = (t: string, top: number) => line(t, { x: 162 - t.length * 5, top });
    const value = (t: string, top: number) => line(t, { x: 172, top });
    it('reads flush-right keys beside their values row by row, headings on rows of their own', () => {
      const left = [
        line('PERSONAL INFORMATION', { x: 54, top: 64 }),
        key('Name', 82),
        key('Telephone', 100),
        line('WORK EXPERIENCE', { x: 54, top: 130 }),
        key('2019 – 2023', 150),
      ];
      const right = [
        value('Grace Mensah', 82),
        value('(612) 555-0178', 100),
        value('Site Engineer', 150),
        value('Ardent Builders, Leeds, UK', 163),
        value('• Ran the site diary', 176),
      ];
      expect(isKeyValueTable(left, right)).toBe(true);
      const order = orderLines([[...left, ...right]], [612]).map((l) => l.parts);
      expect(order.slice(0, 5)).toEqual([
        ['PERSONAL INFORMATION'],
        ['Name', 'Grace Mensah'],
        ['Telephone', '(612) 555-0178'],
        ['WORK EXPERIENCE'],
        ['2019 – 2023', 'Site Engineer'],
      ]);
    });

    it('is no key column when the left lines are left-aligned or run beside the other column (a sidebar)', () => {
      const right = [0, 1, 2, 3].map((k) => value(`Main text line ${k}`, 100 + 14 * k));
      const sidebar = ['Skills', 'Excel', 'Payroll', 'Sage'].map((t, k) =>
        line(t, { x: 40, top: 100 + 14 * k }),
      );
      expect(isKeyValueTable(sidebar, right)).toBe(false);
      const keysWithProse = [
        key('Name', 100),
        key('Phone', 114),
        key('Email', 128),
        line('Languages', { x: 40, top: 135 }),
      ];
      expect(isKeyValueTable(keysWithProse, right)).toBe(false);
    });
  });
});
