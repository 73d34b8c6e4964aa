import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSE_IDS, getCourse } from '../../src/courses/index.ts';
import { levelsDirectory } from '../../src/loader/levels-directory.ts';
import { readPng } from '../lib/bitmap.ts';
import { buildGuideImages, guideImagePath } from './build-guides.ts';
import { encodeGuidePng } from './encode.ts';
import { GUIDE_SCALE, SCENE_TILES } from './scene.ts';

const images = buildGuideImages();
const courseSlugs = (course: string) =>
  COURSE_IDS.filter((id) => id === course).flatMap((id) => getCourse(id).chapters.flatMap((chapter) => chapter.levels.map((level) => level.slug)));

describe('guide pictures', () => {
  it('are up to date with their scenes (run `npm run art`)', () => {
    for (const image of images) {
      const onDisk = readFileSync(guideImagePath(image));
      expect(onDisk.equals(encodeGuidePng(image.bitmap)), image.path).toBe(true);
    }
  });

  // It draws and encodes every guide picture twice: ~3 s of CPU alone, past Vitest's 5 s default
  // when the other core's file competes for the machine (it failed so in a full run).
  it('are drawn the same, byte for byte, every time', { timeout: 30_000 }, () => {
    const again = buildGuideImages();
    expect(again.map((image) => encodeGuidePng(image.bitmap).toString('base64'))).toEqual(
      images.map((image) => encodeGuidePng(image.bitmap).toString('base64')),
    );
  });

  it('are small, opaque 480x288 PNGs of levels in the course', () => {
    for (const image of images) {
      expect(courseSlugs(image.course), image.slug).toContain(image.slug);
      const bytes = readFileSync(guideImagePath(image));
      expect(bytes.length, image.path).toBeLessThan(40 * 1024);
      const picture = readPng(bytes);
      expect([picture.width, picture.height]).toEqual([SCENE_TILES[0] * 16 * GUIDE_SCALE, SCENE_TILES[1] * 16 * GUIDE_SCALE]);
      expect(picture.pixels.every((color) => (color & 0xff) === 255), image.path).toBe(true);
    }
    expect(new Set(images.map((image) => image.slug)).size).toBe(images.length);
  });

  it.each(COURSE_IDS)('show the first level of every chapter of %s', (course) => {
    const pictured = new Set(images.filter((image) => image.course === course).map((image) => image.slug));
    for (const chapter of getCourse(course).chapters) {
      const first = chapter.levels[0];
      if (first) expect(pictured.has(first.slug), first.slug).toBe(true);
    }
  });

  it.each(COURSE_IDS)('leave no stale guide.png in a %s level folder without a scene', (course) => {
    const pictured = new Set(images.filter((image) => image.course === course).map((image) => image.slug));
    if (!existsSync(join(levelsDirectory, course))) return;
    for (const slug of readdirSync(join(levelsDirectory, course))) {
      if (existsSync(join(levelsDirectory, course, slug, 'guide.png'))) expect(pictured.has(slug), slug).toBe(true);
    }
  });
});
