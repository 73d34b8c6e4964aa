import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLocale, LANGUAGE_CODES, type Messages } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { ENGLISH_NAMESPACES } from './english-namespaces.ts';

// The languages check of issue 19: every language of the spec has every namespace, key for key,
// with every placeholder and the plural forms the language has. A string added to English without
// its 29 translations fails here, naming the keys.
const localesDirectory = path.dirname(fileURLToPath(import.meta.url));
const translatedCodes = LANGUAGE_CODES.filter((code) => code !== 'en');

function readMessages(file: string): Messages | string {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Messages;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('every locale matches English', () => {
  it.each(translatedCodes)('%s', (code) => {
    const problems: string[] = [];
    for (const [namespace, english] of Object.entries(ENGLISH_NAMESPACES)) {
      const translated = readMessages(path.join(localesDirectory, code, `${namespace}.json`));
      if (typeof translated === 'string') {
        problems.push(`${namespace}.json: ${translated}`);
        continue;
      }
      for (const { key, problem } of checkLocale(code, english as Messages, translated)) problems.push(`${namespace}: ${key}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
