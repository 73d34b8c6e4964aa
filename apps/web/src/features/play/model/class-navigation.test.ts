import { describe, expect, it } from 'vitest';
import { levelNeighbours, type NavCourse } from './level-navigation.ts';

const level = (slug: string, completed = false, locked = false) => ({ slug, name: slug, completed, locked });
const course: NavCourse = {
  id: 'python',
  chapters: [
    { id: 1, name: 'One', level_data: [level('a1', true), level('a2')], quiz_exists: true, quiz_complete: false },
    { id: 2, name: 'Two', level_data: [level('b1'), level('b2')] },
    { id: 3, name: 'Three', level_data: [level('c1', false, true)] },
  ],
};
const rules = (extra: Partial<{ unlocked_chapters: string[]; no_skip: boolean; quiz: boolean }> = {}) => ({ unlocked_chapters: [], no_skip: false, quiz: false, ...extra });

describe('next and previous for a class (platform §4, §8)', () => {
  it('NO_SKIP_RESTRICTION: leaving an unfinished chapter', () => {
    expect(levelNeighbours(course, 'a2', rules({ no_skip: true })).next).toEqual({ blocked: 'NO_SKIP_RESTRICTION' });
    expect(levelNeighbours(course, 'a1', rules({ no_skip: true })).next).toEqual({ slug: 'a2' });
  });
  it('QUIZ_REQUIRED on the last level of a chapter with an open quiz', () => {
    expect(levelNeighbours(course, 'a2', rules({ quiz: true })).next).toEqual({ blocked: 'QUIZ_REQUIRED', quiz: 'quiz/python/1/question/1' });
  });
  it('moves only between unlocked chapters', () => {
    const onlyOneAndThree = rules({ unlocked_chapters: ['python:1', 'python:3'] });
    expect(levelNeighbours(course, 'a2', onlyOneAndThree).next).toEqual({ blocked: 'LEVEL_LOCKED' });
    const onlyTwo = rules({ unlocked_chapters: ['python:2'] });
    expect(levelNeighbours(course, 'b1', onlyTwo).previous).toEqual({ blocked: 'NO_PREV_CHAPTER' });
    expect(levelNeighbours(course, 'b2', onlyTwo).next).toEqual({ blocked: 'NO_MORE_CHAPTERS' });
    expect(levelNeighbours(course, 'a1', rules()).previous).toEqual({ blocked: 'FIRST_LEVEL' });
    expect(levelNeighbours(course, 'c1', rules()).next).toEqual({ blocked: 'END_OF_CONTENT' });
  });
  it('a level outside the unlocked chapters has no neighbours', () => {
    expect(levelNeighbours(course, 'b1', rules({ unlocked_chapters: ['python:1'] })).next).toEqual({ blocked: 'NO_LEVEL_DATA' });
  });
});
