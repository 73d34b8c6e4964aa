/**
 * What the `js` module shows a learner's program: harmless helpers only. Pyodide's default is
 * the worker's whole global scope, which includes postMessage and, in Node, `process`.
 */
export function safeGlobals(): object {
  return Object.freeze({
    Math,
    JSON,
    Date,
    Number,
    String,
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
}

/**
 * Closes the path from any JavaScript function a program can reach to `Function` (and so to
 * eval and the global scope): `someFunction.constructor` becomes a function that refuses.
 * Runs after Pyodide has booted, since Pyodide's loader builds functions from strings.
 */
export function hardenRealm(): void {
  const refuse = function refuse(): never {
    throw new Error('Creating JavaScript code is not allowed here.');
  };
  const prototypes = [
    Function.prototype,
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function* () {}),
  ] as object[];
  for (const prototype of prototypes) {
    Object.defineProperty(prototype, 'constructor', { value: refuse, writable: false, configurable: false });
  }
}
