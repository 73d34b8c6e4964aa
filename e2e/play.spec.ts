import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mapPicture, openLevel as openLevelAt, typeCode, untilMapChanges } from './play-helpers.ts';
import { expect, test, type Page } from '@playwright/test';
import { untilStill } from './until-still.ts';

// The play screen end to end: the real server, the real Pyodide worker, the real engine.
const LEVEL_PATH = '/en/play/python/intro-level1';
const LEVEL_DIR = path.join(process.cwd(), 'packages/content/levels/python/intro-level1');

/** The level's reference solution, as the content package ships it. */
function referenceSolution(): string | null {
  for (const name of ['solution.py', 'reference.py', 'solution/solution.py']) {
    const file = path.join(LEVEL_DIR, name);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return null;
}

/**
 * A level of our own for the cases the course's first level cannot show (a question X mark):
 * served in place of intro-level1's data, on the real Sunny Farmstead map; the rest is real.
 */
async function serveQuestionLevel(page: Page): Promise<void> {
  await page.route('**/api/level/data/python/intro-level1', async (route) => {
    const map = (await (await page.request.get('/assets/maps/creative-01.json')).json()) as Record<string, unknown>;
    await route.fulfill({
      json: {
        slug: 'intro-level1',
        name: 'Yes or No',
        chapter_id: 1,
        chapter_name: 'Variables and Types',
        level_id: 1,
        codeTemplate: 'from player import *\n',
        guide: 'Answer the question.',
        last_code_executed: null,
        last_status: 'not_started',
        map,
        start: [15, 9],
        items: [],
        levelGoals: [{ action: 'question', type: '', data: 'Shall I hop?', position: [15, 9], targetPosition: [15, 8] }],
        constants: [],
      },
    });
  });
}

async function openLevel(page: Page): Promise<void> {
  await openLevelAt(page, LEVEL_PATH);
}

async function editorText(page: Page): Promise<string> {
  return page.locator('.cm-content').evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'))
      .map((line) => line.textContent ?? '')
      .join('\n'),
  );
}

const SHOTS = 'test-results/screenshots/play';

/** Both sizes of a modal or overlay: desktop 1280x800 and phone 390x844, then back to desktop. */
async function shoot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await untilStill(page);
}

