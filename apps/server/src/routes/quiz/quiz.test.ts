import { findQuiz } from '@codehop/content';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { levelProgress, quizAnswers, quizResults } from '../../db/schema.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { shownAnswers, visitorHeaders } from './shown-answers.test-support.ts';

const quiz = findQuiz('python', 1);
if (!quiz) throw new Error('the intro quiz is missing');

describeWithApp('chapter quizzes', (context) => {
  const headersOf = (session: TestSession | null) => session?.bearerHeaders ?? visitorHeaders();
  const answer = (session: TestSession | null, question: number, index: number, chapter = 1) =>
    context.app.inject({
      method: 'POST',
      url: `/api/quiz/python/${chapter}/question/${question}/answer`,
      headers: headersOf(session),
      payload: { answer: index },
    });
  // The answers are shown in each player's own order: the indexes a player sends are read from it.
  const shownIndex = async (session: TestSession | null, id: number, which: 'right' | 'wrong') =>
    (await shownAnswers(context.app, 'python', 1, headersOf(session))).get(id)?.[which] ?? -1;
  const rightIndex = (session: TestSession | null, id: number) => shownIndex(session, id, 'right');
  const wrongIndex = (session: TestSession | null, id: number) => shownIndex(session, id, 'wrong');

  it('shows the questions without the right answers, and judges a visitor without storing', async () => {
    const shown = await context.app.inject({ method: 'GET', url: '/api/quiz/python/1' });
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body).toMatchObject({ course_id: 'python', chapter_id: 1, title: 'Variables and Types', saved: false, score: 0, complete: false });
    expect(body.questions).toHaveLength(quiz.questions.length);
    expect(JSON.stringify(body)).not.toContain('"correct"');
    expect(body.questions[0].state).toBe('unanswered');
    const judged = await answer(null, 1, await rightIndex(null, 1));
    expect(judged.json()).toMatchObject({ correct: true, saved: false });
    expect(judged.json().explanation.length).toBeGreaterThan(0);
  });

  it('serves the quiz, the explanation and the review in the learner\'s language, English for an unknown one', async () => {
    const german = (await context.app.inject({ method: 'GET', url: '/api/quiz/python/1?lng=de' })).json();
    expect(german.title).toBe('Variablen und Typen');
    expect(german.questions[0].question).toContain('Karotte');
    expect(german.questions[0].answers).toContain('move_forward(3)');
    expect(german.questions.map((q: { code: string | null }) => q.code)).toEqual(quiz.questions.map((q) => q.code ?? null));
    const explained = await context.app.inject({
      method: 'POST',
      url: `/api/quiz/python/1/question/1/answer?lng=de`,
      headers: visitorHeaders(),
      payload: { answer: await rightIndex(null, 1) },
    });
    expect(explained.json().explanation).toContain('Schritte');
    const unknown = (await context.app.inject({ method: 'GET', url: '/api/quiz/python/1?lng=xx' })).json();
    expect(unknown.title).toBe('Variables and Types');
    expect(unknown.questions[0].question).toBe(quiz.questions[0]?.question);
    expect((await context.app.inject({ method: 'GET', url: '/api/quiz/python/1?lng=deu' })).statusCode).toBe(422);
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `quizlng${Date.now()}`);
    const review = await context.app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${id}?lng=de`, headers: parent.bearerHeaders });
    expect(review.json()).toMatchObject({ title: 'Variablen und Typen' });
    expect(review.json().questions[1].answers[0]).toEqual({ text: 'Nach rechts, zur rechten Seite des Bildschirms', correct: true });
  });

  it('refuses question 99, an answer out of range, a chapter without a quiz and bad input, storing nothing', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `quizbad${Date.now()}`);
    expect((await answer(parent, 99, 0)).statusCode).toBe(404);
    expect((await answer(parent, 99, 0)).json().code).toBe('question_not_found');
    const outOfRange = await answer(parent, 1, 9);
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().errors[0].field).toBe('answer');
    expect((await answer(parent, 1, 0, 42)).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/quiz/java/1' })).statusCode).toBe(422);
    expect((await context.app.inject({ method: 'GET', url: '/api/quiz/python/99' })).statusCode).toBe(404);
    const bad = await context.app.inject({ method: 'POST', url: '/api/quiz/python/1/question/1/answer', headers: parent.bearerHeaders, payload: { answer: 'b' } });
    expect(bad.statusCode).toBe(422);
    const rows = await context.app.database.db.select().from(quizAnswers).where(eq(quizAnswers.studentId, id));
    expect(rows).toEqual([]);
  });

  it('stores every answer, completes when each question was right once, and the chapter and course data follow', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `quizzer${Date.now()}`);
    const [first, ...rest] = quiz.questions;
    if (!first) throw new Error('no questions');
    const missed = await answer(parent, first.id, await wrongIndex(parent, first.id));
    expect(missed.json()).toMatchObject({ correct: false, saved: true, score: 0, complete: false });
    for (const question of rest) expect((await answer(parent, question.id, await rightIndex(parent, question.id))).json().correct).toBe(true);
    const before = (await context.app.inject({ method: 'GET', url: '/api/quiz/python/1', headers: parent.bearerHeaders })).json();
    expect(before).toMatchObject({ saved: true, score: quiz.questions.length - 1, complete: false });
    expect(before.questions[0].state).toBe('missed');
    const retried = await answer(parent, first.id, await rightIndex(parent, first.id));
    expect(retried.json()).toMatchObject({ correct: true, score: quiz.questions.length, complete: true });
    const [result] = await context.app.database.db.select().from(quizResults).where(eq(quizResults.studentId, id));
    expect(result).toMatchObject({ score: quiz.questions.length, firstTryScore: quiz.questions.length - 1 });
    expect(result?.completedAt).toBeInstanceOf(Date);
    // A later wrong answer is stored but never undoes the completion.
    expect((await answer(parent, 2, await wrongIndex(parent, 2))).json().complete).toBe(true);

    const course = (await context.app.inject({ method: 'GET', url: '/api/level/course/python', headers: parent.bearerHeaders })).json();
    expect(course.chapters[0]).toMatchObject({ quiz_exists: true, quiz_complete: true });
    expect(course.chapters[1].quiz_complete).toBe(false);

    const review = await context.app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${id}`, headers: parent.bearerHeaders });
    expect(review.statusCode).toBe(200);
    const reviewed = review.json();
    expect(reviewed).toMatchObject({ student: { id }, score: quiz.questions.length, first_try_score: quiz.questions.length - 1, complete: true });
    expect(reviewed.questions[0].given.map((g: { correct: boolean }) => g.correct)).toEqual([false, true]);
    expect(reviewed.questions[1].given).toHaveLength(2);
    expect(reviewed.questions[0].answers.filter((a: { correct: boolean }) => a.correct)).toHaveLength(1);

    // A badge for the first quiz, none for a perfect one (a question was missed first).
    const badges = (await context.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers: parent.bearerHeaders })).json();
    const earned = badges.badges.filter((b: { earned_at: string | null }) => b.earned_at).map((b: { id: string }) => b.id);
    expect(earned).toContain('first-quiz');
    expect(earned).not.toContain('perfect-quiz');
    expect(earned).not.toContain('chapter-python-1');
  });

  it('keeps another family\'s review and answers out of reach', async () => {
    const owner = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, owner, `quizowner${Date.now()}`);
    const stranger = await signUpParent(context.app);
    await addAndChooseStudent(context.app, stranger, `quizstranger${Date.now()}`);
    const review = await context.app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${id}`, headers: stranger.bearerHeaders });
    expect(review.statusCode).toBe(404);
    const peek = await context.app.inject({ method: 'GET', url: `/api/quiz/python/1?student_id=${id}`, headers: stranger.bearerHeaders });
    expect(peek.statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/api/quiz/python/1/student/${id}` })).statusCode).toBe(401);
  });

  it('a chapter is done only with its quiz: the chapter badge waits for the quiz', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `chapterdone${Date.now()}`);
    const chapter = (await context.app.inject({ method: 'GET', url: '/api/level/course/python' })).json().chapters[0];
    await context.app.database.db.insert(levelProgress).values(
      chapter.level_data.map((level: { slug: string }) => ({ studentId: id, courseId: 'python', levelSlug: level.slug, status: 'complete', completedAt: new Date() })),
    );
    const earnedIds = async () =>
      (await context.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers: parent.bearerHeaders }))
        .json()
        .badges.filter((b: { earned_at: string | null }) => b.earned_at)
        .map((b: { id: string }) => b.id);
    expect(await earnedIds()).not.toContain('chapter-python-1');
    for (const question of quiz.questions) await answer(parent, question.id, await rightIndex(parent, question.id));
    const earned = await earnedIds();
    expect(earned).toEqual(expect.arrayContaining(['first-level', 'chapter-python-1', 'first-quiz', 'perfect-quiz', 'first-certificate']));
  });

  it('counts parallel answers of one child exactly', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `parallel${Date.now()}`);
    const rights = await Promise.all(quiz.questions.map((question) => rightIndex(parent, question.id)));
    await Promise.all(quiz.questions.map((question, index) => answer(parent, question.id, rights[index] ?? -1)));
    const [result] = await context.app.database.db.select().from(quizResults).where(eq(quizResults.studentId, id));
    expect(result).toMatchObject({ score: quiz.questions.length });
    expect(result?.completedAt).toBeInstanceOf(Date);
  });
}, { alsoOnPostgres: "a child's answers sent in parallel are counted exactly: upserts of one result across connections" });
