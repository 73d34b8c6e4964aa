import { expect, type Page } from '@playwright/test';

/** Opens a level and waits until Run can be pressed (Python booted, map drawn). */
export async function openLevel(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
}

/**
 * Accepts the open autocomplete with Enter as a child would, not in the same instant it opened:
 * CodeMirror ignores Enter for 75 ms after the list opens (its `interactionDelay`, so a quick
 * Enter cannot pick a word the child never saw) and lets it write a new line instead.
 */
export async function acceptCompletion(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
}

/** Replaces the editor's code the way a child pasting it would. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  // insertText can leave the autocomplete open; Escape closes it without touching the code.
  await page.keyboard.press('Escape');
}

/** A picture of the map as it is drawn now. */
export function mapPicture(page: Page): Promise<Buffer> {
  return page.getByTestId('game-canvas').locator('canvas').screenshot();
}

/** Waits until the map looks different from `before` (the character has moved), and answers its picture. */
export async function untilMapChanges(page: Page, before: Buffer): Promise<Buffer> {
  let now = before;
  await expect
    .poll(
      async () => {
        now = await mapPicture(page);
        return now.equals(before);
      },
      { timeout: 20_000 },
    )
    .toBe(false);
  return now;
}
