import { describe, expect, it } from 'vitest';
import { defined } from '../defined.test-helpers.ts';
import { docxHtmlToPages } from './docx-layout.ts';
import { buildLines } from './lines.ts';
import { parseResume } from './parse-resume.ts';

const lines = (html: string) => buildLines(docxHtmlToPages(html)).flat();

describe('laying out a Word document for the parser', () => {
  it('sets headings bold and larger, and a right tab stop apart from the text before it', () => {
    const [name, heading, title, dates] = lines(
      '<h1>Ada Park</h1><h2>Experience</h2><p><strong>Data Analyst</strong>\tMar 2021 – Present</p>',
    );
    expect(name).toMatchObject({ text: 'Ada Park', isBold: true });
    expect(defined(name).size).toBeGreaterThan(defined(heading).size);
    expect(defined(title).text).toBe('Data Analyst');
    expect(defined(dates).text).toBe('Mar 2021 – Present');
    expect(defined(dates).top).toBe(defined(title).top);
    expect(defined(dates).right).toBeGreaterThan(500);
  });

  it("ends a wrapped line's text at its last letter, not at the space after it", () => {
    const wrapped = lines(`<p>${'lorem ipsum '.repeat(30)}</p>`);
    expect(wrapped.length).toBeGreaterThan(2);
    for (const l of wrapped) {
      expect(l.text).not.toMatch(/\s$/);
      expect(l.right).toBeLessThanOrEqual(612 - 54 + 0.5);
      expect(l.right - l.x).toBeCloseTo(l.text.length * 10 * 0.5, 0);
    }
  });

  it('keeps a link that shows a word as its address, and decodes entities', () => {
    const [line] = lines(
      '<p><a href="https://github.com/adapark">GitHub</a> &amp; <a href="mailto:ada@example.com">ada@example.com</a></p>',
    );
    expect(defined(line).text).toBe('GitHub (https://github.com/adapark) & ada@example.com');
  });

  it('wraps long paragraphs at the column edge and puts table cells side by side', () => {
    const long = 'word '.repeat(60);
    const wrapped = lines(`<p>${long}</p>`);
    expect(wrapped.length).toBeGreaterThan(2);
    const cells = defined(
      buildLines(
        docxHtmlToPages('<table><tr><td><p>Skills</p></td><td><p>SQL, Python, Tableau</p></td></tr></table>'),
      )[0],
    );
    expect(cells.map((l) => l.text)).toEqual(['Skills', 'SQL, Python, Tableau']);
    expect(defined(cells[1]).x).toBeGreaterThan(defined(cells[0]).right);
  });

  it('reads a whole Word resume through the parser', () => {
    const html = [
      '<h1>Ada Park</h1>',
      '<p>ada@example.com | (555) 010-2000 | Denver, CO</p>',
      '<h2>Experience</h2>',
      '<p><strong>Data Analyst</strong>\tMar 2021 – Present</p>',
      '<p><em>Northwind Traders</em></p>',
      '<ul><li>Built weekly sales dashboards used by 40 store managers</li><li>Cut report preparation time by half</li></ul>',
      '<h2>Skills</h2>',
      '<p>SQL, Python, Tableau</p>',
    ].join('');
    const { data } = parseResume(docxHtmlToPages(html));
    expect(data.name).toBe('Ada Park');
    expect(data.contact.email).toBe('ada@example.com');
    expect(data.experience).toHaveLength(1);
    expect(data.experience[0]).toMatchObject({ job_title: 'Data Analyst', company: 'Northwind Traders' });
    expect(defined(data.experience[0]).bullet_points).toHaveLength(2);
    expect(data.skills).toEqual(expect.arrayContaining(['SQL', 'Python', 'Tableau']));
  });

  it('starts a new page when a page is full', () => {
    const pages = docxHtmlToPages(`<p>${'line<br/>'.repeat(80)}</p>`);
    expect(pages.length).toBe(2);
  });
});
