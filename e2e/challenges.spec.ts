import { expect, test, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';
import { untilStill } from './until-still.ts';

// Coding challenges and the server's own check of completions (issue 15), as a family meets them.

// The machine running the suite may be busy: pages get a generous wait.
const expectSoon = expect.configure({ timeout: 20_000 });
const SHOTS = process.env['SHOTS_DIR'] ?? 'test-results/screenshots/challenges';

async function shoot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A parent and a chosen child, made through the API (the page keeps the session cookie); answers the CSRF token. */
async function familyWithChild(page: Page): Promise<string> {
  const email = `challenges-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const answer = await page.request.post('/api/auth/signup', { data: { email, password: 'hop-hop-2026', full_name: 'Sam Solver' } });
  expect(answer.ok()).toBe(true);
  const csrf = ((await answer.json()) as { csrf_token: string }).csrf_token;
  const created = await page.request.post('/api/profile/students', {
    data: { username: `solver${Date.now().toString(36)}`, character: 'Rabbit' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/auth/choose_student/${id}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);
  return csrf;
}

async function runCode(page: Page, code: string): Promise<void> {
  await typeCode(page, code);
  await page.getByTestId('challenge-run').click();
  await expectSoon(page.getByTestId('challenge-result')).toBeVisible({ timeout: 30_000 });
}

test('a child solves three challenges, one after a failing run that shows the first failed test', async ({ page }) => {
  test.setTimeout(120_000);
  await familyWithChild(page);

  await page.goto('/en/challenges');
  await expectSoon(page.getByRole('heading', { name: 'Coding challenges' })).toBeVisible();
  await expectSoon(page.locator('[data-testid^="challenge-"][href]')).toHaveCount(32);
  await expectSoon(page.getByTestId('challenges-solved')).toHaveText('0 of 32 solved');
  await shoot(page, '01-list');

  await page.getByTestId('challenge-add-two').click();
  await expectSoon(page.getByRole('heading', { name: 'Add two numbers' })).toBeVisible();
  await expectSoon(page.getByTestId('challenge-credits')).toHaveText('30 runs left today');
  // The line numbers' column runs down the whole editor, as on the play screen.
  const editorBox = await page.getByTestId('python-editor').locator('.cm-editor').boundingBox();
  const gutterBox = await page.getByTestId('python-editor').locator('.cm-gutters').boundingBox();
  expect(editorBox && gutterBox && gutterBox.height >= editorBox.height - 2).toBe(true);

  // A wrong answer: the first failed test, with its input, expected value and the child's answer.
  await runCode(page, 'def add(a, b):\n    return a - b\n');
  await expectSoon(page.getByTestId('challenge-result')).toHaveAttribute('data-passed', 'false');
  await expectSoon(page.getByTestId('failure-input')).toHaveText('add(2, 3)');
  await expectSoon(page.getByTestId('failure-expected')).toHaveText('5');
  await expectSoon(page.getByTestId('failure-actual')).toHaveText('-1');
  await expectSoon(page.getByTestId('challenge-credits')).toHaveText('29 runs left today');
  await shoot(page, '02-first-failure');

  await runCode(page, 'def add(a, b):\n    return a + b\n');
  await expectSoon(page.getByTestId('challenge-result')).toHaveAttribute('data-passed', 'true');
  await expectSoon(page.getByText('All 5 tests passed. You solved it!')).toBeVisible();
  await shoot(page, '03-solved');

  await page.goto('/en/challenge/is-even');
  await runCode(page, 'def is_even(n):\n    return n % 2 == 0\n');
  await expectSoon(page.getByTestId('challenge-result')).toHaveAttribute('data-passed', 'true');

  await page.goto('/en/challenge/fizzbuzz');
  await runCode(page, "def fizzbuzz(n):\n    if n % 15 == 0:\n        return 'FizzBuzz'\n    if n % 3 == 0:\n        return 'Fizz'\n    if n % 5 == 0:\n        return 'Buzz'\n    return str(n)\n");
  await expectSoon(page.getByTestId('challenge-result')).toHaveAttribute('data-passed', 'true');
  await expectSoon(page.getByTestId('challenge-credits')).toHaveText('26 runs left today');

  await page.goto('/en/challenges');
  await expectSoon(page.getByTestId('challenges-solved')).toHaveText('3 of 32 solved', { timeout: 15_000 });
  await expectSoon(page.getByTestId('challenge-add-two').locator('[data-status="complete"]')).toBeVisible();
  await shoot(page, '04-three-solved');
});

test('a syntax error is shown on its line, and the page reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/challenge/second-largest');
  await runCode(page, 'def second_largest(numbers)\n    return 1\n');
  await expectSoon(page.getByTestId('challenge-error')).toContainText('Line 1');
  await shoot(page, '05-phone-syntax-error');
});

test('posting complete with wrong code through the API leaves the level unfinished', async ({ page }) => {
  const csrf = await familyWithChild(page);
  const forged = await page.request.post('/api/level/update/python', {
    data: { last_status: 'complete', last_code_executed: 'from player import *\nmove_forward(1)\n', level_slug: 'intro-level1' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(forged.ok()).toBe(true);
  expect(await forged.json()).toMatchObject({ status: 'in_progress', verification: 'rejected' });
  const data = await page.request.get('/api/level/data/python/intro-level1');
  expect(await data.json()).toMatchObject({ last_status: 'in_progress' });
  const course = (await (await page.request.get('/api/level/course/python')).json()) as { chapters: { level_data: { completed: boolean }[] }[] };
  expect(course.chapters[0]?.level_data[0]?.completed).toBe(false);

  const honest = await page.request.post('/api/level/update/python', {
    data: { last_status: 'complete', last_code_executed: 'from player import *\n\nmove_forward(3)\ncollect()\n', level_slug: 'intro-level1' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(await honest.json()).toMatchObject({ status: 'complete', verification: 'verified' });
});
