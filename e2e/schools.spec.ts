import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';
import { shownRightAnswers } from './quiz-helpers.ts';
import { untilStill } from './until-still.ts';

// Schools (issue 13), as new users would try it: an admin registers a school and invites a teacher
// (the link from the mail outbox); the teacher creates a class with two unlocked chapters and no
// skipping, makes 30 students and prints their cards; a student logs in at the school's page, sees
// only what the class unlocked, cannot skip ahead, completes a level and then gets stuck; the
// teacher sees the tick in the heatmap and the student in "who is stuck".

const SHOTS = 'test-results/screenshots/schools';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'carrots-and-code-1';

async function shoot(page: Page, name: string) {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens a level and waits for Run; Python's first boot may be slow on a busy machine. */
async function openLevel(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 120_000 });
}

async function mailLink(request: APIRequestContext, to: string, marker: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
        const text = mails.find((mail) => mail.to === to && mail.text.includes(marker))?.text;
        link = text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

test('a school from registration to the teacher seeing who is stuck', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36).replace(/[0-9]/g, '');
  const adminEmail = `admin-${Date.now()}@example.com`;
  const teacherEmail = `teacher-${Date.now()}@example.com`;

  // The admin signs up, then registers the school from the drawer.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/en/signup');
  await admin.getByLabel('Your full name').fill('Ada Admin');
  await admin.getByLabel('E-mail').fill(adminEmail);
  await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await admin.getByRole('button', { name: 'Create account' }).click();
  await expect(admin).toHaveURL(/\/en\/$/);
  await admin.getByRole('button', { name: 'Open menu' }).click();
  await admin.getByTestId('register-institution').click();
  await expect(admin).toHaveURL(/organization\/register/);
  await admin.getByTestId('org-name').fill(`Green Hill ${stamp}`);
  await admin.getByTestId('org-slug').fill('Bad_Slug');
  await expect(admin.getByText('Use only lowercase letters and dashes')).toBeVisible();
  const slug = `green-hill-${stamp}`;
  await admin.getByTestId('org-slug').fill(slug);
  await expect(admin.getByText('This short name is free')).toBeVisible();
  await expect(admin.getByTestId('org-login-address')).toContainText(`/en/login-org/${slug}`);
  await shoot(admin, 'register');
  await admin.getByTestId('register-submit').click();
  await expect(admin).toHaveURL(/organization\/details/);
  await expect(admin.getByTestId('school-login-link')).toContainText(`login-org/${slug}`);

  // It invites a teacher; the invitation arrives through the outbox.
  await admin.getByTestId('invite-email').fill(teacherEmail);
  await admin.getByTestId('invite-submit').click();
  await expect(admin.getByText(`Invitation sent to ${teacherEmail}`)).toBeVisible();
  await shoot(admin, 'details');
  const invitation = await mailLink(request, teacherEmail, '/organization/join');

  // The teacher joins and creates a class: chapters 1 and 2 unlocked, no skipping.
  const teacher = await (await browser.newContext()).newPage();
  await teacher.goto(new URL(invitation).pathname + new URL(invitation).search);
  await teacher.getByTestId('join-name').fill('Tess Teacher');
  await teacher.getByTestId('join-password').fill(PASSWORD);
  await shoot(teacher, 'join');
  await teacher.getByTestId('join-submit').click();
  await expect(teacher).toHaveURL(/organization\/classes$/);
  await teacher.getByTestId('new-class').click();
  await teacher.getByTestId('class-name').fill('Class 5B');
  await teacher.getByTestId('chapter-1').click();
  await teacher.getByTestId('chapter-2').click();
  await teacher.getByTestId('no-skip').click();
  await shoot(teacher, 'add-class');
  await teacher.getByTestId('create-class').click();
  await expect(teacher).toHaveURL(/organization\/classes\/\d+$/);
  const classPath = new URL(teacher.url()).pathname;

  // 30 students with generated names, then their cards.
  await teacher.getByTestId('generate-students').click();
  await expect(teacher.getByText('30 students created')).toBeVisible({ timeout: 20_000 });
  await teacher.getByTestId('print-cards').click();
  await expect(teacher.getByTestId('login-card')).toHaveCount(30);
  const firstCard = teacher.getByTestId('login-card').first();
  const username = await firstCard.getByTestId('card-username').innerText();
  const password = await firstCard.getByTestId('card-password').innerText();
  expect(username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d\d$/);
  await expect(firstCard).toContainText(`login-org/${slug}`);
  await shoot(teacher, 'cards');
  await teacher.emulateMedia({ media: 'print' });
  await teacher.screenshot({ path: `${SHOTS}/cards-print.png`, fullPage: true });
  await teacher.emulateMedia({ media: 'screen' });

  // A student logs in at the school's own page.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/en/login-org/${slug}`);
  await student.getByTestId('org-username').fill(username.toLowerCase());
  await student.getByTestId('org-password').fill(password);
  await shoot(student, 'login-org');
  await student.getByTestId('org-login-submit').click();
  // A school student lands on the level to play next, not on the marketing page.
  await expect(student).toHaveURL(/\/en\/play\/python\/intro-level1$/);
  await expect(student.getByTestId('run-button')).toBeEnabled({ timeout: 120_000 });

  // Only the unlocked chapters, and under no_skip only up to the first unfinished one.
  await student.goto('/en/');
  await student.getByRole('button', { name: 'Open menu' }).click();
  const drawer = student.getByRole('navigation').or(student.locator('.MuiDrawer-paper'));
  await expect(drawer.getByText('Variables and Types')).toBeVisible();
  await expect(drawer.getByText('Loops')).toHaveCount(0);
  await expect(drawer.getByText('Basic Operators')).toHaveCount(0);
  await shoot(student, 'student-drawer');
  await student.keyboard.press('Escape');

  // The last level of chapter 1: Next stays closed and says why.
  await openLevel(student, '/en/play/python/intro-level7');
  await expect(student.getByTestId('next-level')).toBeDisabled();
  await student.getByTestId('next-level-tip').hover();
  await expect(student.getByRole('tooltip')).toHaveText('Complete all levels in this chapter before proceeding to the next one');
  await shoot(student, 'no-skip-tooltip');

  // A locked chapter opened by its address (issue 28): the class's reason in the child's language
  // and a big button back to their levels, not the crash page.
  for (const [lng, reason, back] of [
    ['de', 'Deine Klasse hat dieses Kapitel noch nicht freigeschaltet. Frag deine Lehrerin oder deinen Lehrer.', 'Zurück zu meinen Leveln'],
    ['ar', 'لم يفتح صفك هذا الفصل بعد. اسأل معلمك.', 'العودة إلى مستوياتي'],
    ['en', 'Your class has not unlocked this chapter yet. Ask your teacher.', 'Back to my levels'],
  ] as const) {
    await student.goto(`/${lng}/play/python/lists-level1`);
    const refusal = student.getByTestId('refusal-page');
    await expect(refusal).toContainText(reason, { timeout: 60_000 });
    await expect(refusal.getByRole('link', { name: back })).toBeVisible();
    await expect(student.getByText('A bug got into this page')).toHaveCount(0);
    await shoot(student, `locked-chapter-${lng}`);
  }
  await student.getByTestId('refusal-page').getByRole('link', { name: 'Back to my levels' }).click();
  await expect(student).toHaveURL(/\/en\/play\/python\/intro-level\d$/);
  await expect(student.getByTestId('run-button')).toBeVisible({ timeout: 120_000 });

  // With quizzes on, Next at the end of the chapter turns into the way to the chapter's quiz.
  await teacher.goto(`${classPath}/edit`);
  await teacher.getByTestId('class-quiz').click();
  await teacher.getByTestId('create-class').click();
  await expect(teacher).toHaveURL(new RegExp(`${classPath}$`));
  await openLevel(student, '/en/play/python/intro-level7');
  await expect(student.getByTestId('take-quiz')).toHaveText('Take the Quiz');
  await student.getByTestId('next-level-tip').hover();
  await expect(student.getByRole('tooltip')).toHaveText('Take the quiz to proceed to the next chapter');
  await shoot(student, 'take-the-quiz');
  await student.getByTestId('take-quiz').click();
  await expect(student).toHaveURL(/\/en\/quiz\/python\/1\/question\/1$/);
  await shoot(student, 'quiz-from-next');

  // A level completed.
  await openLevel(student, '/en/play/python/intro-level1');
  await student.getByRole('button', { name: 'Turbo' }).click();
  await typeCode(student, 'from player import *\n\nmove_forward(3)\ncollect()\n');
  await student.getByTestId('run-button').click();
  await expect(student.getByTestId('level-complete-dialog').or(student.getByTestId('certificate-dialog'))).toBeVisible({ timeout: 40_000 });
  await shoot(student, 'level-complete');

  // Three failing runs of the next level.
  await openLevel(student, '/en/play/python/intro-level2');
  await student.getByRole('button', { name: 'Turbo' }).click();
  await typeCode(student, 'from player import *\n\nmove_forward(1)\n');
  for (let run = 0; run < 3; run += 1) {
    await student.getByTestId('run-button').click();
    await expect(student.getByTestId('run-button')).toBeEnabled({ timeout: 30_000 });
    await student.keyboard.press('Escape');
    await expect(student.getByRole('dialog')).toHaveCount(0);
  }

  // The teacher sees the tick and the stuck student (the panel refreshes by itself).
  await teacher.goto(classPath);
  await expect(teacher.getByTestId(`cell-${username}-intro-level1`)).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(teacher.getByTestId('stuck-panel')).toContainText(username, { timeout: 30_000 });
  await shoot(teacher, 'class-page');
  await teacher.getByTestId('stuck-panel').getByRole('link').first().click();
  await expect(teacher.getByTestId('student-level-intro-level2')).toContainText('move_forward(1)', { timeout: 30_000 });
  await shoot(teacher, 'student-page');

  // A teacher who wants to play chooses one of their students first (the overlay).
  await teacher.goto('/en/play/python/intro-level1');
  await expect(teacher.getByTestId('choose-student-overlay')).toContainText('Please choose a student to play', { timeout: 30_000 });
  await teacher.getByTestId('choose-student-button').click();
  await expect(teacher.getByRole('dialog')).toContainText(username);
  await shoot(teacher, 'teacher-choose-student');
});

