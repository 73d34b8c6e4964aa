import * as Phaser from 'phaser';
import type { Tile } from '../play-bus.ts';
import type { CameraRig, MapSize } from './camera-rig.ts';
import { dragScroll, pinchScroll, pinchStart, pinchZoom, tileAtWorld, type DragStart, type PinchStart } from './gesture-math.ts';

export interface PointerControlsOptions {
  /** The map's size in world pixels now. */
  readonly mapSize: () => MapSize;
  /** A click (not a drag) on a map cell. */
  readonly onTileClick: (tile: Tile) => void;
  /** Whether a click on a cell counts now (not while a program runs or a dialog is open). */
  readonly clicksAllowed: () => boolean;
  /** Whether Page Up / Page Down zoom now (not while a dialog is open). */
  readonly keysAllowed: () => boolean;
}

/**
 * How the child moves the view: a mouse drag pans, two fingers pinch and pan, the wheel and
 * Page Up / Page Down zoom, a click names a cell. One-finger touch drags are left to the page.
 */
export class PointerControls {
  private drag: (DragStart & { moved: boolean }) | null = null;
  private pinch: PinchStart | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly rig: CameraRig,
    private readonly options: PointerControlsOptions,
  ) {
    const input = scene.input;
    input.mouse?.disableContextMenu();
    // A second finger for pinch; the input manager is the game's, so it is added once per visit.
    if (input.manager.pointersTotal < 2) input.addPointer(1);
    input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => this.down(pointer));
    input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => this.move(pointer));
    input.on(Phaser.Input.Events.POINTER_UP, (pointer: Phaser.Input.Pointer) => this.up(pointer));
    input.on(Phaser.Input.Events.POINTER_WHEEL, (_pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
      rig.release();
      rig.wheel(dy);
    });
    // While the child types, Page Up / Page Down page through the code, not the map.
    const typing = () => document.activeElement?.closest('.cm-editor, input, textarea') != null;
    const zoomKey = (direction: 1 | -1) => (event: KeyboardEvent) => {
      if (!options.keysAllowed() || typing()) return;
      event.preventDefault();
      rig.step(direction);
    };
    input.keyboard?.on('keydown-PAGE_UP', zoomKey(1));
    input.keyboard?.on('keydown-PAGE_DOWN', zoomKey(-1));
  }

  private touches(): Phaser.Input.Pointer[] {
    return [this.scene.input.pointer1, this.scene.input.pointer2].filter((pointer) => pointer.isDown);
  }

  private down(pointer: Phaser.Input.Pointer): void {
    if (pointer.rightButtonDown()) return;
    const camera = this.rig.camera;
    const touches = this.touches();
    if (touches.length >= 2) {
      const [a, b] = touches as [Phaser.Input.Pointer, Phaser.Input.Pointer];
      this.drag = null;
      this.pinch = pinchStart(a, b, camera);
      return;
    }
    this.drag = { x: pointer.x, y: pointer.y, scrollX: camera.scrollX, scrollY: camera.scrollY, moved: false };
  }

  private move(pointer: Phaser.Input.Pointer): void {
    if (this.pinch) {
      const touches = this.touches();
      if (touches.length < 2) return;
      const [a, b] = touches as [Phaser.Input.Pointer, Phaser.Input.Pointer];
      this.rig.release();
      this.rig.setZoom(pinchZoom(this.pinch, a, b));
      const scroll = pinchScroll(this.pinch, a, b, this.rig.camera.zoom);
      this.rig.scrollTo(scroll.scrollX, scroll.scrollY);
      return;
    }
    if (!this.drag || !pointer.isDown) return;
    // One-finger touch drags are left to the page scroll on phones: the spec pans with two fingers.
    if (pointer.wasTouch) return;
    const scroll = dragScroll(this.drag, pointer, this.rig.camera.zoom, this.drag.moved);
    if (!scroll) return;
    this.drag.moved = true;
    this.rig.release();
    this.rig.scrollTo(scroll.scrollX, scroll.scrollY);
  }

  private up(pointer: Phaser.Input.Pointer): void {
    if (this.pinch) {
      if (this.touches().length < 2) this.pinch = null;
      this.drag = null;
      return;
    }
    const drag = this.drag;
    this.drag = null;
    if (!drag || drag.moved || pointer.button !== 0 || !this.options.clicksAllowed()) return;
    const tile = tileAtWorld(this.rig.camera.getWorldPoint(pointer.x, pointer.y), this.options.mapSize());
    if (tile) this.options.onTileClick(tile);
  }
}
