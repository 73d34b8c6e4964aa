import { expect, it } from 'vitest';
import type { CourseCatalogue } from '../../services/course-catalogue.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { testCatalogue } from '../../test/test-catalogue.ts';

/** The test course with every level open, so a level without a picture (operators-level2) loads too. */
function openCatalogue(): CourseCatalogue {
  const base = testCatalogue();
  return {
    ...base,
    findLevel(course, slug) {
      const located = base.findLevel(course, slug);
      return located && { ...located, entry: { ...located.entry, access: 'anyone' } };
    },
  };
}

describeWithApp(
  'level guide pictures',
  (context) => {
    const get = (url: string) => context.app.inject({ method: 'GET', url });

    it('serves a level guide picture as a cached PNG', async () => {
      const response = await get('/api/level/guide/python/intro-level1.png');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    });

    it('answers a JSON 404 for a level without a picture and for an unknown level', async () => {
      for (const url of ['/api/level/guide/python/operators-level2.png', '/api/level/guide/python/loops-level99.png']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'guide_image_not_found' });
      }
    });

    it('answers 422 for a bad slug or course', async () => {
      for (const url of ['/api/level/guide/python/Intro_Level1!.png', '/api/level/guide/java/intro-level1.png']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().detail).toBe('Validation Error');
      }
    });

    it('puts the picture URL in the level data, or null when there is none', async () => {
      const withPicture = await get('/api/level/data/python/intro-level1');
      expect(withPicture.statusCode).toBe(200);
      expect(withPicture.json().guideImage).toBe('/api/level/guide/python/intro-level1.png');
      const without = await get('/api/level/data/python/operators-level2');
      expect(without.statusCode).toBe(200);
      expect(without.json().guideImage).toBeNull();
    });
  },
  { services: () => ({ catalogue: openCatalogue() }) },
);
