/**
 * Compares a translation with the English text it translates, key by key: nothing missing,
 * nothing extra, every placeholder kept, and plurals in exactly the forms the language has
 * (Intl.PluralRules: Arabic six, Polish and Russian four, Japanese one). CI runs it over every
 * locale; translators run it on their files (scripts/check-locale.ts).
 */
export type Messages = { readonly [key: string]: string | Messages };

export interface LocaleProblem {
  readonly key: string;
  readonly problem: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/**
 * The forms of the child's character (web: components/tip-card/characters-en.ts) are one
 * placeholder to this check: a language says "the rabbit" as the subject where English does, or as
 * the dative its sentence needs ("al coniglio servono", "кролику нужно"), or capitalised at the start.
 */
const CHARACTER_FORMS: ReadonlySet<string> = new Set(['character', 'Character', 'characterObject', 'characterTo']);
/** i18next context variants for the character's grammatical gender: `<key>_female` beside `<key>`. */
const GENDER_SUFFIX = /_(male|female|neuter)$/;

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((match) => {
    const name = match[1] ?? '';
    return CHARACTER_FORMS.has(name) ? 'character' : name;
  }));
}

/** English keys grouped: plain keys, and plural bases with their English forms. */
function shapeOf(english: Map<string, string>) {
  const plain = new Map<string, string>();
  const plurals = new Map<string, string[]>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && english.has(`${base}_other`)) plurals.set(base, [...(plurals.get(base) ?? []), text]);
    else plain.set(key, text);
  }
  return { plain, plurals };
}

export function checkLocale(language: string, english: Messages, translated: Messages): LocaleProblem[] {
  const source = flatten(english);
  const target = flatten(translated);
  const { plain, plurals } = shapeOf(source);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, Set<string>>();
  for (const [key, text] of plain) expected.set(key, placeholders(text));
  for (const [base, forms] of plurals) {
    const union = new Set(forms.flatMap((form) => [...placeholders(form)]));
    for (const category of categories) expected.set(`${base}_${category}`, union);
  }

  const problems: LocaleProblem[] = [];
  for (const [key, wanted] of expected) {
    const text = target.get(key);
    if (text === undefined) {
      problems.push({ key, problem: 'missing' });
      continue;
    }
    if (text.trim() === '') problems.push({ key, problem: 'empty' });
    const found = placeholders(text);
    const base = key.replace(PLURAL_SUFFIX, '');
    const plural = plurals.has(base) && base !== key;
    for (const name of found) if (!wanted.has(name) && !(plural && name === 'count')) problems.push({ key, problem: `unknown placeholder {{${name}}}` });
    for (const name of wanted) {
      // A plural form may leave out the number ("one apple"); every other placeholder must stay.
      if (!found.has(name) && !(plural && name === 'count')) problems.push({ key, problem: `placeholder {{${name}}} dropped` });
    }
  }
  for (const [key, text] of target) {
    if (expected.has(key)) continue;
    // A gender variant of a sentence that names the character, with the sentence's placeholders.
    const base = key.replace(GENDER_SUFFIX, '');
    const wanted = base !== key && plain.has(base) ? expected.get(base) : undefined;
    if (wanted === undefined || !wanted.has('character')) {
      problems.push({ key, problem: 'not in English (extra key)' });
      continue;
    }
    const found = placeholders(text);
    for (const name of found) if (!wanted.has(name)) problems.push({ key, problem: `unknown placeholder {{${name}}}` });
    for (const name of wanted) if (!found.has(name)) problems.push({ key, problem: `placeholder {{${name}}} dropped` });
  }
  return problems;
}
