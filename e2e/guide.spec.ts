import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { untilStill } from './until-still.ts';

// Issue 31 as new users try it: a teacher, not signed in, reads chapter 3's guide and prints it
// (print media: the app's bars gone, each chapter on its own page); signed in with a school's
// teacher account the same page shows every solution and the quiz's answer key; a parent opens
// one child's page and sees this week, while another parent is told why they cannot.

const SHOTS = 'test-results/screenshots/guide';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'carrots-and-code-1';

async function shoot(page: Page, name: string, full = true) {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: full });
  await page.setViewportSize({ width: 390, height: 844 });
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: full });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs the page's context up as a new parent; returns the CSRF header its writes need. */
async function signUp(request: APIRequestContext, name: string): Promise<Record<string, string>> {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const answer = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, full_name: name } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { 'x-csrf-token': ((await answer.json()) as { csrf_token: string }).csrf_token };
}

test("a visitor reads and prints chapter 3's guide; a teacher also sees the answers", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/en/guide');
  await expect(page.getByRole('heading', { level: 1, name: "Teacher's Guide" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How a lesson with Codehop goes' })).toBeVisible();
  const chapterLinks = page.locator('main a[href^="/en/guide/python/"], main a[href^="/en/guide/advanced-python/"]');
  await expect(chapterLinks).toHaveCount(18);
  await shoot(page, 'home');

  await page.getByRole('link', { name: 'Read chapter 3: Loops' }).click();
  await expect(page).toHaveURL(/\/en\/guide\/python\/3$/);
  const chapter = page.locator('article[data-guide-chapter="python/3"]');
  for (const heading of ['Learning goals', 'Python ideas and words', 'A 45-minute lesson', 'Common mistakes and how to help', 'The levels', 'Curriculum links']) {
    await expect(chapter.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(chapter.getByText('1B-AP-10', { exact: true })).toBeVisible();
  await expect(chapter.getByRole('link', { name: 'Play The Carrot Row' })).toHaveAttribute('href', '/en/play/python/loops-level1');
  await expect(chapter.getByText("Log in with a school's teacher or admin account")).toBeVisible();
  // No solution for a visitor: the only code blocks are the teacher's, and the page has none.
  await expect(chapter.locator('pre')).toHaveCount(0);
  await shoot(page, 'chapter-visitor');

  // Printed: only the guide, and in the course's "print every chapter" each chapter on its own page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this chapter' })).toBeHidden();
  await expect(chapter.getByRole('heading', { name: 'Learning goals' })).toBeVisible();
  await page.goto('/en/guide/python');
  const printed = page.locator('[data-print-all] article[data-guide-chapter]');
  await expect(printed).toHaveCount(8);
  const breaks = await printed.evaluateAll((articles) => articles.map((article) => getComputedStyle(article).breakBefore));
  expect(breaks).toEqual(['auto', 'page', 'page', 'page', 'page', 'page', 'page', 'page']);
  await page.screenshot({ path: `${SHOTS}/course-print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // A school's teacher: the admin registers the school and adds them; they sign in.
  const adminContext = await browser.newContext();
  const admin = await signUp(adminContext.request, 'admin');
  const slug = `guide-${Date.now().toString(36).replace(/[0-9]/g, '')}`;
  expect((await adminContext.request.post('/api/organization/register', { data: { name: 'Guide School', slug }, headers: admin })).ok()).toBe(true);
  const teacherEmail = `teacher-${Date.now()}@example.com`;
  const added = await adminContext.request.post('/api/organization/teacher', { data: { email: teacherEmail, full_name: 'Tess Teacher', password: PASSWORD }, headers: admin });
  expect(added.ok(), await added.text()).toBe(true);
  const teacher = await (await browser.newContext()).newPage();
  expect((await teacher.request.post('/api/auth/login', { data: { email: teacherEmail, password: PASSWORD } })).ok()).toBe(true);
  await teacher.goto('/en/guide/python/3');
  const answers = teacher.getByRole('region', { name: 'Solutions and quiz answer key' });
  await expect(answers.getByText('for step in range(7):').first()).toBeVisible();
  await expect(answers.getByRole('heading', { name: 'Quiz answer key: Loops' })).toBeVisible();
  await expect(answers.getByText('How many steps does the rabbit take?')).toBeVisible();
  await teacher.screenshot({ path: `${SHOTS}/chapter-teacher-1280.png`, fullPage: true });

  // The guide in Arabic: right to left, code left to right.
  await page.goto('/ar/guide/python/3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'أهداف التعلّم' })).toBeVisible();
  await expect(page.locator('article code').first()).toHaveAttribute('dir', 'ltr');
  await shoot(page, 'chapter-arabic');
});

test("a parent opens one child's page; another parent is told why they cannot", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const headers = await signUp(page.request, 'parent');
  const username = `ivy_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/profile/students', { data: { username, character: 'Girl' }, headers });
  const studentId = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`/api/auth/choose_student/${studentId}`, { headers })).ok()).toBe(true);
  // A run records in_progress (spending the day's attempt), a solved one then complete, which the
  // server believes only once its sandbox has re-run the code: the level's real solution.
  const solved = 'from player import *\n\nmove_forward(3)\ncollect()\n';
  for (const [slug, status, code] of [
    ['intro-level1', 'in_progress', solved],
    ['intro-level1', 'complete', solved],
    ['intro-level2', 'in_progress', 'move_forward(4)\n'],
  ] as const) {
    expect((await page.request.post('/api/level/update/python', { data: { level_slug: slug, last_status: status, last_code_executed: code }, headers })).ok()).toBe(true);
  }

  await page.goto(`/en/profile/students/${studentId}`);
  await page.getByRole('link', { name: 'See progress' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/student/${studentId}$`));
  // The address changes first; the page (a lazy chunk and the child's week from the server) follows.
  await expect(page.getByRole('heading', { level: 1, name: `${username}'s progress` })).toBeVisible({ timeout: 20_000 });
  const week = page.getByTestId('child-week');
  await expect(week.getByText('1 day played')).toBeVisible();
  await expect(week.getByText('2 programs run')).toBeVisible();
  await expect(week.getByText('1 level completed')).toBeVisible();
  await page.getByText('Last code').first().click();
  await expect(page.getByText('move_forward(3)')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(username);
  await shoot(page, 'child');

  const stranger = await (await browser.newContext()).newPage();
  await signUp(stranger.request, 'stranger');
  await stranger.goto(`/en/profile/student/${studentId}`);
  await expect(stranger.getByRole('heading', { name: 'You cannot see this child' })).toBeVisible();
  await expect(stranger.getByText('only their own parent sees this page')).toBeVisible();
  await stranger.screenshot({ path: `${SHOTS}/child-refused-1280.png` });
});
