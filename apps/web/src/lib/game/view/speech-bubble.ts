import type * as Phaser from 'phaser';
import { CHARACTER_SHEET } from '../art.ts';
import { SIZES, speechBubbleMs } from '../scene-constants.ts';

/** Above everything on the map. */
const BUBBLE_DEPTH = 200;

/**
 * What the character says (`speak`): a bubble above its head, drawn at screen size whatever the
 * zoom, for as long as `speechBubbleMs` says. Hidden, not dropped, while a dialog is open.
 */
export class SpeechBubble {
  private bubble: Phaser.GameObjects.Container | null = null;
  private timer: Phaser.Time.TimerEvent | null = null;
  private hidden = false;

  constructor(private readonly scene: Phaser.Scene) {}

  say(text: string, feet: { x: number; y: number }): void {
    const { scene } = this;
    this.clear();
    const zoom = scene.cameras.main.zoom;
    const label = scene.add.text(0, 0, text, {
      fontFamily: '"Nunito Variable", system-ui, sans-serif',
      fontSize: '16px',
      color: '#13201a',
      fontStyle: 'bold',
      align: 'center',
      wordWrap: { width: SIZES.bubbleMaxWidth - 20, useAdvancedWrap: true },
    });
    label.setResolution(Math.max(1, Math.ceil(zoom * window.devicePixelRatio)));
    label.setOrigin(0.5, 1);
    const width = Math.min(SIZES.bubbleMaxWidth, label.width + 20);
    const height = label.height + 14;
    const box = scene.add.graphics();
    box.fillStyle(0xffffff, 1).lineStyle(2, 0x13201a, 1);
    box.fillRoundedRect(-width / 2, -height - 8, width, height, 10).strokeRoundedRect(-width / 2, -height - 8, width, height, 10);
    box.fillTriangle(-7, -9, 7, -9, 0, 0).lineBetween(-7, -8, 0, 0).lineBetween(7, -8, 0, 0);
    label.setPosition(0, -15);
    const bubble = scene.add.container(feet.x, feet.y - CHARACTER_SHEET.frameHeight, [box, label]);
    bubble.setDepth(BUBBLE_DEPTH).setScale(0);
    scene.tweens.add({ targets: bubble, scale: 1 / zoom, duration: 160, ease: 'Back.Out' });
    bubble.setVisible(!this.hidden);
    this.bubble = bubble;
    this.timer = scene.time.delayedCall(speechBubbleMs(text), () => this.clear());
  }

  /** Each frame: stays over the walking character's head. */
  follow(feet: { x: number; y: number }): void {
    this.bubble?.setPosition(feet.x, feet.y - CHARACTER_SHEET.frameHeight - 2);
  }

  /** The camera zoomed: the bubble keeps its size on screen. */
  rescale(zoom: number): void {
    this.bubble?.setScale(1 / zoom);
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.bubble?.setVisible(!hidden);
  }

  clear(): void {
    this.timer?.remove();
    this.timer = null;
    this.bubble?.destroy();
    this.bubble = null;
  }
}
