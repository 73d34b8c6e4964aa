import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPyodide, version } from 'pyodide';
import { afterAll, describe, expect, it } from 'vitest';
import { makeNodeSnapshot, readNodeSnapshot, startNodePython, writeSnapshotFile } from './node-snapshot.ts';
import { openSnapshot, snapshotStamp, stampSnapshot, startPython, type LoadPyodide } from './python-start.ts';

const load = loadPyodide as unknown as LoadPyodide;
const folder = mkdtempSync(path.join(tmpdir(), 'codehop-snapshot-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the Python snapshot', () => {
  let snapshot: Uint8Array;

  it('is stamped with this Pyodide and runtime, and restores a ready runtime', async () => {
    snapshot = await makeNodeSnapshot();
    const opened = openSnapshot(snapshot, snapshotStamp(version));
    expect('body' in opened).toBe(true);
    const python = await startPython({ loadPyodide: load, pyodideVersion: version, snapshot });
    expect(python.fromSnapshot).toBe(true);
    expect(python.pyodide.runPython('import sys; "_codehop" in sys.modules and "dataclasses" in sys.modules')).toBe(true);
  });

  it('is refused when made for another runtime, with a log line, and Python boots the ordinary way', async () => {
    const lines: string[] = [];
    const stale = stampSnapshot(new Uint8Array(64), 'pyodide 1.0.0; format 1; runtime 0');
    const python = await startPython({ loadPyodide: load, pyodideVersion: version, snapshot: stale, log: (line) => lines.push(line) });
    expect(python.fromSnapshot).toBe(false);
    expect(python.refused).toMatch(/made for "pyodide 1.0.0/);
    expect(lines).toEqual([expect.stringMatching(/snapshot refused .* booting Python the ordinary way/)]);
    expect(python.pyodide.runPython('import sys; "_codehop" in sys.modules')).toBe(true);
  });

  it('is refused by Pyodide itself when it comes from another Pyodide build', async () => {
    // Pyodide's own header (inside ours) holds its build id at bytes 16..48: change one byte.
    const opened = openSnapshot(snapshot, snapshotStamp(version));
    if ('refused' in opened) throw new Error(opened.refused);
    const body = opened.body.slice();
    body[20] = (body[20] ?? 0) ^ 0xff;
    const foreign = stampSnapshot(body, snapshotStamp(version));
    const lines: string[] = [];
    const python = await startPython({ loadPyodide: load, pyodideVersion: version, snapshot: foreign, log: (line) => lines.push(line) });
    expect(python.fromSnapshot).toBe(false);
    expect(python.refused).toMatch(/build id mismatch/);
    expect(lines).toHaveLength(1);
  });

  it('is made again under Node when the file is stale, then used', async () => {
    const file = path.join(folder, 'snapshot.bin');
    writeSnapshotFile(file, stampSnapshot(new Uint8Array(64), 'old'));
    expect(readNodeSnapshot(file).reason).toMatch(/made for "old"/);
    const lines: string[] = [];
    const python = await startNodePython({ file, log: (line) => lines.push(line) });
    expect(python.fromSnapshot).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/refused .*making a new one/)]);
    expect(readNodeSnapshot(file).bytes).not.toBeNull();
  });
});
