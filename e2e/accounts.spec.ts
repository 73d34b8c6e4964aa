import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { untilStill } from './until-still.ts';

// Accounts end to end (issue 8): a parent signs up, confirms the e-mail from the mail outbox, logs
// in, adds a child, chooses it, sees the course in the drawer, plays the first level and finds the
// tick after a reload. The server is the real one on a fresh embedded database.

const SHOTS = 'test-results/screenshots/accounts';
const PASSWORD = 'carrots-and-code-1';
const LEVEL_DIR = path.join(process.cwd(), 'packages/content/levels/python/intro-level1');

const outboxSchema = (value: unknown): Array<{ to: string; subject: string; text: string }> => {
  if (!Array.isArray(value)) throw new Error('the outbox answered something else than a list');
  return value as Array<{ to: string; subject: string; text: string }>;
};

function uniqueEmail(tag: string): string {
  return `parent-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Both sizes of every page: desktop 1280x800 and phone 390x844. */
async function shoot(page: Page, name: string) {
  // Menus, dialogs and tooltips fade in; let them finish before the picture.
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await untilStill(page);
}

/** The newest message to `to` whose text contains `marker`, as the development outbox lists it. */
async function mailLink(request: APIRequestContext, to: string, marker: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/dev/outbox');
        const mails = outboxSchema(await answer.json());
        const text = mails.find((mail) => mail.to === to && mail.text.includes(marker))?.text;
        link = text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

function accountButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu for/ });
}

async function openAccountMenu(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function signUp(page: Page, email: string) {
  await page.goto('/en/signup');
  await page.getByLabel('Your full name').fill('Pat Parent');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(accountButton(page)).toBeVisible();
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('sign up, confirm the e-mail, log in, add and choose a student, play, and keep the tick', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('flow');

  await page.goto('/en/signup');
  await expect(page.getByText('You must be 13 or older to create an account.')).toBeVisible();
  // This server has no Google sign-in configured, so no Google button leads to an error page
  // (the sign-in itself is tested against a real OpenID Connect provider in the server's tests).
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
  // The form checks before sending, with words a parent understands.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await shoot(page, 'signup');

  await signUp(page, email);

  // The verification mail, read from the development outbox, confirms the address.
  const confirmLink = await mailLink(page.request, email, 'confirm-email');
  await page.goto(confirmLink);
  await expect(page.getByText('Your email has been successfully verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);

  // Log out from the account menu, then log in again with a wrong and a right password.
  let menu = await openAccountMenu(page);
  await expect(menu).toContainText(email);
  await shoot(page, 'account-menu-parent');
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/en/login');
  await shoot(page, 'login');
  await logIn(page, email, 'not-the-password');
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/en\/$/);

  // Nobody chosen yet: the choose-student dialog offers to add one.
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Choose student' }).click();
  const chooser = page.getByRole('dialog', { name: 'Who is playing?' });
  await expect(chooser.getByText('You have no students yet.')).toBeVisible();
  await shoot(page, 'choose-student-empty');
  await chooser.getByRole('link', { name: 'Add a student' }).click();

  await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);
  await page.getByLabel('Username').fill('x');
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page.getByText('Use 3 to 30 letters')).toBeVisible();
  await page.getByLabel('Username').fill('zoe_hops');
  await page.getByRole('radio', { name: 'Girl', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Girl', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await shoot(page, 'student-add');
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await expect(page.getByText('zoe_hops is ready to play!')).toBeVisible();
  await shoot(page, 'students');

  // Choosing the student: no level played yet, so the first level of the course (the game is a
  // family's home, not the marketing page).
  await page.getByRole('button', { name: 'Play as zoe_hops' }).click();
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level1$/);
  await expect(accountButton(page)).toHaveAccessibleName('Account menu for zoe_hops');

  // The drawer shows the course and its chapters for the chosen student.
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('progressbar')).toBeVisible();
  await expect(drawer.getByText('Variables and Types')).toBeVisible();
  const firstLevel = drawer.locator('a[href="/en/play/python/intro-level1"]');
  await expect(firstLevel).toBeVisible();
  await expect(firstLevel.getByRole('img', { name: 'Completed' })).toHaveCount(0);
  await shoot(page, 'drawer-course');
  await page.keyboard.press('Escape');

  // Play intro-level1 with its reference solution.
  await page.goto('/en/play/python/intro-level1');
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 60_000 });
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(readFileSync(path.join(LEVEL_DIR, 'solution.py'), 'utf8'));
  await page.keyboard.press('Escape');
  await page.getByTestId('run-button').click();
  await expect(
    page.getByTestId('level-complete-dialog').or(page.getByTestId('certificate-dialog')),
  ).toBeVisible({ timeout: 45_000 });

  // After a reload the drawer shows the tick: the server kept the progress.
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.locator('.MuiDrawer-paper a[href="/en/play/python/intro-level1"]').getByRole('img', {
      name: 'Completed',
    }),
  ).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  // Now the student has a last-played level: logging in again goes straight back to it.
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto('/en/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level\d+$/);
});

test('the profile pages, the avatar dialog and the student page', async ({ page }) => {
  const email = uniqueEmail('profile');
  await signUp(page, email);

  await page.goto('/en/profile/students/add');
  await page.getByLabel('Username').fill('max_codes');
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await page.getByRole('button', { name: 'Play as max_codes' }).click();
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level1$/);

  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { name: 'Hello, Pat Parent!' })).toBeVisible();
  await expect(page.getByText('Please confirm your e-mail address')).toBeVisible();
  await shoot(page, 'profile');

  await page.goto('/en/profile/details');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Your full name').fill('Pat P. Parent');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details are saved')).toBeVisible();
  await shoot(page, 'details');

  // The avatar dialog changes the chosen student's avatar (Rabbit by default).
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Choose avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an avatar' });
  await expect(dialog.getByRole('radio')).toHaveCount(21);
  await expect(dialog.getByRole('radio', { name: 'Rabbit' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByRole('radio', { name: 'Lumberjack' }).click();
  await shoot(page, 'choose-avatar');
  await dialog.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(
    accountButton(page).locator('img[src="/assets/sprites/portraits/Luimberjack.png"]'),
  ).toBeVisible();

  // A failing save says so in the spec's words.
  await page.route('**/api/profile/students/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { detail: 'x' } })
      : route.fallback(),
  );
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Choose avatar' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Wizard', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Updating avatar failed')).toBeVisible();
  await page.unroute('**/api/profile/students/*');
  await page.keyboard.press('Escape');

  await page.goto('/en/profile/students');
  await page.getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'max_codes' })).toBeVisible();
  await expect(page.getByText('Course progress')).toBeVisible();
  await shoot(page, 'student');

  await page.goto('/en/profile/students');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students\/\d+\/edit$/);
  await page.getByLabel('Username').fill('max_the_coder');
  await shoot(page, 'student-edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'max_the_coder' })).toBeVisible();

  // Deleting asks first; the list is empty afterwards.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('max_the_coder was deleted')).toBeVisible();
  await expect(page.getByText('No students yet.')).toBeVisible();
});

test('a visitor is sent from the profile to log in and comes back after', async ({ page }) => {
  const email = uniqueEmail('redirect');
  await signUp(page, email);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await page.goto('/en/profile/students');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile%2Fstudents$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
});

test('forgot password mails a single-use link that sets a new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  // The URL changes before the page's code has come: the log-in page (with its own E-mail field)
  // is still there until the heading changes.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await shoot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const link = await mailLink(page.request, email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Repeat the new password').fill('a-different-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('a-brand-new-secret');
  await shoot(page, 'reset-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  await logIn(page, email, 'a-brand-new-secret');
  await expect(page).toHaveURL(/\/en\/$/);

  // The link was single use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-secret');
  await page.getByLabel('Repeat the new password').fill('yet-another-secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  // The server's code in the reader's words (lib/refusal), with the way forward.
  await expect(page.getByText('This link is not valid any more. Ask for a new one.')).toBeVisible();
});

test('a visitor sees the login tooltip once, 30 s after the first load', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/tos');
  // The clock starts when the app has mounted, so wait for it before moving time on.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  const tooltip = page.getByRole('tooltip', { name: 'Log in to store progress and code' });
  await page.clock.runFor(29_000);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(tooltip).toBeVisible();
  await shoot(page, 'login-tooltip');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.clock.runFor(40_000);
  await expect(tooltip).toHaveCount(0);
});
