import type { Plugin } from 'vite';

/**
 * Preloads the text font (Nunito, Latin) from index.html: the browser otherwise finds it only
 * after the main bundle's CSS has arrived and the first text is laid out (issue 18).
 */
export function preloadFont(pattern = /nunito-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'codehop:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => pattern.test(fileName));
        if (font === undefined) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font}` }, injectTo: 'head' }];
      },
    },
  };
}
