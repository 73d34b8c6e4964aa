import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { purchaseEn } from './purchase-en.ts';

const NAMESPACE = 'purchase';

// The money pages' words ship with those pages, so learners in the game never download them.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, purchaseEn, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type PurchaseKey = Leaves<typeof purchaseEn>;
export type PurchaseText = (key: PurchaseKey, params?: Readonly<Record<string, string | number>>) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The purchase namespace's translate function (typed by PurchaseKey; re-renders on a language change). */
export function usePurchaseText(): PurchaseText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<PurchaseText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
