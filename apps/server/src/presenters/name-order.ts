// Issue 41: the database orders names by character code (Zoë after Zygmunt, "Class 10" before
// "Class 2"). What a person reads, such as the class CSV, is ordered as their language orders
// names, numbers by value.
const collators = new Map<string, Intl.Collator>();

/** A sorted copy of `items` by the name `nameOf` gives, in `language`'s alphabetical order. */
export function sortedByName<T>(items: readonly T[], nameOf: (item: T) => string, language: string): T[] {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  const compare = collator.compare.bind(collator);
  return [...items].sort((a, b) => compare(nameOf(a), nameOf(b)));
}
