/**
 * A module behind a dynamic import, fetched once per visit: `load` for whoever needs it,
 * `preload` to start the download early without waiting. A failed download (offline before the
 * first visit finished) may be tried again later.
 */
export function lazyModule<T>(importer: () => Promise<T>, what: string): { load(): Promise<T>; preload(): void } {
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> => {
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch((error: unknown) => console.warn(`${what} could not be downloaded yet`, error));
    },
  };
}
