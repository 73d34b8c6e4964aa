import { expect, test, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';

// A German and an Arabic child, anonymous: a failing run's error and the tip below the code are
// every word in their language and name their character; the free tip spends none of their tips.
const SHOTS = '/tmp/words-shots';
const BUMP = 'from player import *\n\nmove_forward(4)\ncollect()\nturn_right()\nmove_forward()\nturn_left()\nmove_forward()\n';
const MISSPELT = 'from player import *\n\nmove_forwad(4)\n';
/** English words no German or Arabic sentence of ours contains (code is left out first). */
const ENGLISH = /\b(the|you|your|line|look|change|rabbit|command|called|mean|stopped|program|quite|words|must|way)\b/i;

function prose(text: string): string {
  // Code the words may quote: a command and its call, a name.
  return text.replace(/[\w.]*\([^)]*\)|\bmove_forwad\b|\bfrom player import \*/g, ' ');
}

async function openLevel(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 150_000 });
}

async function runAndRead(page: Page, code: string): Promise<{ error: string; tip: string }> {
  await typeCode(page, code);
  await page.getByTestId('run-button').click();
  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const error = (await dialog.innerText()).replace(await page.getByTestId('error-python').innerText().catch(() => ''), ' ');
  await page.keyboard.press('Escape');
  const card = page.getByTestId('tip-text');
  await expect(card).toBeVisible({ timeout: 10_000 });
  return { error, tip: await card.innerText() };
}

test.describe('a run\'s words in the child\'s language', () => {
  test('German: no English in the error or the tip, the rabbit named in German, no tip spent', async ({ page }) => {
    test.setTimeout(300_000);
    await openLevel(page, '/de/play/python/intro-level2');
    await page.getByRole('button', { name: 'Turbo' }).click();
    await expect(page.getByTestId('tip-counter')).toContainText('5');
    const bump = await runAndRead(page, BUMP);
    expect(prose(bump.error)).not.toMatch(ENGLISH);
    expect(prose(bump.tip)).not.toMatch(ENGLISH);
    expect(bump.tip).toContain('Zeile 8');
    expect(bump.tip).toContain('der Hase');
    await expect(page.locator('.cm-tip-marker')).toBeVisible({ timeout: 5_000 });
    await page.screenshot({ path: `${SHOTS}/de-tip.png` });
    // The free tip spent nothing: the child still has five.
    await expect(page.getByTestId('tip-counter')).toContainText('5');
    const misspelt = await runAndRead(page, MISSPELT);
    expect(prose(misspelt.error)).not.toMatch(ENGLISH);
    expect(misspelt.tip).toContain('move_forward()');
    expect(prose(misspelt.tip)).not.toMatch(ENGLISH);
    await expect(page.getByTestId('tip-counter')).toContainText('5');
    await page.getByRole('button', { name: 'Von vorn' }).click();
    await page.screenshot({ path: `${SHOTS}/de-reset.png` });
  });

  test('Arabic: the error dialog and the tip, right to left, no English', async ({ page }) => {
    test.setTimeout(300_000);
    await openLevel(page, '/ar/play/python/intro-level2');
    await page.getByRole('button', { name: 'Turbo' }).or(page.getByRole('button', { name: 'توربو' })).first().click();
    await typeCode(page, MISSPELT);
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('error-dialog')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/ar-error.png` });
    const error = await page.getByTestId('error-dialog').innerText();
    expect(prose(error.replace(await page.getByTestId('error-python').innerText(), ' '))).not.toMatch(ENGLISH);
    await page.keyboard.press('Escape');
    const tip = await page.getByTestId('tip-text').innerText();
    expect(prose(tip)).not.toMatch(ENGLISH);
    await page.screenshot({ path: `${SHOTS}/ar-tip.png` });
  });
});
