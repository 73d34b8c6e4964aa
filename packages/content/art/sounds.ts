import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash2 } from './lib/noise.ts';
import type { SoundName } from '../src/catalogue/sounds.ts';

/**
 * Sound effects synthesised from a few oscillators and seeded noise, written as 16-bit mono
 * WAV at 22,050 Hz: tiny files, no downloads, and the same bytes on every run.
 */
const RATE = 22050;

type Voice = (t: number, i: number) => number;

function envelope(t: number, duration: number, attack = 0.005): number {
  if (t < attack) return t / attack;
  return Math.max(0, 1 - (t - attack) / (duration - attack)) ** 2;
}

function square(freq: number, t: number): number {
  return Math.sin(2 * Math.PI * freq * t) >= 0 ? 1 : -1;
}

function noise(i: number, seed: number): number {
  return hash2(i, seed, 5) * 2 - 1;
}

function render(duration: number, voice: Voice): Float32Array {
  const n = Math.round(duration * RATE);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = voice(i / RATE, i);
  return out;
}

function notes(seq: readonly [number, number][], wave: (f: number, t: number) => number, gap = 0): Voice {
  return (t) => {
    let start = 0;
    for (const [freq, len] of seq) {
      if (t < start + len) return wave(freq, t - start) * envelope(t - start, len) * 0.5;
      start += len + gap;
    }
    return 0;
  };
}

export const SOUNDS: Record<SoundName, () => Float32Array> = {
  step: () => {
    let low = 0;
    return render(0.06, (t, i) => {
      low += (noise(i, 1) - low) * 0.25;
      return low * envelope(t, 0.06, 0.002) * 0.8;
    });
  },
  bump: () => render(0.22, (t) => square(140 - t * 300, t) * envelope(t, 0.22) * 0.35),
  error: () => render(0.32, notes([[330, 0.1], [220, 0.18]], (f, t) => Math.sin(2 * Math.PI * f * t) * 0.7 + square(f, t) * 0.15, 0.02)),
  collect: () => render(0.22, notes([[880, 0.07], [1320, 0.14]], (f, t) => Math.sin(2 * Math.PI * f * t) + 0.3 * square(f, t))),
  build: () => render(0.5, (t, i) => {
    const k = Math.floor(t / 0.16);
    const local = t - k * 0.16;
    if (k > 2) return 0;
    return (noise(i, 7) * 0.5 + Math.sin(2 * Math.PI * (180 - k * 20) * local)) * envelope(local, 0.12, 0.001) * 0.6;
  }),
  water_pour: () => {
    let band = 0;
    let prev = 0;
    return render(0.7, (t, i) => {
      const raw = noise(i, 11);
      band += (raw - band) * 0.35;
      const hp = band - prev;
      prev = band;
      const gurgle = 0.6 + 0.4 * Math.sin(2 * Math.PI * 9 * t);
      return hp * 2.2 * gurgle * Math.min(1, t * 12) * Math.min(1, (0.7 - t) * 6);
    });
  },
  door: () => render(0.45, (t) => {
    const f = 90 + 60 * Math.sin(t * 14);
    return (Math.sin(2 * Math.PI * f * t) * 0.5 + square(f * 2, t) * 0.15) * envelope(t, 0.45, 0.04);
  }),
  success: () => render(0.8, notes([[523.25, 0.12], [659.25, 0.12], [783.99, 0.12], [1046.5, 0.36]], (f, t) =>
    Math.sin(2 * Math.PI * f * t) * 0.7 + square(f, t) * 0.2, 0.01)),
};

export function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32000), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export function writeSounds(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(SOUNDS).map(([name, make]) => {
    writeFileSync(join(dir, `${name}.wav`), wav(make()));
    return `${name}.wav`;
  });
}
