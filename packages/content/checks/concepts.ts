/**
 * The concept check (issue 17): a level's data may name the construct it teaches
 * (`"concept": "yield"` in level.json), and the content checks parse the reference solution with
 * Python's own `ast` (in the real runner) to prove the solution uses it, so a level cannot silently
 * become solvable without its idea. Each concept is a small predicate over the parsed module.
 *
 * The learner is not told anything by this check: see docs/CONTENT.md "Concepts".
 */
export const CONCEPTS = {
  yield: 'any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in nodes)',
  next: 'calls("next")',
  'generator-expression': 'any(isinstance(n, ast.GeneratorExp) for n in nodes)',
  'infinite-generator':
    'any(isinstance(f, ast.FunctionDef) and any(isinstance(n, ast.Yield) for n in ast.walk(f)) and any(isinstance(w, ast.While) and isinstance(w.test, ast.Constant) and w.test.value is True for w in ast.walk(f)) for f in nodes)',
  'default-argument': 'any(isinstance(f, ast.FunctionDef) and (f.args.defaults or any(d is not None for d in f.args.kw_defaults)) for f in nodes)',
  'keyword-argument': 'any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in defined and any(k.arg for k in c.keywords) for c in nodes)',
  'star-args': 'any(isinstance(f, ast.FunctionDef) and f.args.vararg is not None for f in nodes)',
  'star-kwargs': 'any(isinstance(f, ast.FunctionDef) and f.args.kwarg is not None for f in nodes)',
  lambda: 'any(isinstance(n, ast.Lambda) for n in nodes)',
  closure:
    'any(isinstance(f, ast.FunctionDef) and any(isinstance(g, ast.FunctionDef) and g is not f for g in ast.walk(f)) and any(isinstance(r, ast.Return) and isinstance(r.value, ast.Name) for r in ast.walk(f)) for f in nodes)',
  'function-value': 'any(isinstance(d, ast.Dict) and any(isinstance(v, ast.Name) and v.id in commands | defined for v in d.values) for d in nodes)',
  map: 'calls("map")',
  filter: 'calls("filter")',
  'list-comprehension': 'any(isinstance(n, ast.ListComp) for n in nodes)',
  'dict-comprehension': 'any(isinstance(n, ast.DictComp) for n in nodes)',
  slice: 'any(isinstance(n, ast.Slice) for n in nodes)',
  zip: 'calls("zip")',
  enumerate: 'calls("enumerate")',
  'sorted-key': 'any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in ("sorted", "min", "max") and any(k.arg == "key" for k in c.keywords) for c in nodes)',
  'nested-list': 'any(isinstance(s, ast.Subscript) and isinstance(s.value, ast.Subscript) for s in nodes)',
  async: 'any(isinstance(n, ast.AsyncFunctionDef) for n in nodes) and attr_calls("run")',
  await: 'any(isinstance(n, ast.Await) for n in nodes)',
  gather: 'attr_calls("gather")',
  inheritance: 'any(isinstance(c, ast.ClassDef) and any(isinstance(b, ast.Name) and b.id in classes for b in c.bases) for c in nodes)',
  super: 'calls("super")',
  property: 'decorated("property")',
  'dunder-str': 'defines("__str__")',
  'dunder-compare': 'defines("__eq__") or defines("__lt__")',
  dataclass: 'decorated("dataclass")',
  decorator: 'any(isinstance(f, ast.FunctionDef) and any(isinstance(d, ast.Name) and d.id in defined for d in f.decorator_list) for f in nodes)',
  wraps: 'any(isinstance(d, ast.Call) and (getattr(d.func, "id", None) == "wraps" or getattr(d.func, "attr", None) == "wraps") for f in nodes if isinstance(f, ast.FunctionDef) for d in f.decorator_list)',
  'decorator-arguments': 'any(isinstance(f, ast.FunctionDef) and any(isinstance(d, ast.Call) and getattr(d.func, "id", None) in defined for d in f.decorator_list) for f in nodes)',
  try: 'any(isinstance(n, ast.Try) and n.handlers for n in nodes)',
  'try-else': 'any(isinstance(n, ast.Try) and n.orelse for n in nodes)',
  'try-finally': 'any(isinstance(n, ast.Try) and n.finalbody for n in nodes)',
  raise: 'any(isinstance(n, ast.Raise) for n in nodes)',
  'custom-exception': 'any(isinstance(c, ast.ClassDef) and any(getattr(b, "id", "").endswith(("Error", "Exception")) for b in c.bases) for c in nodes) and any(isinstance(n, ast.Raise) for n in nodes)',
  'import-math': 'imports("math")',
  'import-random': 'imports("random") and attr_calls("seed")',
  'import-statistics': 'imports("statistics")',
  'import-fractions': 'imports("fractions") or imports("decimal")',
  'f-string': 'any(isinstance(n, ast.JoinedStr) for n in nodes)',
  'str-methods': 'attr_calls("split") or attr_calls("join") or attr_calls("upper") or attr_calls("replace")',
  'import-string': 'imports("string")',
  'import-datetime': 'imports("datetime")',
  'import-time': 'imports("time")',
  'json-loads': 'imports("json") and attr_calls("loads")',
  'json-dumps': 'imports("json") and attr_calls("dumps")',
  'json-round-trip': 'imports("json") and attr_calls("dumps") and attr_calls("loads")',
  csv: 'imports("csv")',
} as const satisfies Record<string, string>;

export type Concept = keyof typeof CONCEPTS;

export function isConcept(value: string): value is Concept {
  return Object.hasOwn(CONCEPTS, value);
}

/**
 * A Python program that prints `concept-ok` when `code` uses `concept`, else `concept-missing`.
 * It runs in the runner with no level, so it uses the same Python the learner's code runs on.
 */
export function conceptProgram(code: string, concept: Concept): string {
  return `import ast, json
tree = ast.parse(json.loads(${JSON.stringify(JSON.stringify(code))}))
nodes = list(ast.walk(tree))
defined = {n.name for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
classes = {n.name for n in nodes if isinstance(n, ast.ClassDef)}
commands = {"move_forward", "turn_left", "turn_right", "collect", "speak", "place", "read", "open", "close", "push"}
def calls(name):
    return any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == name for c in nodes)
def attr_calls(name):
    return any(isinstance(c, ast.Call) and (isinstance(c.func, ast.Attribute) and c.func.attr == name or isinstance(c.func, ast.Name) and c.func.id == name) for c in nodes)
def imports(module):
    return any(isinstance(n, ast.Import) and any(a.name == module for a in n.names) or isinstance(n, ast.ImportFrom) and n.module == module for n in nodes)
def decorated(name):
    return any(isinstance(f, (ast.FunctionDef, ast.ClassDef)) and any(getattr(d, "id", None) == name or getattr(d, "attr", None) == name for d in f.decorator_list) for f in nodes)
def defines(name):
    return name in defined
print("concept-ok" if (${CONCEPTS[concept]}) else "concept-missing")
`;
}
