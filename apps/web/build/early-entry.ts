import type { Plugin } from 'vite';

/**
 * Adds a module as a separate, first entry of index.html. Vite folds every module script of the
 * page into one entry, and a module runs only once everything it imports has arrived: a script
 * that must act at once (start the Python worker on a play link) would wait for React, MUI and
 * the router. As its own chunk it runs as soon as its few kilobytes arrive; modules it shares
 * with the app land in a common chunk, so both see the same instances. Those chunks are
 * modulepreloaded right after it, ahead of the app's own: over HTTP/1.1 a browser opens six
 * connections to a server, and found only once the entry had arrived they queued behind React and
 * MUI (the Python worker started ~300 ms later on a first visit).
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
        const bundle = context.bundle;
        if (!bundle) return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: source }, injectTo: 'head-prepend' }];
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`early entry ${name}: no chunk was built for ${source}`);
        const imports = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (output?.type !== 'chunk') return;
          for (const imported of output.imports) {
            if (imports.has(imported)) continue;
            imports.add(imported);
            visit(imported);
          }
        };
        visit(chunk.fileName);
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
          ...[...imports].map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head-prepend' as const })),
        ];
      },
    },
  };
}
