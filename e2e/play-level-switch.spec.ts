import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';

// Scene life (gameplay §4): a level change switches the scene inside the one Phaser game, and a
// tileset that failed to load is asked for again after 5 s and drawn when it arrives.
const LEVELS = path.join(process.cwd(), 'packages/content/levels/python');
const TILESET = '**/assets/tileset_png/sunny-farmstead.json';

async function levelName(page: Page, slug: string): Promise<string> {
  const answer = await page.request.get(`/api/level/data/python/${slug}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { name: string }).name;
}

/** Share of the canvas's pixels that are not the empty background (#0c1410). */
async function drawnShare(page: Page): Promise<number> {
  const png = await page.getByTestId('game-canvas').locator('canvas').screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      const distance = Math.abs((data[i] ?? 0) - 0x0c) + Math.abs((data[i + 1] ?? 0) - 0x14) + Math.abs((data[i + 2] ?? 0) - 0x10);
      if (distance > 30) drawn += 1;
    }
    return drawn / (data.length / 4);
  }, png.toString('base64'));
}

test.describe('play screen scene life', () => {
  test('the next level switches the scene in the same game and canvas', async ({ page }) => {
    const secondName = await levelName(page, 'intro-level2');
    await page.goto('/en/play/python/intro-level1');
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
    await expect(page.locator('canvas')).toHaveCount(1);
    await page.getByTestId('game-canvas').locator('canvas').evaluate((canvas) => {
      canvas.dataset.firstLevelCanvas = 'yes';
    });

    await expect(page.getByTestId('next-level')).toBeEnabled();
    await page.getByTestId('next-level').click();
    await expect(page).toHaveURL(/\/play\/python\/intro-level2$/);
    await expect(page.getByTestId('level-title')).toContainText(secondName);
    await expect(page.getByTestId('loading-assets')).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 15_000 });
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(page.locator('[data-testid="game-canvas"] canvas[data-first-level-canvas="yes"]')).toHaveCount(1);

    // The new scene plays the new level: its reference solution completes it.
    await page.getByRole('button', { name: 'Turbo' }).click();
    await typeCode(page, readFileSync(path.join(LEVELS, 'intro-level2/solution.py'), 'utf8'));
    await page.getByTestId('run-button').click();
    const dialog = page.getByTestId('level-complete-dialog');
    await expect(dialog).toBeVisible({ timeout: 30_000 });

    // The level-complete dialog's Next goes the same way.
    await dialog.getByRole('button', { name: /next/i }).click();
    await expect(page).toHaveURL(/\/play\/python\/intro-level3$/);
    await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 15_000 });
    await expect(page.locator('[data-testid="game-canvas"] canvas[data-first-level-canvas="yes"]')).toHaveCount(1);

    // Leaving the play screen ends the game (the community page may draw map thumbnails of levels
    // other specs published: only the game's own canvas must be gone).
    await page.getByRole('link', { name: 'Creative Levels' }).first().click();
    await expect(page).toHaveURL(/\/creative-levels/);
    await expect(page.locator('canvas[data-first-level-canvas="yes"]')).toHaveCount(0);
    await expect(page.getByTestId('game-canvas')).toHaveCount(0);
  });

  test('a tileset that failed to load is fetched again after 5 s and the map is drawn', async ({ page }) => {
    // Phaser asks again at once by itself; every request fails until the scene says it will retry.
    let retryAnnounced = false;
    let requests = 0;
    page.on('console', (message) => {
      if (/Could not load .*sunny-farmstead\.json; retrying in 5 s/.test(message.text())) retryAnnounced = true;
    });
    await page.route(TILESET, async (route) => {
      requests += 1;
      if (retryAnnounced) await route.continue();
      else await route.abort('failed');
    });
    await page.goto('/en/play/python/intro-level1');
    await expect(page.getByTestId('play-screen')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('loading-assets')).toBeHidden({ timeout: 45_000 });
    expect(retryAnnounced).toBe(true);
    // Meanwhile only the character and the carrot stand on an empty map.
    const before = await drawnShare(page);
    expect(before).toBeLessThan(0.1);
    const failedRequests = requests;
    await expect.poll(() => requests, { timeout: 30_000 }).toBeGreaterThan(failedRequests);
    await expect.poll(() => drawnShare(page), { timeout: 15_000 }).toBeGreaterThan(before + 0.15);
  });
});
