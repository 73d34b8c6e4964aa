import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';
import { lazyModule } from './lazy-module.ts';

function greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

function page(Component: ComponentType<{ readonly name: string }>) {
  return renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('lazyComponent', () => {
  it('shows the fallback while its module is on its way', () => {
    const source = lazyModule(() => new Promise<{ greeting: typeof greeting }>(() => undefined), 'test');
    const Lazy = lazyComponent(source, (module) => module.greeting);
    expect(page(Lazy)).toContain('waiting');
  });

  it('renders at once, without suspending, once its module has arrived', async () => {
    const source = lazyModule(() => Promise.resolve({ greeting }), 'test');
    await source.load();
    const Lazy = lazyComponent(source, (module) => module.greeting);
    const html = page(Lazy);
    expect(html).toContain('Hello <!-- -->Ada');
    expect(html).not.toContain('waiting');
  });
});

describe('lazyModule', () => {
  it('has nothing loaded before the import settles, and forgets a failed one so it can try again', async () => {
    let attempts = 0;
    const source = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { value: 42 };
    }, 'test');
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).resolves.toEqual({ value: 42 });
    expect(source.loaded()).toEqual({ value: 42 });
  });
});
