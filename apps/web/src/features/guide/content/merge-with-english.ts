/**
 * A translation laid over the English text: every field the translation has and shapes like the
 * English wins, everything else stays English (a missing file, field or a list of another length).
 */
export function mergeWithEnglish(english: unknown, translated: unknown): { value: unknown; englishUsed: boolean } {
  if (translated === undefined || translated === null) return { value: english, englishUsed: true };
  if (typeof english === 'string') {
    return typeof translated === 'string' && translated.length > 0 ? { value: translated, englishUsed: false } : { value: english, englishUsed: true };
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return { value: english, englishUsed: true };
    const items = english.map((item, index) => mergeWithEnglish(item, translated[index]));
    return { value: items.map((item) => item.value), englishUsed: items.some((item) => item.englishUsed) };
  }
  if (typeof english === 'object') {
    if (typeof translated !== 'object' || Array.isArray(translated)) return { value: english, englishUsed: true };
    const entries = Object.entries(english as Record<string, unknown>).map(
      ([key, value]) => [key, mergeWithEnglish(value, (translated as Record<string, unknown>)[key])] as const,
    );
    return {
      value: Object.fromEntries(entries.map(([key, merged]) => [key, merged.value])),
      englishUsed: entries.some(([, merged]) => merged.englishUsed),
    };
  }
  return { value: english, englishUsed: false };
}
