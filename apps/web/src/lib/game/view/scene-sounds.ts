import { SOUNDS, soundUrl, soundVolume, type SoundName } from '../art.ts';

/** The events that count as the page's first gesture, after which a browser lets audio start. */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * The game's sounds, played with the Web Audio API itself rather than Phaser's sound manager.
 * Phaser makes its AudioContext while the game boots, and making one took ~130 ms of the play
 * page's main thread in the middle of its start-up (Lighthouse's total blocking time), for a
 * context that browsers keep silent until the child's first click or key anyway. Here the
 * context is made, and the sounds fetched and decoded, just after that first gesture. One board
 * serves every scene of the visit: a page may only hold a few contexts, and a level change keeps
 * the sounds already decoded.
 */
export class SceneSounds {
  private context: AudioContext | null = null;
  /** Every sound goes through it: muting turns it to 0, cutting off a sound already playing. */
  private master: GainNode | null = null;
  private readonly buffers = new Map<SoundName, AudioBuffer>();
  private listening = false;
  private muted = false;

  /**
   * Gets ready to make sound at the next click, tap or key on this page (typing the code or
   * pressing Run). Not at once when the page already counts as activated: a browser driven by
   * a tool (Lighthouse, Playwright) does so from its first navigation, and the context would
   * then be made in the middle of the start-up after all.
   */
  load(): void {
    if (this.listening || this.context || typeof AudioContext === 'undefined') return;
    this.listening = true;
    const onGesture = () => {
      for (const name of GESTURES) window.removeEventListener(name, onGesture, true);
      // In a task of its own: the click or key is answered first.
      setTimeout(() => void this.start(), 0);
    };
    for (const name of GESTURES) window.addEventListener(name, onGesture, { capture: true, passive: true });
  }

  /** Plays a sound, or nothing while muted or before it has arrived. */
  play(name: SoundName): void {
    const { context, master } = this;
    const buffer = this.buffers.get(name);
    if (!context || !master || !buffer || this.muted) return;
    if (context.state === 'suspended') void context.resume();
    const source = context.createBufferSource();
    source.buffer = buffer;
    const gain = context.createGain();
    gain.gain.value = soundVolume(name);
    source.connect(gain).connect(master);
    source.start();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.master) this.master.gain.value = muted ? 0 : 1;
  }

  private async start(): Promise<void> {
    if (this.context) return;
    const context = new AudioContext();
    this.context = context;
    this.master = context.createGain();
    this.master.gain.value = this.muted ? 0 : 1;
    this.master.connect(context.destination);
    await Promise.all(
      (Object.keys(SOUNDS) as SoundName[]).map(async (name) => {
        try {
          const response = await fetch(soundUrl(name));
          if (!response.ok) return;
          this.buffers.set(name, await context.decodeAudioData(await response.arrayBuffer()));
        } catch {
          // A sound that cannot be fetched or decoded stays silent; the game goes on.
        }
      }),
    );
  }
}

/** The visit's sounds, shared by every scene. */
export const sceneSounds = new SceneSounds();
