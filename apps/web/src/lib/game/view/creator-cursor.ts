import type * as Phaser from 'phaser';
import { ITEMS_ATLAS } from '../art.ts';
import type { CreatorCursor } from '../play-bus.ts';
import { TILE } from '../scene-constants.ts';
import { centre } from './tile-geometry.ts';

/** Above everything on the map, the speech bubble included. */
const CURSOR_DEPTH = 500;

/**
 * The level creator's pointer overlay, as React decides it: the highlighted cell, a ghost of the
 * item being placed, BLOCKED over a closed cell, and the cell an action item faces.
 */
export class CreatorCursorView {
  private overlay: Phaser.GameObjects.Container | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

  draw(cursor: CreatorCursor | null): void {
    const { scene } = this;
    this.overlay?.destroy();
    this.overlay = null;
    if (!cursor) return;
    const parts: Phaser.GameObjects.GameObject[] = [];
    const at = centre(cursor.tile);
    if (cursor.highlight) parts.push(scene.add.rectangle(at.x, at.y, TILE, TILE).setStrokeStyle(1, 0xfde68a, 1));
    if (cursor.frame && scene.textures.exists(ITEMS_ATLAS.key) && scene.textures.get(ITEMS_ATLAS.key).has(cursor.frame)) {
      parts.push(scene.add.image(at.x, at.y, ITEMS_ATLAS.key, cursor.frame).setAlpha(0.6));
    }
    if (cursor.target) {
      const target = centre(cursor.target);
      parts.push(scene.add.rectangle(target.x, target.y, TILE, TILE, 0x22c55e, 0.35).setStrokeStyle(1, 0x22c55e, 1));
    }
    if (cursor.blockedLabel) {
      parts.push(scene.add.rectangle(at.x, at.y, TILE, TILE, 0xdc2626, 0.45).setStrokeStyle(1, 0xdc2626, 1));
      const resolution = Math.max(1, Math.ceil(scene.cameras.main.zoom * window.devicePixelRatio));
      parts.push(
        scene.add
          .text(at.x, at.y - TILE / 2 - 1, cursor.blockedLabel, {
            fontFamily: '"Nunito Variable", system-ui, sans-serif',
            fontSize: '6px',
            fontStyle: 'bold',
            color: '#ffffff',
            backgroundColor: '#dc2626',
            padding: { x: 1.5, y: 0.5 },
          })
          .setOrigin(0.5, 1)
          .setResolution(resolution),
      );
    }
    this.overlay = scene.add.container(0, 0, parts).setDepth(CURSOR_DEPTH);
  }
}
