/** A module behind a dynamic import (see `lazyModule`). */
export interface LazyModule<T> {
  /** The module, fetched once per visit. */
  load(): Promise<T>;
  /** Starts the download early without waiting for it. */
  preload(): void;
  /** The module once it has arrived, without waiting; undefined before. */
  loaded(): T | undefined;
}

/**
 * A module behind a dynamic import, fetched once per visit: `load` for whoever needs it,
 * `preload` to start the download early without waiting. A failed download (offline before the
 * first visit finished) may be tried again later.
 */
export function lazyModule<T>(importer: () => Promise<T>, what: string): LazyModule<T> {
  let loading: Promise<T> | null = null;
  let arrived: T | undefined;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (module) => {
        arrived = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch((error: unknown) => console.warn(`${what} could not be downloaded yet`, error));
    },
    loaded: () => arrived,
  };
}