const LEVELS = path.join(process.cwd(), 'packages/content/levels/python');

/** The CSRF token a page's session cookie pairs with (for the calls a test makes through page.request). */
async function csrfOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'codehop_csrf')?.value ?? '';
}

/** A chapter's levels completed with the shipped solutions and its quiz passed, through the calls the play and quiz screens make. */
async function finishChapter(page: Page, slugs: readonly string[], chapterId: number, quizFile: string): Promise<void> {
  const headers = { 'x-csrf-token': await csrfOf(page) };
  for (const slug of slugs) {
    const code = readFileSync(path.join(LEVELS, slug, 'solution.py'), 'utf8');
    const answer = await page.request.post('/api/level/update/python', { headers, data: { last_status: 'complete', last_code_executed: code, level_slug: slug } });
    expect(answer.status(), slug).toBe(200);
    expect(((await answer.json()) as { status: string }).status, slug).toBe('complete');
  }
  for (const [index, right] of (await shownRightAnswers(page.request, chapterId, quizFile)).entries()) {
    const answer = await page.request.post(`/api/quiz/python/${chapterId}/question/${index + 1}/answer`, { headers, data: { answer: right } });
    expect(answer.status()).toBe(200);
  }
}

const CHAPTER_1 = [1, 2, 3, 4, 5, 6, 7].map((n) => `intro-level${n}`);
const CHAPTER_2 = [1, 2, 3, 4, 5, 6].map((n) => `operators-level${n}`);

