import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { openLevel } from './play-helpers.ts';

// Headless Chromium here draws WebGL in software (no GPU) and its GPU process logs "GL Driver
// Message ... GPU stall due to ReadPixels" when it reads the game's canvas back to composite it:
// the browser's own note about its renderer, not something the page did.
const SOFTWARE_GL = /^warning: \[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance, [A-Z_]+, High\): GPU stall due to ReadPixels/;

// No trace or screenshots while the console is watched: they read the canvas back too. The service
// worker registers as it does for a visitor (the config blocks it elsewhere, which the console says).
test.use({ trace: 'off', screenshot: 'off', serviceWorkers: 'allow' });

/** Every console error or warning (a refused request, a CSP violation, an uncaught error) on the page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const line = `${message.type()}: ${message.text()} (${message.location().url})`;
    if (!SOFTWARE_GL.test(line)) problems.push(line);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

// A visitor's first look: the home page, logging in, the courses in Arabic and the first level.
for (const [name, path] of [
  ['home', '/en/'],
  ['login', '/en/login'],
  ['courses in Arabic', '/ar/courses'],
] as const) {
  test(`a visitor's ${name} page leaves the console empty and names itself`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(problems).toEqual([]);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(30);
  });
}

test("a visitor's first level leaves the console empty once Run is ready", async ({ page }) => {
  const problems = watchConsole(page);
  await openLevel(page, '/en/play/python/intro-level1');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await expect(page).toHaveTitle(/· Codehop$/);
});

test('each page has its own title: logging in is not the home page', async ({ page }) => {
  await page.goto('/en/');
  await expect(page).toHaveTitle('Codehop: learn Python by playing');
  await page.goto('/en/login');
  await expect(page).toHaveTitle('Log In · Codehop');
  await page.goto('/fr/signup');
  await expect(page).not.toHaveTitle(/learn Python by playing|apprends Python en jouant/);
});
