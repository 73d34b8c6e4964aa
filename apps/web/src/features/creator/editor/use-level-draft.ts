import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreativeCourse, CreativeLevel, CreativeMapPath } from '@codehop/api';
import type { TiledMap } from '@codehop/engine';
import { EDITOR_READY_MS, placedItemOf, type Cell, type PlacedItem } from '../model/creator-model.ts';
import type { EditorStart } from './editor-start.ts';

/**
 * The level being made, as the editor holds it between saves: the saved level (null before the
 * first save), its settings, map, start, items, code and tutorial, and whether anything changed.
 */
export function useLevelDraft(initial: EditorStart) {
  const [mode, setMode] = useState(initial.mode);
  const [level, setLevel] = useState<CreativeLevel | null>(initial.level);
  const [course, setCourse] = useState<CreativeCourse>(initial.course);
  const [mapPath, setMapPath] = useState<CreativeMapPath>(initial.mapPath);
  const [map, setMap] = useState<TiledMap>(initial.map);
  const [start, setStart] = useState<Cell>(initial.start);
  const [items, setItems] = useState<PlacedItem[]>(() => (initial.level?.items ?? []).flatMap((raw) => placedItemOf(raw) ?? []));
  const [codeTemplate, setCodeTemplate] = useState(initial.level?.code_template ?? 'from player import *\n\n');
  const [tutorial, setTutorial] = useState(initial.level?.tutorial ?? '');
  const [name, setName] = useState(initial.level?.name ?? '');
  const [unsaved, setUnsaved] = useState(false);
  const initialised = useRef(false);

  // The editor counts changes only once it has settled (100 ms), so loading is not a change.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      initialised.current = true;
    }, EDITOR_READY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const markChanged = useCallback(() => {
    if (initialised.current) setUnsaved(true);
  }, []);
  const changeItems = useCallback(
    (update: (current: PlacedItem[]) => PlacedItem[]) => {
      setItems(update);
      markChanged();
    },
    [markChanged],
  );

  return {
    mode,
    setMode,
    level,
    setLevel,
    course,
    setCourse,
    mapPath,
    setMapPath,
    map,
    setMap,
    start,
    setStart,
    items,
    setItems,
    changeItems,
    codeTemplate,
    setCodeTemplate,
    tutorial,
    setTutorial,
    name,
    setName,
    unsaved,
    setUnsaved,
    markChanged,
  };
}

export type LevelDraft = ReturnType<typeof useLevelDraft>;
