import type { Plugin } from 'vite';

/**
 * Adds a module as a separate, first entry of index.html. Vite folds every module script of the
 * page into one entry, and a module runs only once everything it imports has arrived: a script
 * that must act at once (start the Python worker on a play link) would wait for React, MUI and
 * the router. As its own chunk it runs as soon as its few kilobytes arrive; modules it shares
 * with the app land in a common chunk, so both see the same instances.
 */
export function earlyEntry(source: string, name: string): Plugin {
  let building = false;
  return {
    name: `codehop:early-entry:${name}`,
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: source, name });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        let src = source;
        if (context.bundle) {
          const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
          if (!chunk) throw new Error(`early entry ${name}: no chunk was built for ${source}`);
          src = `/${chunk.fileName}`;
        }
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
