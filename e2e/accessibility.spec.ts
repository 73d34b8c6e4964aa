import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { openLevel } from './play-helpers.ts';

// Everyone plays: axe-core finds nothing critical or serious on the main pages in English and
// Arabic (the play page once Run is ready), a child plays level 3 with the keyboard alone and
// opens the guide, and a tablet child solves level 1 with taps on the code keyboard alone.

test.describe.configure({ timeout: 150_000 });

const SHOTS = 'test-results/screenshots/accessibility';

const PAGES = ['', 'login', 'signup', 'courses', 'guide', 'play/python/intro-level1'];

// axe-core itself, evaluated in the page as its Playwright wrapper does (the wrapper wants Node 22;
// a <script> tag would be refused by the page's security policy).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`);
}

for (const language of ['en', 'ar']) {
  test(`axe finds no critical or serious violation on six pages in ${language}`, async ({ page }) => {
    // Every page is checked before the verdict, so one run names every problem.
    const found: string[] = [];
    for (const path of PAGES) {
      const url = `/${language}/${path}`;
      if (path.startsWith('play/')) await openLevel(page, url);
      else {
        await page.goto(url);
        await expect(page.locator('main')).not.toBeEmpty({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
      }
      for (const violation of await seriousViolations(page)) found.push(`${url}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

/** Presses `key` until what has the focus is called `name` (at most 40 presses). */
async function pressUntil(page: Page, key: string, name: string): Promise<void> {
  for (let press = 0; press < 40 && (await focused(page)) !== name; press += 1) {
    // Tab and Shift+Tab indent inside the editor: Escape first lets them move on, as its hint says.
    if ((await focused(page)) === 'Your Python code') await page.keyboard.press('Escape');
    await page.keyboard.press(key);
  }
  expect(await focused(page)).toBe(name);
}

/** The name of what has the keyboard's focus. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    return element.getAttribute('aria-label') ?? element.dataset.testid ?? element.textContent?.trim() ?? element.tagName;
  });
}

test('moving between pages puts the focus on the new page\'s heading, so it is heard', async ({ page }) => {
  await page.goto('/en/');
  const start = page.getByRole('link', { name: /^Start playing/ }).first();
  await expect(start).toBeVisible({ timeout: 30_000 });
  await start.focus();
  await page.keyboard.press('Enter');
  const title = page.getByTestId('level-title');
  await expect(title).toBeFocused({ timeout: 30_000 });
  // A level button of the strip: the next level's heading takes the focus in turn.
  await page.getByTestId('progress-strip').getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/intro-level2/);
  await expect(title).toBeFocused({ timeout: 30_000 });
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
});

test('with the keyboard only, a child plays level 3, looks around the map and opens the guide', async ({ page }) => {
  await openLevel(page, '/en/play/python/intro-level3');

  // The first Tab stop is the skip link to the editor, seen once focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the editor' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('.cm-content')).toBeFocused();
  await expect(page.getByTestId('editor-leave-hint')).toBeVisible();
  await expect(page.getByTestId('editor-leave-hint')).toHaveText('Esc then Tab leaves the editor');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('from player import *\n\nmove_forward(3)\nturn_right()\nspeak("Good morning!")\n');
  // Escape closes any suggestion, Escape then Tab leaves the editor: Run is next.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('editor-leave-hint')).toBeHidden();
  await pressUntil(page, 'Tab', 'run-button');
  const run = page.getByTestId('run-button');
  // Run's focus ring: a thick yellow outline.
  expect(await run.evaluate((element) => getComputedStyle(element).outlineWidth)).toBe('3px');

  await page.keyboard.press('Enter');
  // The same button, now Stop, keeps the focus; Alt+Shift+3 is Turbo.
  await expect(page.getByTestId('stop-button')).toBeFocused();
  await page.keyboard.press('Alt+Shift+Digit3');
  await expect(page.getByTestId('speed-selector').getByRole('button', { name: 'Turbo' })).toHaveAttribute('aria-pressed', 'true');

  const complete = page.getByTestId('level-complete-dialog');
  await expect(complete).toBeVisible({ timeout: 30_000 });
  await expect(complete.getByTestId('complete-next')).toBeFocused();
  // The dialog keeps the focus: Tab goes round inside it.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await complete.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(complete).toBeHidden();
  // Closed, the focus is back on Run.
  await expect(page.getByTestId('run-button')).toBeFocused();

  // The map takes the focus and its keys: + zooms in, and what is drawn changes.
  await pressUntil(page, 'Tab', 'Game map');
  const map = page.getByRole('application', { name: 'Game map' });
  await expect(map).toHaveAccessibleDescription(/Arrow keys move the map/);
  const before = await map.screenshot();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Buffer.compare(before, await map.screenshot()) !== 0).toBe(true);
  await page.screenshot({ path: `${SHOTS}/map-focus.png` });

  // Back to the guide with Shift+Tab, opened with Enter, closed with Escape: the focus comes back.
  await pressUntil(page, 'Shift+Tab', 'read-guide');
  await page.keyboard.press('Enter');
  const guide = page.getByRole('dialog');
  await expect(guide).toBeVisible();
  expect(await guide.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(page.getByTestId('read-guide')).toBeFocused();
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('a child solves level 1 with taps on the code keyboard alone', async ({ page }) => {
    // On a touch screen a child plays signed in (a phone's run asks for an account): a parent and their child.
    const signup = await page.request.post('/api/auth/signup', {
      data: { email: `keys-${Date.now()}@example.com`, password: 'hop-hop-2026', full_name: 'Pat Parent' },
    });
    expect(signup.ok()).toBe(true);
    const { csrf_token: csrf } = (await signup.json()) as { csrf_token: string };
    const created = await page.request.post('/api/profile/students', { data: { username: `tapper${Date.now() % 1_000_000}` }, headers: { 'x-csrf-token': csrf } });
    expect(created.ok()).toBe(true);
    const student = (await created.json()) as { id: number };
    expect((await page.request.post(`/api/auth/choose_student/${student.id}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);

    await openLevel(page, '/en/play/python/intro-level1');
    const keys = page.getByTestId('code-keyboard');
    await expect(keys).toBeVisible();
    // The level's own commands, and no others.
    await expect(keys.getByTestId('code-key-move_forward')).toBeVisible();
    await expect(keys.getByTestId('code-key-collect')).toBeVisible();
    await expect(keys.getByTestId('code-key-speak')).toHaveCount(0);
    // A tap in the code opens no glass keyboard: the code keyboard types.
    await expect(page.locator('.cm-content')).toHaveAttribute('inputmode', 'none');

    // The template's line "move_forward()": a tap at its end, one step left, then 3.
    await page.locator('.cm-line', { hasText: /^move_forward\(\)$/ }).tap();
    await keys.getByTestId('code-key-left').tap();
    await keys.getByTestId('code-key-3').tap();
    await expect(page.locator('.cm-content')).toContainText('move_forward(3)');
    // The keys never took the focus from the code.
    await expect(page.locator('.cm-content')).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/tablet-code-keyboard.png` });

    await page.getByTestId('run-button').tap();
    await expect(page.getByTestId('level-complete-dialog')).toBeVisible({ timeout: 30_000 });
  });
});
