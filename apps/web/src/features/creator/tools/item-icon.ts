import { ITEM_ART } from '@codehop/content';

/** An item type's picture in the items atlas (the type itself when it has none). */
export const iconOf = (type: string) => (ITEM_ART as Readonly<Record<string, { icon: string } | undefined>>)[type]?.icon ?? type;

/** An item type's picture, or null when it has none (the map's ghost shows nothing then). */
export const iconOrNull = (type: string): string | null => (ITEM_ART as Readonly<Record<string, { icon: string } | undefined>>)[type]?.icon ?? null;
