import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCompletion, openLevel, typeCode } from './play-helpers.ts';
import { untilStill } from './until-still.ts';

// The first hour of a family with Codehop (issue 14), as a visitor and then as a parent with a
// child: each place where the walkthrough broke the spell, in the order a family meets it.

const SHOTS = 'test-results/screenshots/family';
const LEVELS = path.join(process.cwd(), 'packages/content/levels/python');

function solution(slug: string): string {
  return readFileSync(path.join(LEVELS, slug, 'solution.py'), 'utf8');
}

function uniqueEmail(tag: string): string {
  return `family-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

async function shoot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function editorText(page: Page): Promise<string> {
  return page.locator('.cm-content').evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'))
      .map((line) => line.textContent ?? '')
      .join('\n'),
  );
}

/** A parent made through the API (the page keeps the session cookie); answers the CSRF token. */
async function signUpParent(page: Page, fullName = 'Pat Parent'): Promise<string> {
  const answer = await page.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('parent'), password: 'hop-hop-2026', full_name: fullName },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { csrf_token: string }).csrf_token;
}

async function addStudent(page: Page, csrf: string, username: string, character = 'Rabbit'): Promise<number> {
  const created = await page.request.post('/api/profile/students', { data: { username, character }, headers: { 'x-csrf-token': csrf } });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

async function chooseStudent(page: Page, csrf: string, id: number): Promise<void> {
  expect((await page.request.post(`/api/auth/choose_student/${id}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);
}

function box(locator: Locator) {
  return locator.boundingBox().then((found) => {
    if (!found) throw new Error('not on screen');
    return found;
  });
}

// Each walkthrough boots Python and runs several programs; on a busy 2-core machine that takes
// over a minute, which is the walk itself, not a hang.
test.describe.configure({ timeout: 150_000 });

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('a visitor: arrows say why, the finished level offers Sign Up, brackets are typed over, nothing covers map or code', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openLevel(page, '/en/play/python/intro-level1');

  // 2. The disabled Previous arrow says why.
  await page.getByTestId('previous-level-tip').hover();
  await expect(page.getByRole('tooltip')).toHaveText('This is the first level of the course');

  // 7. Accepting a command and typing its brackets writes them once.
  await typeCode(page, 'from player import *\n');
  await page.keyboard.type('turn_ri');
  await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('turn_right');
  await expect(page.locator('.cm-completionInfo')).toContainText('Turn a quarter turn to the right');
  await acceptCompletion(page);
  await expect(page.locator('.cm-content')).toContainText('turn_right()');
  await page.keyboard.type('()');
  expect((await editorText(page)).split('\n')[1]).toBe('turn_right()');

  // 9. A wrong run brings a tip: it stands below the code, not over it; the goals stand beside the map.
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('tip-card')).toBeVisible({ timeout: 30_000 });
  const editor = await box(page.getByTestId('code-editor'));
  expect(overlaps(await box(page.getByTestId('tip-card')), editor)).toBe(false);
  const map = await box(page.getByTestId('map-area'));
  expect(overlaps(await box(page.getByTestId('goals-panel')), map)).toBe(false);
  expect(overlaps(await box(page.getByTestId('map-buttons')), map)).toBe(false);
  await shoot(page, 'visitor-tip-1366');

  // 4. Finishing a level anonymously offers Sign Up, and the next level.
  await typeCode(page, solution('intro-level1'));
  await page.getByTestId('run-button').click();
  const dialog = page.getByTestId('level-complete-dialog');
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByTestId('complete-sign-up')).toBeVisible();
  await expect(dialog.getByTestId('complete-next')).toBeVisible();
  await shoot(page, 'visitor-complete');
  // "Play again" keeps the child's code; only Reset (confirmed) brings the template back.
  await dialog.getByRole('button', { name: 'Play again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 30_000 });
  expect((await editorText(page)).trim()).toBe(solution('intro-level1').trim());
  await page.getByTestId('run-button').click();
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await dialog.getByRole('button', { name: 'Play again' }).click();
  await page.getByTestId('reset-button').click();
  await page.getByTestId('reset-dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('.cm-content')).toContainText('Change the number of steps!');

  // The drawer counts the level this visitor finished, as the strip ticks it (not "0 of 54").
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('.MuiDrawer-paper').getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '1');
  await page.keyboard.press('Escape');

  // 2. The Next arrow of the last free level says it is locked.
  await openLevel(page, '/en/play/python/intro-level4');
  await page.goto('/en/play/python/intro-level7');
  await expect(page.getByTestId('level-title')).toContainText('Bridge');
  await page.getByTestId('next-level-tip').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Next level is locked. You may need to upgrade your subscription.');

  // 9. Long template comments wrap instead of running off the editor.
  const scroller = page.locator('.cm-scroller');
  expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});

