import { ITEM_ART } from '@codehop/content';
import { i18n } from '../../lib/i18n.ts';

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** An item's name in the reader's language (the `items` namespace), its English name otherwise. */
export function creatorItemName(type: string): string {
  const english = (ITEM_ART as Readonly<Record<string, { displayName: string } | undefined>>)[type]?.displayName ?? type.replace(/_/g, ' ');
  const fixed = i18n.getFixedT(i18n.language, 'items') as unknown as LooseT;
  return fixed(type, { defaultValue: english });
}
