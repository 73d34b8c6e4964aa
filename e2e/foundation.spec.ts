import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { untilStill } from './until-still.ts';

// The foundation's promises (issue 2, section 8): every page lives under a supported locale, the
// layout is there, unknown paths are handled, and the page is cross-origin isolated for the runner.

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  // Fonts and lazy pages settle before the picture, so screenshots compare run to run.
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('/ lands on /en/ and keeps the query string', async ({ page, context }) => {
  await page.goto('/?utm_source=e2e-campaign');
  await expect(page).toHaveURL(/\/en\/\?utm_source=e2e-campaign$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn real Python by playing a game' }),
  ).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'utm_source');
  expect(cookie?.value).toBe('e2e-campaign');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
});

test('an unsupported locale falls back to /en/', async ({ page }) => {
  await page.goto('/xx/');
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/xx/tos?from=e2e');
  await expect(page).toHaveURL(/\/en\/tos\?from=e2e$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('the top bar, drawer and footer render', async ({ page }) => {
  await page.goto('/en/');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Codehop home' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: /Creative Levels/ })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Challenges' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: "Teacher's Guide" })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: /^Language/ })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2024 Codehop');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/tos');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();

  await topBar.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: 'Level Creator' });
  await expect(drawer.getByRole('link', { name: 'Register Your Institution' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    'mailto:support@codehop.app',
  );
  await expect(drawer.locator('.MuiDrawer-paper')).toHaveCSS('width', '300px');
});

/** The languages whose text ships with the app: English, and one JSON file per translation. */
function translatedCodes(): string[] {
  const entries = readdirSync(path.join(process.cwd(), 'apps/web/src/locales'), { withFileTypes: true });
  return ['en', ...entries.flatMap((entry) => (entry.isDirectory() && /^[a-z]{2}$/.test(entry.name) ? [entry.name] : []))];
}

test('the language picker offers only languages with text, and keeps the page and its query string', async ({ page }) => {
  const codes = translatedCodes();
  await page.goto('/en/privacy?ref=e2e');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(codes.length);
  if (codes.length < 30) await expect(page.getByTestId('more-languages-soon')).toBeVisible();
  const other = codes.find((code) => code !== 'en');
  if (other) {
    await page.locator(`[role="menuitem"][lang="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/privacy\\?ref=e2e$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  }
  // A language of the spec without text yet keeps its address but does not pretend: English, left to right.
  await page.goto('/he/privacy');
  if (!codes.includes('he')) {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  } else {
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
});

test('Feedback asks a visitor to log in first', async ({ page }) => {
  await page.goto('/en/tos');
  await page.getByRole('button', { name: 'Feedback' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('You must log in to provide feedback');
  await page.getByRole('button', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Ftos$/);
});

test('email verification shows its notice and goes home', async ({ page }) => {
  await page.goto('/en/?email_verified=True');
  await expect(page.getByRole('alert')).toHaveText('Your email has been successfully verified.');
  await expect(page).toHaveURL(/\/en\/$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/en/this/path/does/not/exist');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This path leads nowhere' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
  await expect(page).toHaveTitle('Page not found · Codehop');
});

test('the page is cross-origin isolated', async ({ page }) => {
  const response = await page.goto('/en/');
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(response?.headers()['cross-origin-embedder-policy']).toBe('require-corp');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  expect(await page.evaluate(() => typeof SharedArrayBuffer)).toBe('function');
});

test('screenshots of home, a static page and not-found', async ({ page }) => {
  for (const [name, path, heading] of [
    ['home', '/en/', 'Learn real Python by playing a game'],
    ['refund-policy', '/en/refund-policy', 'Refund Policy'],
    ['not-found', '/en/no/such/page', 'This path leads nowhere'],
  ] as const) {
    for (const [device, width, height] of [
      ['desktop', 1280, 800],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shoot(page, `${name}-${device}`);
    }
  }
});
