import type * as Phaser from 'phaser';
import { ITEMS_ATLAS } from '../art.ts';
import { LAYER_DEPTHS } from '../depth.ts';
import type { SceneSetup } from '../scene-types.ts';
import { centre } from './tile-geometry.ts';

/** The X marks where the player stands to act (goal positions), unless an X mark item is there. */
export class GoalMarks {
  private marks: Phaser.GameObjects.Image[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  draw(setup: Pick<SceneSetup, 'items' | 'marks'>): void {
    const itemTiles = new Set(setup.items.filter((item) => item.type.startsWith('xmark')).map((item) => item.position.join(',')));
    for (const tile of setup.marks) {
      if (itemTiles.has(tile.join(','))) continue;
      const at = centre(tile);
      const mark = this.scene.add.image(at.x, at.y, ITEMS_ATLAS.key).setDepth(LAYER_DEPTHS.middle_layer ?? 3).setAlpha(0.9);
      this.applyFrame(mark);
      this.marks.push(mark);
    }
  }

  /** The items atlas arrived late: the marks show now. */
  refreshFrames(): void {
    for (const mark of this.marks) this.applyFrame(mark);
  }

  destroy(): void {
    for (const mark of this.marks.splice(0)) mark.destroy();
  }

  private applyFrame(mark: Phaser.GameObjects.Image): void {
    const { textures } = this.scene;
    const atlas = textures.exists(ITEMS_ATLAS.key) ? textures.get(ITEMS_ATLAS.key) : null;
    if (atlas?.has('xmark')) mark.setTexture(ITEMS_ATLAS.key, 'xmark').setVisible(true);
    else mark.setVisible(false);
  }
}
