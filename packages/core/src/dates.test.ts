import { describe, expect, it } from 'vitest';
import {
  dateRange,
  endsWithBareMonth,
  endsWithDash,
  findDateRange,
  isBareYear,
  isDateOnly,
  isRange,
  isRangeEnd,
  mergedYears,
  yearsIn,
} from './dates.ts';
import { defined } from './defined.test-helpers.ts';

const NOW = new Date('2026-04-15T00:00:00Z');
/** Months since year 0, as `dateRange` counts: month 1–12. */
const at = (year: number, month: number) => year * 12 + month - 1;

describe('findDateRange', () => {
  it.each([
    ['Acme — Jan 2020 – Present', 'Jan 2020 – Present'],
    ['January 2020 - Current', 'January 2020 - Current'],
    ['2019 - 2021', '2019 - 2021'],
    ['BSc, 2019–21', '2019–21'],
    ['03/2018 – 05/2020', '03/2018 – 05/2020'],
    ['Started 3/2018', '3/2018'],
    ['2018.03', '2018.03'],
    ['2016 / 09', '2016 / 09'],
    ['Intern, Summer 2019', 'Summer 2019'],
    ['Fall 2020 – Spring 2022', 'Fall 2020 – Spring 2022'],
    ['Summer 2013, 2014', 'Summer 2013, 2014'],
    ['Volunteer since 2019', 'since 2019'],
    ['Since March 2019', 'Since March 2019'],
    ["Barista '19 – '21", "'19 – '21"],
    ['Barista ’19–present', '’19–present'],
    ['2015 – now', '2015 – now'],
    ['2015 – to date', '2015 – to date'],
    ['July 2012 – Ongoing', 'July 2012 – Ongoing'],
    ['BSc Nursing, Expected May 2026', 'Expected May 2026'],
    ['May 2014', 'May 2014'],
    ['Certified 2019', '2019'],
    ['Sept. 2014 to June 2018', 'Sept. 2014 to June 2018'],
    ['Jan 2015 until Mar 2017', 'Jan 2015 until Mar 2017'],
    ['Jun 2016 — Feb 2020', 'Jun 2016 — Feb 2020'],
    ['Mar. 2010 Aug. 2017', 'Mar. 2010 Aug. 2017'],
    ['12 March 2019', '12 March 2019'],
  ])('finds the date in %j', (text, expected) => {
    expect(findDateRange(text)?.match).toBe(expected);
  });

  it.each(['Reduced latency by 2500 ms', 'GPA 3.97/4.00', 'Order #120190', 'Served 21 customers an hour'])(
    'finds no date in %j',
    (text) => {
      expect(findDateRange(text)).toBeNull();
    },
  );

  it('says where the date starts', () => {
    expect(findDateRange('Acme Corp, Jan 2020 – Present')).toEqual({
      match: 'Jan 2020 – Present',
      index: 11,
    });
  });
});