test('a school with no skipping and quizzes: plan, class rules, reprinted cards, a closed join link, a student in chapter 3', async ({ browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36).replace(/[0-9]/g, '');
  const slug = `hill-top-${stamp}`;

  // The admin signs up and registers the school (the registration screens are walked above).
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/en/');
  const signup = await admin.request.post('/api/auth/signup', { data: { email: `quiz-admin-${Date.now()}@example.com`, password: PASSWORD, full_name: 'Quinn Admin' } });
  expect(signup.ok()).toBe(true);
  const registered = await admin.request.post('/api/organization/register', { headers: { 'x-csrf-token': await csrfOf(admin) }, data: { name: `Hill Top ${stamp}`, slug } });
  expect(registered.status()).toBe(201);

  // The school page: plan and seats, the way to a plan, bought on the test checkout.
  await admin.goto('/en/organization/details');
  await expect(admin.getByTestId('school-seats')).toHaveText('0 of 40 students');
  await shoot(admin, 'school-plan-trial');
  await admin.getByTestId('school-upgrade').click();
  await expect(admin).toHaveURL(/\/en\/schools$/);
  await admin.getByTestId('plan-school_small').getByRole('button', { name: 'Buy' }).click();
  await admin.getByRole('button', { name: 'Pay $499.00 (test)' }).click();
  await expect(admin).toHaveURL(/\/en\/profile\/billing$/);
  await admin.goto('/en/organization/details');
  await expect(admin.getByTestId('school-seats')).toHaveText('0 of 200 students');
  await admin.getByTestId('school-address').fill('1 Hill Road, Leeds');
  await admin.getByTestId('school-save').click();
  await expect(admin.getByText('Saved. Login links and cards with an old address keep working.')).toBeVisible();
  await shoot(admin, 'school-page');

  // A class: chapters 1-3, no skipping, quizzes on; the same name again is refused on the field.
  await admin.goto('/en/organization/classes/add');
  await admin.getByTestId('class-name').fill('Class 5B');
  for (const chapter of [1, 2, 3]) await admin.getByTestId(`chapter-${chapter}`).click();
  await admin.getByTestId('no-skip').click();
  await admin.getByTestId('class-quiz').click();
  await admin.getByTestId('create-class').click();
  await expect(admin).toHaveURL(/organization\/classes\/\d+$/);
  const classPath = new URL(admin.url()).pathname;
  await admin.goto('/en/organization/classes/add');
  await admin.getByTestId('class-name').fill('  class 5b ');
  await admin.getByTestId('create-class').click();
  await expect(admin.getByText('Your school already has a class with this name. Choose another name.')).toBeVisible();
  await admin.getByTestId('class-name').fill('   ');
  await admin.getByTestId('create-class').click();
  await expect(admin.getByText('Give the class a name.')).toBeVisible();
  await shoot(admin, 'class-name-taken');

  // 25 students; a week later the teacher reprints one card: the old password stops working.
  await admin.goto(classPath);
  await admin.getByTestId('student-count').fill('25');
  await admin.getByTestId('generate-students').click();
  await expect(admin.getByText('25 students created')).toBeVisible({ timeout: 20_000 });
  await admin.evaluate(() => sessionStorage.clear());
  await admin.getByTestId('print-cards').click();
  await expect(admin.getByTestId('login-card')).toHaveCount(0);
  await admin.getByTestId('choose-cards').getByRole('checkbox').nth(1).check();
  await admin.getByTestId('print-new-cards').click();
  await expect(admin.getByRole('dialog')).toContainText('Their old passwords stop working at once');
  await shoot(admin, 'reprint-warning');
  await admin.getByTestId('confirm-new-cards').click();
  await expect(admin.getByTestId('login-card')).toHaveCount(1);
  const card = admin.getByTestId('login-card');
  await expect(card).toContainText(`Hill Top ${stamp}`);
  await expect(card.getByTestId('card-address')).toContainText(`login-org/${slug}`);
  const username = await card.getByTestId('card-username').innerText();
  const password = await card.getByTestId('card-password').innerText();
  await shoot(admin, 'reprinted-card');

  // The join link turned off: its code no longer finds the class.
  await admin.goto(classPath);
  const code = (await admin.getByTestId('join-link').innerText()).match(/Join code: (\w+)/)?.[1] ?? '';
  expect(code).toMatch(/^[ACDEFGHJKMNPQRTWXY34679]{10}$/);
  await admin.getByTestId('join-link-switch').click();
  await expect(admin.getByText('The class link is off')).toBeVisible();
  expect((await admin.request.get(`/api/organization/class-by-token?token=${code}`)).status()).toBe(404);
  await shoot(admin, 'join-link-off');

  // The student logs in with the new card at the school's page, which names the school.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/en/login-org/${slug}`);
  await expect(student.getByRole('heading', { name: `Log in to Hill Top ${stamp}` })).toBeVisible();
  await student.getByTestId('org-username').fill(username);
  await student.getByTestId('org-password').fill(password);
  await student.getByTestId('org-login-submit').click();
  await expect(student).toHaveURL(/\/en\/play\/python\/intro-level1$/);

  // A teacher's page is not for them.
  await student.goto('/en/organization/classes');
  await expect(student.getByTestId('students-go-play')).toBeVisible();
  await shoot(student, 'student-on-teacher-page');

  // Chapter 1 done and its quiz passed opens chapter 2; chapter 2 and its quiz open chapter 3.
  await finishChapter(student, CHAPTER_1, 1, 'python-intro-quiz.ts');
  await openLevel(student, '/en/play/python/operators-level1');
  await finishChapter(student, CHAPTER_2, 2, 'python-operators-quiz.ts');
  await openLevel(student, '/en/play/python/loops-level1');
  await shoot(student, 'chapter-3');
  await student.goto('/en/');
  await student.getByRole('button', { name: 'Open menu' }).click();
  const drawer = student.locator('.MuiDrawer-paper');
  await expect(drawer.getByText('Loops')).toBeVisible();
  await expect(drawer.getByText('Lists')).toHaveCount(0);
});

