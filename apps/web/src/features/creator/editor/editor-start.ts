import type { CreativeCourse, CreativeLevel, CreativeMapPath } from '@codehop/api';
import type { TiledMap } from '@codehop/engine';
import type { Cell } from '../model/creator-model.ts';

/** What the creator route hands the editor: a new level, or a saved one to edit. */
export interface EditorStart {
  readonly mode: 'new' | 'edit';
  readonly course: CreativeCourse;
  readonly level: CreativeLevel | null;
  readonly mapPath: CreativeMapPath;
  readonly map: TiledMap;
  readonly start: Cell;
  readonly userId: number;
  readonly organisationUser: boolean;
  readonly character: string;
}
