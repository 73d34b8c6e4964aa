import fc from 'fast-check';

/** The part of a JSON Schema (as @fastify/swagger writes it from zod) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** Strings a careless or hostile client sends: control characters, NUL, emoji, huge, SQL and HTML. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '😀🐇',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(5000),
    '-1',
    '1e309',
    'null',
    'python',
    'intro-level1',
  ),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1, 2_147_483_648, Number.MAX_SAFE_INTEGER, -0.5, 1e300),
);

/** Any JSON at all, for a field the client gets wrong. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyString, { maxKeys: 3 }),
);

/** A value shaped like the schema most of the time and wrong some of the time. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  return fc.oneof(
    { weight: 4, arbitrary: shapedValue(schema, depth) },
    { weight: 1, arbitrary: anyJson },
  );
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((entry) => valueFor(entry, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 30, 60),
        }),
        nastyString,
      );
    case 'integer':
      return fc.oneof(
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -2_147_483_648),
          max: Math.min(schema.maximum ?? 1000, 2_147_483_647),
        }),
        nastyNumber,
      );
    case 'number':
      return nastyNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema, depth);
    default:
      return anyJson;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    record[name] = valueFor(property, depth + 1);
  // Required fields are usually there, optional ones sometimes: most requests get past validation.
  return fc.record(record, {
    requiredKeys: (schema.required ?? []).filter((name) => name in record),
  });
}

/** A path or query parameter's value as text, shaped like its schema most of the time. */
export function parameterFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return valueFor(schema).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
}

/**
 * One value of the schema's shape in which every free-text string holds a NUL character: the
 * deterministic probe for "text the database refuses", which random runs may miss.
 */
export function nulProbeFor(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'probe\u0000';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0) return nulProbeFor(alternatives[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return `probe\u0000${'x'.repeat(Math.max(0, (schema.minLength ?? 0) - 6))}`;
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [nulProbeFor(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          nulProbeFor(property),
        ]),
      );
    default:
      return 'probe\u0000';
  }
}
