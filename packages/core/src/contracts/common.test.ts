import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { plainText, stripControlCharacters } from './common.ts';

describe('stripControlCharacters (the one normaliser of stored text)', () => {
  it.each([
    ['bell', 'Ada\u0007 Lovelace', 'Ada Lovelace'],
    ['ANSI colour', '\u001b[31mAcme\u001b[0m Corp', 'Acme Corp'],
    ['ANSI cursor and clear', 'Eng\u001b[2J\u001b[1;1Hineer', 'Engineer'],
    ['OSC window title', '\u001b]0;pwned\u0007Name', 'Name'],
    ['one-byte CSI', 'A\u009b31mB', 'AB'],
    ['right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['isolates and marks', '\u2067x\u2069\u200ey\u200f', 'xy'],
    ['NUL, DEL and C1', 'a\u0000b\u007fc\u0085d', 'abcd'],
    ['a run of line breaks and tabs becomes one space', 'Senior\n\tEngineer', 'Senior Engineer'],
  ])('%s', (_label, input, expected) => {
    expect(stripControlCharacters(input)).toBe(expected);
  });

  it('keeps letters of every script, emoji and ordinary punctuation', () => {
    const text = 'José Müller — 北京 · مرحبا · Ωmega (C++/C#) 🚀 «quoted»';
    expect(stripControlCharacters(text)).toBe(text);
  });

  it('multiline keeps line breaks and tabs', () => {
    expect(stripControlCharacters('one\n\ttwo\u0007', { multiline: true })).toBe('one\n\ttwo');
  });

  it('plainText contracts use it', () => {
    expect(plainText({ max: 60 }).parse('  \u001b[1mBold\u001b[0m\u202E ')).toBe('Bold');
  });

  it('every resume field passes through it', () => {
    const data = normalizeResumeData({
      name: 'Jane\u0007 Doe\u202E',
      experience: [
        { job_title: '\u001b[31mEngineer', company: 'Acme\u0000 Inc', bullet_points: ['Built\u0007 it'] },
      ],
      summary: 'Line one\nLine two\u0007',
    });
    expect(data.name).toBe('Jane Doe');
    expect(data.experience[0]).toMatchObject({
      job_title: 'Engineer',
      company: 'Acme Inc',
      bullet_points: ['Built it'],
    });
    expect(data.summary).toBe('Line one\nLine two');
  });
});
