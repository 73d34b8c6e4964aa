import type { CreatorText } from '../i18n/use-creator-text.ts';
import type { PlacedItem } from '../model/creator-model.ts';
import type { Placement } from '../tools/placement.ts';

/** The line at the map's foot: what a click does now. */
export function editorHint(placement: Placement, selected: PlacedItem | undefined, nameOf: (type: string) => string, t: CreatorText): string {
  switch (placement.kind) {
    case 'item':
      return t('hints.item', { name: nameOf(placement.type) });
    case 'start':
      return t('hints.start');
    case 'target':
    case 'command':
      return t('hints.target');
    case 'none':
      return selected ? t('hints.selected', { name: nameOf(selected.type) }) : t('hints.idle');
  }
}
