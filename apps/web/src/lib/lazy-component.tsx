import { lazy, type ComponentType } from 'react';
import type { LazyModule } from './lazy-module.ts';

/**
 * A component from a module behind a dynamic import: like `React.lazy`, except that once the
 * module has arrived it renders at once. `React.lazy` suspends on its first render even then (its
 * promise settles a tick later), so the fallback is committed and React then holds the real
 * content back by its Suspense reveal throttle (300 ms): on the play screen that was ~165 ms of an
 * idle main thread before the map could start.
 */
export function lazyComponent<M, P extends object>(source: LazyModule<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Pending = lazy(() => source.load().then((module) => ({ default: pick(module) })));
  function LazyComponent(props: P) {
    const module = source.loaded();
    if (module === undefined) return <Pending {...props} />;
    const Component = pick(module);
    return <Component {...props} />;
  }
  return LazyComponent;
}
