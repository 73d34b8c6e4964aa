import { describe, expect, it } from 'vitest';
import { mergeWithEnglish } from './merge-with-english.ts';

describe('mergeWithEnglish', () => {
  it('takes every translated field and says nothing stood in when all are there', () => {
    expect(mergeWithEnglish({ a: 'one', b: ['x', 'y'] }, { a: 'uno', b: ['equis', 'i'] })).toEqual({ value: { a: 'uno', b: ['equis', 'i'] }, englishUsed: false });
  });

  it('keeps English for a missing file, a missing field and a list of another length', () => {
    expect(mergeWithEnglish({ a: 'one' }, undefined)).toEqual({ value: { a: 'one' }, englishUsed: true });
    expect(mergeWithEnglish({ a: 'one', b: 'two' }, { a: 'uno' })).toEqual({ value: { a: 'uno', b: 'two' }, englishUsed: true });
    expect(mergeWithEnglish({ b: ['x', 'y'] }, { b: ['equis'] })).toEqual({ value: { b: ['x', 'y'] }, englishUsed: true });
  });

  it('keeps numbers as English has them', () => {
    expect(mergeWithEnglish({ minutes: 5 }, { minutes: 50 })).toEqual({ value: { minutes: 5 }, englishUsed: false });
  });
});
