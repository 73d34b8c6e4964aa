import { expect, test, type Page } from '@playwright/test';
import { acceptCompletion, openLevel, typeCode } from './play-helpers.ts';

// The editor helps a child write code (autocomplete with docstrings), and the run plays at the
// speed the child picks (Normal / Fast / Turbo: 250 / 125 / 62.5 ms a tile, gameplay §4).

const LEVEL_PATH = '/en/play/python/intro-level1';

/** Milliseconds from Run until the walk to the carrot ends (the Stop button turns back into Run). */
async function timedRun(page: Page, speed: 'Normal' | 'Turbo'): Promise<number> {
  await page.getByRole('button', { name: speed }).click();
  // Up the path to the carrot and back again: six steps.
  await typeCode(page, 'from player import *\nmove_forward(3)\nturn_left()\nturn_left()\nmove_forward(3)\n');
  const started = Date.now();
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('stop-button')).toBeVisible();
  await expect(page.getByTestId('run-button')).toBeVisible({ timeout: 20_000 });
  return Date.now() - started;
}

test('typing a command offers it with its docstring, and Enter writes it', async ({ page }) => {
  await openLevel(page, LEVEL_PATH);
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('move_f');
  const popup = page.locator('.cm-tooltip-autocomplete');
  await expect(popup).toContainText('move_forward');
  await expect(page.locator('.cm-completionInfo')).toContainText('Walk forward');
  await acceptCompletion(page);
  await expect(page.locator('.cm-content')).toContainText('move_forward(');
});

test('Normal plays the same program clearly slower than Turbo', async ({ page }) => {
  await openLevel(page, LEVEL_PATH);
  const turbo = await timedRun(page, 'Turbo');
  const normal = await timedRun(page, 'Normal');
  // Six steps: 6 x (250 - 62.5) = 1125 ms apart in theory; the fixed waits around a run are the same.
  expect(normal - turbo).toBeGreaterThan(700);
  // The choice is kept for the next visit (game_speed).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
});
