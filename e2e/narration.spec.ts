import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The play page as a screen reader meets it: only the accessibility tree (roles and names) to act,
 * and the text the aria-live regions take to learn what happens.
 */

/** Records, in order, every text any aria-live region of the page takes. */
async function listenToLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const node = mutation.target;
        const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
        const region = element?.closest('[aria-live]');
        const text = region?.textContent?.trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

function heard(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { said: string[] }).said]);
}

/** Waits until the live regions have said something containing `words`. */
async function hear(page: Page, words: string, timeout = 30_000): Promise<void> {
  await expect.poll(async () => (await heard(page)).join('\n'), { timeout }).toContain(words);
}

/** Types into the editor found by its role, the way a screen reader user reaches it. */
async function writeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox').filter({ has: page.locator('.cm-line') }).first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await page.keyboard.press('Escape');
}

async function openLevel(page: Page, slug: string): Promise<void> {
  await page.goto(`/en/play/python/${slug}`);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 120_000 });
}

test.describe('narration', () => {
  // Python boots in a few seconds alone, far slower on a machine shared by many test runs.
  test.setTimeout(240_000);

  test('with only the accessibility tree and the live regions, a child finds the carrots, solves intro-level2 and hears every step and the completion', async ({ page }) => {
    await listenToLiveRegions(page);
    await openLevel(page, 'intro-level2');

    // Where are the carrots? The map described on request, by its button's accessible name.
    await page.getByRole('button', { name: 'Describe the map' }).click();
    await hear(page, 'Carrot: 4 ahead.');
    const description = (await heard(page)).at(-1) ?? '';
    expect(description).toContain('You are at column 4, row 9.');
    expect(description).toContain('Facing up.');
    expect(description).toContain('Carrot: 6 ahead and 4 to your right.');
    expect(description).toContain('Goal: Carrot, 0 of 2 done.');

    // From those words: 4 ahead to the first carrot, then the second is 2 ahead and 4 to the right.
    await writeCode(page, 'from player import *\n\nmove_forward(4)\ncollect()\nturn_right()\nmove_forward(4)\nturn_left()\nmove_forward(2)\ncollect()\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await hear(page, 'Level complete! Well done!');

    const run = (await heard(page)).slice((await heard(page)).indexOf(description) + 1).join(' ');
    // Each step, in order: where each walk ended, each carrot with the goal's count, each turn.
    const steps = [
      'Your program is running.',
      'Moved forward to column 4, row 5.',
      'Picked up: Carrot',
      '1 of 2.',
      'Turned right. Facing right.',
      'Moved forward to column 8, row 5.',
      'Turned left. Facing up.',
      'Moved forward to column 8, row 3.',
      'Picked up: Carrot',
      '2 of 2.',
      'Goal reached!',
      'Level complete! Well done!',
    ];
    let from = 0;
    for (const step of steps) {
      const at = run.indexOf(step, from);
      expect(at, `"${step}" heard after what came before it, in:\n${run}`).toBeGreaterThanOrEqual(0);
      from = at + step.length;
    }
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });

    // The live regions stay readable while the completion dialog is open (it hides the rest of the page).
    await expect(page.getByTestId('narration')).not.toHaveAttribute('aria-hidden', 'true');
    // Described again (by its shortcut, once the dialog is closed), the map tells what changed.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.keyboard.press('Alt+Shift+D');
    await hear(page, 'You are at column 8, row 3.');
    expect((await heard(page)).at(-1)).toContain('Goal: Carrot, 2 of 2 done.');
  });

  test('a run of intro-level1’s reference solution gives at least four distinct announcements', async ({ page }) => {
    await listenToLiveRegions(page);
    await openLevel(page, 'intro-level1');
    const solution = readFileSync(path.join(process.cwd(), 'packages/content/levels/python/intro-level1/solution.py'), 'utf8');
    await writeCode(page, solution);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await hear(page, 'Level complete! Well done!');
    const said = new Set(await heard(page));
    expect(said.size).toBeGreaterThanOrEqual(4);
  });

  test('a bump interrupts with the line, and the narration level is chosen and kept', async ({ page }) => {
    await listenToLiveRegions(page);
    await openLevel(page, 'intro-level1');
    await writeCode(page, 'from player import *\n\nmove_forward(9)\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => page.getByTestId('narration-assertive').textContent(), { timeout: 30_000 }).toMatch(/Bump! .*line 3\./);
    await page.getByRole('dialog').getByRole('button', { name: 'Fix it and try again' }).click();

    await page.getByRole('button', { name: 'How I see and hear' }).click();
    const dialog = page.getByRole('dialog', { name: 'How I see and hear' });
    await expect(dialog.getByRole('radio', { name: 'Every step' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Goals and mistakes' }).check();
    await dialog.getByRole('switch', { name: 'High contrast' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 120_000 });
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await page.getByRole('button', { name: 'How I see and hear' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Goals and mistakes' })).toBeChecked();
  });
});
