import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_CREATIVE_ZOOM } from '@codehop/api';
import type { TiledMap } from '@codehop/engine';
import { useGameHost } from '../../../lib/game/game-host.ts';
import { createPlayBus } from '../../../lib/game/play-bus.ts';
import { creatorSceneSetup, type Cell, type PlacedItem } from '../model/creator-model.ts';
import type { PointerCell } from '../tools/placement.ts';

/**
 * The creator's map: the game's creator scene, its bus, the picture it starts from, and the cell
 * under the pointer. Every change of start or items is sent to the scene as it happens.
 */
export function useEditorScene(map: TiledMap, start: Cell, items: readonly PlacedItem[], character: string) {
  const host = useGameHost('creator');
  const bus = useMemo(() => createPlayBus(), []);
  // The scene gets its first picture once per map; later changes travel over the bus.
  // The editor shows the whole map (no zoom: the scene fits it); the level itself keeps zoom 50.
  const baseSetup = useMemo(() => ({ ...creatorSceneSetup(map, start, [], character, DEFAULT_CREATIVE_ZOOM), zoom: undefined }), [map]); // eslint-disable-line react-hooks/exhaustive-deps
  const setup = useMemo(() => creatorSceneSetup(map, start, items, character, undefined), [map, start, items, character]);
  const [sceneReady, setSceneReady] = useState(0);
  const [pointer, setPointer] = useState<PointerCell | null>(null);

  useEffect(() => {
    const offs = [
      bus.fromScene.on('scene-ready', () => {
        performance.mark('creator:editor-ready');
        setSceneReady((count) => count + 1);
      }),
      bus.fromScene.on('pointer-tile', (value) => setPointer(value ? { tile: [value.tile[0], value.tile[1]], fx: value.fx, fy: value.fy } : null)),
    ];
    return () => offs.forEach((off) => off());
  }, [bus]);
  useEffect(() => {
    if (sceneReady > 0) bus.toScene.emit('set-content', setup);
  }, [bus, setup, sceneReady]);

  return { host, bus, baseSetup, pointer };
}
