import type * as Phaser from 'phaser';
import { baseZoom } from '../camera/camera-math.ts';
import type { PileBadge } from '../pile-badges.ts';
import { TILE } from '../scene-constants.ts';
import { PileTally } from './pile-tally.ts';

/** Above every item and the character, below the speech bubble. */
const BADGE_DEPTH = 150;

/** "×3" just above a heap gathered at once, counting down as the learner takes. */
export class PileBadgeViews {
  private badges: Phaser.GameObjects.Text[] = [];
  private tally = new PileTally([]);

  constructor(private readonly scene: Phaser.Scene) {}

  draw(piles: readonly PileBadge[]): void {
    const resolution = Math.max(1, Math.ceil(baseZoom(undefined) * 2 * window.devicePixelRatio));
    this.tally = new PileTally(piles);
    this.badges = piles.map((pile) =>
      this.scene.add
        .text((pile.position[0] + 0.5) * TILE, pile.position[1] * TILE + 2, `×${pile.amount}`, {
          fontFamily: '"Nunito Variable", system-ui, sans-serif',
          fontSize: '7px',
          fontStyle: 'bold',
          color: '#ffffff',
          backgroundColor: '#166534',
          padding: { x: 1.5, y: 0 },
        })
        .setOrigin(0.5, 1)
        .setResolution(resolution)
        .setDepth(BADGE_DEPTH),
    );
  }

  /** Takes from the pile at `at`; answers how many are left there (undefined: no pile there). */
  take(at: unknown, amount: unknown): number | undefined {
    const taken = this.tally.take(at, amount);
    if (!taken) return undefined;
    this.show(taken.index);
    return taken.left;
  }

  reset(): void {
    this.tally.reset();
    this.badges.forEach((_badge, index) => this.show(index));
  }

  destroy(): void {
    for (const badge of this.badges.splice(0)) badge.destroy();
  }

  private show(index: number): void {
    const left = this.tally.leftAt(index);
    this.badges[index]?.setText(`×${left}`).setVisible(left > 0);
  }
}
