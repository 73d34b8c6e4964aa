import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bitmap } from '../lib/bitmap.ts';
import { loadGuideSprites } from './guide-sprites.ts';
import { GUIDE_SCENES } from './guide-scenes.ts';
import { drawScene } from './scene.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One guide picture: where it is written and what it holds. */
export interface GuideImage {
  readonly slug: string;
  readonly course: 'python' | 'advanced-python';
  /** Path under packages/content: `levels/<course>/<slug>/guide.png`. */
  readonly path: string;
  readonly bitmap: Bitmap;
}

/** Every guide picture, drawn in memory from the committed assets (deterministic). */
export function buildGuideImages(assetsDir = join(contentDir, 'assets')): GuideImage[] {
  const sprites = loadGuideSprites(assetsDir);
  return GUIDE_SCENES.map((scene) => ({
    slug: scene.slug,
    course: scene.course ?? 'python',
    path: `levels/${scene.course ?? 'python'}/${scene.slug}/guide.png`,
    bitmap: drawScene(scene, sprites),
  }));
}

export function guideImagePath(image: GuideImage): string {
  return join(contentDir, image.path);
}
