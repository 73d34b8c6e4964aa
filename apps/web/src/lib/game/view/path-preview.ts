import type * as Phaser from 'phaser';
import { LAYER_DEPTHS } from '../depth.ts';
import type { Tile } from '../play-bus.ts';
import { PATH_PREVIEW_DOTS } from '../scene-constants.ts';
import { centre } from './tile-geometry.ts';

/** The dotted path a clicked cell would take (first 20 steps), popping in one after another. */
export class PathPreview {
  private dots: Phaser.GameObjects.Arc[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  show(dots: readonly Tile[]): void {
    const { scene } = this;
    this.clear();
    dots.slice(0, PATH_PREVIEW_DOTS).forEach((tile, index) => {
      const at = centre(tile);
      const dot = scene.add.circle(at.x, at.y, 2, 0xfde68a, 0.95).setStrokeStyle(0.75, 0x78350f).setDepth(LAYER_DEPTHS.middle_layer ?? 3);
      dot.setScale(0);
      scene.tweens.add({ targets: dot, scale: 1, duration: 120, delay: index * 18, ease: 'Back.Out' });
      this.dots.push(dot);
    });
  }

  clear(): void {
    for (const dot of this.dots.splice(0)) dot.destroy();
  }
}
