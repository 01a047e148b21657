import { parseResume } from '@tailor/core/parser/parse-resume';
import { describe, expect, it } from 'vitest';
import { resumeDocx, zip } from '../../test/docx-fixtures.ts';
import { bodySizeOf, extractDocxPages } from './docx-text.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
/** A styles part whose default paragraph style (Normal) sets body text at `normal` points, the defaults at 12. */
const styles = (normal?: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="24"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>${normal ? `<w:rPr><w:sz w:val="${normal * 2}"/></w:rPr>` : ''}</w:style>
</w:styles>`;

describe('reading a Word file', () => {
  it("takes the body's size from the Normal style, else the document defaults, else Word's 10 pt", () => {
    expect(bodySizeOf(resumeDocx({ styles: styles(10) }))).toBe(10);
    expect(bodySizeOf(resumeDocx({ styles: styles() }))).toBe(12);
    expect(bodySizeOf(zip({ 'word/document.xml': '<w:document/>' }))).toBe(10);
    expect(bodySizeOf(new Uint8Array([1, 2, 3]))).toBe(10);
  });

  it('reads a bold paragraph set larger than the body as a heading, and bold body-size text as an entry', async () => {
    const heading = (text: string) => ({ text, bold: true, size: 11.5 });
    const pages = await extractDocxPages(
      resumeDocx({
        styles: styles(10),
        paragraphs: [
          { text: 'Daniel Reyes', bold: true, size: 20 },
          { text: 'd.reyes@example.org | +1 512 555 0187 | Austin, TX' },
          heading('Work History'),
          { text: 'Mathematics Teacher and Department Lead', bold: true },
          { text: 'Eastside Memorial High School, Austin, TX' },
          { text: 'Aug 2019 – Present' },
          { text: '• Raised the AP Statistics pass rate from 41% to 67% over three years' },
          { text: 'Mathematics Teacher', bold: true },
          { text: 'Lanier High School, Austin, TX' },
          { text: 'Aug 2017 – May 2019' },
          { text: '• Coached the school math club to a regional title' },
          heading('Education'),
          { text: 'Bachelor of Science in Mathematics', bold: true },
          { text: 'University of Texas at Austin, Austin, TX' },
          { text: '2013 – 2017' },
        ],
      }),
    );
    const { data } = parseResume(pages);
    expect(data.experience.map((e) => [e.job_title, e.dates])).toEqual([
      ['Mathematics Teacher and Department Lead', 'Aug 2019 – Present'],
      ['Mathematics Teacher', 'Aug 2017 – May 2019'],
    ]);
    expect(data.education.map((e) => e.degree)).toEqual(['Bachelor of Science in Mathematics']);
  });
});
