import type * as Phaser from 'phaser';

/** Resolves after `ms` of scene time (which pauses with the scene), at once for 0. */
export function wait(scene: Phaser.Scene, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => scene.time.delayedCall(ms, () => resolve()));
}

/** A tween that resolves when it ends, or when a reset stops it. */
export function tween(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
  return new Promise((resolve) => {
    scene.tweens.add({ ...config, onComplete: () => resolve(), onStop: () => resolve() });
  });
}