test('a class with picture passwords: the switch, the card with 3 pictures, the picture pad at the login page', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).replace(/[0-9]/g, '');
  const slug = `little-ones-${stamp}`;
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/en/');
  const signup = await admin.request.post('/api/auth/signup', { data: { email: `pictures-admin-${Date.now()}@example.com`, password: PASSWORD, full_name: 'Pia Admin' } });
  expect(signup.ok()).toBe(true);
  expect((await admin.request.post('/api/organization/register', { headers: { 'x-csrf-token': await csrfOf(admin) }, data: { name: `Little Ones ${stamp}`, slug } })).status()).toBe(201);

  // The teacher turns picture passwords on for the class; its new students' cards show 3 pictures.
  await admin.goto('/en/organization/classes/add');
  await admin.getByTestId('class-name').fill('Reception');
  await admin.getByTestId('class-pictures').click();
  await admin.getByTestId('create-class').click();
  await expect(admin).toHaveURL(/organization\/classes\/\d+$/);
  await expect(admin.getByTestId('rule-pictures')).toBeVisible();
  await admin.getByTestId('student-count').fill('2');
  await admin.getByTestId('generate-students').click();
  await expect(admin.getByText('2 students created')).toBeVisible({ timeout: 20_000 });
  await admin.getByTestId('print-cards').click();
  const card = admin.getByTestId('login-card').first();
  await expect(card.getByTestId('card-pictures').getByRole('img')).toHaveCount(3);
  const username = await card.getByTestId('card-username').innerText();
  const pictures = await card.getByTestId('card-pictures').locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-picture') ?? ''));
  // The typed password too, small under the pictures: the fallback at "Log in with a password".
  await expect(card.getByTestId('card-password')).toHaveText(/^[a-z]+-[a-z]+-\d\d$/);
  await shoot(admin, 'picture-cards');

  // A name the school does not know is said to be the name, not the pictures.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/en/login-org/${slug}`);
  await student.getByTestId('picture-username').fill(`${username}x`);
  for (const picture of pictures) await student.getByTestId(`picture-${picture}`).click();
  await expect(student.getByText('We cannot find this name. Check the name on your card.')).toBeVisible();

  // The child types the name (any case), taps the wrong pictures (told so in words), then the right ones.
  await student.getByTestId('picture-username').fill(username.toLowerCase());
  const wrong = ['sun', 'moon', 'star', 'heart'].filter((picture) => picture !== pictures[0]).slice(0, 3);
  for (const picture of wrong) await student.getByTestId(`picture-${picture}`).click();
  await expect(student.getByText('Those pictures are not right. Look at your card and ask your teacher!')).toBeVisible();
  await student.getByRole('button', { name: 'Sun' }).focus();
  await shoot(student, 'picture-pad');
  for (const picture of pictures) await student.getByTestId(`picture-${picture}`).click();
  await expect(student).toHaveURL(/\/en\/play\/python\/intro-level1$/);

  // Right to left, the pad reads in Arabic. The student's game (Python starting, the map drawn)
  // and the admin's page are closed first: on two cores they would starve this page.
  await student.context().close();
  await admin.context().close();
  const arabic = await (await browser.newContext()).newPage();
  await arabic.goto(`/ar/login-org/${slug}`);
  await expect(arabic.getByRole('button', { name: 'شمس' })).toBeVisible({ timeout: 15_000 });
  await shoot(arabic, 'picture-pad-ar');
});
