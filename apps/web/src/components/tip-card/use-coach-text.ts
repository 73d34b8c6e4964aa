import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { coachEn } from './coach-en.ts';

const NAMESPACE = 'coach';

if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, coachEn, true, true);

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;
export type CoachText = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The coach's words in the reader's language. A tip's key may come with `coach.` in front; a
 * parameter that names another coach key (`next`) is replaced by that key's words, and an item id
 * (`itemType`) by the item's name from the `items` namespace outside English.
 */
export function useCoachText(): CoachText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<CoachText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      const bare = (name: string) => name.replace(/^coach\./, '');
      const options: Record<string, unknown> = { ...params };
      for (const [name, value] of Object.entries(options)) {
        if (typeof value === 'string' && value.startsWith('coach.') && name !== 'message') options[name] = fixed(bare(value), options);
      }
      if (!language.startsWith('en') && typeof params?.itemType === 'string' && params.itemType !== '') {
        const items = instance.getFixedT(language, 'items') as unknown as LooseT;
        options.item = items(params.itemType, { defaultValue: params.item });
      }
      return fixed(bare(key), options);
    },
    [instance, language],
  );
}
