import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { buildLines } from './lines.ts';
import { item } from './test-helpers.ts';
import { cleanText } from './text.ts';

const page = (items: ReturnType<typeof item>[]) => [{ width: 612, height: 792, items }];

describe('buildLines', () => {
  it('merges items on one baseline and inserts spaces only at real gaps', () => {
    const [lines] = buildLines(
      page([
        item('Hello', 50, 100, { width: 25 }),
        item('world', 78, 100.4, { width: 25 }),
        item('!', 103, 100, { width: 3 }),
      ]),
    );
    expect(defined(lines).map((l) => l.text)).toEqual(['Hello world!']);
  });

  it('splits a wide gap into parts, as for a right-aligned date', () => {
    const [lines] = buildLines(
      page([item('Acme Corp', 50, 100, { width: 45 }), item('2019 – 2021', 480, 100, { width: 50 })]),
    );
    expect(defined(lines).map((l) => l.parts)).toEqual([['Acme Corp'], ['2019 – 2021']]);
  });

  it('replaces ligatures, joins letter-spaced capitals and drops icon fonts', () => {
    const [lines] = buildLines(
      page([
        item('E X P E R I E N C E', 50, 80, { width: 90 }),
        item('GITHUB-SQUARE', 50, 100, { fontName: 'ABCDEF+FontAwesome7Brands-Regular', width: 8 }),
        item('Eﬃcient ﬁles', 62, 100, { width: 60 }),
      ]),
    );
    expect(defined(lines).map((l) => l.text)).toEqual(['EXPERIENCE', 'Efficient files']);
  });

  it('detects bold fonts by name and drops page numbers in the margin', () => {
    const [lines] = buildLines(
      page([
        item('Jane Doe', 50, 60, { fontName: 'XYZ+Lato-Bold', height: 20, width: 80 }),
        item('Page 1 of 2', 280, 770),
      ]),
    );
    expect(lines).toHaveLength(1);
    expect(defined(lines)[0]).toMatchObject({ text: 'Jane Doe', isBold: true, size: 20 });
  });

  it('splits rows at a table gutter narrower than a segment gap, once several rows share it', () => {
    const rows = [
      ['Name', 'Grace Mensah'],
      ['Address', 'Minneapolis, MN'],
      ['Telephone', '(612) 555-0178'],
    ].flatMap(([key, value], k) => [
      item(defined(key), 162 - defined(key).length * 5, 100 + 18 * k),
      item(defined(value), 173, 100 + 18 * k),
    ]);
    const [lines] = buildLines(page(rows));
    expect(defined(lines).map((l) => l.text)).toEqual([
      'Name',
      'Grace Mensah',
      'Address',
      'Minneapolis, MN',
      'Telephone',
      '(612) 555-0178',
    ]);
    // The same gap on a single row is just a wide space.
    const [single] = buildLines(page(rows.slice(0, 2)));
    expect(defined(single).map((l) => l.text)).toEqual(['Name Grace Mensah']);
  });

  it('splits a main-column line from the sidebar text beside it where sidebar lines start', () => {
    const [lines] = buildLines(
      page([
        item('d.reyes@example.org', 402, 87),
        item('+1 512 555 0187', 402, 100),
        item('Austin, TX', 402, 113),
        item('Mathematics teacher who turns algebra into problems', 53, 127, { width: 337 }),
        item('danielreyes.dev', 402, 127),
      ]),
    );
    expect(
      defined(lines)
        .filter((l) => l.top === 127)
        .map((l) => l.text),
    ).toEqual(['Mathematics teacher who turns algebra into problems', 'danielreyes.dev']);
  });

  it('reads pictographs before contact items as separators', () => {
    expect(cleanText('☎ (312) 555-0181 ✉ hello@example.com ⌂ Chicago, IL 📍 Remote')).toBe(
      '• (312) 555-0181 • hello@example.com • Chicago, IL • Remote',
    );
    expect(cleanText('Python ★★★★☆')).toBe('Python ★★★★☆');
  });

  it('drops a running "Name — Page 2" line at the top of a page', () => {
    const [, second] = buildLines([
      { width: 612, height: 792, items: [item('Sofia Alvarez', 58, 70)] },
      {
        width: 612,
        height: 792,
        items: [item('Sofia Alvarez — Page 2', 58, 61), item('Marketing Assistant', 58, 87)],
      },
    ]);
    expect(defined(second).map((l) => l.text)).toEqual(['Marketing Assistant']);
  });
});
