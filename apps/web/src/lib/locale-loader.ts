export type LocaleLoader = () => Promise<unknown>;

/** Loaders of one language, by namespace (`translation`, `play`, `staff`, `engine`, ...). */
export type NamespaceLoaders = ReadonlyMap<string, LocaleLoader>;

/** Maps `../locales/fr/play.json`-style module paths to loaders by code, then by namespace. */
export function loadersByCode(modules: Record<string, LocaleLoader>): Map<string, Map<string, LocaleLoader>> {
  const loaders = new Map<string, Map<string, LocaleLoader>>();
  for (const [path, load] of Object.entries(modules)) {
    const match = /\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const namespaces = loaders.get(match[1]) ?? new Map<string, LocaleLoader>();
    namespaces.set(match[2], load);
    loaders.set(match[1], namespaces);
  }
  return loaders;
}

/**
 * The translated resources under a name (a namespace of one language), or null when there are
 * none or they fail to load: the caller then keeps English, so a missing or broken file never
 * leaves the page without text.
 */
export async function loadLocaleResources(
  name: string,
  loaders: ReadonlyMap<string, LocaleLoader>,
): Promise<Record<string, unknown> | null> {
  const load = loaders.get(name);
  if (!load) return null;
  try {
    const module = await load();
    // A JSON module's text is its default export; a plain object works too (tests, hand-made loaders).
    const resources = isRecord(module) && 'default' in module ? module.default : module;
    return isRecord(resources) ? resources : null;
  } catch (error) {
    console.warn(`Could not load the "${name}" translations; showing English.`, error);
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
