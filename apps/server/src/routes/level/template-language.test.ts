import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';

// The real course content (no test catalogue): its first level and its German comments.
describeWithApp(
  "a level's code template in the reader's language",
  (context) => {
    const template = async (lng: string) => {
      const response = await context.app.inject({ method: 'GET', url: `/api/level/data/python/intro-level1?lng=${lng}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as { codeTemplate: string }).codeTemplate;
    };

    it('says the comments in German and keeps the code English (issue 41)', async () => {
      const german = await template('de');
      expect(german).toContain('# Geh zur Karotte.');
      expect(german).toContain('\nmove_forward()\n');
      expect(german).toContain('\ncollect()');
      expect(german).not.toContain('Walk to the carrot');
      expect(await template('en')).toContain('# Walk to the carrot. Change the number of steps!');
    });
  },
);
