import type { Page } from '@playwright/test';

/**
 * Waits until the page is still, as a person looking at it would: its fonts loaded, and every
 * finite animation and transition (a dialog fading in, a menu sliding, a layout after a resize)
 * finished. Endless ones (a spinner, a pulsing placeholder) are left to run. Screenshots wait
 * for this instead of a fixed number of milliseconds, which was too short on a busy machine and
 * wasted time on a quiet one.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: a transition that a resize or a click starts on the next frame has begun.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
