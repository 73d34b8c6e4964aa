import { randomBytes } from 'node:crypto';

/** What a run of the harnessed program gave: its printed text, and its error if it stopped on one. */
export interface HarnessRun {
  readonly stdout: string;
  readonly error: { readonly kind: string; readonly message: string; readonly line: number | null } | null;
  readonly durationMs: number;
}

/** One hidden test as the server keeps it: arguments, and the value the function should give back. */
export interface HiddenTest {
  readonly args: readonly unknown[];
  readonly expected: unknown;
}

/** The first failed test, in Python's spelling, for the learner to read. Nothing about other tests. */
export interface FirstFailure {
  /** The call, e.g. `add(2, 3)`. */
  readonly input: string;
  readonly expected: string;
  /** What came back (`repr`), or null when the call raised. */
  readonly actual: string | null;
  /** The exception the call raised, e.g. `ZeroDivisionError: division by zero`. */
  readonly error: string | null;
  /** The learner's line the exception was raised at (the assistant's tip points there), when known. */
  readonly line?: number | null;
}

export interface ChallengeOutcome {
  readonly passed: boolean;
  readonly total: number;
  /** Tests passed before the first failure (all of them when passed). */
  readonly passedCount: number;
  readonly firstFailure: FirstFailure | null;
  /** The program did not get as far as the tests: a syntax error, an error at the top level, a timeout, a missing function. */
  readonly error: { readonly kind: string; readonly message: string; readonly line: number | null } | null;
  readonly stdout: string;
  readonly durationMs: number;
}

const VALUE_LIMIT = 2000;

/**
 * Appends the test driver to the learner's program. Only the arguments enter Python; the expected
 * values stay in this process and are compared here, so no program can read or fake them, and the
 * learner's line numbers stay as they wrote them. The driver prints one line, marked with a
 * random nonce, with each call's value as JSON and repr; what the learner's function prints while
 * being tested is swallowed.
 */
export function buildHarness(code: string, functionName: string, tests: readonly HiddenTest[], nonce: string): string {
  const argsJson = JSON.stringify(tests.map((test) => test.args));
  const learnerLines = code.split('\n').length;
  return `${code}

def __codehop_tests(__name, __cases, __nonce):
    import json as __json, io as __io, sys as __sys
    __out = __sys.stdout
    __fn = globals().get(__name)
    if not callable(__fn):
        __out.write(__nonce + __json.dumps({"missing": True}) + "\\n")
        return
    __results = []
    for __args in __json.loads(__cases):
        __sys.stdout = __io.StringIO()
        try:
            __value = __fn(*__args)
            try:
                __text = __json.dumps(__value)
            except (TypeError, ValueError):
                __text = None
            __results.append({"json": __text if __text is None or len(__text) <= ${VALUE_LIMIT} else None, "repr": repr(__value)[:${VALUE_LIMIT}]})
        except Exception as __e:
            # The deepest frame in the learner's own lines (the driver's come after them).
            __line, __tb = None, __e.__traceback__
            while __tb is not None:
                if __tb.tb_frame.f_code.co_filename == __codehop_tests.__code__.co_filename and __tb.tb_lineno <= ${learnerLines}:
                    __line = __tb.tb_lineno
                __tb = __tb.tb_next
            __results.append({"error": (type(__e).__name__ + ": " + str(__e))[:${VALUE_LIMIT}], "line": __line})
        finally:
            __sys.stdout = __out
    __out.write(__nonce + __json.dumps({"results": __results}) + "\\n")

__codehop_tests(${JSON.stringify(functionName)}, ${JSON.stringify(argsJson)}, ${JSON.stringify(nonce)})
`;
}

export function newNonce(): string {
  return `@@codehop-${randomBytes(12).toString('hex')}@@`;
}

interface DriverLine {
  readonly missing?: boolean;
  readonly results?: readonly { json?: string | null; repr?: string; error?: string; line?: number | null }[];
}

/** Reads the driver's line out of the run and judges each result against the hidden expected values. */
export function judgeRun(run: HarnessRun, functionName: string, tests: readonly HiddenTest[], nonce: string): ChallengeOutcome {
  const base = { total: tests.length, durationMs: run.durationMs };
  const lines = run.stdout.split('\n');
  // The driver prints last; an earlier marked line can only be the program's own.
  const marked = lines.findLast((line) => line.startsWith(nonce));
  const stdout = lines.filter((line) => !line.startsWith(nonce)).join('\n');
  if (run.error !== null && marked === undefined) {
    return { ...base, passed: false, passedCount: 0, firstFailure: null, error: run.error, stdout };
  }
  const driver = readDriverLine(marked, nonce);
  if (driver?.missing) {
    return {
      ...base,
      passed: false,
      passedCount: 0,
      firstFailure: null,
      error: { kind: 'missing_function', message: `There is no function called ${functionName}.`, line: null },
      stdout,
    };
  }
  const results = driver?.results;
  if (!results || results.length !== tests.length) {
    return {
      ...base,
      passed: false,
      passedCount: 0,
      firstFailure: null,
      error: run.error ?? { kind: 'python', message: 'The program stopped before every test had run.', line: null },
      stdout,
    };
  }
  for (const [index, test] of tests.entries()) {
    const result = results[index] ?? {};
    const ok = result.error === undefined && typeof result.json === 'string' && sameValue(parseJson(result.json), test.expected);
    if (!ok) {
      return {
        ...base,
        passed: false,
        passedCount: index,
        firstFailure: {
          input: `${functionName}(${test.args.map(pythonRepr).join(', ')})`,
          expected: pythonRepr(test.expected),
          actual: result.error === undefined ? (result.repr ?? '') : null,
          error: result.error ?? null,
          line: typeof result.line === 'number' ? result.line : null,
        },
        error: null,
        stdout,
      };
    }
  }
  return { ...base, passed: true, passedCount: tests.length, firstFailure: null, error: null, stdout };
}

function readDriverLine(marked: string | undefined, nonce: string): DriverLine | null {
  if (marked === undefined) return null;
  try {
    return JSON.parse(marked.slice(nonce.length)) as DriverLine;
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('unparsable');
  }
}

/** Deep equality of JSON values; numbers within 1e-9 (so 0.1 + 0.2 passes for 0.3), booleans apart from numbers. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}

/** A JSON value written the way Python's repr writes it. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
    return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
  }
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${pythonRepr(key)}: ${pythonRepr(item)}`)
      .join(', ')}}`;
  }
  return String(value);
}
