import { ItemPicture } from '../../../components/item-picture.tsx';
import { itemIcon } from '../../../lib/game/art.ts';
import { ActionIcon } from './play-icons.tsx';

/** An item's picture from the items atlas, drawn crisp at `size` px; the fallback action's icon when it has none. */
export function ItemIcon({ type, size = 28, fallback }: { readonly type: string; readonly size?: number; readonly fallback?: string }) {
  return <ItemPicture frame={itemIcon(type)} size={size} fallback={<ActionIcon action={fallback ?? 'star'} size={size * 0.8} />} />;
}
