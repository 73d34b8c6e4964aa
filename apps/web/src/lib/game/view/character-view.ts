import type * as Phaser from 'phaser';
import { CHARACTER_SHEET, characterFrame, facingName, type Facing } from '../art.ts';
import { depthAt } from '../depth.ts';
import { DEPTH_OFFSETS } from '../scene-constants.ts';
import { feet, isTile, type Position } from './tile-geometry.ts';
import { tween, wait } from './tweens.ts';

/** The step a bump leans toward: the way the character faces. */
export function facingVector(facing: Facing): readonly [number, number] {
  switch (facing) {
    case 'left':
      return [-1, 0];
    case 'right':
      return [1, 0];
    case 'down':
      return [0, 1];
    default:
      return [0, -1];
  }
}

/**
 * The learner's character: its sprite on the tile it stands on, the way it faces, its walk
 * animation and its bump. Without its sheet (not loaded yet) it stays hidden.
 */
export class CharacterView {
  private sprite!: Phaser.GameObjects.Sprite;
  private tile: Position = [0, 0];
  private facing: Facing = 'up';

  constructor(
    private readonly scene: Phaser.Scene,
    /** The texture key of the character's sheet (`scene-assets.ts`). */
    private readonly sheetKey: string,
  ) {}

  /** The point the bubble, effects and camera follow (the feet, in world pixels). */
  get position(): { x: number; y: number } {
    return { x: this.sprite.x, y: this.sprite.y };
  }

  create(start: Position, facing: Position): void {
    this.createAnimations();
    const at = feet(start);
    const texture = this.hasSheet() ? this.sheetKey : '__DEFAULT';
    this.sprite = this.scene.add.sprite(at.x, at.y, texture).setOrigin(0.5, 1);
    if (texture === '__DEFAULT') this.sprite.setVisible(false);
    this.tile = start;
    this.facing = facingName(facing);
    this.showFacing();
    this.updateDepth();
  }

  /** The walk cycle for each direction, once the sheet is in (made once per game). */
  createAnimations(): void {
    const { scene, sheetKey } = this;
    if (!this.hasSheet()) return;
    for (const direction of CHARACTER_SHEET.directions) {
      const key = `${sheetKey}:walk-${direction}`;
      if (scene.anims.exists(key)) continue;
      scene.anims.create({
        key,
        frames: CHARACTER_SHEET.poses.filter((pose) => pose.startsWith('walk')).map((pose) => ({ key: sheetKey, frame: characterFrame(direction, pose) })),
        frameRate: CHARACTER_SHEET.walkFps,
        repeat: -1,
      });
    }
  }

  /** A sheet that arrived late: animations and texture now. */
  refreshTexture(): void {
    this.createAnimations();
    this.sprite.setTexture(this.hasSheet() ? this.sheetKey : '__DEFAULT');
    this.showFacing();
  }

  /** Stands on `tile` facing `facing`, with no tint or tilt (a level's start, a reset). */
  placeAt(tile: Position, facing?: Position): void {
    this.tile = tile;
    const at = feet(tile);
    this.sprite.setPosition(at.x, at.y);
    if (facing) {
      this.sprite.clearTint().setAngle(0);
      this.facing = facingName(facing);
      this.showFacing();
    }
    this.updateDepth();
  }

  turn(facing: unknown): void {
    if (isTile(facing)) this.facing = facingName(facing);
    this.showFacing();
  }

  async walk(to: Position, facing: unknown, duration: number): Promise<void> {
    if (isTile(facing)) this.facing = facingName(facing);
    const target = feet(to);
    if (this.hasSheet()) this.sprite.anims.play(`${this.sheetKey}:walk-${this.facing}`, true);
    // Depth switches at the row with the larger y, so a character walking down passes in front.
    this.tile = to;
    if (target.y > this.sprite.y) this.updateDepth();
    await tween(this.scene, { targets: this.sprite, x: target.x, y: target.y, duration, ease: 'Linear' });
    this.updateDepth();
    this.showFacing();
  }

  /** Leans into the blocked way and back, tinted red for a moment. */
  async bump(duration: number): Promise<void> {
    const [dx, dy] = facingVector(this.facing);
    const { x, y } = this.sprite;
    this.sprite.setTint(0xff8a8a);
    await tween(this.scene, { targets: this.sprite, x: x + dx * 4, y: y + dy * 4, duration: duration / 3, yoyo: true, ease: 'Quad.Out' });
    this.sprite.setPosition(x, y);
    await wait(this.scene, duration / 3);
    this.sprite.clearTint();
  }

  private hasSheet(): boolean {
    return this.scene.textures.exists(this.sheetKey);
  }

  private showFacing(): void {
    if (!this.hasSheet()) return;
    this.sprite.setVisible(true);
    this.sprite.anims.stop();
    this.sprite.setFrame(characterFrame(this.facing, 'idle'));
  }

  private updateDepth(): void {
    this.sprite.setDepth(depthAt(DEPTH_OFFSETS.character, this.tile[1]));
  }
}
