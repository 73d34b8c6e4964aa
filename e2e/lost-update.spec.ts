import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { untilStill } from './until-still.ts';

// No lost update (issue 28): two teachers edit the same class. The first unlocks chapter 4 and
// saves; the second, still on the old form, renames the class and saves. The second is told the
// class changed (field by field), re-applies the rename in one click, and chapter 4 stays unlocked.

const SHOTS = 'test-results/screenshots/lost-update';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'carrots-and-code-1';

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/en/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill(PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 20_000 });
  return page;
}

test('the second of two teachers is told the class changed and loses nothing', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).replace(/[0-9]/g, '');
  const adminEmail = `lu-admin-${Date.now()}@example.com`;
  const teacherEmail = `lu-teacher-${Date.now()}@example.com`;
  // The school, its teacher and a class with chapters 1 and 2 unlocked, made through the API.
  const signup = await request.post('/api/auth/signup', { data: { email: adminEmail, password: PASSWORD, full_name: 'Ada Admin' } });
  expect(signup.status()).toBe(201);
  const auth = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
  expect((await request.post('/api/organization/register', { headers: auth, data: { name: `Lost Update ${stamp}`, slug: `lost-update-${stamp}` } })).status()).toBe(201);
  const teacher = await request.post('/api/organization/teacher', { headers: auth, data: { email: teacherEmail, full_name: 'Tess Teacher', password: PASSWORD } });
  const teacherId = ((await teacher.json()) as { id: number }).id;
  const created = await request.post('/api/organization/classes', {
    headers: auth,
    data: { name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2'], no_skip: false, quiz: false, teacher_ids: [teacherId] },
  });
  const classId = ((await created.json()) as { id: number }).id;
  const editPath = `/en/organization/classes/${classId}/edit`;

  // Both open the class form.
  const first = await signIn(browser, teacherEmail);
  const second = await signIn(browser, adminEmail);
  await first.goto(editPath);
  await second.goto(editPath);
  await expect(first.getByTestId('chapter-4')).toBeVisible();
  await expect(second.getByTestId('class-name')).toHaveValue('Class 5B');

  // The first unlocks chapter 4 and saves.
  await first.getByTestId('chapter-4').click();
  await first.getByTestId('create-class').click();
  await expect(first).toHaveURL(new RegExp(`organization/classes/${classId}$`));

  // The second, on the old form, renames the class and saves: told what changed, nothing lost.
  await second.getByTestId('class-name').fill('Class 5B Robins');
  await second.getByTestId('create-class').click();
  const dialog = second.getByTestId('stale-dialog');
  await expect(dialog.getByText('Someone else changed this')).toBeVisible();
  await expect(second.getByTestId('stale-theirs')).toContainText('Unlocked chapters (none ticked: all chapters): added 4. Lists');
  await expect(second.getByTestId('stale-mine')).toContainText('Class 5B → Class 5B Robins');
  await untilStill(second);
  await second.screenshot({ path: `${SHOTS}/stale-dialog-1280.png` });
  await second.setViewportSize({ width: 390, height: 844 });
  await untilStill(second);
  await second.screenshot({ path: `${SHOTS}/stale-dialog-390.png` });
  await second.setViewportSize({ width: 1280, height: 800 });

  // One click re-applies the rename on top of the first teacher's save.
  await second.getByTestId('stale-reapply').click();
  await expect(second).toHaveURL(new RegExp(`organization/classes/${classId}$`));
  await expect(second.getByRole('heading', { name: 'Class 5B Robins' })).toBeVisible();
  const now = (await (await request.get(`/api/organization/classes/${classId}`, { headers: auth })).json()) as { name: string; unlocked_chapters: string[] };
  expect(now.name).toBe('Class 5B Robins');
  expect(now.unlocked_chapters).toEqual(expect.arrayContaining(['python:1', 'python:2', 'python:4']));
});
