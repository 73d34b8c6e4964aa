import type * as Phaser from 'phaser';
import { CHARACTER_SHEET, EFFECT_ANIMATIONS, EFFECTS_ATLAS } from '../art.ts';
import { depthAt } from '../depth.ts';
import { DEPTH_OFFSETS, SIZES } from '../scene-constants.ts';
import { centre, isTile } from './tile-geometry.ts';

/**
 * The short flourishes of the game view: sparkles where something is built or placed, the heart
 * or coin of a goal reached, the confetti of a level completed. None of them waits for the run.
 */
export class Effects {
  /** Less motion: no sparkles or confetti; a goal's coin or heart shows in place and fades. */
  reducedMotion = false;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Each goal's action, by goal index: a collect goal scores a coin, any other a heart. */
    private readonly goalActions: readonly string[],
  ) {}

  /** The effects atlas' animations (heart, coin...), once it is in (made once per game). */
  createAnimations(): void {
    const { scene } = this;
    if (!scene.textures.exists(EFFECTS_ATLAS.key)) return;
    const atlas = scene.textures.get(EFFECTS_ATLAS.key);
    for (const [name, effect] of Object.entries(EFFECT_ANIMATIONS)) {
      const key = `fx:${name}`;
      if (scene.anims.exists(key) || !effect.frames.every((frame) => atlas.has(frame))) continue;
      scene.anims.create({ key, frames: effect.frames.map((frame) => ({ key: EFFECTS_ATLAS.key, frame })), frameRate: effect.fps, repeat: 0 });
    }
  }

  sparkle(at: unknown, tileMs: number, color = 0xfde68a): void {
    if (!isTile(at) || this.reducedMotion) return;
    const { scene } = this;
    const c = centre(at);
    for (let i = 0; i < 8; i += 1) {
      const angle = (Math.PI * 2 * i) / 8;
      const star = scene.add.circle(c.x, c.y, 1.2, color).setDepth(depthAt(DEPTH_OFFSETS.fx, at[1]));
      scene.tweens.add({
        targets: star,
        x: c.x + Math.cos(angle) * 10,
        y: c.y + Math.sin(angle) * 10,
        alpha: 0,
        duration: Math.max(250, tileMs * 2),
        ease: 'Quad.Out',
        onComplete: () => star.destroy(),
      });
    }
  }

  /** Heart (36 px) for a goal reached, coin (32 px) for a collection, over `feet`: seen at every zoom. */
  goalReached(goal: unknown, feet: { x: number; y: number }): void {
    const { scene } = this;
    const goalIndex = typeof goal === 'number' ? goal : -1;
    const kind = this.goalActions[goalIndex] === 'collect' ? 'coin' : 'heart';
    const size = kind === 'coin' ? SIZES.coin : SIZES.heart;
    const zoom = scene.cameras.main.zoom;
    const x = feet.x;
    const y = feet.y - CHARACTER_SHEET.frameHeight;
    let fx: Phaser.GameObjects.Sprite | Phaser.GameObjects.Text;
    if (scene.anims.exists(`fx:${kind}`)) {
      const sprite = scene.add.sprite(x, y, EFFECTS_ATLAS.key, EFFECT_ANIMATIONS[kind].frames[0]);
      sprite.setDisplaySize(size / zoom, size / zoom);
      sprite.play({ key: `fx:${kind}`, repeat: 1 });
      fx = sprite;
    } else {
      fx = scene.add.text(x, y, kind === 'coin' ? '🪙' : '❤️', { fontSize: `${size}px`, fontFamily: '"Noto Color Emoji", sans-serif' });
      fx.setOrigin(0.5).setScale(1 / zoom).setResolution(Math.max(1, zoom));
    }
    fx.setDepth(depthAt(DEPTH_OFFSETS.fx, 99));
    if (this.reducedMotion) {
      scene.tweens.add({ targets: fx, alpha: 0, delay: 700, duration: 300, onComplete: () => fx.destroy() });
      return;
    }
    const startScale = fx.scaleX;
    fx.setScale(startScale * 0.3);
    scene.tweens.add({ targets: fx, scaleX: startScale, scaleY: startScale, duration: 180, ease: 'Back.Out' });
    scene.tweens.add({ targets: fx, y: y - 14, alpha: 0, delay: 350, duration: 650, ease: 'Quad.In', onComplete: () => fx.destroy() });
  }

  /** Confetti falling through the view. */
  celebrate(): void {
    if (this.reducedMotion) return;
    const { scene } = this;
    const colors = [0x4ade80, 0xfbbf24, 0x60a5fa, 0xf472b6, 0xffffff];
    const view = scene.cameras.main.worldView;
    for (let i = 0; i < 60; i += 1) {
      const x = view.x + Math.random() * view.width;
      const piece = scene.add.rectangle(x, view.y - 4, 2.4, 1.4, colors[i % colors.length]).setDepth(100);
      scene.tweens.add({
        targets: piece,
        y: view.y + view.height + 8,
        x: x + (Math.random() - 0.5) * 30,
        angle: Math.random() * 720,
        duration: 1200 + Math.random() * 900,
        delay: Math.random() * 300,
        ease: 'Quad.In',
        onComplete: () => piece.destroy(),
      });
    }
  }
}
