import { expect, type Page } from '@playwright/test';

/** Opens a level and waits until Run can be pressed (Python booted, map drawn). */
export async function openLevel(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
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
