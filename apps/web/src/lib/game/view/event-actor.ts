import type * as Phaser from 'phaser';
import { eventDuration, type PlayEvent } from '../play-event.ts';
import type { CameraRig } from '../camera/camera-rig.ts';
import type { Effects } from './effects.ts';
import type { LevelStage } from './level-stage.ts';
import type { SceneSounds } from './scene-sounds.ts';
import type { SpeechBubble } from './speech-bubble.ts';
import { isTile } from './tile-geometry.ts';
import { wait } from './tweens.ts';

export interface EventActorParts {
  readonly scene: Phaser.Scene;
  readonly stage: LevelStage;
  readonly camera: CameraRig;
  readonly effects: Effects;
  readonly speech: SpeechBubble;
  readonly sounds: SceneSounds;
}

/**
 * Acts out one engine event on the stage: which part moves, which sound plays, which effect
 * shows, and how long the run waits for it (`eventDuration`). It decides nothing: where things
 * are and what state they are in come from the event.
 */
export class EventActor {
  constructor(private readonly parts: EventActorParts) {}

  animate(event: PlayEvent, tileMs: number): Promise<void> {
    const { scene, stage, camera, effects, speech, sounds } = this.parts;
    const { character, items, piles } = stage;
    const duration = eventDuration(event, tileMs);
    switch (event.type) {
      case 'moved':
        if (!isTile(event.to)) return Promise.resolve();
        camera.follow();
        sounds.play('step');
        return character.walk(event.to, event.facing, duration);
      case 'turned':
        character.turn(event.facing);
        return wait(scene, duration);
      case 'bumped':
        sounds.play('bump');
        camera.shake(duration);
        return character.bump(duration);
      case 'pushed':
        if (typeof event.item !== 'number' || !isTile(event.to)) return wait(scene, duration);
        return items.push(event.item, event.to, duration);
      case 'collected': {
        sounds.play('collect');
        // A heap with some left stays where it is; the last of it flies to the character.
        const left = piles.take(event.at, event.amount) ?? 0;
        if (typeof event.item === 'number' && left === 0) return items.collect(event.item, character.position, duration);
        return wait(scene, duration);
      }
      case 'item-changed':
        if (typeof event.item === 'number' && typeof event.status === 'string') items.change(event.item, event.status, tileMs);
        return Promise.resolve();
      case 'built':
        sounds.play('build');
        effects.sparkle(event.at, tileMs);
        return wait(scene, duration);
      case 'opened':
      case 'closed':
        sounds.play('open');
        return wait(scene, duration);
      case 'watered':
        sounds.play('pour');
        effects.sparkle(event.at, tileMs, 0x60a5fa);
        return wait(scene, duration);
      case 'placed':
      case 'planted':
      case 'combined':
        sounds.play('collect');
        effects.sparkle(event.at, tileMs);
        return wait(scene, duration);
      case 'spoke':
        if (typeof event.text === 'string') speech.say(event.text, character.position);
        return wait(scene, duration);
      case 'goal-scored':
        effects.goalReached(event.goal, character.position);
        return Promise.resolve();
      case 'refused':
        sounds.play('error');
        return Promise.resolve();
      case 'level-completed':
        sounds.play('complete');
        effects.celebrate();
        return Promise.resolve();
      default:
        return Promise.resolve();
    }
  }
}