/** A parent account made through the API; the page's context keeps its session cookie. */
async function signUpParent(page: Page): Promise<string> {
  const answer = await page.request.post('/api/auth/signup', {
    data: { email: `play-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'hop-hop-2026', full_name: 'Pat Parent' },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { csrf_token: string };
  return body.csrf_token;
}

async function runOnce(page: Page): Promise<void> {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 15_000 });
}

/** Answers every run with the server's 403 for spent attempts, and counts the calls. */
async function refuseAttempts(page: Page, detail: string): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route('**/api/level/update/**', async (route) => {
    seen.calls += 1;
    await route.fulfill({ status: 403, json: { detail, code: 'attempts_exhausted' } });
  });
  return seen;
}

test.describe('play screen', () => {
  test('the reference solution walks the character and completes the level', async ({ page }, testInfo) => {
    const solution = referenceSolution();
    test.skip(solution === null, 'intro-level1 has no reference solution in packages/content yet');
    await openLevel(page);
    await expect(page.getByTestId('level-title')).toBeVisible();
    await page.getByRole('button', { name: 'Turbo' }).click();
    await typeCode(page, solution ?? '');
    const before = await mapPicture(page);
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('stop-button')).toBeVisible();
    const during = await untilMapChanges(page, before);
    await testInfo.attach('character-moving', { body: during, contentType: 'image/png' });
    await expect(page.getByTestId('level-complete-dialog').or(page.getByTestId('certificate-dialog'))).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('level-complete.png') });
  });

  test('an endless loop shows Execution Time Exceeded within 6 s and the page stays responsive', async ({ page }) => {
    await openLevel(page);
    await typeCode(page, 'from player import *\nwhile True:\n    pass\n');
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('timeout-dialog')).toBeVisible({ timeout: 10_000 });
    // Measured inside the page, from the press of Run to the dialog, so the test runner's own
    // click latency on a busy machine does not count against the game.
    const pressToDialog = await page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? Number.NaN;
      return at('play:timeout-dialog') - at('play:run-pressed');
    });
    expect(pressToDialog).toBeLessThan(6_000);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 10_000 });
    await typeCode(page, 'print("still here")\n');
    expect(await editorText(page)).toContain('still here');
  });

  test('Stop ends a run at once, silently', async ({ page }) => {
    await openLevel(page);
    await typeCode(page, 'from player import *\nfor i in range(200):\n    turn_left()\n');
    const before = await mapPicture(page);
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('stop-button')).toBeVisible();
    // Stopped in the middle of the run: once the character has begun to turn.
    await untilMapChanges(page, before);
    await page.getByTestId('stop-button').click();
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 10_000 });
    await expect(page.getByTestId('error-dialog')).toHaveCount(0);
    await expect(page.getByTestId('timeout-dialog')).toHaveCount(0);
  });

  test('a question answered Yes or No changes what the program does', async ({ page }) => {
    await serveQuestionLevel(page);
    await openLevel(page);
    const program = 'from player import *\nif question("Shall I hop?"):\n    print("hop!")\nelse:\n    print("staying")\n';
    for (const [answer, printed] of [
      ['popup-yes', 'hop!'],
      ['popup-no', 'staying'],
    ] as const) {
      await typeCode(page, program);
      await page.getByTestId('run-button').click();
      await expect(page.getByTestId('popup-question')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('popup-question')).toContainText('Shall I hop?');
      await page.getByTestId(answer).click();
      await expect(page.getByTestId('program-output')).toHaveText(`${printed}\n`, { timeout: 10_000 });
      await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 10_000 });
      await page.getByTestId('level-complete-dialog').getByRole('button', { name: 'Play again' }).click({ timeout: 5_000 }).catch(() => undefined);
    }
  });

  test('Reset asks first, then restores the template', async ({ page }) => {
    await openLevel(page);
    const template = await editorText(page);
    await typeCode(page, 'print("my own code")\n');
    await page.getByTestId('reset-button').click();
    await page.getByTestId('reset-dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await editorText(page)).toContain('my own code');
    await page.getByTestId('reset-button').click();
    await page.getByTestId('reset-dialog').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => editorText(page)).toBe(template);
  });

  test('the guide and tutorial tabs answer clicks, the arrows and Home', async ({ page }) => {
    await openLevel(page);
    const column = page.getByTestId('guide-column');
    const guide = column.getByRole('tab', { name: 'Guide' });
    const tutorial = column.getByRole('tab', { name: 'Tutorial' });
    await expect(guide).toHaveAttribute('aria-selected', 'true');
    const guideText = await column.locator('[data-content]').first().innerText();
    await tutorial.click();
    await expect(tutorial).toHaveAttribute('aria-selected', 'true');
    await expect(column.locator('[data-content]').first()).not.toHaveText(guideText);
    const tutorialText = await column.locator('[data-content]').first().innerText();
    await page.keyboard.press('ArrowRight');
    await expect(guide).toHaveAttribute('aria-selected', 'true');
    await expect(guide).toBeFocused();
    await page.keyboard.press('End');
    await expect(tutorial).toBeFocused();
    await page.keyboard.press('Home');
    await expect(guide).toHaveAttribute('aria-selected', 'true');
    await expect(column.locator('[data-content]').first()).not.toHaveText(tutorialText);
  });

  test('Save needs a file name and Load reads a .py file into the editor', async ({ page }) => {
    await openLevel(page);
    await page.getByTestId('save-button').click();
    await page.getByTestId('save-name').fill('  ');
    await page.getByTestId('save-dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please provide a name for the file.')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('save-name').fill('my-hop');
    await page.getByTestId('save-dialog').getByRole('button', { name: 'Save' }).click();
    expect((await download).suggestedFilename()).toBe('my-hop.py');

    await page.getByTestId('load-button').click();
    await page.getByTestId('load-file').setInputFiles({ name: 'mine.py', mimeType: 'text/x-python', buffer: Buffer.from('move_forward(3)\n') });
    await expect.poll(() => editorText(page)).toContain('move_forward(3)');
  });

  test('on a phone the Code/Game toggle switches panels and Run shows the game', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLevel(page);
    await expect(page.getByTestId('code-editor')).toBeVisible();
    await expect(page.getByTestId('game-panel')).toBeHidden();
    await typeCode(page, 'from player import *\nturn_left()\n');
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('game-panel')).toBeVisible();
    await expect(page.getByTestId('code-editor')).toBeHidden();
  });
  test('an anonymous visitor sees the counters, gets a tip, and the sign-up prompt on every 4th run', async ({ page }) => {
    await openLevel(page);
    await expect(page.getByTestId('log-in-to-store')).toHaveText('Log in to store progress and code');
    await expect(page.getByTestId('attempt-counter')).toHaveText('Attempts left: 10 of 10');
    await page.getByRole('button', { name: 'Turbo' }).click();
    await typeCode(page, 'from player import *\nturn_left()\n');
    await runOnce(page);
    // An unfinished run: the counter is refreshed, the card gives the free tip; the coach's costs
    // a credit only when asked for.
    await expect(page.getByTestId('attempt-counter')).toHaveText('Attempts left: 9 of 10');
    await expect(page.getByTestId('tip-card')).toContainText('Not finished yet');
    await page.getByTestId('tip-ask').click();
    await expect(page.getByTestId('tip-card')).toContainText('You picked 0 of 1 carrot');
    await shoot(page, 'tip-card');
    await page.getByTestId('assistant-switch').click();
    await runOnce(page);
    await expect(page.getByTestId('tip-card')).toHaveCount(0);
    await runOnce(page);
    await expect(page.getByTestId('attempt-counter')).toHaveText('Attempts left: 7 of 10');
    // The 4th press opens the prompt instead of a run.
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('frequent-execution-dialog')).toBeVisible();
    // No Google sign-in on this server: e-mail sign-up is the way offered.
    await expect(page.getByTestId('frequent-email')).toBeVisible();
    await expect(page.getByTestId('frequent-google')).toHaveCount(0);
    await expect(page.getByTestId('attempt-counter')).toHaveText('Attempts left: 7 of 10');
    await shoot(page, 'frequent-execution');
    await page.getByRole('button', { name: 'Keep playing' }).click();
    // Closing it starts the count again: the next run runs.
    await runOnce(page);
    await expect(page.getByTestId('frequent-execution-dialog')).toHaveCount(0);
    await expect(page.getByTestId('attempt-counter')).toHaveText('Attempts left: 6 of 10');
  });

  test('an anonymous visitor on intro-level5 is asked to sign up instead of running', async ({ page }) => {
    await page.goto('/en/play/python/intro-level5');
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
    // The sign-up notice stands above the guide, and the guide's first words are in view below it.
    const notice = await page.getByTestId('account-level-notice').boundingBox();
    const guideBox = await page.getByTestId('guide-box').boundingBox();
    const firstWords = await page.getByTestId('guide-column').locator('[data-content] > p').first().boundingBox();
    expect(notice && guideBox && firstWords).toBeTruthy();
    if (notice && guideBox && firstWords) {
      expect(guideBox.y).toBeGreaterThanOrEqual(notice.y + notice.height - 1);
      expect(firstWords.y).toBeGreaterThanOrEqual(guideBox.y - 1);
      expect(firstWords.y + Math.min(firstWords.height, 20)).toBeLessThanOrEqual(guideBox.y + guideBox.height);
    }
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('sign-up-dialog')).toContainText('Sign Up to Continue');
    await expect(page.getByTestId('stop-button')).toHaveCount(0);
    await shoot(page, 'sign-up');
    await page.getByTestId('sign-up-dialog').getByRole('button', { name: 'Sign up for free' }).click();
    await expect(page).toHaveURL(/\/en\/signup\?redirect=%2Fen%2Fplay%2Fpython%2Fintro-level5$/);
  });

  test('spent attempts open Sign Up to Continue, and Run shows it again without asking the server', async ({ page }) => {
    const refused = await refuseAttempts(page, "You've used all your attempts for the day. Sign up to get more attempts.");
    await openLevel(page);
    await page.getByTestId('run-button').click();
    const dialog = page.getByTestId('sign-up-credits-dialog');
    await expect(dialog).toContainText('Sign Up to Continue');
    await expect(dialog.getByTestId('attempts-message')).toHaveText("You've used all your attempts for the day. Sign up to get more attempts.");
    await shoot(page, 'sign-up-credits');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 15_000 });
    await page.getByTestId('run-button').click();
    await expect(dialog).toBeVisible();
    expect(refused.calls).toBe(1);
  });

  test('a parent without a chosen student sees the overlay and cannot run', async ({ page }) => {
    await signUpParent(page);
    await page.goto(LEVEL_PATH);
    const overlay = page.getByTestId('choose-student-overlay');
    // The first play page after signing up downloads the play screen's code: allow for a slow machine.
    await expect(overlay).toContainText('Please choose a student to play', { timeout: 15_000 });
    // In Run's place, the way to choose who plays (no spinner that looks like loading).
    await expect(page.getByTestId('run-button')).toHaveCount(0);
    await expect(page.getByTestId('run-choose-student')).toBeEnabled();
    await expect(page.getByTestId('reset-button')).toBeDisabled();
    await expect(page.getByTestId('log-in-to-store')).toHaveCount(0);
    await shoot(page, 'choose-student-overlay');
    await page.getByTestId('choose-student-button').click();
    await expect(page.getByRole('dialog')).toContainText('You have no students yet.');
  });

  test('a student with spent attempts is asked to upgrade', async ({ page }) => {
    const csrf = await signUpParent(page);
    const created = await page.request.post('/api/profile/students', { data: { username: `hopper${Date.now() % 1_000_000}` }, headers: { 'x-csrf-token': csrf } });
    expect(created.ok()).toBe(true);
    const student = (await created.json()) as { id: number };
    expect((await page.request.post(`/api/auth/choose_student/${student.id}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);
    await refuseAttempts(page, "You've used all your attempts for the day. Upgrade your plan to get unlimited attempts each day.");
    await openLevel(page);
    await expect(page.getByTestId('attempt-counter')).toHaveText('Attempts: unlimited');
    await expect(page.getByTestId('log-in-to-store')).toHaveCount(0);
    await page.getByTestId('run-button').click();
    const dialog = page.getByTestId('upgrade-plan-dialog');
    await expect(dialog).toContainText('Upgrade Plan to Continue');
    await expect(dialog.getByTestId('attempts-message')).toHaveText("You've used all your attempts for the day. Upgrade your plan to get unlimited attempts each day.");
    await shoot(page, 'upgrade-plan');
    await dialog.getByRole('button', { name: 'Upgrade plan' }).click();
    await expect(page).toHaveURL(/\/en\/purchase$/);
  });
});

