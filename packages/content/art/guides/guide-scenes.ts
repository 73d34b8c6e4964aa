import { ADVANCED_SCENES } from './scenes-advanced.ts';
import { INTRO_SCENES } from './scenes-intro.ts';
import { LATER_SCENES } from './scenes-later.ts';
import { MORE_SCENES } from './scenes-more.ts';
import type { GuideScene } from './scene.ts';

/** Every level with a guide picture: the first of each chapter and each new command or idea. */
export const GUIDE_SCENES: readonly GuideScene[] = [...INTRO_SCENES, ...LATER_SCENES, ...MORE_SCENES, ...ADVANCED_SCENES];
