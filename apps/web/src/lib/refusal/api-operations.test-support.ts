import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Read by refusal-walk.test.ts: the API operations the web app calls (from its source) and what
// the server can answer each (from the server's route files, read as text: web code never imports
// the server). Kept beside the test so the walk follows the code as both sides change.

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.resolve(here, '../..');
const serverSource = path.resolve(here, '../../../../server/src');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export interface WebOperation {
  readonly method: string;
  /** The path with every interpolation as `:p` (`/api/organization/classes/:p`). */
  readonly path: string;
  readonly file: string;
}

/** The first argument of each `apiRequest(` call: its text up to the top-level comma. */
function firstArguments(source: string): { argument: string; rest: string }[] {
  const found: { argument: string; rest: string }[] = [];
  for (let start = source.indexOf('apiRequest('); start >= 0; start = source.indexOf('apiRequest(', start + 1)) {
    let depth = 0;
    let inTemplate = false;
    let index = start + 'apiRequest('.length;
    for (; index < source.length; index += 1) {
      const char = source[index];
      if (char === '`') inTemplate = !inTemplate;
      else if (!inTemplate && (char === '(' || char === '[' || char === '{')) depth += 1;
      else if (!inTemplate && (char === ')' || char === ']' || char === '}')) depth -= 1;
      if (!inTemplate && depth <= 0 && (char === ',' || char === ')')) break;
    }
    found.push({ argument: source.slice(start + 'apiRequest('.length, index), rest: source.slice(index, index + 400) });
  }
  return found;
}

/** Paths built by a helper instead of a literal, with the route they call. */
const BUILT_PATHS: Readonly<Record<string, readonly string[]>> = {
  levelDataPath: ['/api/level/data/:p/:p'],
};

/** Every API call the web app makes (lib/api, features/<area>/api, and any other file that calls one). */
export function webOperations(): WebOperation[] {
  const operations = new Map<string, WebOperation>();
  for (const file of filesUnder(webSource)) {
    const source = readFileSync(file, 'utf8');
    for (const { argument, rest } of firstArguments(source)) {
      // `method: favorite ? 'POST' : 'DELETE'` calls both.
      const methodExpression = /method:\s*([^,\n]+)/.exec(rest.split('\n}')[0] ?? '')?.[1] ?? "'GET'";
      const methods = [...methodExpression.matchAll(/'([A-Z]+)'/g)].map((match) => match[1] ?? 'GET');
      const literals = [...argument.matchAll(/`(\/api\/[^`]*)`|'(\/api\/[^']*)'/g)].map((match) => match[1] ?? match[2] ?? '');
      const built = Object.entries(BUILT_PATHS).flatMap(([helper, paths]) => (argument.includes(helper) ? paths : []));
      for (const raw of [...literals, ...built]) {
        const normalised = raw.replace(/\$\{[^}]*\}/g, ':p').replace(/\?.*$/, '');
        for (const method of methods) operations.set(`${method} ${normalised}`, { method, path: normalised, file: path.relative(webSource, file) });
      }
    }
  }
  return [...operations.values()].sort((a, b) => `${a.path}${a.method}`.localeCompare(`${b.path}${b.method}`));
}

export interface ServerRoute {
  readonly method: string;
  readonly path: string;
  /** Error statuses its schema declares. */
  readonly declared: readonly number[];
  /** [status, code] pairs it (or a command, policy or service it imports) throws. */
  readonly refusals: readonly (readonly [number, string])[];
}

/** The text of the call that starts at `open` (the index of its opening parenthesis). */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')') depth -= 1;
    if (depth === 0) return source.slice(open, index + 1);
  }
  return '';
}

/** The top-level arguments of a call's text `(a, f(b, c), 'd')`. */
function topLevelArguments(call: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 1;
  for (let index = 1; index < call.length - 1; index += 1) {
    const char = call[index] ?? '';
    if (quote) {
      if (char === quote && call[index - 1] !== '\\') quote = null;
    } else if (char === "'" || char === '`' || char === '"') quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      found.push(call.slice(start, index).trim());
      start = index + 1;
    }
  }
  found.push(call.slice(start, call.length - 1).trim());
  return found;
}

