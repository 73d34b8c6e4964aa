import type * as Phaser from 'phaser';
import type { SceneSetup } from '../scene-types.ts';
import { CharacterView } from './character-view.ts';
import { GoalMarks } from './goal-marks.ts';
import { ItemViews } from './item-views.ts';
import { MapLayers } from './map-layers.ts';
import { PileBadgeViews } from './pile-badge-views.ts';

/**
 * A level standing still, as both scenes draw it: the map's layers, the items, the pile badges,
 * the goals' X marks and the character at the start. The play scene sets it in motion
 * (`event-actor.ts`); the creator scene replaces its content as the creator edits.
 */
export class LevelStage {
  readonly map: MapLayers;
  readonly character: CharacterView;
  readonly items: ItemViews;
  readonly piles: PileBadgeViews;
  readonly marks: GoalMarks;
  private content: SceneSetup;

  constructor(scene: Phaser.Scene, setup: SceneSetup, sheetKey: string) {
    this.content = setup;
    this.map = new MapLayers(scene, setup.map);
    this.character = new CharacterView(scene, sheetKey);
    this.items = new ItemViews(scene);
    this.piles = new PileBadgeViews(scene);
    this.marks = new GoalMarks(scene);
  }

  draw(): void {
    const setup = this.content;
    this.map.draw();
    this.character.create(setup.start, setup.facing);
    this.drawContent();
  }

  /** Files that failed at first and came on the retry: drawn now. */
  assetsArrived(tilesets: boolean): void {
    if (tilesets) this.map.drawLayers();
    this.character.refreshTexture();
    this.items.refreshFrames();
    this.marks.refreshFrames();
  }

  /** Player back at the start, every item and pile as the level begins (gameplay §4). */
  reset(): void {
    const setup = this.content;
    this.character.placeAt(setup.start, setup.facing);
    this.items.reset(setup.items);
    this.piles.reset();
  }

  /** The level creator's edit: items, marks, badges and start as it has them now (the map stays). */
  replaceContent(setup: SceneSetup): void {
    this.items.destroy();
    this.marks.destroy();
    this.piles.destroy();
    this.content = setup;
    this.drawContent();
    this.character.placeAt(setup.start);
  }

  private drawContent(): void {
    const setup = this.content;
    this.items.draw(setup.items);
    this.piles.draw(setup.piles);
    this.marks.draw(setup);
  }
}
