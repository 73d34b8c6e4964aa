import { useCallback, useEffect, useState } from 'react';
import type { PlayBus } from '../../../lib/game/play-bus.ts';
import type { BuildData, Cell, CollisionMap } from '../model/creator-model.ts';
import type { TourEvent } from '../model/tour.ts';
import type { LevelDraft } from '../editor/use-level-draft.ts';
import type { CreatorKey } from '../i18n/use-creator-text.ts';
import { clickPlaceCommand, clickTarget } from './commands/command-tool.ts';
import { clickPlaceItem, clickSelect } from './items/item-tool.ts';
import { NO_PLACEMENT, type Placement, type PointerCell } from './placement.ts';
import { clickStart } from './start/start-tool.ts';
import type { DialogName, ToolContext } from './tool-context.ts';

export interface MapToolsInput {
  readonly draft: LevelDraft;
  readonly bus: PlayBus;
  readonly collisions: CollisionMap;
  readonly pointer: PointerCell | null;
  readonly refuse: (message: CreatorKey) => void;
  readonly tourEvent: (event: TourEvent) => void;
}

/**
 * The creator's tools on the map: which one holds the pointer (placement), the selected item, the
 * open dialog and the command being configured. A click on the map goes to the tool in hand
 * (`start/`, `items/`, `commands/`); Esc and Delete act on the selection.
 */
export function useMapTools({ draft, bus, collisions, pointer, refuse, tourEvent }: MapToolsInput) {
  const { items, changeItems, setStart, markChanged } = draft;
  const [placement, setPlacement] = useState<Placement>(NO_PLACEMENT);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [configuring, setConfiguring] = useState<number | null>(null);
  // Configuring a command placed earlier: Cancel keeps it as it was.
  const [reconfiguring, setReconfiguring] = useState(false);

  const cancelPlacement = useCallback(() => {
    setPlacement(NO_PLACEMENT);
    bus.toScene.emit('cursor', null);
  }, [bus]);

  const removeItem = useCallback(
    (index: number) => {
      changeItems((current) => current.filter((_item, at) => at !== index));
      setSelected(null);
      tourEvent('item-removed');
    },
    [changeItems, tourEvent],
  );

  const onTileClicked = useCallback(
    (tile: Cell) => {
      const context: ToolContext = {
        items,
        collisions,
        pointer,
        selected,
        refuse,
        setStart: (cell) => {
          setStart(cell);
          markChanged();
        },
        changeItems,
        setPlacement,
        cancelPlacement,
        select: setSelected,
        configure: (index, name, again = false) => {
          setConfiguring(index);
          if (again) setReconfiguring(true);
          setDialog(name);
        },
        tourEvent,
      };
      switch (placement.kind) {
        case 'start':
          return clickStart(tile, context);
        case 'item':
          return clickPlaceItem(placement.type, tile, context);
        case 'command':
          return clickPlaceCommand(placement.action, placement.style, tile, context);
        case 'target':
          return clickTarget(placement.index, tile, context);
        case 'none':
          return clickSelect(tile, context);
      }
    },
    [placement, collisions, refuse, setStart, markChanged, cancelPlacement, tourEvent, changeItems, items, pointer, selected],
  );
  useEffect(() => bus.fromScene.on('tile-clicked', (tile) => onTileClicked([tile[0], tile[1]])), [bus, onTileClicked]);

  // ---------------------------------------------------------------- a command's configuration
  const closeConfiguration = () => {
    setDialog(null);
    setConfiguring(null);
    setReconfiguring(false);
  };
  const confirmCommand = (change: { data: string } | { buildData: BuildData }) => {
    if (configuring !== null) changeItems((current) => current.map((item, at) => (at === configuring ? { ...item, ...change } : item)));
    closeConfiguration();
    tourEvent('command-configured');
  };
  /** Cancel removes the command that was just placed (gameplay §4); one placed earlier stays. */
  const cancelCommand = () => {
    if (configuring !== null && !reconfiguring) removeItem(configuring);
    closeConfiguration();
  };

  // ---------------------------------------------------------------- keys
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog) return;
      if ((event.target as HTMLElement | null)?.closest('input, textarea, [contenteditable="true"]')) return;
      if (event.key === 'Escape') {
        // A build mark still waiting for its target is not a command yet: it goes.
        if (placement.kind === 'target' && items[placement.index]?.action === 'build' && !items[placement.index]?.buildData) {
          removeItem(placement.index);
        }
        cancelPlacement();
        setSelected(null);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected !== null) {
        event.preventDefault();
        removeItem(selected);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, selected, cancelPlacement, removeItem, placement, items]);

  /** A tool picked from the top bar or a dialog: it holds the pointer, nothing stays selected. */
  const hold = (next: Placement) => {
    setDialog(null);
    setSelected(null);
    setPlacement(next);
  };

  return {
    placement,
    setPlacement,
    selected,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    hold,
    configuringItem: configuring !== null ? items[configuring] : undefined,
    confirmCommand,
    cancelCommand,
  };
}

export type MapTools = ReturnType<typeof useMapTools>;
