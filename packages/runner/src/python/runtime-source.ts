import { CLOCK_PY, ERRORS_PY, RUNTIME_PY } from './python-files.generated.ts';

/**
 * The Python half of the runner, loaded once per worker as the module `_codehop`: `runtime.py`,
 * `clock.py` and `errors.py` beside this file, joined in that order (clock.py says why the
 * runtime runs its own event loop).
 */
export const RUNTIME_SOURCE = [RUNTIME_PY, CLOCK_PY, ERRORS_PY].join('\n');
