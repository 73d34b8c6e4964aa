/**
 * The game's sound effects under `/assets/sounds/<name>.wav` (spec §9: volume 0.75, water pour
 * 0.5). The generator writes exactly these; a test checks the files exist.
 */
export const SOUND_NAMES = ['step', 'bump', 'error', 'collect', 'build', 'water_pour', 'door', 'success'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export const SOUND_VOLUME: Readonly<Record<SoundName, number>> = {
  step: 0.75, bump: 0.75, error: 0.75, collect: 0.75, build: 0.75, water_pour: 0.5, door: 0.75, success: 0.75,
};

export function soundPath(name: SoundName): string {
  return `sounds/${name}.wav`;
}
