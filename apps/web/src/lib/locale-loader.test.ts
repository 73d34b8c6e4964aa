import { describe, it, expect, vi } from 'vitest';
import { loadersByCode, loadLocaleResources } from './locale-loader.ts';

describe('loadersByCode', () => {
  it('keys loaders by the two-letter code of the folder, then by namespace', () => {
    const load = async () => ({});
    const loaders = loadersByCode({
      '../locales/fr/translation.json': load,
      '../locales/fr/play.json': load,
      '../locales/de/translation.json': load,
      '../locales/readme.md': load,
      '../locales/en.ts': load,
    });
    expect([...loaders.keys()].sort()).toEqual(['de', 'fr']);
    expect([...(loaders.get('fr')?.keys() ?? [])].sort()).toEqual(['play', 'translation']);
  });
});

describe('loadLocaleResources', () => {
  it('returns the default export of a JSON module', async () => {
    const loaders = new Map([['fr', async () => ({ default: { nav: { logIn: 'Connexion' } } })]]);
    expect(await loadLocaleResources('fr', loaders)).toEqual({ nav: { logIn: 'Connexion' } });
  });

  it('returns null for a code without translations', async () => {
    expect(await loadLocaleResources('sv', new Map())).toBeNull();
  });

  it('returns null, not an error, when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaders = new Map([['de', () => Promise.reject(new Error('network down'))]]);
    expect(await loadLocaleResources('de', loaders)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('returns null for a module that is not an object', async () => {
    const loaders = new Map([['it', async () => ({ default: ['not', 'resources'] })]]);
    expect(await loadLocaleResources('it', loaders)).toBeNull();
  });
});
