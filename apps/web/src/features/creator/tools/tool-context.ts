import type { TourEvent } from '../model/tour.ts';
import type { Cell, CollisionMap, PlacedItem } from '../model/creator-model.ts';
import type { CreatorKey } from '../i18n/use-creator-text.ts';
import type { Placement, PointerCell } from './placement.ts';

/** The dialogs of the creator; one is open at a time. */
export type DialogName = 'items' | 'commands' | 'code' | 'settings' | 'preview-settings' | 'speak' | 'build';

/**
 * What a tool may read and do when the map is clicked: the level's items and collisions, and the
 * editor's few levers (placement, selection, a dialog, the tour). Each tool's click lives in its
 * own folder and gets this.
 */
export interface ToolContext {
  readonly items: readonly PlacedItem[];
  readonly collisions: CollisionMap;
  readonly pointer: PointerCell | null;
  readonly selected: number | null;
  readonly refuse: (message: CreatorKey) => void;
  readonly setStart: (cell: Cell) => void;
  readonly changeItems: (update: (current: PlacedItem[]) => PlacedItem[]) => void;
  readonly setPlacement: (placement: Placement) => void;
  readonly cancelPlacement: () => void;
  readonly select: (index: number | null) => void;
  /** Opens a command's configuration dialog; `again` for one placed earlier (Cancel keeps it). */
  readonly configure: (index: number, dialog: 'speak' | 'build', again?: boolean) => void;
  readonly tourEvent: (event: TourEvent) => void;
}
