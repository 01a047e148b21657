import { describe, expect, it } from 'vitest';
import { textWidth, toWinAnsi, wrapText } from './measure.ts';

describe('textWidth', () => {
  it('uses the Helvetica AFM advances', () => {
    // "W" is 944/1000 em; at 72 pt one em is 25.4 mm.
    expect(textWidth('W', 'normal', 72)).toBeCloseTo(23.978, 3);
    expect(textWidth('a', 'bold', 72)).toBeCloseTo(14.122, 3);
    expect(textWidth('a', 'italic', 72)).toBeCloseTo(textWidth('a', 'normal', 72), 6);
    expect(textWidth('•', 'normal', 72)).toBeCloseTo(8.89, 2);
  });

  it('gives characters outside the table a fallback width rather than zero', () => {
    expect(textWidth('\u4e2d', 'normal', 10)).toBeGreaterThan(0);
  });
});

describe('toWinAnsi', () => {
  it('keeps what Helvetica can print and replaces the rest', () => {
    expect(toWinAnsi('Café – “quoted” • 5€')).toBe('Café – “quoted” • 5€');
    expect(toWinAnsi('Boğaziçi')).toBe('Bogaziçi');
    expect(toWinAnsi('a → b\u00a0c')).toBe('a -> b c');
    expect(toWinAnsi('\u4e2d')).toBe('?');
  });
});

describe('wrapText', () => {
  it('breaks greedily at spaces within the width', () => {
    const text = 'Designed and provisioned the entire infrastructure on the AWS cloud to meet compliance';
    const lines = wrapText(text, 60, 'normal', 10.5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 'normal', 10.5)).toBeLessThanOrEqual(60);
  });

  it('cuts a word longer than the line', () => {
    const word = 'x'.repeat(200);
    const lines = wrapText(`see ${word}`, 50, 'normal', 10.5);
    expect(lines[0]).toBe('see');
    expect(lines.slice(1).join('')).toBe(word);
    for (const line of lines) expect(textWidth(line, 'normal', 10.5)).toBeLessThanOrEqual(50);
  });
});
