import { findQuiz } from '@codehop/content';
import { expect, it } from 'vitest';
import { buildSchool, loginSchoolStudent, loginTeacher } from '../../test/school-world.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

describeWithApp("the Teacher's Guide answers", (context) => {
  const answers = (headers: Record<string, string>, url = '/api/guide/python/3/answers') =>
    context.app.inject({ method: 'GET', url, headers });

  it('gives a teacher and a school admin every solution of the chapter and the quiz answer key', async () => {
    const school = await buildSchool(context.app, `guide${Date.now()}`);
    const teacher = await loginTeacher(context.app, school);
    for (const headers of [teacher.bearerHeaders, school.admin.bearerHeaders]) {
      const response = await answers(headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.levels.map((level: { slug: string }) => level.slug)).toEqual(['loops-level1', 'loops-level2', 'loops-level3', 'loops-level4', 'loops-level5', 'loops-level6', 'loops-level7']);
      expect(body.levels[0].solution).toContain('for step in range(7):');
      expect(body.levels[0].explanation).toContain('range(7)');
      const quiz = findQuiz('python', 3);
      expect(body.quiz.questions).toHaveLength(quiz?.questions.length ?? -1);
      expect(body.quiz.questions[0]).toMatchObject({ id: 1, answer: '5' });
    }
  });

  it('answers in the teacher’s language where the level has a translation', async () => {
    const school = await buildSchool(context.app, `guidees${Date.now()}`);
    const body = (await answers(school.admin.bearerHeaders, '/api/guide/python/3/answers?lng=es')).json();
    expect(body.levels[0].solution).toContain('for step in range(7):');
    expect(body.levels[0].explanation).not.toBe((await answers(school.admin.bearerHeaders)).json().levels[0].explanation);
  });

  it('refuses a parent, their child, a school student and a visitor, saying why', async () => {
    const parent = await signUpParent(context.app);
    const refusedParent = await answers(parent.bearerHeaders);
    expect(refusedParent.statusCode).toBe(403);
    expect(refusedParent.json()).toMatchObject({ code: 'guide_answers_teachers_only' });
    expect(refusedParent.json().detail).toMatch(/teacher/);
    await addAndChooseStudent(context.app, parent, `guidekid${Date.now()}`);
    expect((await answers(parent.bearerHeaders)).statusCode).toBe(403);
    const school = await buildSchool(context.app, `guidest${Date.now()}`);
    const student = await loginSchoolStudent(context.app, school);
    expect((await answers(student.bearerHeaders)).statusCode).toBe(403);
    const anonymous = await answers({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('range(7)');
  });

  it('answers 404 for a chapter the course does not have and 422 for a bad one', async () => {
    const school = await buildSchool(context.app, `guide404${Date.now()}`);
    expect((await answers(school.admin.bearerHeaders, '/api/guide/python/9/answers')).statusCode).toBe(404);
    expect((await answers(school.admin.bearerHeaders, '/api/guide/advanced-python/10/answers')).statusCode).toBe(200);
    expect((await answers(school.admin.bearerHeaders, '/api/guide/java/1/answers')).statusCode).toBe(422);
    expect((await answers(school.admin.bearerHeaders, '/api/guide/python/x/answers')).statusCode).toBe(422);
  });
});
