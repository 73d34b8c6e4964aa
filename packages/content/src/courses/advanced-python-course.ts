import type { Course, CourseLevelEntry } from './course-types.ts';

/** Every Advanced Python level is paid; names in play order, slugs `<prefix>-level<n>`. */
function levels(prefix: string, names: readonly string[]): CourseLevelEntry[] {
  return names.map((name, index) => ({ slug: `${prefix}-level${index + 1}`, name, access: 'paid' }));
}

const FUNCTIONS_LEVELS = ['The Greeter', 'As Many As You Like', 'The Order Form', 'The Command Card', 'The Walker Factory', 'Only the Useful Ones'];
const LISTS_LEVELS = ['Shout It Out', 'There and Back Again', 'Gifts for Everyone', 'The Waiting Line', 'Nearest Nest First', 'The Garden Plan'];
const ASYNC_LEVELS = ['Wake Up, Coroutine', 'Waiting in Line', 'Who Goes First?', 'Taking Turns', 'What Gather Gives Back'];
const CLASSES_LEVELS = ['Like Parent, Like Child', 'Counting Picker', 'The Smart Basket', 'Orders Speak for Themselves', 'Which Comes First?', 'Stops Without the Boilerplate'];
const DECORATORS_LEVELS = ['The Logbook', 'Face Them First', 'How Many Times?', 'Keep the Name', 'Repeat After Me'];
const EXCEPTIONS_LEVELS = ['Bump and Turn', 'Lucky Dip', 'Always Face the Boardwalk', 'Two Kinds of Trouble', 'Smudged Notes', 'Too Far to Hop'];
const MATH_LEVELS = ['The Square Field', 'Round Down, Round Up', 'The Lucky Path', 'The Average Knight', 'Exact Shares'];
const STRING_TIME_LEVELS = ['The Egg Bill', 'The Notice Board', 'The Letter Lockers', 'Days Until the Fair', 'The Clock Keepers'];
const SERIALIZATION_LEVELS = ['Orders by Post', "The Machine's Sign", 'The Daily Report', 'The Delivery Table', 'Save and Load'];
const GENERATORS_LEVELS = ['The Yielding Path', 'One Step at a Time', 'Doubling Jumps', 'Half Steps', 'The Endless Counter', 'Around the Rug'];

/**
 * Advanced Python: the chapters of spec/platform.md §3 in order (users read "Exception
 * Handling"; the spec's "Exeption" spelling survives only in slugs). Levels arrive with their
 * own issue (17). Each level's data names the construct it teaches (`concept`), which the
 * content checks find in its solution with Python's ast.
 */
export const advancedPythonCourse: Course = {
  id: 'advanced-python',
  name: 'Advanced Python',
  description: 'Generators, decorators, async code, exceptions and the standard library, for learners who finished the beginner course.',
  firstLevel: 'generators-level1',
  planKey: 'advanced_python_course',
  chapters: [
    { id: 1, name: 'Generators', slugPrefix: 'generators', quizExists: true, levels: levels('generators', GENERATORS_LEVELS) },
    { id: 2, name: 'Advanced Functions', slugPrefix: 'functions-advanced', quizExists: true, levels: levels('functions-advanced', FUNCTIONS_LEVELS) },
    { id: 3, name: 'Advanced Lists', slugPrefix: 'lists-advanced', quizExists: true, levels: levels('lists-advanced', LISTS_LEVELS) },
    { id: 4, name: 'Async/Await Functions', slugPrefix: 'async', quizExists: true, levels: levels('async', ASYNC_LEVELS) },
    { id: 5, name: 'Advanced Classes', slugPrefix: 'classes-advanced', quizExists: true, levels: levels('classes-advanced', CLASSES_LEVELS) },
    { id: 6, name: 'Decorators', slugPrefix: 'decorators', quizExists: true, levels: levels('decorators', DECORATORS_LEVELS) },
    { id: 7, name: 'Exception Handling', slugPrefix: 'exeptions', quizExists: true, levels: levels('exeptions', EXCEPTIONS_LEVELS) },
    { id: 8, name: 'Math Modules', slugPrefix: 'math', quizExists: true, levels: levels('math', MATH_LEVELS) },
    { id: 9, name: 'String & Time Modules', slugPrefix: 'string-time', quizExists: true, levels: levels('string-time', STRING_TIME_LEVELS) },
    { id: 10, name: 'Serialization Modules', slugPrefix: 'serialization', quizExists: true, levels: levels('serialization', SERIALIZATION_LEVELS) },
  ],
};
