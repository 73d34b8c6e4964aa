import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';
import { shownRightAnswers } from './quiz-helpers.ts';
import { untilStill } from './until-still.ts';

// Issue 15 as a child meets it: chapter 1 finished (its levels recorded through the API, since the
// play screen is not what is tested here), the chapter quiz with a miss and a retry, the chapter's
// tick and a badge, the intro-level4 certificate, its PDF and its public page in a fresh browser.

const SHOTS = '/tmp/learning-shots';
const LEVELS = path.join(process.cwd(), 'packages/content/levels/python');

function solution(slug: string): string {
  return readFileSync(path.join(LEVELS, slug, 'solution.py'), 'utf8');
}

async function shoot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a child finishes chapter 1, takes its quiz with a retry, gets the tick, a badge and the intro-level4 certificate', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const email = `learner-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/signup', { data: { email, password: 'hop-hop-2026', full_name: 'Pat Parent' } });
  expect(signUp.ok()).toBe(true);
  const csrf = ((await signUp.json()) as { csrf_token: string }).csrf_token;
  const headers = { 'x-csrf-token': csrf };
  const username = `mia_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/profile/students', { data: { username, character: 'Girl' }, headers });
  const studentId = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`/api/auth/choose_student/${studentId}`, { headers })).ok()).toBe(true);

  // Chapter 1's levels, with their real solutions, except intro-level4, played below.
  const course = (await (await page.request.get('/api/level/course/python')).json()) as { chapters: { level_data: { slug: string }[] }[] };
  const chapterOne = course.chapters[0]?.level_data.map((level) => level.slug) ?? [];
  expect(chapterOne.length).toBeGreaterThan(4);
  for (const slug of chapterOne.filter((slug) => slug !== 'intro-level4')) {
    for (const status of ['in_progress', 'complete'] as const) {
      const recorded = await page.request.post('/api/level/update/python', {
        data: { last_status: status, last_code_executed: solution(slug), level_slug: slug },
        headers,
      });
      expect(recorded.ok(), slug).toBe(true);
    }
  }

  // intro-level4 in the play screen: the certificate dialog leads to the certificate the server issued.
  // Python boots in the page; on a busy machine that can take a while.
  await page.goto('/en/play/python/intro-level4');
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 120_000 });
  await typeCode(page, solution('intro-level4'));
  await page.getByTestId('run-button').click();
  const dialog = page.getByTestId('certificate-dialog');
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  await shoot(page, '01-certificate-dialog');
  await dialog.getByTestId('certificate-open').click();
  await expect(page).toHaveURL(/\/en\/certificate\/[a-z0-9]{16}$/);
  const certificateUrl = page.url();
  await expect(page.getByTestId('certificate-genuine')).toBeVisible();
  await expect(page.getByTestId('certificate-name')).toHaveText(username);
  await expect(page.getByTestId('certificate-card')).toContainText('First steps in Beginner Python');
  await shoot(page, '02-certificate-page');

  // The quiz: from the drawer's quiz entry, one question a screen, the first one missed.
  // Where this child is shown each right answer (every child sees its own order).
  const answers = await shownRightAnswers(page.request, 1, 'python-intro-quiz.ts');
  expect(answers).not.toContain(-1);
  expect(answers.length).toBeGreaterThanOrEqual(6);
  await page.goto('/en/quiz/python/1');
  await expect(page).toHaveURL(/\/en\/quiz\/python\/1\/question\/1$/);
  for (const [index, right] of answers.entries()) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Question ${index + 1} of ${answers.length}`);
    const pick = index === 0 ? (right + 1) % 3 : right;
    await page.getByTestId(`quiz-answer-${pick}`).click();
    await expect(page.getByTestId('quiz-explanation')).toContainText(index === 0 ? 'Not quite' : 'Right!');
    // One verdict, not "Right! Right! ..."; a miss shows the right answer (lit up) and why.
    await expect(page.getByTestId('quiz-explanation')).not.toContainText(/(Right|Yes)[.!:]\s*(Right|Yes)/);
    if (index === 0) {
      await expect(page.getByTestId('quiz-right-answer')).toBeVisible();
      await expect(page.getByTestId(`quiz-answer-${right}`)).toBeEnabled();
      await shoot(page, '03-quiz-missed');
    }
    await page.getByTestId('quiz-next').click();
  }
  await expect(page).toHaveURL(/\/quiz\/python\/1\/result$/);
  await expect(page.getByTestId('quiz-score')).toHaveText(`You got ${answers.length - 1} of ${answers.length} right!`);
  await expect(page.getByTestId('quiz-complete')).toHaveCount(0);
  await shoot(page, '04-quiz-result-missed');

  // Try the one missed: right this time, and the quiz is complete.
  await page.getByTestId('quiz-try-missed').click();
  await expect(page).toHaveURL(/\/question\/1\?retry=1$/);
  await expect(page.getByTestId('quiz-progress')).toHaveText('Question 1 of 1');
  await page.getByTestId(`quiz-answer-${answers[0]}`).click();
  await expect(page.getByTestId('quiz-explanation')).toContainText('Right!');
  await page.getByTestId('quiz-next').click();
  await expect(page.getByTestId('quiz-score')).toHaveText(`You got ${answers.length} of ${answers.length} right!`);
  await expect(page.getByTestId('quiz-complete')).toBeVisible();

  // A badge is celebrated (the chapter's, among others) without blocking the page.
  const celebration = page.getByTestId('badge-celebration');
  await expect(celebration).toBeVisible({ timeout: 15_000 });
  await shoot(page, '05-quiz-complete-badge');
  for (let shown = 0; shown < 12 && (await celebration.count()) > 0; shown++) {
    await celebration.getByTestId('badge-celebration-close').click();
    await untilStill(page);
  }

  // The drawer: chapter 1 ticked (levels and quiz), its quiz entry ticked.
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  const chapterButton = drawer.getByRole('button', { name: /Variables and Types/ });
  // The tick is the primary-coloured icon (the quiz entry's own icon is secondary until done).
  await expect(chapterButton.locator('.MuiSvgIcon-colorPrimary')).toBeVisible();
  await chapterButton.click();
  const quizEntry = drawer.locator('a[href="/en/quiz/python/1/question/1"]');
  await expect(quizEntry.locator('.MuiSvgIcon-colorPrimary')).toBeVisible();
  await shoot(page, '06-drawer-ticks');
  await page.keyboard.press('Escape');

  // The badges page: the chapter badge and the first-level badge earned.
  await page.goto(`/en/badges/${studentId}`);
  await expect(page.getByTestId('badge-chapter-python-1')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('badge-first-level')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('badge-first-certificate')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('badge-perfect-quiz')).toHaveAttribute('data-earned', 'false');
  await shoot(page, '07-badges');

  // The parent's review of the quiz: the first question answered twice, wrong then right.
  await page.getByTestId('quiz-review-link-1').click();
  await expect(page.getByTestId('review-summary')).toHaveText(`${answers.length} of ${answers.length} right, ${answers.length - 1} on the first try`);
  await expect(page.getByTestId('review-question').first()).toContainText('Answered ×1');
  await shoot(page, '08-quiz-review');

  // The parent's progress page shows the quiz, leading to the child's answers.
  await page.goto(`/en/profile/students/${studentId}`);
  await expect(page.getByTestId('quiz-standing-python-1')).toHaveText(`Quiz complete: ${answers.length} of ${answers.length}`);
  await expect(page.getByTestId('quiz-standing-python-2')).toHaveText('Quiz not taken yet');
  await shoot(page, '08b-progress-quiz');

  // The quiz of a chapter not bought is locked like its levels, with the way to unlock it.
  await page.goto('/en/quiz/python/3/question/1');
  await expect(page.getByTestId('refusal-notice')).toContainText('paid course');
  await expect(page.getByTestId('quiz-question')).toHaveCount(0);

  // The certificates list, the PDF download, and its QR link opened in a fresh browser.
  await page.goto(`/en/certificates/${studentId}`);
  await expect(page.getByTestId('certificate-row')).toHaveCount(1);
  await shoot(page, '09-certificates');
  await page.goto(certificateUrl);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-download').click()]);
  const pdfPath = await download.path();
  const pdf = readFileSync(pdfPath);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const link = /\(([^()]*\/en\/certificate\/[a-z0-9]{16})\)/.exec(pdf.toString('latin1'))?.[1];
  expect(link).toBeDefined();
  const certificateId = certificateUrl.split('/').at(-1) ?? '';
  expect(link?.endsWith(`/certificate/${certificateId}`)).toBe(true);

  const stranger = await browser.newContext();
  const fresh = await stranger.newPage();
  await fresh.goto(new URL(new URL(link ?? '').pathname, certificateUrl).toString());
  await expect(fresh.getByTestId('certificate-genuine')).toBeVisible();
  await expect(fresh.getByTestId('certificate-name')).toHaveText(username);
  await expect(fresh.locator('body')).not.toContainText(email);
  await shoot(fresh, '10-public-certificate');
  await fresh.goto('/en/certificate/notarealnumber0');
  await expect(fresh.getByTestId('certificate-not-genuine')).toBeVisible();
  await shoot(fresh, '11-not-genuine');
  await stranger.close();
});
