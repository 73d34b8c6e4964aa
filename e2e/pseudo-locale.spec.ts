import { expect, test, type Page } from '@playwright/test';
import { openLevel } from './play-helpers.ts';
import { untilStill } from './until-still.ts';

// The pseudo-locale (apps/web/src/lib/pseudo-locale.ts) brackets, accents and lengthens every
// string that goes through the translation function. Walking the main pages with it on, any
// visible text left outside ⟦ ⟧ was written into the page without a translation, and any button
// whose text no longer fits would cut a longer language short.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('codehop.pseudo', '1'));
});

/**
 * Visible text outside ⟦ ⟧, leaving out what is not the interface's to translate: content from
 * the server (level texts, names: `[data-content]`), code, the brand, numbers and punctuation.
 */
async function untranslated(page: Page): Promise<string[]> {
  await untilStill(page);
  return page.evaluate(() => {
    const exempt = '[data-content], code, pre, .cm-editor, canvas, svg, [aria-hidden="true"], [data-testid="logo-word"], script, style';
    const leftovers: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const pieces: { node: Text; text: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(exempt)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.getClientRects().length === 0) continue;
      pieces.push({ node: node as Text, text: node.textContent ?? '' });
    }
    // Brackets may open in one text node and close in another (bold words inside a sentence).
    let depth = 0;
    for (const { text } of pieces) {
      let outside = '';
      for (const character of text) {
        if (character === '⟦') depth += 1;
        else if (character === '⟧') depth = Math.max(0, depth - 1);
        else if (depth === 0) outside += character;
      }
      const words = outside.replace(/Codehop/g, '').replace(/[\d\s\p{P}\p{S}\u00b7]/gu, '');
      if (words !== '') leftovers.push(outside.trim());
    }
    return leftovers;
  });
}

/** Buttons and tabs with text sticking out of them (or cut off by them). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tight: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], a.MuiButton-root')) {
      if (element.getClientRects().length === 0) continue;
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.left < box.left - 2 || text.right > box.right + 2)) {
          tight.push(element.textContent?.trim() ?? '');
          break;
        }
      }
    }
    return tight;
  });
}

async function expectAllTranslated(page: Page, where: string): Promise<void> {
  expect(await untranslated(page), `${where}: text that did not go through the translation function`).toEqual([]);
  expect(await overflowing(page), `${where}: buttons too narrow for a longer language`).toEqual([]);
}

for (const [name, path] of [
  ['home', '/en/'],
  ['log in', '/en/login'],
  ['sign up', '/en/signup'],
  ['forgot password', '/en/forgot-password'],
  ['terms', '/en/tos'],
  ['a page on its way', '/en/guide'],
  ['not found', '/en/nothing-here'],
] as const) {
  test(`${name}: every visible string is translated and fits`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await untilStill(page);
    await expectAllTranslated(page, name);
  });
}

test('the play screen, its drawer and a dialog: every visible string is translated and fits', async ({ page }) => {
  await openLevel(page, '/en/play/python/intro-level1');
  await expectAllTranslated(page, 'play screen');
  await page.getByTestId('code-book-button').or(page.getByRole('button', { name: /Cöðé Ɓööķ/ })).first().click();
  await expect(page.getByTestId('code-book')).toBeVisible();
  await expectAllTranslated(page, 'Code Book');
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button').first().click();
  await expect(page.locator('.MuiDrawer-paper')).toBeVisible();
  await expectAllTranslated(page, 'drawer');
});
