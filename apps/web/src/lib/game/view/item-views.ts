import type * as Phaser from 'phaser';
import { itemFrame, ITEMS_ATLAS } from '../art.ts';
import { depthAt, itemDepthOffset } from '../depth.ts';
import { TILE } from '../scene-constants.ts';
import type { SceneItem } from '../scene-types.ts';
import { centre, type Position } from './tile-geometry.ts';
import { tween, wait } from './tweens.ts';

/**
 * How far a bridge reaches, in tiles along its way across: a river one tile wide is drawn half a
 * tile into the banks on both sides (the map layout's narrow water), so a bridge only as long as its
 * tile left water under the walker's feet on each bank. The engine decides where one may walk; this
 * only makes the picture agree with it.
 */
const REACH: Readonly<Record<string, readonly [number, number]>> = { bridge_horizontal: [2, 1], bridge_vertical: [1, 2] };

/** An item's scale at rest: 1, or a bridge's reach. */
export function restingScale(type: string): readonly [number, number] {
  return REACH[type] ?? [1, 1];
}

interface ItemView {
  item: SceneItem;
  readonly sprite: Phaser.GameObjects.Image;
  tile: Position;
}

/**
 * The level's items as sprites: drawn in the state the engine says, changed, pushed and collected
 * as events say, and back to the level's start on reset. A state without a frame hides the item.
 */
export class ItemViews {
  private views = new Map<number, ItemView>();

  constructor(private readonly scene: Phaser.Scene) {}

  draw(items: readonly SceneItem[]): void {
    for (const item of items) {
      const at = centre(item.position);
      const sprite = this.scene.add.image(at.x, at.y, ITEMS_ATLAS.key).setDepth(depthAt(itemDepthOffset(item.type), item.position[1]));
      const view: ItemView = { item, sprite, tile: item.position };
      this.applyFrame(view, item.status);
      sprite.setScale(...restingScale(item.type));
      this.views.set(item.id, view);
    }
  }

  /** The items atlas arrived late: every item in its current state. */
  refreshFrames(): void {
    for (const view of this.views.values()) this.applyFrame(view, view.item.status);
  }

  /** Every item where and as the level begins. */
  reset(items: readonly SceneItem[]): void {
    for (const item of items) {
      const view = this.views.get(item.id);
      if (!view) continue;
      view.tile = item.position;
      const at = centre(item.position);
      view.sprite.setPosition(at.x, at.y).setScale(...restingScale(item.type)).setAngle(0);
      view.sprite.setDepth(depthAt(itemDepthOffset(item.type), item.position[1]));
      this.applyFrame(view, item.status);
    }
  }

  destroy(): void {
    for (const view of this.views.values()) view.sprite.destroy();
    this.views = new Map();
  }

  /** An item's new state: popped in, or faded out when it was collected elsewhere. */
  change(id: number, status: string, tileMs: number): void {
    const view = this.views.get(id);
    if (!view) return;
    if (status !== 'collected') {
      this.applyFrame(view, status);
      const [scaleX, scaleY] = restingScale(view.item.type);
      view.sprite.setScale(0.6 * scaleX, 0.6 * scaleY);
      this.scene.tweens.add({ targets: view.sprite, scaleX, scaleY, duration: Math.max(120, tileMs), ease: 'Back.Out' });
      return;
    }
    view.item = { ...view.item, status: 'collected' };
    if (view.sprite.visible) void tween(this.scene, { targets: view.sprite, alpha: 0, duration: tileMs }).then(() => view.sprite.setVisible(false));
  }

  async push(id: number, to: Position, duration: number): Promise<void> {
    const view = this.views.get(id);
    if (!view) return wait(this.scene, duration);
    const target = centre(to);
    view.tile = to;
    await tween(this.scene, { targets: view.sprite, x: target.x, y: target.y, duration, ease: 'Quad.InOut' });
    view.sprite.setDepth(depthAt(itemDepthOffset(view.item.type), to[1]));
  }

  /** The item flies to `towards` (the character's head) and is gone. */
  async collect(id: number, towards: { x: number; y: number }, duration: number): Promise<void> {
    const view = this.views.get(id);
    if (!view?.sprite.visible) return wait(this.scene, duration);
    await tween(this.scene, { targets: view.sprite, x: towards.x, y: towards.y - TILE, scale: 0.4, alpha: 0, duration, ease: 'Back.In' });
    view.sprite.setVisible(false);
    view.item = { ...view.item, status: 'collected' };
  }

  /** Shows the frame for a state; a missing frame hides the item rather than drawing a placeholder. */
  private applyFrame(view: ItemView, status: string): void {
    view.item = { ...view.item, status };
    const frame = itemFrame(view.item.type, status);
    const { textures } = this.scene;
    const atlas = textures.exists(ITEMS_ATLAS.key) ? textures.get(ITEMS_ATLAS.key) : null;
    if (frame === null || !atlas?.has(frame)) {
      view.sprite.setVisible(false);
      return;
    }
    view.sprite.setTexture(ITEMS_ATLAS.key, frame).setVisible(true);
    // Big things (2x2 houses) stand on their tile: anchor them by the top-left tile's centre.
    const texture = view.sprite.frame;
    view.sprite.setOrigin(TILE / 2 / texture.width, TILE / 2 / texture.height);
    view.sprite.setAlpha(1);
  }
}
