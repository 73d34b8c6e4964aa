import { gunzipSync } from 'node:zlib';
import { LANGUAGE_CODES } from '@codehop/api';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';

/** The Disallow/Allow rules of the one group, as Google's parser matches them (`*` any run, `$` end). */
function matches(rule: string, path: string): boolean {
  const pattern = rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\\\$$/, '$');
  return new RegExp(`^${pattern}`).test(path);
}

/** Longest match wins, Allow on a tie (Google's robots.txt specification, RFC 9309). */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)/i.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', path: match[2]! }));
  let best: { allow: boolean; path: string } | undefined;
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

describeWithApp(
  'robots.txt and sitemap.xml',
  (context) => {
    it('answers robots.txt as plain text: the API and private areas closed, pages and scripts open, the sitemap named', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const robots = response.body;
      expect(robots).not.toContain('<');
      expect(robots.split('\n')[0]).toBe('User-agent: *');
      // Every line is a field Google's parser knows, or blank.
      for (const line of robots.split('\n')) expect(line).toMatch(/^$|^(User-agent|Allow|Disallow|Sitemap): \S+$/);
      expect(robots).toContain('Sitemap: https://codehop.example/sitemap.xml');
      for (const path of ['/api/auth/current', '/en/profile', '/ar/profile/students', '/fr/staff', '/de/organization/classes/3', '/en/checkout', '/en/quiz/python/1']) {
        expect(allowed(robots, path), path).toBe(false);
      }
      for (const path of ['/', '/en/', '/fr/play/python/intro-level1', '/en/guide/python', '/en/login', '/en/organization/register', '/assets-app/main-abc.js', '/pyodide/0.29.0/pyodide.mjs', '/sitemap.xml']) {
        expect(allowed(robots, path), path).toBe(true);
      }
    });

    it('lists every public page in every language with its hreflang alternates and x-default', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = response.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
      const locs = entries.map((entry) => entry[1]!);
      expect(new Set(locs).size).toBe(locs.length);
      for (const page of ['', 'login', 'signup', 'courses', 'guide/python', 'play/python/intro-level1', 'tos']) {
        for (const language of LANGUAGE_CODES) expect(locs, `${language}/${page}`).toContain(`https://codehop.example/${language}/${page}`);
      }
      expect(locs.some((loc) => /\/(profile|staff|checkout|api)\b/.test(loc))).toBe(false);
      const login = entries.find((entry) => entry[1] === 'https://codehop.example/he/login')!;
      const alternates = [...login[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
      expect(alternates).toHaveLength(LANGUAGE_CODES.length + 1);
      expect(alternates).toContainEqual(['x-default', 'https://codehop.example/en/login']);
      expect(alternates).toContainEqual(['ar', 'https://codehop.example/ar/login']);
      // Every entry carries its alternates, and every page comes in every language.
      expect((xml.match(/hreflang="x-default"/g) ?? []).length).toBe(locs.length);
      expect(locs.length % LANGUAGE_CODES.length).toBe(0);
    });

    it('sends the sitemap gzipped as it was compressed once, to whoever accepts gzip', async () => {
      const plain = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
      const zipped = await context.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 20);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    });

    it('answers both at HEAD too, and never with the app page', async () => {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const response = await context.app.inject({ method: 'HEAD', url });
        expect(response.statusCode, url).toBe(200);
        expect(String(response.headers['content-type']), url).not.toContain('text/html');
      }
    });
  },
  { config: { publicUrl: 'https://codehop.example/' } },
);
