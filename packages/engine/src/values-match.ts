/**
 * How the engine compares a program's values with a level's (gameplay §5, goal rules). Values
 * arrive from Python through the runner as JSON-shaped data: lists, dicts, strings, numbers,
 * booleans and null (None).
 */

type Primitive = string | number | boolean | null;

function isPrimitive(value: unknown): value is Primitive {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Primitives of one type compare as they are; of differing types, by their text ("5" and 5). */
function primitivesMatch(actual: Primitive, expected: Primitive, lowercase: boolean): boolean {
  if (typeof actual === typeof expected && !(lowercase && typeof actual === 'string')) return actual === expected;
  const a = String(actual);
  const b = String(expected);
  return lowercase ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/**
 * Deep equality for compare goals: lists match when they hold the same elements in any order,
 * dicts when they have the same keys with matching values, primitives as above.
 */
export function valuesMatch(actual: unknown, expected: unknown, lowercase = false): boolean {
  if (isPrimitive(actual) && isPrimitive(expected)) return primitivesMatch(actual, expected, lowercase);
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) return false;
    const used = new Array<boolean>(actual.length).fill(false);
    return expected.every((want) => {
      const index = actual.findIndex((have, at) => !used[at] && valuesMatch(have, want, lowercase));
      if (index < 0) return false;
      used[index] = true;
      return true;
    });
  }
  if (isRecord(actual) && isRecord(expected)) {
    const keys = Object.keys(expected);
    if (Object.keys(actual).length !== keys.length) return false;
    return keys.every((key) => key in actual && valuesMatch(actual[key], expected[key], lowercase));
  }
  return false;
}
