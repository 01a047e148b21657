import { describe, expect, it } from 'vitest';
import { clearMemos, memo } from './memo.ts';
import { wordPattern } from './regexp.ts';

describe('wordPattern', () => {
  it('matches the phrase as whole words, in any case', () => {
    expect(wordPattern('Go').test('We write Go and Rust')).toBe(true);
    expect(wordPattern('Go').test('We use Google')).toBe(false);
    expect(wordPattern('C++').test('Modern c++, daily')).toBe(true);
  });

  it('treats accented, Greek and Cyrillic letters as letters of a word', () => {
    expect(wordPattern('caf').test('le café est ouvert')).toBe(false);
    expect(wordPattern('café').test('le CAFÉ est ouvert')).toBe(true);
    expect(wordPattern('net').test('netβ')).toBe(false);
    expect(wordPattern('SQL').test('SQLд')).toBe(false);
    expect(wordPattern('R').test('R&D')).toBe(true);
    expect(wordPattern('R').test('R2')).toBe(false);
  });

  it('says where the phrase starts through its first group', () => {
    const m = wordPattern('excel').exec('Advanced Excel skills');
    expect(m && m.index + (m[1] ?? '').length).toBe(9);
  });
});

describe('memo', () => {
  it('works an answer out once and forgets the oldest beyond its size', () => {
    const seen: string[] = [];
    const ask = memo<string>(2);
    const work = (k: string) => () => {
      seen.push(k);
      return k.toUpperCase();
    };
    expect(ask('a', work('a'))).toBe('A');
    expect(ask('a', work('a'))).toBe('A');
    ask('b', work('b'));
    ask('c', work('c'));
    ask('a', work('a'));
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });

  it('forgets everything on clearMemos', () => {
    let runs = 0;
    const ask = memo<number>(10);
    ask('x', () => ++runs);
    clearMemos();
    expect(ask('x', () => ++runs)).toBe(2);
  });
});
