import { describe, expect, it } from 'vitest';
import { orderLines } from './columns.ts';
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
    expect(ordered[0]!.parts).toEqual(['Company 0', 'Jan 2010 – Dec 2010']);
    expect(ordered[1]!.text).toMatch(/^• A long bullet/);
  });
});