test('on a phone the disabled arrow says why at a tap, and nothing stands over the map', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/en/play/python/intro-level1');
  await expect(page.getByTestId('level-title')).toBeVisible({ timeout: 45_000 });
  // Told up front, before waiting for Python and pressing Run, that running code here needs an account.
  await expect(page.getByTestId('account-level-notice')).toHaveAttribute('data-reason', 'phone');
  await expect(page.getByTestId('account-level-notice')).toContainText('On a phone, running your code needs a free account');
  await page.getByTestId('previous-level-tip').tap();
  await expect(page.getByRole('tooltip')).toHaveText('This is the first level of the course');
  await page.getByTestId('panel-toggle').getByRole('button', { name: 'Game' }).click();
  const map = await box(page.getByTestId('map-area'));
  for (const id of ['goals-panel', 'map-buttons', 'game-run-button']) expect(overlaps(await box(page.getByTestId(id)), map), id).toBe(false);
  await shoot(page, 'phone-game');

  // No floating Feedback button over a phone's page: the menu holds Feedback.
  await page.goto('/en/guide');
  await expect(page.getByTestId('feedback-button')).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('drawer-feedback')).toBeVisible();
  await context.close();
});

test('the code a visitor wrote is the child\'s after signing up and choosing them', async ({ page }) => {
  await openLevel(page, '/en/play/python/intro-level1');
  const finished = solution('intro-level1');
  await typeCode(page, finished);
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('level-complete-dialog')).toBeVisible({ timeout: 45_000 });
  await page.goto('/en/play/python/intro-level2');
  await expect(page.getByTestId('level-title')).toBeVisible({ timeout: 45_000 });
  const halfway = 'from player import *\n\n# halfway there\nmove_forward(4)\n';
  await typeCode(page, halfway);
  // The browser keeps what a visitor writes (model/local-progress.ts): signing up carries it over.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('codehop.play.progress.v1') ?? '{}').code?.['python/intro-level2']))
    .toBe(halfway);

  // The fourth-run dialog's promise: sign up, add a child, play as them.
  const csrf = await signUpParent(page);
  await addStudent(page, csrf, `carry${Date.now() % 1_000_000}`);
  await page.goto('/en/profile/students');
  await page.getByRole('button', { name: /^Play as / }).click();
  // 8. The child goes on where the visitor left off (intro-level2, its code kept), not at level 1.
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
  await expect(page.getByText(/levels you played before signing up are saved/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
  expect(await editorText(page)).toBe(halfway);
  await openLevel(page, '/en/play/python/intro-level1');
  expect(await editorText(page)).toBe(finished);

  // On the server now: another browser of the family sees it too.
  const level2 = (await (await page.request.get('/api/level/data/python/intro-level2')).json()) as { last_code_executed: string };
  expect(level2.last_code_executed).toBe(halfway);
  const course = (await (await page.request.get('/api/level/course/python')).json()) as { chapters: { level_data: { slug: string; completed: boolean }[] }[] };
  expect(course.chapters[0]?.level_data[0]).toMatchObject({ slug: 'intro-level1', completed: true });
});

test('a knight\'s guide tells of the knight, and the certificate names the child and leads on', async ({ page }) => {
  const csrf = await signUpParent(page);
  const name = `sir${Date.now() % 1_000_000}`;
  await chooseStudent(page, csrf, await addStudent(page, csrf, name, 'Knight'));
  await openLevel(page, '/en/play/python/intro-level1');
  await expect(page.getByText('Hello! You are the knight. Your code tells the knight what to do.')).toBeVisible();

  await openLevel(page, '/en/play/python/intro-level4');
  await typeCode(page, solution('intro-level4'));
  await page.getByTestId('run-button').click();
  const certificate = page.getByTestId('certificate-dialog');
  await expect(certificate).toBeVisible({ timeout: 45_000 });
  await expect(certificate).toContainText(`You earned a certificate, ${name}!`);
  await expect(certificate.getByTestId('certificate-awarded')).toHaveText(`Awarded to ${name} for finishing the first steps of Python.`);
  await expect(certificate.getByTestId('complete-sign-up')).toHaveCount(0);
  await shoot(page, 'certificate');
  await certificate.getByTestId('complete-next').click();
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level5$/);
});

test('a parent: Send again, billing in the profile, plain placeholder titles, no nested login links', async ({ page }) => {
  await signUpParent(page);
  await page.goto('/en/profile');
  const banner = page.getByTestId('confirm-email-banner');
  await expect(banner).toContainText('Please confirm your e-mail address');
  await banner.getByRole('button', { name: 'Send again' }).click();
  // The sign-up mail went seconds ago: the answer says to wait, in words.
  await expect(page.getByText(/We sent you a link a moment ago/)).toBeVisible();
  await shoot(page, 'confirm-email');

  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/billing$/);
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('billing-empty')).toContainText('Nothing bought yet.');
  await shoot(page, 'billing');

  await page.goto('/en/creative-levels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative levels');
});

test('the Log In link on the login page keeps the way back without nesting it', async ({ page }) => {
  await page.goto('/en/login?redirect=%2Fen%2Fplay%2Fpython%2Fintro-level3');
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
  await expect(logIn).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fplay%2Fpython%2Fintro-level3');
  await page.getByRole('button', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fplay%2Fpython%2Fintro-level3$/);
});
