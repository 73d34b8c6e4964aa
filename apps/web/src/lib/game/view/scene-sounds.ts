import * as Phaser from 'phaser';
import { SOUNDS, soundUrl, soundVolume, type SoundName } from '../art.ts';

/** The game's sounds: loaded after the map is drawn, played when in, muted from the sound button. */
export class SceneSounds {
  constructor(private readonly scene: Phaser.Scene) {}

  /**
   * The sounds load once the map is drawn: decoding them held the first map back by a few
   * hundred milliseconds, and `play` stays silent for a sound not in yet.
   */
  load(): void {
    const { scene } = this;
    const missing = (Object.keys(SOUNDS) as SoundName[]).filter((name) => !scene.cache.audio.exists(`sound:${name}`));
    if (missing.length === 0) return;
    // The map's progress bar is gone: these files do not move it.
    scene.load.removeAllListeners(Phaser.Loader.Events.PROGRESS);
    for (const name of missing) scene.load.audio(`sound:${name}`, soundUrl(name));
    scene.load.start();
  }

  play(name: SoundName): void {
    const key = `sound:${name}`;
    if (!this.scene.cache.audio.exists(key)) return;
    try {
      this.scene.sound.play(key, { volume: soundVolume(name) });
    } catch {
      // A browser that has not had a click yet refuses audio; the game goes on silently.
    }
  }

  setMuted(muted: boolean): void {
    this.scene.sound.mute = muted;
  }
}
