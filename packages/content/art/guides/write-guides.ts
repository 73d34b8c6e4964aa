import { writeFileSync } from 'node:fs';
import { buildGuideImages, guideImagePath } from './build-guides.ts';
import { encodeGuidePng } from './encode.ts';

/**
 * Writes every guide picture into its level's folder (`levels/python/<slug>/guide.png`); called
 * by art/generate.ts after the assets it reuses are written. Returns how many files it wrote.
 */
export function writeGuideImages(): number {
  const images = buildGuideImages();
  for (const image of images) writeFileSync(guideImagePath(image), encodeGuidePng(image.bitmap));
  return images.length;
}

export { encodeGuidePng };
