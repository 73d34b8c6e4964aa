import type * as Phaser from 'phaser';
import { TILE } from '../scene-constants.ts';
import { baseZoom, clampScroll, clampZoom, easeToward, steppedZoom, wheelZoom } from './camera-math.ts';
import { CAMERA } from './camera-settings.ts';

export interface MapSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The scene's camera: the level's base zoom, following the character (at
 * `CAMERA_FOLLOW_SPEED`, camera-settings.ts), zoom within the level's range, and a view that
 * never leaves the map. Gestures (`pointer-controls.ts`) and the scenes steer it through here.
 */
export class CameraRig {
  private base = 4;
  private following = true;
  /** Less motion: the view jumps to the character instead of gliding, and a bump does not shake it. */
  reducedMotion = false;
  private readonly zoomListeners: ((zoom: number) => void)[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    /** The map's size in world pixels, which changes when a late tileset redraws the map. */
    private readonly mapSize: () => MapSize,
  ) {}

  get camera(): Phaser.Cameras.Scene2D.Camera {
    return this.scene.cameras.main;
  }

  /** The level's zoom (or one that fits its map) and the view on `focus`. */
  setup(levelZoom: number | undefined, focus: { x: number; y: number }): void {
    const { camera } = this;
    const map = this.mapSize();
    this.base = baseZoom(levelZoom, { viewWidth: camera.width, viewHeight: camera.height, mapWidth: map.width, mapHeight: map.height });
    camera.setBackgroundColor(CAMERA.background);
    camera.setZoom(this.base);
    camera.setRoundPixels(false);
    camera.centerOn(focus.x, focus.y - TILE / 2);
    this.clamp();
  }

  /**
   * The view changed size (a phone's or tablet's Game half shown after the page loaded, a turned
   * tablet): the fit is measured again. A zoom the child chose stays, within the new range.
   */
  refit(levelZoom: number | undefined): void {
    const { camera } = this;
    if (camera.width <= 0 || camera.height <= 0) return;
    const map = this.mapSize();
    const atBase = Math.abs(camera.zoom - this.base) < 1e-6;
    this.base = baseZoom(levelZoom, { viewWidth: camera.width, viewHeight: camera.height, mapWidth: map.width, mapHeight: map.height });
    this.setZoom(atBase ? this.base : camera.zoom);
    this.clamp();
  }

  /** The creator looks at the whole map, not at the character. */
  showWholeMap(): void {
    this.following = false;
    const map = this.mapSize();
    this.camera.centerOn(map.width / 2, map.height / 2);
    this.clamp();
  }

  follow(): void {
    this.following = true;
  }

  /** The child moved the view by hand: it stays where they put it until the next step or Follow. */
  release(): void {
    this.following = false;
  }

  /** Each frame: glide toward the character while following, and keep the view on the map. */
  update(target: { x: number; y: number }): void {
    const { camera } = this;
    if (this.following) {
      // Phaser zooms around the camera's centre, so centring on a point is scroll = point - size / 2.
      const targetX = target.x - camera.width / 2;
      const targetY = target.y - TILE / 2 - camera.height / 2;
      if (this.reducedMotion) camera.setScroll(targetX, targetY);
      else camera.setScroll(easeToward(camera.scrollX, targetX), easeToward(camera.scrollY, targetY));
    }
    this.clamp();
  }

  /** Pan stays on the map; a map smaller than the view sits in its middle. */
  clamp(): void {
    const { camera } = this;
    const map = this.mapSize();
    camera.setScroll(
      clampScroll(camera.scrollX, camera.width, camera.zoom, map.width),
      clampScroll(camera.scrollY, camera.height, camera.zoom, map.height),
    );
  }

  /** The arrow keys: the view moves by `tiles` map tiles, then stays where the child put it. */
  pan(dx: number, dy: number, tiles: number): void {
    this.release();
    const { camera } = this;
    camera.setScroll(camera.scrollX + dx * tiles * TILE, camera.scrollY + dy * tiles * TILE);
    this.clamp();
  }

  scrollTo(scrollX: number, scrollY: number): void {
    this.camera.setScroll(scrollX, scrollY);
  }

  /** Any zoom, kept within 0.3 to 2.5 times the base; what is drawn at screen size hears of it. */
  setZoom(zoom: number): void {
    this.camera.setZoom(clampZoom(zoom, this.base));
    for (const listener of this.zoomListeners) listener(this.camera.zoom);
  }

  /** Page Up / Page Down and the zoom buttons: the next of the three steps. */
  step(direction: 1 | -1): void {
    this.setZoom(steppedZoom(this.camera.zoom, this.base, direction));
  }

  wheel(deltaY: number): void {
    this.setZoom(wheelZoom(this.camera.zoom, deltaY, this.base));
  }

  onZoom(listener: (zoom: number) => void): void {
    this.zoomListeners.push(listener);
  }

  shake(duration: number): void {
    if (this.reducedMotion) return;
    this.camera.shake(Math.min(200, duration), 0.004);
  }
}
