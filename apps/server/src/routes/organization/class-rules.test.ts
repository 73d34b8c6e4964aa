import { readFileSync } from 'node:fs';
import { findQuiz, getCourse } from '@codehop/content';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { sessionFrom, uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool } from '../../test/school-world.ts';
import { giveSchoolTier } from '../../test/school-tier.ts';
import { shownAnswers } from '../quiz/shown-answers.test-support.ts';

// bars/class-rules: a completion counts once the server's own run of the code agrees, so the
// student sends the shipped solutions, and the quiz is answered through its own call.
const solution = (slug: string) => readFileSync(new URL(`../../../../../packages/content/levels/python/${slug}/solution.py`, import.meta.url), 'utf8');

describeWithApp(
  'class rules: no skipping with chapter quizzes',
  (context) => {
    it('a student who completes chapter 1 and passes its quiz gets chapter 2 (and not chapter 3)', { timeout: 120_000 }, async () => {
      const { app } = context;
      const school = await buildSchool(app, 'quizzes');
      const admin = school.admin.bearerHeaders;
      // Chapter 2 is paid content: the school has bought a tier.
      const current = await app.inject({ method: 'GET', url: '/api/organization/current', headers: admin });
      await giveSchoolTier(app.database.db, (current.json() as { id: number }).id, 'school_small');
      const klass = await app.inject({
        method: 'POST',
        url: '/api/organization/classes',
        headers: admin,
        payload: { name: 'Quiz class', unlocked_chapters: ['python:1', 'python:2', 'python:3'], no_skip: true, quiz: true, teacher_ids: [school.teacherId] },
      });
      expect(klass.statusCode, klass.body).toBe(201);
      const classId = (klass.json() as { id: number }).id;
      const created = await app.inject({ method: 'POST', url: '/api/organization/students', headers: admin, payload: { username: 'Quizzer', password: 'pear-cloud-17', class_id: classId } });
      expect(created.statusCode, created.body).toBe(201);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: school.slug, username: 'Quizzer', password: 'pear-cloud-17' } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = sessionFrom(login).bearerHeaders;

      const course = getCourse('python');
      const [chapter1, chapter2] = course.chapters;
      const chapter2First = chapter2?.levels[0]?.slug ?? '';
      const levelData = (slug: string) => app.inject({ method: 'GET', url: `/api/level/data/python/${slug}`, headers });
      expect((await levelData(chapter2First)).statusCode).toBe(403);

      for (const level of chapter1?.levels ?? []) {
        const run = await app.inject({
          method: 'POST',
          url: '/api/level/update/python',
          headers,
          payload: { last_status: 'complete', last_code_executed: solution(level.slug), level_slug: level.slug },
        });
        expect(run.statusCode, run.body).toBe(200);
        expect(run.json(), level.slug).toMatchObject({ status: 'complete' });
      }
      // All levels complete, quiz not yet passed: still closed, and it says why.
      const waiting = await levelData(chapter2First);
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json()).toMatchObject({ code: 'quiz_required', detail: 'Take the quiz to proceed to the next chapter' });

      const quiz = findQuiz('python', 1);
      // The answers are shown in the student's own order; the index sent is the one shown.
      const shown = await shownAnswers(app, 'python', 1, headers);
      for (const question of quiz?.questions ?? []) {
        const answer = await app.inject({
          method: 'POST',
          url: `/api/quiz/python/1/question/${question.id}/answer`,
          headers,
          payload: { answer: shown.get(question.id)?.right ?? -1 },
        });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      const chapters = (await app.inject({ method: 'GET', url: '/api/level/course/python', headers })).json() as { chapters: { id: number; quiz_complete: boolean }[] };
      expect(chapters.chapters[0]?.quiz_complete).toBe(true);

      const open = await levelData(chapter2First);
      expect(open.statusCode, open.body).toBe(200);
      const recorded = await app.inject({ method: 'POST', url: '/api/level/update/python', headers, payload: { last_status: 'in_progress', last_code_executed: '', level_slug: chapter2First } });
      expect(recorded.statusCode, recorded.body).toBe(200);
      // Chapter 2 is not done yet, so chapter 3 stays closed.
      expect((await levelData(course.chapters[2]?.levels[0]?.slug ?? '')).statusCode).toBe(403);
    });
  },
  { config: { verifyWaitMs: 30_000 } },
);
