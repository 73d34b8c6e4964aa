import { expect, test, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';

// Issue 16, tried as a new visitor would: a run that walks into an obstacle gets a tip pointing at
// the line, the code on request, Apply puts it in the editor, the next run completes the level;
// every tip the child asks for spends one of the 5 daily assistant credits and the counter shows it.
const SHOTS = '/tmp/coach-shots';

const FENCE = 'from player import *\n\nmove_forward(4)\ncollect()\nturn_right()\nmove_forward()\nturn_left()\nmove_forward()\n';

/** Opens a level and waits for Python (slow on a busy machine). */
async function openLevel(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 150_000 });
}

async function editorText(page: Page): Promise<string> {
  return page.locator('.cm-content').evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'))
      .map((line) => line.textContent ?? '')
      .join('\n'),
  );
}

async function runOnce(page: Page): Promise<void> {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 20_000 });
}

test.describe('the assistant', () => {
  test('a bump gets a tip at its line; applying it completes intro-level2; the counter goes down', async ({ page }) => {
    test.setTimeout(300_000);
    await openLevel(page, '/en/play/python/intro-level2');
    await page.getByRole('button', { name: 'Turbo' }).click();
    await expect(page.getByTestId('tip-counter')).toContainText('5');
    await typeCode(page, FENCE);
    await runOnce(page);
    // The run's own error dialog comes first; closing it leaves the tip.
    const errorDialog = page.getByTestId('error-dialog');
    if (await errorDialog.isVisible().catch(() => false)) await page.keyboard.press('Escape');
    // The free tip is the error's own words at its line; the tips left stay 5 until the child asks.
    const card = page.getByTestId('tip-card');
    await expect(card).toContainText('Look at line 8', { timeout: 30_000 });
    await expect(page.getByTestId('tip-show-code')).toHaveCount(0);
    await expect(page.getByTestId('tip-counter')).toContainText('5');
    await page.getByTestId('tip-ask').click();
    await expect(page.getByTestId('tip-show-code')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('tip-counter')).toContainText('4', { timeout: 10_000 });
    // The line marker comes after 500 ms.
    await expect(page.locator('.cm-tip-marker')).toBeVisible({ timeout: 5_000 });
    await page.screenshot({ path: `${SHOTS}/tip-words.png` });
    await expect(page.getByTestId('tip-code')).toHaveCount(0);
    await page.getByTestId('tip-show-code').click();
    await expect(page.getByTestId('tip-code')).toContainText('collect()');
    await page.screenshot({ path: `${SHOTS}/tip-code.png` });
    await page.getByTestId('tip-apply').click();
    await expect.poll(() => editorText(page)).toContain('turn_right()\nmove_forward(3)');
    // Apply is one editor change: Ctrl+Z takes it back, Ctrl+Shift+Z brings it again.
    await page.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => editorText(page)).not.toContain('move_forward(3)');
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(() => editorText(page)).toContain('move_forward(3)');
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('level-complete-dialog').or(page.getByTestId('certificate-dialog'))).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/complete.png` });
  });

  test('an unfinished run counts the carrots and proposes the walk to the next one', async ({ page }) => {
    test.setTimeout(240_000);
    await openLevel(page, '/en/play/python/intro-level2');
    await page.getByRole('button', { name: 'Turbo' }).click();
    await runOnce(page);
    const card = page.getByTestId('tip-card');
    await page.getByTestId('tip-ask').click();
    await expect(card).toContainText('You picked 1 of 2 carrots', { timeout: 30_000 });
    await page.getByTestId('tip-show-code').click();
    await expect(page.getByTestId('tip-code')).toContainText('collect()');
    await page.screenshot({ path: `${SHOTS}/tip-unfinished.png` });
  });
});

test.describe('the assistant on a challenge', () => {
  const expectSoon = expect.configure({ timeout: 30_000 });

  test('a child asks for a tip: the card names the call and the line that fails, a second press the fix, the counter goes down', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/en/challenge/add-two');
    await expectSoon(page.getByRole('heading', { name: 'Add two numbers' })).toBeVisible();
    await expectSoon(page.getByTestId('challenge-tip-credits')).toHaveText('Tips: 5 left');
    await typeCode(page, 'def add(a, b):\n    return a - b\n');
    await page.getByTestId('challenge-tip').click();
    const card = page.getByTestId('tip-card');
    await expectSoon(card).toContainText('When we call add(2, 3), the answer should be 5, but yours is -1. The mistake is on line 2.');
    await expectSoon(page.getByTestId('challenge-tip-credits')).toHaveText('Tips: 4 left');
    await page.screenshot({ path: `${SHOTS}/challenge-tip.png`, fullPage: true });
    // A second press on the same code gives the next rung: the change for that line.
    await page.getByTestId('challenge-tip').click();
    await expectSoon(card).toContainText('Here is a way to change line 2.');
    await expectSoon(page.getByTestId('challenge-tip-credits')).toHaveText('Tips: 3 left');
    await page.getByTestId('tip-dismiss').click();
    await expect(card).toHaveCount(0);

    // A function that stops: the tip names the error, and the lightbulb comes to its line.
    await typeCode(page, 'def add(a, b):\n    return a + c\n');
    await page.getByTestId('challenge-tip').click();
    await expectSoon(card).toContainText("When we call add(2, 3), your function stops with NameError: name 'c' is not defined.");
    await expect(page.locator('.cm-tip-marker')).toBeVisible({ timeout: 5_000 });
    await expectSoon(page.getByTestId('challenge-tip-credits')).toHaveText('Tips: 2 left');
    await page.screenshot({ path: `${SHOTS}/challenge-tip-line.png`, fullPage: true });
  });
});
