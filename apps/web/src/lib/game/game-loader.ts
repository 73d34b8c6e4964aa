import { lazyModule } from '../lazy-module.ts';

/** The Phaser part of the game (`phaser-game.ts`): the play route preloads it beside Python's start. */
const game = lazyModule(() => import('./phaser-game.ts'), 'The map');

export const loadGame = game.load;
export const preloadGame = game.preload;
