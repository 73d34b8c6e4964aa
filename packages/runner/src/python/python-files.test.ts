import { readFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';
import { describe, expect, it } from 'vitest';
import { PLAYER_SOURCE } from './player-source.ts';
import { embeddedModule, generatedModulePath, PYTHON_FILES } from './python-files.ts';
import { RUNTIME_SOURCE } from './runtime-source.ts';

describe("the runner's Python files", () => {
  it('are embedded as they are on disk (otherwise run `npm run python:embed`)', () => {
    expect(readFileSync(generatedModulePath(), 'utf8')).toBe(embeddedModule());
  });

  it("are read by Python's own parser, each file and the modules they make", async () => {
    const pyodide = await loadPyodide();
    const parse = pyodide.runPython('import ast\nlambda source, name: ast.dump(ast.parse(source, name))[:6]') as (source: string, name: string) => string;
    for (const file of PYTHON_FILES) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(parse(source, file), file).toBe('Module');
    }
    expect(parse(RUNTIME_SOURCE, '<codehop>')).toBe('Module');
    expect(parse(PLAYER_SOURCE, 'player.py')).toBe('Module');
  }, 60_000);

  it('give every command of player.py its number', () => {
    expect(PLAYER_SOURCE).not.toMatch(/OPCODE_[A-Z]/);
    expect(PLAYER_SOURCE).toMatch(/_call\(0, steps/);
  });
});