test('a level of a course not bought says it is paid, what it costs, and leads to the price list', async ({ page }) => {
  // Issue 28: an anonymous visitor at the Advanced course reads that it is paid and its price, in
  // their language, with a Buy button (not a silent jump to the price list, not the crash page).
  for (const [lng, heading, price, buy] of [
    ['de', 'Ein bezahlter Kurs', /59,00\s\$/, /kaufen$/],
    ['ar', 'دورة مدفوعة', /59/, /^اشترِ/],
    ['en', 'A paid course', /\$59\.00/, 'Buy Advanced Python'],
  ] as const) {
    await page.goto(`/${lng}/play/advanced-python/generators-level1`);
    const refusal = page.getByTestId('refusal-page');
    await expect(refusal.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(refusal).toContainText(price);
    await expect(refusal.getByRole('link', { name: buy })).toBeVisible();
    await shoot(page, `paid-course-${lng}`);
  }
  await page.getByTestId('refusal-page').getByRole('link', { name: 'Buy Advanced Python' }).click();
  await expect(page).toHaveURL(/\/en\/purchase$/);
  // A chapter of Beginner Python not bought says the same with its own price.
  await page.goto('/en/play/python/loops-level2');
  await expect(page.getByTestId('refusal-page')).toContainText('Beginner Python, a paid course: $49.00', { timeout: 30_000 });
});

test.describe('play screen on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an anonymous visitor on a phone is asked to sign up on Run, and can close it', async ({ page }) => {
    await page.goto(LEVEL_PATH);
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
    await page.getByTestId('run-button').click();
    const dialog = page.getByTestId('mobile-sign-up-dialog');
    await expect(dialog).toContainText('Play on your phone');
    await page.screenshot({ path: `${SHOTS}/mobile-sign-up-390.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('panel-toggle')).toBeVisible();
  });
});
