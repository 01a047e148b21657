import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { joinWrappedDateCells, leftRoomFor, splitEntries } from './entries.ts';
import { item, line } from './test-helpers.ts';

const body = { size: 10, fontName: 'Body' };
const bold = { isBold: true, fontName: 'Body-Bold' };

describe('splitEntries', () => {
  it('starts an entry at each heading line after bullets and joins wrapped bullets', () => {
    const entries = splitEntries(
      [
        line('Acme Corp', {
          ...bold,
          parts: ['Acme Corp', 'Jan 2020 – Present'],
          text: 'Acme Corp Jan 2020 – Present',
        }),
        line('Senior Engineer', { isItalic: true, fontName: 'Body-Italic' }),
        line('• Built the billing system used by 2M cus-', { x: 50 }),
        line('tomers every month', { x: 58 }),
        line('• Led a team of four'),
        line('Globex', { ...bold, parts: ['Globex', '2018 - 2019'], text: 'Globex 2018 - 2019' }),
        line('▪ Shipped the mobile app'),
      ],
      body,
    );
    expect(entries.map((e) => [e.header.map((l) => l.text), e.bullets])).toEqual([
      [
        ['Acme Corp Jan 2020 – Present', 'Senior Engineer'],
        ['Built the billing system used by 2M customers every month', 'Led a team of four'],
      ],
      [['Globex 2018 - 2019'], ['Shipped the mobile app']],
    ]);
  });

  it('moves dates printed beside a bullet into the entry and splits plain-text paragraphs', () => {
    const entries = splitEntries(
      [
        line('Initech, Analyst', {
          parts: ['Initech, Analyst', 'Austin, TX'],
          text: 'Initech, Analyst Austin, TX',
        }),
        line('• Automated the weekly TPS reports for the whole floor', {
          parts: ['• Automated the weekly TPS reports for the whole floor', 'May 2019 – Aug 2019'],
        }),
      ],
      body,
    );
    expect(entries).toHaveLength(1);
    expect(defined(entries[0]).meta).toEqual(['May 2019 – Aug 2019']);
    expect(defined(entries[0]).bullets).toEqual(['Automated the weekly TPS reports for the whole floor']);
  });

  it('starts a paragraph where the line above left room for the next line’s first word', () => {
    // List markers drawn as shapes leave no glyph: only the ragged right edge shows where items end.
    const above = line('Run a line of eight cooks for dinner service', { x: 60, right: 380 });
    const next = line('Lowered food cost by a fifth', { x: 60, right: 300 });
    const wrapped = line('service of up to 180 covers', { x: 60, right: 300 });
    expect(leftRoomFor(above, next, 560)).toBe(true);
    expect(leftRoomFor({ ...above, right: 540 }, next, 560)).toBe(false);
    expect(leftRoomFor(above, wrapped, 560)).toBe(false);
    expect(leftRoomFor({ ...above, text: 'Run a line of eight cooks and' }, next, 560)).toBe(false);
  });

  it('reads a year after a preposition as part of a sentence, not an entry’s dates', () => {
    const entries = splitEntries(
      [
        line('Account Executive', { ...bold, parts: ['Account Executive', '2018 – 2020'] }),
        line('Grew a territory of 60 accounts'),
        line('Named President’s Club member in 2019'),
      ],
      body,
    );
    expect(entries).toHaveLength(1);
  });

  it('keeps a wrapped bullet whole where the section’s text wraps short of a date column', () => {
    // Bullets wrap at 435 (dates have the column beyond); a paragraph elsewhere reaches the page edge.
    const entries = splitEntries(
      [
        line('Nexus AI, Co-Founder & CTO', {
          ...bold,
          parts: ['Nexus AI, Co-Founder & CTO', 'June 2023 – present'],
        }),
        line('• Raised $18M Series A led by Sequoia Capital, with participation from Founders', {
          x: 60,
          right: 435,
        }),
        line('Fund', { x: 68, right: 90 }),
        line('• Scaled engineering team from 3 to 28 across ML research and applied AI', {
          x: 60,
          right: 435,
        }),
        line('divisions', { x: 68, right: 105 }),
      ],
      body,
      () => 556,
    );
    expect(defined(entries[0]).bullets).toEqual([
      'Raised $18M Series A led by Sequoia Capital, with participation from Founders Fund',
      'Scaled engineering team from 3 to 28 across ML research and applied AI divisions',
    ]);
  });

  it('reads a long entry line that ends in its date range as the entry heading', () => {
    const entries = splitEntries(
      [
        line(
          'Oregon Institute of Technology, Klamath Falls, OR — Bachelor of Science in Dental Hygiene 2013 – 2017',
          { right: 558 },
        ),
      ],
      body,
    );
    expect(entries.map((e) => [e.header.length, e.bullets])).toEqual([[1, []]]);
  });

  it('keeps one-line bullets without glyphs apart although two of them end at the same edge', () => {
    const entries = splitEntries(
      [
        line('Willamette Periodontics — Dental Hygienist', {
          ...bold,
          parts: ['Willamette Periodontics — Dental Hygienist', 'Sep 2020 – Present'],
          right: 558,
        }),
        line('See eight to ten periodontal maintenance patients a day', { x: 66, right: 326 }),
        line('Introduced a recall system that raised re-appointment rates', { x: 66, right: 416 }),
        line('Rose City Family Dental — Dental Hygienist', {
          ...bold,
          parts: ['Rose City Family Dental — Dental Hygienist', 'Jul 2017 – Aug 2020'],
          right: 558,
        }),
        line('Provided cleanings, sealants and fluoride treatments for adults', { x: 66, right: 416 }),
        line('Took and read full-mouth radiographs', { x: 66, right: 240 }),
      ],
      body,
      () => 529,
    );
    expect(entries.map((e) => e.bullets.length)).toEqual([2, 2]);
  });

  it('takes an employer with its place under the title into the heading, however long', () => {
    const entries = splitEntries(
      [
        line('Aug 2015 – Apr 2019 Apprentice Electrician', {
          ...bold,
          parts: ['Aug 2015 – Apr 2019', 'Apprentice Electrician'],
        }),
        line('Lakes Area Electrical Contractors, St. Paul, MN', { x: 172 }),
        line('• Completed 8,000 supervised hours', { x: 180 }),
      ],
      body,
    );
    expect(defined(entries[0]).header.map((l) => l.text)).toHaveLength(2);
    expect(defined(entries[0]).bullets).toEqual(['Completed 8,000 supervised hours']);
  });

  it('starts a new item where lines sit further apart than a wrapped line and its continuation', () => {
    const at = (text: string, top: number, right: number) => line(text, { x: 249, top, right });
    const entries = splitEntries(
      [
        line('Bristol Central Library | Bristol, UK | Sep 2018 – Present', {
          x: 237,
          top: 220.5,
          right: 514,
        }),
        at('Run weekly story times and a Saturday code club for ages 8 to 12', 235.5, 579),
        at('Grew Summer Reading Challenge sign-ups by 40% through school', 249.75, 581),
        at('visits', 263.25, 275),
      ],
      body,
    );
    expect(defined(entries[0]).bullets).toEqual([
      'Run weekly story times and a Saturday code club for ages 8 to 12',
      'Grew Summer Reading Challenge sign-ups by 40% through school visits',
    ]);
  });

  it('reads a one-line-per-job employment list as one entry per line', () => {
    const body = { size: 10, fontName: 'Body' };
    const row = (title: string, dates: string, top: number) =>
      line(`${title} ${dates}`, { parts: [title, dates], top, fontName: 'Body' });
    const entries = splitEntries(
      [
        row('Sous Chef, Osteria Marina, San Francisco, CA', 'April 2019 – Present', 100),
        row('Line Cook, Greens Restaurant, San Francisco, CA', 'June 2015 – March 2019', 114),
        row('Prep Cook, Zuni Café, San Francisco, CA', '2013 – 2015', 128),
      ],
      body,
    );
    expect(entries.map((e) => e.header.map((l) => l.parts[0]))).toEqual([
      ['Sous Chef, Osteria Marina, San Francisco, CA'],
      ['Line Cook, Greens Restaurant, San Francisco, CA'],
      ['Prep Cook, Zuni Café, San Francisco, CA'],
    ]);
    expect(entries.every((e) => e.bullets.length === 0)).toBe(true);
  });
  it('completes a range that a narrow date column wrapped, and reads the rows beside it as one entry each', () => {
    const row = (cell: string, beside: string, top: number, besideX = 163) =>
      line(`${cell} ${beside}`, {
        parts: [cell, beside],
        x: 54,
        top,
        items: [item(cell, 54, top), item(beside, besideX, top)],
      });
    const text = (t: string, top: number) => line(t, { x: 163, top, items: [item(t, 163, top)] });
    const lines = [
      row('Jul 2019 –', 'Clinical Pharmacist, Harborview Medical Center, Seattle, WA', 207),
      row('Present', 'Round daily with internal medicine teams and manage vancomycin and', 223),
      text('warfarin dosing', 236),
      text('Rebuilt the heparin order set, reducing out-of-range results by 22%', 251),
      row('Jul 2018 – Jun', 'PGY-1 Pharmacy Resident, Providence Regional Medical Center, Everett,', 274),
      row('2019', 'WA', 289),
      text('Completed rotations in critical care, oncology and infectious diseases', 304),
      text('Presented a medication-use evaluation on fluoroquinolone prescribing', 319),
    ];
    const joined = joinWrappedDateCells(lines);
    expect(joined.map((l) => l.parts[0])).toEqual([
      'Jul 2019 – Present',
      'Round daily with internal medicine teams and manage vancomycin and',
      'warfarin dosing',
      'Rebuilt the heparin order set, reducing out-of-range results by 22%',
      'Jul 2018 – Jun 2019',
      'WA',
      'Completed rotations in critical care, oncology and infectious diseases',
      'Presented a medication-use evaluation on fluoroquinolone prescribing',
    ]);
    expect(defined(joined[1]).x).toBe(163);
    const entries = splitEntries(lines, body);
    expect(entries.map((e) => [e.header.map((l) => l.text).join(' / '), e.bullets])).toEqual([
      [
        'Jul 2019 – Present Clinical Pharmacist, Harborview Medical Center, Seattle, WA',
        [
          'Round daily with internal medicine teams and manage vancomycin and warfarin dosing',
          'Rebuilt the heparin order set, reducing out-of-range results by 22%',
        ],
      ],
      [
        'Jul 2018 – Jun 2019 PGY-1 Pharmacy Resident, Providence Regional Medical Center, Everett, / WA',
        [
          'Completed rotations in critical care, oncology and infectious diseases',
          'Presented a medication-use evaluation on fluoroquinolone prescribing',
        ],
      ],
    ]);
  });

  it('starts an unmarked item at a capitalised verb in the past, not after a full stop', () => {
    const at = (t: string, top: number) => line(t, { x: 163, top, right: 539, items: [item(t, 163, top)] });
    const head = line('Marketing Coordinator, Baptist Health', {
      ...bold,
      parts: ['Marketing Coordinator, Baptist Health', 'Jan 2022 – Present'],
      top: 207,
    });
    const items = splitEntries(
      [
        head,
        at('Plan and send twelve patient newsletters a year to 85,000 subscribers', 223),
        at('Organised community health fairs with an average of 600 visitors', 237),
      ],
      body,
    );
    expect(defined(items[0]).bullets).toHaveLength(2);
    const sentences = splitEntries(
      [
        head,
        at('Researched stablecoins, attestation processes, legislation and market trends.', 223),
        at('Developed and presented the stablecoin at the state bankers association.', 237),
      ],
      body,
    );
    expect(defined(sentences[0]).bullets).toHaveLength(1);
  });
  it('reads a Title Case line above a dated employer line as the next job, not a bullet tail', () => {
    const bullet = (t: string, top: number) =>
      line(`• ${t}`, { x: 238, top, items: [item('•', 238, top), item(t, 249, top)] });
    const plain = (t: string, top: number, parts = [t]) =>
      line(t, { x: 238, top, parts, items: [item(t, 238, top)] });
    const entries = splitEntries(
      [
        plain('Sous Chef', 207),
        plain('Osteria Marina | San Francisco, CA | April 2019 — Present', 220),
        bullet('Write the seasonal pasta menu each quarter with the executive chef', 277),
        plain('Line Cook', 297),
        plain('Greens Restaurant | San Francisco, CA | June 2015 — March 2019', 310),
        bullet('Worked grill, sauté and pasta stations', 325),
      ],
      body,
    );
    expect(entries.map((e) => e.header.map((l) => l.text)[0])).toEqual(['Sous Chef', 'Line Cook']);
  });
});
