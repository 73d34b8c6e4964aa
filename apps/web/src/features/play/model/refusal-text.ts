import type { i18n as I18n } from 'i18next';
import { itemWords } from '@codehop/engine';

const REFUSAL_KEY = /^engine\.refusal\.(\w+)$/;
/** Parameters that hold an item id (`red_berry`): shown as the item's name, not the id. */
const ID_PARAMS: ReadonlySet<string> = new Set(['item', 'object', 'material', 'structure', 'type']);

/**
 * A game refusal in the child's language: the engine's key translated with its parameters, item
 * ids as item names (the `items` namespace where a language has one, else the English words).
 * Null when the error is not a refusal or the language has no text for it: the caller keeps the
 * runner's English message.
 */
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** Whether the language itself has a text under the key (English fallback does not count). */
function hasOwn(i18n: I18n, language: string, namespace: string, key: string): boolean {
  return typeof i18n.getResource(language, namespace, key) === 'string';
}

export function refusalText(i18n: I18n, error: { readonly key?: string; readonly params?: Readonly<Record<string, unknown>> }): string | null {
  const code = error.key ? REFUSAL_KEY.exec(error.key)?.[1] : undefined;
  const language = i18n.language;
  if (!code || !hasOwn(i18n, language, 'engine', `refusal.${code}`)) return null;
  const items = i18n.getFixedT(language, 'items') as unknown as LooseT;
  const params = error.params ?? {};
  const count = Number(params.needed ?? params.count ?? params.have ?? 1);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (ID_PARAMS.has(name) && typeof value === 'string') {
      const translated = hasOwn(i18n, language, 'items', value) ? items(value) : null;
      values[name] = translated ?? itemWords(value, name === 'item' || name === 'material' ? count : 1);
    } else values[name] = String(value);
  }
  return (i18n.getFixedT(language, 'engine') as unknown as LooseT)(`refusal.${code}`, values);
}
