import { describe, expect, it } from 'vitest';
import { pathAfterChoosingStudent } from './after-choose-student.ts';

const played = { course_id: 'python', level_slug: 'intro-level3' };

describe('pathAfterChoosingStudent', () => {
  it.each([
    ['the last-played level', played, '/en/', 'play/python/intro-level3'],
    [
      'the last-played level from a profile page',
      played,
      '/en/profile/students',
      'play/python/intro-level3',
    ],
    ['the first level of the course when a child never played', null, '/en/profile/students', 'play/python/intro-level1'],
    ['the first level of the course from home', null, '/en/', 'play/python/intro-level1'],
    ['nowhere (the level in front) on a play page when a child never played', null, '/en/play/python/intro-level3', null],
    ['home for a creator', played, '/en/level-creator', ''],
    ['nowhere on a challenge page', played, '/en/challenge/sum-list', null],
    ['nowhere on the challenges list', null, '/de/challenges', null],
  ])('goes to %s', (_name, lastPlayed, current, expected) => {
    expect(pathAfterChoosingStudent(lastPlayed, current)).toBe(expected);
  });

  const visitor = { course_id: 'python', level_slug: 'intro-level3' };
  it.each([
    ['the visitor\'s level when a new child is chosen after sign-up', null, '/en/profile/students', 'play/python/intro-level3'],
    ['the visitor\'s level from home', null, '/en/', 'play/python/intro-level3'],
    ['the child\'s own last-played level before the visitor\'s', { course_id: 'python', level_slug: 'intro-level7' }, '/en/', 'play/python/intro-level7'],
    ['nowhere on a play page (the level in front)', null, '/en/play/python/intro-level5', null],
    ['home for a creator', null, '/en/level-creator', ''],
  ])('with a visitor\'s play in the browser, goes to %s', (_name, lastPlayed, current, expected) => {
    expect(pathAfterChoosingStudent(lastPlayed, current, visitor)).toBe(expected);
  });
});
