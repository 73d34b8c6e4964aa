import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLevel, typeCode } from './play-helpers.ts';
import { untilStill } from './until-still.ts';

// Issue 19 as a new user tries it: a child picks Arabic, the page mirrors, the guide of
// intro-level1 is Arabic, the code stays left to right, the error and level-complete dialogs speak
// Arabic; Deutsch keeps the page and its query; a parent's language follows them to another browser.

const SHOTS = 'test-results/screenshots/languages';
const LEVEL = path.join(process.cwd(), 'packages/content/levels/python/intro-level1');
const LOCALES = path.join(process.cwd(), 'apps/web/src/locales');

type Messages = { readonly [key: string]: string | Messages };

function translation(code: string, namespace: string, key: string): string {
  let node: string | Messages = JSON.parse(readFileSync(path.join(LOCALES, code, `${namespace}.json`), 'utf8')) as Messages;
  for (const part of key.split('.')) node = (node as Messages)[part] as string | Messages;
  if (typeof node !== 'string') throw new Error(`${code}/${namespace}: ${key} is not a string`);
  return node;
}

function levelText(code: string): { name: string; guide: string } {
  return JSON.parse(readFileSync(path.join(LEVEL, 'i18n', `${code}.json`), 'utf8')) as { name: string; guide: string };
}

/** The first plain sentence of a Markdown guide (after its heading), as the page shows it. */
function firstSentence(markdown: string): string {
  const line = markdown.split('\n').find((text) => text.trim() && !text.startsWith('#')) ?? '';
  return line.replace(/\*\*/g, '').split(/[.!؟?]/)[0]!.trim();
}

async function shoot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function pickLanguage(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: /^Language|اللغة|Sprache|Idioma/ }).first().click();
  await page.locator(`[role="menuitem"][lang="${code}"]`).click();
}

test.describe.configure({ timeout: 150_000 });

test('a child plays intro-level1 in Arabic: mirrored page, Arabic guide and dialogs, code left to right', async ({ page }) => {
  await openLevel(page, '/en/play/python/intro-level1?from=e2e');
  await pickLanguage(page, 'ar');
  await expect(page).toHaveURL(/\/ar\/play\/python\/intro-level1\?from=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const arabic = levelText('ar');
  await expect(page.getByTestId('level-title')).toContainText(arabic.name);
  await expect(page.getByText(firstSentence(arabic.guide)).first()).toBeVisible();
  // The code is Python: it reads left to right on a right-to-left page.
  await expect(page.locator('.cm-editor')).toHaveCSS('direction', 'ltr');
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 45_000 });
  await shoot(page, 'arabic-play');

  await typeCode(page, 'from player import *\nmove_forward(\n');
  await page.getByTestId('run-button').click();
  const error = page.getByTestId('error-dialog');
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toContainText(translation('ar', 'play', 'dialogs.error.title'));
  await shoot(page, 'arabic-error');
  await error.getByRole('button', { name: translation('ar', 'play', 'dialogs.error.tryAgain') }).click();

  await typeCode(page, readFileSync(path.join(LEVEL, 'solution.py'), 'utf8'));
  await page.getByTestId('run-button').click();
  const complete = page.getByTestId('level-complete-dialog');
  await expect(complete).toBeVisible({ timeout: 45_000 });
  await expect(complete).toContainText(translation('ar', 'play', 'dialogs.complete.title'));
  await shoot(page, 'arabic-complete');
});

test('the Arabic home page shows its Python sample left to right', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The right-to-left style cache once flipped the global code rule to rtl: `* from player import`.
  const sample = page.locator('pre').filter({ hasText: 'from player import' }).first();
  await expect(sample).toBeVisible({ timeout: 30_000 });
  await expect(sample).toHaveCSS('direction', 'ltr');
  await expect(sample.locator('code').first()).toHaveCSS('direction', 'ltr');
});

test('Deutsch keeps the page and its query, and writes the page left to right again', async ({ page }) => {
  await page.goto('/ar/privacy?ref=e2e');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await pickLanguage(page, 'de');
  await expect(page).toHaveURL(/\/de\/privacy\?ref=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'translation', 'legal.privacy.title'));
  // A translated legal text says that the English one is binding.
  await expect(page.getByTestId('legal-binding-notice')).toHaveText(translation('de', 'translation', 'legal.bindingNotice'));
  await shoot(page, 'german-privacy');
});

test("a parent's language choice follows them to another browser", async ({ browser }) => {
  const email = `lang-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const first = await browser.newContext();
  const page = await first.newPage();
  expect((await page.request.post('/api/auth/signup', { data: { email, password: 'hop-hop-2026', full_name: 'Lena Vogel' } })).ok()).toBe(true);
  await page.goto('/en/profile');
  await pickLanguage(page, 'de');
  await expect(page).toHaveURL(/\/de\/profile/);
  // The choice is stored on the account (POST /api/user/change-language) before the page moves on.
  await expect
    .poll(async () => ((await (await page.request.get('/api/user/get-language')).json()) as { language: string }).language)
    .toBe('de');
  await first.close();

  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto('/en/login');
  await other.getByLabel(/e-mail/i).fill(email);
  await other.getByLabel(/password/i).first().fill('hop-hop-2026');
  await other.getByRole('button', { name: /^log in$/i }).click();
  await expect(other).toHaveURL(/\/de\//, { timeout: 20_000 });
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await shoot(other, 'german-after-login');
  await second.close();
});
