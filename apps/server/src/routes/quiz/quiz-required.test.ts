import { getCourse } from '@codehop/content';
import { expect, it } from 'vitest';
import { levelProgress } from '../../db/schema.ts';
import { buildSchool, loginSchoolStudent } from '../../test/school-world.ts';
import { describeWithApp } from '../../test/test-app.ts';

describeWithApp('a class that plays in order, with quizzes on, names the quiz when only the quiz is in the way', (context) => {
  it('chapter 2 says "finish the levels" while chapter 1 has levels left, and "take the quiz" once only its quiz is left', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'quizfirst');
    const rules = await app.inject({
      method: 'PUT',
      url: `/api/organization/classes/${school.classId}`,
      headers: school.admin.bearerHeaders,
      payload: { name: 'Class 3C', unlocked_chapters: [], no_skip: true, quiz: true },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const student = (await loginSchoolStudent(app, school)).bearerHeaders;
    const [chapter1, chapter2] = getCourse('python').chapters;
    if (!chapter1 || !chapter2) throw new Error('the python course has fewer than two chapters');
    const chapter2Level = () => app.inject({ method: 'GET', url: `/api/level/data/python/${chapter2.levels[0]?.slug}`, headers: student });
    const chapter2Quiz = () => app.inject({ method: 'GET', url: '/api/quiz/python/2', headers: student });

    expect((await chapter2Level()).json()).toMatchObject({ code: 'no_skip' });
    // Every level of chapter 1 complete (written as the server records it), its quiz not taken.
    await app.database.db
      .insert(levelProgress)
      .values(chapter1.levels.map((level) => ({ studentId: school.studentId, courseId: 'python', levelSlug: level.slug, status: 'complete', completedAt: new Date() })));
    for (const response of [await chapter2Level(), await chapter2Quiz()]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Take the quiz to proceed to the next chapter', code: 'quiz_required' });
    }
    // Chapter 1's own quiz stays open: it is the way forward.
    expect((await app.inject({ method: 'GET', url: '/api/quiz/python/1', headers: student })).statusCode).toBe(200);
  });
});
