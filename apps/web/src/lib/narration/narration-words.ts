import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../i18n.ts';
import type { Words } from './event-words.ts';
import { narrationEn } from './i18n/narration-en.ts';

export const NARRATION_NAMESPACE = 'narration';

// The words ship with the play chunk that uses them, like the play screen's own.
if (!appI18n.hasResourceBundle('en', NARRATION_NAMESPACE)) appI18n.addResourceBundle('en', NARRATION_NAMESPACE, narrationEn, true, true);

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** Parameters of a refusal that hold an item id (`red_berry`), shown by the item's name. */
const ID_PARAMS: ReadonlySet<string> = new Set(['item', 'object', 'material', 'structure', 'type']);

/** The narration's words in the language the page shows now. */
export function narrationWords(instance: I18n = appI18n): Words {
  const language = instance.language;
  const say = instance.getFixedT(language, NARRATION_NAMESPACE) as unknown as LooseT;
  const items = instance.getFixedT(language, 'items') as unknown as LooseT;
  const engine = instance.getFixedT(language, 'engine') as unknown as LooseT;
  const item = (type: string): string => items(type, { defaultValue: type.replace(/_/g, ' ') });
  return {
    say: (key, params) => say(key, params ? { ...params } : undefined),
    item,
    refusal: ({ code, params, message }) => {
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(params)) values[name] = ID_PARAMS.has(name) && typeof value === 'string' ? item(value) : String(value);
      return engine(`refusal.${code}`, { ...values, defaultValue: message });
    },
  };
}
