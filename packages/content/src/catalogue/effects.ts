/**
 * Effect animations in `/assets/sprites/effects.png` + `effects.json` (spec §9: heart 36 px,
 * coin 32 px); the speech bubble is a nine-slice frame, insets in the JSON's meta.
 */
export const EFFECT_ANIMATIONS = {
  heart: { frames: ['heart/0', 'heart/1', 'heart/2', 'heart/3', 'heart/4', 'heart/5'], size: 36, fps: 12 },
  coin: { frames: ['coin/0', 'coin/1', 'coin/2', 'coin/3', 'coin/4', 'coin/5'], size: 32, fps: 12 },
  sparkle: { frames: ['sparkle/0', 'sparkle/1', 'sparkle/2', 'sparkle/3'], size: 16, fps: 12 },
  dust: { frames: ['dust/0', 'dust/1', 'dust/2', 'dust/3'], size: 16, fps: 16 },
} as const;

export const SPEECH_BUBBLE = { frame: 'speech_bubble', nineSlice: { left: 4, right: 4, top: 4, bottom: 9 }, tailX: 6 } as const;