/** `HttpError(403, detail, 'class_locked')` pairs in one source text (the code is the third argument). */
export function thrownRefusals(source: string): [number, string][] {
  const pairs: [number, string][] = [];
  for (const match of source.matchAll(/HttpError\(\s*(\d{3})\s*,/g)) {
    const code = topLevelArguments(callText(source, match.index + 'HttpError'.length))[2] ?? '';
    for (const literal of code.matchAll(/'([a-z][a-z_]+)'/g)) pairs.push([Number(match[1]), literal[1] ?? '']);
  }
  return pairs;
}

/** Codes handed over in an object (`{ detail, code: 'assistant_disabled' }`) and thrown as `HttpError(403, x.detail, x.code)`. */
function relayedRefusals(source: string, imported: readonly string[]): [number, string][] {
  const relays = [...source.matchAll(/HttpError\(\s*(\d{3})\s*,\s*\w+\.detail\s*,\s*\w+\.code\s*\)/g)];
  return relays.flatMap((relay) =>
    imported.flatMap((text) => [...text.matchAll(/\bcode: '([a-z][a-z_]+)'/g)].map((code): [number, string] => [Number(relay[1]), code[1] ?? ''])),
  );
}

/** The sources a file imports, and theirs (two levels: route -> command -> the command's helpers). */
function importedSources(file: string, source: string, depth = 2): string[] {
  if (depth === 0) return [];
  return [...source.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)].flatMap((match) => {
    const target = path.resolve(path.dirname(file), match[1] ?? '');
    try {
      const imported = readFileSync(target, 'utf8');
      return [imported, ...importedSources(target, imported, depth - 1)];
    } catch {
      return [];
    }
  });
}

function blockAfter(source: string, from: number): string {
  const open = source.indexOf('{', from);
  let depth = 0;
  for (let index = open; open >= 0 && index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    if (source[index] === '}') depth -= 1;
    if (depth === 0) return source.slice(open, index + 1);
  }
  return '';
}

/** The error statuses of the first `response:` declaration at or after `from` (a constant is followed). */
function declaredStatuses(source: string, from: number): number[] {
  const at = source.indexOf('response:', from);
  const start = at >= 0 ? at : source.indexOf('response:');
  if (start < 0) return [];
  const declaration = source.slice(start + 'response:'.length).trimStart();
  const constant = /^([A-Z_]+)\b/.exec(declaration)?.[1];
  const block = constant ? blockAfter(source, source.indexOf(`const ${constant}`)) : blockAfter(declaration, 0);
  return [...block.matchAll(/\b([45]\d\d)\s*:/g)].map((status) => Number(status[1]));
}

/**
 * Every route of the server (the `routes/<area>/access.ts` tables list them all, for the
 * every-route-every-role walk), with what its file declares and what it, or what it imports, throws.
 */
export function serverRoutes(): ServerRoute[] {
  const routeFiles = filesUnder(path.join(serverSource, 'routes')).filter((file) => !file.endsWith('access.ts'));
  const sources = new Map(routeFiles.map((file) => [file, readFileSync(file, 'utf8')]));
  const rows: [string, string][] = [];
  for (const accessFile of filesUnder(path.join(serverSource, 'routes')).filter((file) => file.endsWith('access.ts'))) {
    for (const row of readFileSync(accessFile, 'utf8').matchAll(/method: '([A-Z]+)',\s*url: '([^']+)'/g)) rows.push([row[1] ?? '', row[2] ?? '']);
  }
  // Rows an access table builds in a loop (`/api/user/search/${what}`) are read from the routes themselves.
  for (const source of sources.values()) {
    for (const route of source.matchAll(/app\.(get|post|put|patch|delete)\(\s*'(\/api\/[^']+)'/g)) {
      const method = (route[1] ?? '').toUpperCase();
      if (!rows.some(([known, url]) => known === method && url === route[2])) rows.push([method, route[2] ?? '']);
    }
  }
  const routes: ServerRoute[] = [];
  for (const [method, url] of rows) {
    const file = routeFiles.find((candidate) => sources.get(candidate)?.includes(`'${url}'`));
    const source = file ? (sources.get(file) ?? '') : '';
    const imported = file ? importedSources(file, source) : [];
    const refusals = file ? [...[source, ...imported].flatMap(thrownRefusals), ...relayedRefusals(source, imported)] : [];
    routes.push({ method, path: url, declared: declaredStatuses(source, source.indexOf(`'${url}'`)), refusals });
  }
  return routes;
}

/** The server route a web call reaches: same method, same segments (`:param` matches any). */
export function routeOf(operation: WebOperation, routes: readonly ServerRoute[]): ServerRoute | undefined {
  const segments = operation.path.split('/');
  return routes.find((route) => {
    if (route.method !== operation.method) return false;
    const routeSegments = route.path.split('/');
    return (
      routeSegments.length === segments.length &&
      routeSegments.every((segment, index) => segment.startsWith(':') || segments[index] === ':p' || segment === segments[index])
    );
  });
}
