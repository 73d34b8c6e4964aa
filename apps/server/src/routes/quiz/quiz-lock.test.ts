import { findQuiz, getCourse } from '@codehop/content';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quizAnswers } from '../../db/schema.ts';
import { quizAccess } from '../../policies/quiz-access.ts';
import { buyPlan } from '../../test/payment-helpers.ts';
import { buildSchool, loginSchoolStudent } from '../../test/school-world.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { shownAnswers, visitorHeaders } from './shown-answers.test-support.ts';

const intro = findQuiz('python', 1);
const loops = findQuiz('python', 3);
if (!intro || !loops) throw new Error('the intro and loops quizzes are missing');
const rightOf = (quiz: NonNullable<typeof intro>, id: number) => quiz.questions.find((q) => q.id === id)?.answers.findIndex((a) => a.correct) ?? -1;

it('a chapter with paid levels has a paid quiz; the first chapter\'s quiz is open to anyone', () => {
  const chapters = getCourse('python').chapters;
  expect(quizAccess(chapters[0])).toBe('anyone');
  expect(quizAccess(chapters[2])).toBe('paid');
  expect(quizAccess(getCourse('advanced-python').chapters[0])).toBe('paid');
});

describeWithApp('a locked chapter locks its quiz', (context) => {
  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });
  const answer = (chapter: number, question: number, index: number, headers: Record<string, string> = {}, lng = '') =>
    context.app.inject({ method: 'POST', url: `/api/quiz/python/${chapter}/question/${question}/answer${lng}`, headers, payload: { answer: index } });

  it('after a wrong answer says which is right and why; after a right one, nothing more', async () => {
    // A visitor with one cookie sees one order of the answers; the indexes sent are the ones shown.
    const visitor = visitorHeaders();
    const seen = (await shownAnswers(context.app, 'python', 1, visitor)).get(1);
    if (!seen) throw new Error('question 1 not served');
    const wrong = (await answer(1, 1, seen.wrong, visitor)).json();
    const right = intro.questions[0]?.answers[rightOf(intro, 1)];
    expect(wrong).toMatchObject({ correct: false, right_answer: { answer: seen.right, text: right?.text, explanation: right?.explanation } });
    expect((await answer(1, 1, seen.right, visitor)).json()).toMatchObject({ correct: true, right_answer: null });
    const german = (await answer(1, 1, seen.wrong, visitor, '?lng=de')).json();
    expect(german.right_answer.explanation).not.toBe(right?.explanation);
  });

  it('a visitor and a child without the course meet the level\'s 402 payment_required, and nothing is stored', async () => {
    const visitor = await get('/api/quiz/python/3');
    expect(visitor.statusCode).toBe(402);
    expect(visitor.json().code).toBe('payment_required');
    expect((await answer(3, 1, 0)).json().code).toBe('payment_required');
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `quizlock${Date.now()}`);
    expect((await get('/api/quiz/python/3', parent.bearerHeaders)).statusCode).toBe(402);
    const refused = await answer(3, 1, 0, parent.bearerHeaders);
    expect(refused.statusCode).toBe(402);
    expect(await context.app.database.db.select().from(quizAnswers).where(eq(quizAnswers.studentId, id))).toEqual([]);
    // The level of the same chapter says the same.
    expect((await get('/api/level/data/python/loops-level1', parent.bearerHeaders)).json().code).toBe('payment_required');

    await buyPlan(context.app, parent.bearerHeaders, 'python_course');
    const assigned = await context.app.inject({ method: 'POST', url: `/api/payment/assign-purchase?student_id=${id}&course_name=python`, headers: parent.bearerHeaders });
    expect(assigned.statusCode).toBe(200);
    expect((await get('/api/quiz/python/3', parent.bearerHeaders)).statusCode).toBe(200);
    const loopsRight = (await shownAnswers(context.app, 'python', 3, parent.bearerHeaders)).get(1)?.right ?? -1;
    expect((await answer(3, 1, loopsRight, parent.bearerHeaders)).json()).toMatchObject({ correct: true, saved: true });
    expect((await get('/api/quiz/python/1')).statusCode).toBe(200);
  });

  it('a chapter the class has not unlocked answers the level\'s 403 class_locked', async () => {
    const school = await buildSchool(context.app);
    const admin = school.admin.bearerHeaders;
    const turnedOn = await context.app.inject({
      method: 'PUT',
      url: `/api/organization/classes/${school.classId}`,
      headers: admin,
      payload: { name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2'], no_skip: false, quiz: true },
    });
    expect(turnedOn.statusCode).toBe(200);
    const student = await loginSchoolStudent(context.app, school);
    const locked = await get('/api/quiz/python/3', student.bearerHeaders);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('class_locked');
    expect((await get('/api/level/data/python/loops-level1', student.bearerHeaders)).json().code).toBe('class_locked');
    expect((await answer(3, 1, 0, student.bearerHeaders)).json().code).toBe('class_locked');
    expect((await get('/api/quiz/python/1', student.bearerHeaders)).statusCode).toBe(200);
  });
});
