import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Helmet's headers with a CSP that lets Pyodide compile WebAssembly ('wasm-unsafe-eval') and
 * start its module worker, and cross-origin isolation (COOP + COEP) on every answer, so the
 * runner's worker can block on a SharedArrayBuffer while a popup waits for the child.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS only means something behind HTTPS, which a proxy terminates; it sets it there.
    strictTransportSecurity: false,
  });
}
