import * as Phaser from 'phaser';
import { CreatorScene } from './creator-scene.ts';
import type { PlayBus } from './play-bus.ts';
import { PlayScene } from './play-scene.ts';
import { CREATOR_SCENE_KEY, PLAY_SCENE_KEY, TIMING } from './scene-constants.ts';
import type { SceneSetup } from './scene-types.ts';

/**
 * Everything that needs Phaser, behind one dynamic import (`game-loader.ts`): the play page's
 * first screen, React and the Python worker do not wait for Phaser's ~240 kB; it downloads in
 * parallel with Python's snapshot and is there before Python is ready.
 */
export function makeGame(host: HTMLElement, kind: 'play' | 'creator', level: { bus: PlayBus; setup: SceneSetup }): Phaser.Game {
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent: host,
    backgroundColor: '#0c1410',
    pixelArt: true,
    antialias: false,
    scale: { mode: Phaser.Scale.RESIZE, width: host.clientWidth || 640, height: host.clientHeight || 480 },
    input: { mouse: { preventDefaultWheel: true }, touch: { capture: true } },
    // The scenes play their sounds through view/scene-sounds.ts, which waits for the first gesture.
    audio: { noAudio: true },
    // A file that times out or fails is retried twice by Phaser, then once more by SceneAssets.
    loader: { timeout: TIMING.assetTimeoutMs },
    banner: false,
    scene: [],
  });
  if (kind === 'creator') game.scene.add(CREATOR_SCENE_KEY, CreatorScene, true, level);
  else game.scene.add(PLAY_SCENE_KEY, PlayScene, true, level);
  return game;
}
