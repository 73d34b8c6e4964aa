export type LocaleLoader = () => Promise<unknown>;

/** Maps `../locales/fr.json`-style module paths to locale codes. */
export function loadersByCode(modules: Record<string, LocaleLoader>): Map<string, LocaleLoader> {
  const loaders = new Map<string, LocaleLoader>();
  for (const [path, load] of Object.entries(modules)) {
    const code = /([a-z]{2})\.json$/.exec(path)?.[1];
    if (code) loaders.set(code, load);
  }
  return loaders;
}

/**
 * The translated resources for a code, or null when there are none or they fail to load: the
 * caller then keeps English, so a missing or broken file never leaves the page without text.
 */
export async function loadLocaleResources(
  code: string,
  loaders: ReadonlyMap<string, LocaleLoader>,
): Promise<Record<string, unknown> | null> {
  const load = loaders.get(code);
  if (!load) return null;
  try {
    const module = await load();
    // A JSON module's text is its default export; a plain object works too (tests, hand-made loaders).
    const resources = isRecord(module) && 'default' in module ? module.default : module;
    return isRecord(resources) ? resources : null;
  } catch (error) {
    console.warn(`Could not load the "${code}" translations; showing English.`, error);
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
