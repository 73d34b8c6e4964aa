import { findQuiz } from '@codehop/content';
import { expect, it } from 'vitest';
import { buildSchool, loginSchoolStudent, loginTeacher } from '../../test/school-world.ts';
import { signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { shownAnswers } from './shown-answers.test-support.ts';

const quiz = findQuiz('python', 1);
if (!quiz) throw new Error('the intro quiz is missing');
const total = quiz.questions.length;

describeWithApp("a teacher sees what a child knew at the first try, and the child's answers", (context) => {
  it('6 right at the first try then the missed one retried: the class page, the student page and the CSV say so; the review opens for the class\'s staff only', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'firsttry');
    const admin = school.admin.bearerHeaders;
    const turnedOn = await app.inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}`, headers: admin, payload: { name: 'Class 4A', unlocked_chapters: [], no_skip: false, quiz: true } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const student = (await loginSchoolStudent(app, school)).bearerHeaders;
    const seen = await shownAnswers(app, 'python', 1, student);
    const answer = (question: number, which: 'right' | 'wrong') =>
      app.inject({ method: 'POST', url: `/api/quiz/python/1/question/${question}/answer`, headers: student, payload: { answer: seen.get(question)?.[which] ?? -1 } });
    // Question 4 missed first (the right answer is then shown), then picked.
    for (const question of quiz.questions) expect((await answer(question.id, question.id === 4 ? 'wrong' : 'right')).statusCode).toBe(200);
    expect((await answer(4, 'right')).json()).toMatchObject({ correct: true, complete: true, score: total });

    const teacher = (await loginTeacher(app, school)).bearerHeaders;
    const standing = { score: total, questions: total, complete: true, first_try_score: total - 1, missed_first_try: [4] };
    const heatmap = await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/progress?course=python`, headers: teacher });
    expect(heatmap.statusCode, heatmap.body).toBe(200);
    expect(heatmap.json().students[0].quizzes[0]).toEqual(standing);
    const page = await app.inject({ method: 'GET', url: `/api/organization/students/${school.studentId}/progress`, headers: teacher });
    expect(page.json().quizzes).toEqual([{ course_id: 'python', chapter_id: 1, ...standing }]);
    const csv = (await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/progress.csv?course=python`, headers: teacher })).body;
    expect(csv).toContain(`${total - 1} of ${total} at the first try (wrong: question 4); ${total} of ${total}, passed`);

    // The review: the class's teacher and the school's admin open it; a parent who is a stranger gets 404.
    for (const headers of [teacher, admin]) {
      const review = await app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${school.studentId}`, headers });
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json()).toMatchObject({ score: total, first_try_score: total - 1, complete: true });
      expect(review.json().questions[3].given.map((given: { correct: boolean }) => given.correct)).toEqual([false, true]);
    }
    const stranger = await signUpParent(app);
    expect((await app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${school.studentId}`, headers: stranger.bearerHeaders })).statusCode).toBe(404);
    const otherSchool = await buildSchool(app, 'firsttryother');
    const otherTeacher = (await loginTeacher(app, otherSchool)).bearerHeaders;
    expect((await app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${school.studentId}`, headers: otherTeacher })).statusCode).toBe(404);
  });
});
