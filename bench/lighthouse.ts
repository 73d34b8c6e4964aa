// Lighthouse 12.2.3 (the last that runs on Node 20) on the built app: performance, accessibility,
// best practices and SEO of the home and play pages, desktop and mobile (Lighthouse's own presets:
// desktop without throttling of the CPU, mobile as a mid-range phone on a slow 4G link, both
// simulated). Prints `lighthouse.<page>.<form>.<category> N` (0-100), the total blocking time and
// the other metrics of the performance score (each with the score it earned),
// and every audit that cost an accessibility, best-practices or SEO point, so a miss says what to fix.
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full HTML report; LIGHTHOUSE_ONLY picks runs (below).
// Needs a built app and Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBuiltApp } from './support/built-app.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = { home: '/en/', play: '/en/play/python/intro-level1' } as const;
const FORMS = ['desktop', 'mobile'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// As in production: the configured public address and the production environment.
const app = startBuiltApp('lighthouse', (base) => ({ NODE_ENV: 'production', PUBLIC_URL: base }));
const { base } = app;

const reports = process.env.LIGHTHOUSE_REPORTS;
// LIGHTHOUSE_ONLY=play.desktop,home.mobile runs just those (a change to one page, measured again and again).
const only = process.env.LIGHTHOUSE_ONLY?.split(',');
if (reports) mkdirSync(reports, { recursive: true });

try {
  await app.ready();
  for (const [page, pagePath] of Object.entries(PAGES)) {
    for (const form of FORMS) {
      if (only && !only.includes(`${page}.${form}`)) continue;
      // A fresh browser for every run: no cache, no service worker from the run before.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      try {
        const result = await lighthouse(
          `${base}${pagePath}`,
          { port: chrome.port, logLevel: 'error', output: 'html', onlyCategories: [...CATEGORIES] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page} ${form}`);
        const { lhr } = result;
        // A run Lighthouse could not measure (no paint seen, a page that hung) scores nothing: say why.
        if (lhr.runtimeError) console.log(`  ${page} ${form}: Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const category of CATEGORIES) {
          const score = lhr.categories[category]?.score;
          console.log(`lighthouse.${page}.${form}.${category.replace('-', '_')} ${score == null ? 'n/a' : Math.round(score * 100)}`);
        }
        // The five metrics the performance score is made of, with the score each earned (0-1), so
        // a low score says which metric cost it.
        const metric = (id: string, unit = ' ms') => {
          const audit = lhr.audits[id];
          const value = id === 'cumulative-layout-shift' ? (audit?.numericValue ?? 0).toFixed(3) : Math.round(audit?.numericValue ?? 0);
          return `${value}${unit} (${audit?.score ?? 'n/a'})`;
        };
        const tbt = lhr.audits['total-blocking-time']?.numericValue;
        console.log(
          `lighthouse.${page}.${form}.tbt_ms ${Math.round(tbt ?? 0)} (score ${lhr.audits['total-blocking-time']?.score ?? 'n/a'}; ` +
            `FCP ${metric('first-contentful-paint')}, SI ${metric('speed-index')}, LCP ${metric('largest-contentful-paint')}, CLS ${metric('cumulative-layout-shift', '')})`,
        );
        for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              console.log(`  ${page} ${form} ${category}: ${ref.id} (${audit.title})`);
            }
          }
        }
        if (reports) writeFileSync(path.join(reports, `${page}-${form}.html`), String(result.report));
      } finally {
        await chrome.kill();
      }
    }
  }
} finally {
  app.stop();
}
