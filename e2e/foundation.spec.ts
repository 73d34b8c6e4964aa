import { expect, test, type Page } from '@playwright/test';

// The foundation's promises (issue 2, section 8): every page lives under a supported locale, the
// layout is there, unknown paths are handled, and the page is cross-origin isolated for the runner.

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  // Fonts and lazy pages settle before the picture, so screenshots compare run to run.
  await page.evaluate(() => document.fonts.ready);
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

test('the language picker keeps the page and its query string', async ({ page }) => {
  await page.goto('/en/privacy?ref=e2e');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(30);
  await page.getByRole('menuitem', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/privacy\?ref=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
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
