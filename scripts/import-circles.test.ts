import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Two modules that import each other (directly or round a longer loop) can only be read together
 * and break in surprising ways when one starts first. Types both sides need live in a third module.
 */
it('no module of the apps or packages imports itself through others', async () => {
  const tree = await parseDependencyTree(['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'], {
    cwd: root,
    context: root,
    transform: false,
    exclude: /node_modules/,
  });
  expect(Object.keys(tree).length).toBeGreaterThan(500);
  expect(parseCircular(tree).map((circle) => circle.join(' -> '))).toEqual([]);
}, 120_000);
