import * as Phaser from 'phaser';
import { ITEMS_ATLAS } from './art.ts';
import type { CreatorCursor, Tile } from './play-bus.ts';
import { centre, feet, PlayScene } from './play-scene.ts';
import { CREATOR_SCENE_KEY, TILE } from './scene-constants.ts';
import type { SceneSetup } from './scene-types.ts';


/**
 * The level creator's scene: the play scene itself (same map, items, character, camera and
 * input), plus what an editor needs on top: the content drawn again after every change, and a
 * pointer overlay (the item's ghost, BLOCKED over closed cells, the target cell).
 */
export class CreatorScene extends PlayScene {
  private overlay: Phaser.GameObjects.Container | null = null;

  constructor() {
    super(CREATOR_SCENE_KEY);
  }

  override create(): void {
    super.create();
    // An editor looks at the whole map, not at the character.
    this.following = false;
    this.cameras.main.centerOn(this.mapSize.width / 2, this.mapSize.height / 2);
    this.clampBounds();
    const on = this.bus.toScene;
    this.unsubscribe.push(
      on.on('set-content', (setup) => this.replaceContent(setup)),
      on.on('cursor', (cursor) => this.drawCursor(cursor)),
    );
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => this.hover(pointer));
    this.input.on(Phaser.Input.Events.GAME_OUT, () => this.bus.fromScene.emit('pointer-tile', null));
    // Where a tile's centre is on the page: for end-to-end tests, which click cells by number.
    Object.assign(this.game.canvas, {
      tileToClient: (x: number, y: number) => {
        const camera = this.cameras.main;
        const rect = this.game.canvas.getBoundingClientRect();
        const worldX = x * TILE + TILE / 2;
        const worldY = y * TILE + TILE / 2;
        return {
          x: rect.left + camera.x + camera.width / 2 + (worldX - camera.scrollX - camera.width / 2) * camera.zoom,
          y: rect.top + camera.y + camera.height / 2 + (worldY - camera.scrollY - camera.height / 2) * camera.zoom,
        };
      },
    });
    performance.mark('creator:scene-ready');
  }

  private hover(pointer: Phaser.Input.Pointer): void {
    const world = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    const tile: Tile = [Math.floor(world.x / TILE), Math.floor(world.y / TILE)];
    if (tile[0] < 0 || tile[1] < 0 || tile[0] * TILE >= this.mapSize.width || tile[1] * TILE >= this.mapSize.height) {
      this.bus.fromScene.emit('pointer-tile', null);
      return;
    }
    this.bus.fromScene.emit('pointer-tile', { tile, fx: world.x / TILE - tile[0], fy: world.y / TILE - tile[1] });
  }

  /** Items, marks, badges and the start as the creator has them now; the camera stays where it is. */
  private replaceContent(setup: SceneSetup): void {
    for (const view of this.items.values()) view.sprite.destroy();
    this.items = new Map();
    for (const mark of this.marks.splice(0)) mark.destroy();
    for (const pile of this.piles.splice(0)) pile.badge.destroy();
    this.setup = setup;
    this.drawItems();
    this.characterTile = setup.start;
    const at = feet(setup.start);
    this.character.setPosition(at.x, at.y);
    this.updateCharacterDepth();
  }

  private drawCursor(cursor: CreatorCursor | null): void {
    this.overlay?.destroy();
    this.overlay = null;
    if (!cursor) return;
    const parts: Phaser.GameObjects.GameObject[] = [];
    const at = centre(cursor.tile);
    if (cursor.highlight) parts.push(this.add.rectangle(at.x, at.y, TILE, TILE).setStrokeStyle(1, 0xfde68a, 1));
    if (cursor.frame && this.textures.exists(ITEMS_ATLAS.key) && this.textures.get(ITEMS_ATLAS.key).has(cursor.frame)) {
      parts.push(this.add.image(at.x, at.y, ITEMS_ATLAS.key, cursor.frame).setAlpha(0.6));
    }
    if (cursor.target) {
      const target = centre(cursor.target);
      parts.push(this.add.rectangle(target.x, target.y, TILE, TILE, 0x22c55e, 0.35).setStrokeStyle(1, 0x22c55e, 1));
    }
    if (cursor.blockedLabel) {
      parts.push(this.add.rectangle(at.x, at.y, TILE, TILE, 0xdc2626, 0.45).setStrokeStyle(1, 0xdc2626, 1));
      const resolution = Math.max(1, Math.ceil(this.cameras.main.zoom * window.devicePixelRatio));
      parts.push(
        this.add
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
    this.overlay = this.add.container(0, 0, parts).setDepth(500);
  }
}