describe('dateRange', () => {
  it.each<[string, number, number]>([
    ['Jan 2020 – Present', at(2020, 1), at(2026, 4)],
    ['January 2020 - Current', at(2020, 1), at(2026, 4)],
    ['2019 - 2021', at(2019, 1), at(2021, 12)],
    ['2019–21', at(2019, 1), at(2021, 12)],
    ['2019-21', at(2019, 1), at(2021, 12)],
    ['2011 - 12', at(2011, 1), at(2012, 12)],
    ['1998–02', at(1998, 1), at(2002, 12)],
    ['03/2018 – 05/2020', at(2018, 3), at(2020, 5)],
    ['3/2018', at(2018, 3), at(2018, 3)],
    ['2018.03', at(2018, 3), at(2018, 3)],
    ['2018-03', at(2018, 3), at(2018, 3)],
    ['2016 / 09', at(2016, 9), at(2016, 9)],
    ['Summer 2019', at(2019, 6), at(2019, 6)],
    ['Fall 2020 – Spring 2022', at(2020, 9), at(2022, 3)],
    ['Autumn 2018 – Winter 2018', at(2018, 9), at(2018, 12)],
    ['since 2019', at(2019, 1), at(2026, 4)],
    ['Since March 2019', at(2019, 3), at(2026, 4)],
    ["'19 – '21", at(2019, 1), at(2021, 12)],
    ['’19–present', at(2019, 1), at(2026, 4)],
    ["'98 – '02", at(1998, 1), at(2002, 12)],
    ['2015 – now', at(2015, 1), at(2026, 4)],
    ['2015 to date', at(2015, 1), at(2026, 4)],
    ['2015 – ongoing', at(2015, 1), at(2026, 4)],
    ['Expected May 2026', at(2026, 5), at(2026, 5)],
    ['2022 – Expected 2026', at(2022, 1), at(2026, 12)],
    ['2019', at(2019, 1), at(2019, 12)],
    ['May 2014', at(2014, 5), at(2014, 5)],
    ['Jan 2020 – 2021', at(2020, 1), at(2021, 12)],
    ['2019 – Jun 2021', at(2019, 1), at(2021, 6)],
    ['Sept. 2014 to June 2018', at(2014, 9), at(2018, 6)],
    ['Jan 2015 until Mar 2017', at(2015, 1), at(2017, 3)],
    ['Jun 2016 — Feb 2020', at(2016, 6), at(2020, 2)],
    ['Summer 2013, 2014', at(2013, 6), at(2014, 12)],
    ['12 March 2019', at(2019, 3), at(2019, 3)],
  ])('reads %j as months', (text, start, end) => {
    expect(dateRange(text, NOW)).toEqual({ start, end });
  });

  it.each(['', 'Present', 'to date', 'ongoing', 'Jun 2021 – Jan 2019'])('reads no range from %j', (text) => {
    expect(dateRange(text, NOW)).toBeUndefined();
  });

  it('never ends a running range before it starts', () => {
    expect(dateRange('Jan 2027 – Present', NOW)).toEqual({ start: at(2027, 1), end: at(2027, 1) });
  });
});

describe('mergedYears', () => {
  it.each<[string, string[], number]>([
    ['nothing', [], 0],
    ['one range', ['2016 – 2019'], 4],
    ['overlapping roles once', ['Jan 2016 – Dec 2019', 'Jun 2018 – Present'], 10],
    ['back-to-back roles as one', ['Jan 2016 – Jun 2016', 'Jul 2016 – Dec 2016'], 1],
    ['a gap left out', ['Jan 2010 – Dec 2011', 'Jan 2015 – Dec 2015'], 3],
    ['part of a year down to whole years', ['Jan 2020 – Nov 2021'], 1],
  ])('counts %s', (_, written, years) => {
    const ranges = written.map((w) => defined(dateRange(w, NOW)));
    expect(mergedYears(ranges)).toBe(years);
  });
});

describe('parser helpers', () => {
  it.each<[string, number[]]>([
    ['Jan 2019 – ’21', [2019, 2021]],
    ['2019–21', [2019, 2021]],
    ['03/2018', [2018]],
    ['Jan 2020 – Present', [2020]],
  ])('lists the years in %j', (text, years) => {
    expect(yearsIn(text)).toEqual(years);
  });

  it.each<[string, boolean]>([
    ['2019 - 2021', true],
    ['Jan 2020 – Present', true],
    ['2019–21', true],
    ['Mar. 2010 Aug. 2017', true],
    ['2019', false],
    ['03/2018', false],
    ['since 2019', false],
  ])('tells whether %j has an end', (text, expected) => {
    expect(isRange(text)).toBe(expected);
  });

  it('tells a lone date from a date in a sentence', () => {
    expect(isDateOnly(' 2019 – 2021 ')).toBe(true);
    expect(isDateOnly('Acme 2019 – 2021')).toBe(false);
    expect(isBareYear('2019')).toBe(true);
    expect(isBareYear('2019 – 2021')).toBe(false);
    expect(isBareYear("'19")).toBe(false);
  });

  it('notices a range cut after its end month', () => {
    expect(endsWithBareMonth('June 2015 – March')).toBe(true);
    expect(endsWithBareMonth('June 2015 – March 2019')).toBe(false);
  });

  it('notices a range cut after its dash, and the end that completes it', () => {
    expect(endsWithDash('Jul 2019 –')).toBe(true);
    expect(endsWithDash('Jul 2019 – Present')).toBe(false);
    expect(endsWithDash('Sales –')).toBe(false);
    for (const end of ['Present', 'current', 'May 2019', '2019', '03/2021'])
      expect(isRangeEnd(end), end).toBe(true);
    for (const other of ['Round daily with teams', 'WA', '2019 Round'])
      expect(isRangeEnd(other), other).toBe(false);
  });
});
