import type { Course, CourseLevelEntry, LevelAccess } from './course-types.ts';

function levels(prefix: string, names: readonly string[], access: (index: number) => LevelAccess): CourseLevelEntry[] {
  return names.map((name, index) => ({ slug: `${prefix}-level${index + 1}`, name, access: access(index) }));
}

/** intro-level1..4 are open to anyone; the rest of chapter 1 needs sign-up; later chapters are paid. */
function introAccess(index: number): LevelAccess {
  return index < 4 ? 'anyone' : 'signed_in';
}
const paid = (): LevelAccess => 'paid';

/** Level names in play order; a level's slug is its chapter prefix and its 1-based number. */
const INTRO_LEVELS = [
  'First Hop',
  'Around the Corner',
  'Good Morning, Farmer Oak',
  'Pumpkin Square',
  'Welcome to Shell Island',
  'The Secret Word',
  'The Bridge Builder',
];

const OPERATORS_LEVELS = [
  'Market Day',
  'What Is Left?',
  'Egg Island',
  'Welcome Letters',
  'Fair Shares',
  'The Chicken Village',
];

const LOOPS_LEVELS = [
  'The Carrot Row',
  'Strawberry Stairs',
  'Rock Pusher',
  'Growing Jumps',
  'Counting Corn',
  'Thirsty Saplings',
  'The Tulip Square',
];

const LISTS_LEVELS = [
  'The Shopping List',
  'The Picnic Guests',
  'The Clue Trail',
  'Lighthouse Visitors',
  'The Alphabet Orchard',
  "The Chef's Order",
];

const CONDITIONS_LEVELS = [
  'Carrot or Grass?',
  'Left or Right?',
  'Ask First',
  'The Shop Signs',
  'The Pumpkin Contest',
  'Good Morning, Good Evening',
  'Friends Only',
  'The Morning Round',
];

const FUNCTIONS_LEVELS = [
  'The Harvest Routine',
  'Treasure Chests',
  'Visiting Friends',
  'The Apple Stall',
  'Rows of Corn',
  'Ripe Berries',
  'Two Rivers',
];

const DICTIONARIES_LEVELS = [
  'Seed Packets',
  'Two Patches',
  'The Smoothie Bar',
  'The Fruit Tally',
  'Breakfast Orders',
  'Name the Pens',
  'The Seed Swap',
];

const CLASSES_LEVELS = [
  'The Counting Basket',
  'The Egg Collector',
  'Three Friends',
  'The Sapling Row',
  'Homes for Hens',
  'Farm Day',
];

/**
 * Beginner Python: the chapters of spec/platform.md §3 in order. A level appears here only once
 * its files exist under `levels/python/<slug>/` (the content tests check both directions).
 */
export const pythonCourse: Course = {
  id: 'python',
  name: 'Beginner Python',
  description: 'From the first step to your own classes: variables, loops, lists, conditions, functions, dictionaries and classes.',
  firstLevel: 'intro-level1',
  planKey: 'python_course',
  chapters: [
    { id: 1, name: 'Variables and Types', slugPrefix: 'intro', quizExists: true, levels: levels('intro', INTRO_LEVELS, introAccess) },
    { id: 2, name: 'Basic Operators', slugPrefix: 'operators', quizExists: true, levels: levels('operators', OPERATORS_LEVELS, paid) },
    { id: 3, name: 'Loops', slugPrefix: 'loops', quizExists: true, levels: levels('loops', LOOPS_LEVELS, paid) },
    { id: 4, name: 'Lists', slugPrefix: 'lists', quizExists: true, levels: levels('lists', LISTS_LEVELS, paid) },
    { id: 5, name: 'Conditions', slugPrefix: 'conditions', quizExists: true, levels: levels('conditions', CONDITIONS_LEVELS, paid) },
    { id: 6, name: 'Functions', slugPrefix: 'functions', quizExists: true, levels: levels('functions', FUNCTIONS_LEVELS, paid) },
    { id: 7, name: 'Dictionaries', slugPrefix: 'dictionaries', quizExists: true, levels: levels('dictionaries', DICTIONARIES_LEVELS, paid) },
    { id: 8, name: 'Classes', slugPrefix: 'classes', quizExists: true, levels: levels('classes', CLASSES_LEVELS, paid) },
  ],
};
