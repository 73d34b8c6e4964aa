import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Issue 41: lists came in character-code order (Zoë after Zygmunt, "émile" after "zack",
// "Class 10" before "Class 2"). People and class names are ordered as the reader's language
// orders them, numbers by value.
const collators = new Map<string, Intl.Collator>();

function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/** A sorted copy of `items` by the name `nameOf` gives, in `language`'s order. */
export function sortedByName<T>(items: readonly T[], nameOf: (item: T) => string, language: string): T[] {
  const collator = collatorFor(language);
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}

/**
 * A query `select` that orders rows by name in the current language; stable while the language
 * is, so the rows keep their identity between renders. `nameOf` must be stable too.
 */
export function useSortedByName<T>(nameOf: (item: T) => string): (items: readonly T[]) => T[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((items: readonly T[]) => sortedByName(items, nameOf, language), [nameOf, language]);
}
