import { expect, test, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';
import { untilStill } from './until-still.ts';

// A creative level (gameplay §2, §4): someone's own level at play/{course}/{creator}/{slug}, played
// by a visitor. Creator mode hides the level strip and the goals panel, and finishing it opens
// "YOU MADE IT!", which only its buttons close.

/** Signs a new user up through the API, saves a level (one carrot a step ahead), completes it and publishes it. */
async function publishCarrotLevel(
  page: Page,
): Promise<{ creator: number; slug: string; name: string }> {
  const email = `creator-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post('/api/auth/signup', {
    data: { email, password: 'hop-hop-2026', full_name: 'Cora Creator' },
  });
  expect(signUp.ok()).toBe(true);
  const { csrf_token: csrf } = (await signUp.json()) as { csrf_token: string };
  const current = (await (await page.request.get('/api/auth/current')).json()) as {
    user_id: number;
  };
  const name = 'Carrot Right Ahead';
  const created = await page.request.post('/api/level/creative/create', {
    headers: { 'x-csrf-token': csrf },
    data: {
      name,
      course_id: 'python',
      player_start: [14, 9],
      items: [{ type: 'carrot', action: 'collect', position: [14, 8] }],
      levelGoals: [{ action: 'collect', type: 'carrot', count: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { level_slug: slug, id } = (await created.json()) as { level_slug: string; id: number };
  // A level is published only after its creator has completed it, playing as one of their students.
  const student = await page.request.post('/api/profile/students', {
    headers: { 'x-csrf-token': csrf },
    data: { username: `cora_${Date.now().toString(36)}` },
  });
  const { id: studentId } = (await student.json()) as { id: number };
  await page.request.post(`/api/auth/choose_student/${studentId}`, {
    headers: { 'x-csrf-token': csrf },
  });
  const run = await page.request.post(`/api/level/creative/${id}/run`, {
    headers: { 'x-csrf-token': csrf },
    data: { status: 'complete', code: 'from player import *\nmove_forward()\ncollect()\n' },
  });
  expect(run.status(), await run.text()).toBeLessThan(300);
  const published = await page.request.put(`/api/level/creative/${slug}?course_id=python`, {
    headers: { 'x-csrf-token': csrf },
    data: { isPublic: true },
  });
  expect(published.status(), await published.text()).toBeLessThan(300);
  await page.context().clearCookies();
  return { creator: current.user_id, slug, name };
}

test('a visitor plays a creative level and gets YOU MADE IT!', async ({ page }) => {
  const level = await publishCarrotLevel(page);
  await page.goto(`/en/play/python/${level.creator}/${level.slug}`);
  await expect(page.getByTestId('level-title')).toContainText(level.name);
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
  await expect(page.getByTestId('progress-strip')).toHaveCount(0);
  await expect(page.getByTestId('goals-panel')).toHaveCount(0);

  await typeCode(page, 'from player import *\nmove_forward()\ncollect()\n');
  await page.getByTestId('run-button').click();
  const dialog = page.getByTestId('creative-complete-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('YOU MADE IT!');
  await expect(dialog).toContainText(level.name);
  await expect(dialog.getByRole('link', { name: /sign up/i })).toBeVisible();
  await untilStill(page); // the ribbon's pop-in
  await page.screenshot({ path: 'test-results/screens/creative-complete-1280.png' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /replay/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.cm-content')).toContainText('from player import *');
  await expect(page.locator('.cm-content')).not.toContainText('collect()');
});

test('a creative level that does not exist says so', async ({ page }) => {
  await page.goto('/en/play/python/999999/no-such-level');
  await expect(page.getByTestId('play-no-data')).toBeVisible({ timeout: 20_000 });
});
