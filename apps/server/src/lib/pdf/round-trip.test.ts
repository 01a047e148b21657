import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { layoutResume, SECTION_TITLES } from '@tailor/core/layout/layout';
import { normalizeResumeData } from '@tailor/core/normalize';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractPdfPages } from '../../features/resumes/pdf-text.ts';
import { renderPdf } from './render-pdf.ts';
import { roundTripCorpus } from './round-trip.ts';

// Ground truth of the in-repo resume fixtures: whole resumes of many shapes, made up for the tests.
const corpus = resolve(import.meta.dirname, '../../../../../fixtures/resumes');
const resumes = readdirSync(corpus)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ file: f, data: normalizeResumeData(JSON.parse(readFileSync(resolve(corpus, f), 'utf8'))) }));

describe('PDF round trip', () => {
  it('reads our own PDFs back into the resume they were made from (corpus score ≥ 97)', async () => {
    const { overall, rows, predictionDir } = await roundTripCorpus(corpus);
    rmSync(predictionDir, { recursive: true, force: true });
    const weakest = rows
      .sort((a, b) => a.score - b.score)
      .slice(0, 5)
      .map((r) => `${r.resume} ${r.score}`);
    expect(overall, `weakest: ${weakest.join(', ')}`).toBeGreaterThanOrEqual(97);
  }, 120_000);

  it('prints each section heading on the page the structure names', async () => {
    for (const { file, data } of resumes) {
      const layout = layoutResume(data);
      const pages = await extractPdfPages(renderPdf(layout, { title: data.name, author: data.name }));
      expect(pages, file).toHaveLength(layout.pages.length);
      expect(layout.structure.length, file).toBeGreaterThan(0);
      for (const { name, page } of layout.structure) {
        const text = pages[page - 1]!.items.map((i) => i.str);
        expect(text, `${file}: ${name} on page ${page}`).toContain(SECTION_TITLES[name]);
      }
    }
  }, 120_000);

  it('sets the title and author and extracts in reading order', async () => {
    const data = normalizeResumeData({
      name: 'Jane Doe',
      contact: { email: 'jane@example.com', link: 'https://www.github.com/jane' },
      experience: [
        { job_title: 'Engineer', company: 'Acme', dates: '2020 - 2024', bullet_points: ['Built it'] },
      ],
    });
    const bytes = renderPdf(layoutResume(data), { title: 'Jane Doe – Resume', author: 'Jane Doe' });
    const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Author?: string } };
    expect(info.Title).toBe('Jane Doe – Resume');
    expect(info.Author).toBe('Jane Doe');
    const annotations = await (await doc.getPage(1)).getAnnotations();
    expect(annotations.map((a: { url?: string }) => a.url)).toEqual(['https://www.github.com/jane']);
    await doc.destroy();

    const [page] = await extractPdfPages(bytes);
    const text = page!.items
      .map((i) => i.str)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Jane Doe.*jane@example\.com.*github\.com\/jane.*EXPERIENCE.*Engineer.*2020 - 2024.*Acme.*Built it/,
    );
  });
});
