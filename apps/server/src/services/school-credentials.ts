import { randomInt, randomUUID } from 'node:crypto';
import { hash, type Options } from '@node-rs/argon2';

/**
 * Child-friendly usernames and passwords for "30 students" (bulk creation) and login cards: two
 * easy words and two digits, nothing that reads badly or looks alike (no l/1, O/0 ambiguity).
 */
const ADJECTIVES = [
  'Happy', 'Brave', 'Clever', 'Sunny', 'Swift', 'Jolly', 'Lucky', 'Mighty', 'Calm', 'Bright',
  'Kind', 'Bold', 'Cosy', 'Eager', 'Gentle', 'Merry', 'Quick', 'Proud', 'Witty', 'Zippy',
];
const ANIMALS = [
  'Otter', 'Panda', 'Tiger', 'Koala', 'Rabbit', 'Falcon', 'Dolphin', 'Fox', 'Badger', 'Turtle',
  'Penguin', 'Moose', 'Gecko', 'Parrot', 'Beaver', 'Hedgehog', 'Zebra', 'Walrus', 'Lynx', 'Puffin',
];
const WORDS = [
  'apple', 'river', 'cloud', 'carrot', 'rocket', 'garden', 'pebble', 'forest', 'candle', 'maple',
  'island', 'button', 'dragon', 'comet', 'meadow', 'pirate', 'muffin', 'castle', 'pepper', 'tulip',
];

const pick = (list: readonly string[]): string => list[randomInt(list.length)] ?? list[0] ?? '';
const twoDigits = (): string => String(randomInt(10, 100));

export function generateStudentUsername(): string {
  return `${pick(ADJECTIVES)}${pick(ANIMALS)}${twoDigits()}`;
}

export function generateStudentPassword(): string {
  return `${pick(WORDS)}-${pick(WORDS)}-${twoDigits()}`;
}

/** The hidden, never-shown e-mail of a school student's login account (users.email is required and unique). */
export function schoolStudentEmail(): string {
  return `student-${randomUUID()}@students.codehop.invalid`;
}

/**
 * School students' passwords are printed on cards and typed by children at their school's own,
 * rate-limited login page: argon2id with a lighter memory cost than accounts with e-mail (a class
 * of 200 is created in one call). The parameters live in the hash, so verifyPassword checks both.
 */
const STUDENT_OPTIONS: Options = { algorithm: 2, memoryCost: 4_096, timeCost: 2, parallelism: 1 };

export function hashStudentPassword(password: string): Promise<string> {
  return hash(password, STUDENT_OPTIONS);
}

/**
 * A whole class signs in (or joins through the class link) from one school address within a
 * minute, typos included: the school calls allow more per address than a family's login does, and
 * still stop guessing at any useful speed (a card password is one of 36,000).
 */
export const SCHOOL_RATE_LIMITS = {
  loginOrg: { max: 120, timeWindow: '1 minute' },
  classSignup: { max: 60, timeWindow: '1 minute' },
  /** A class's picture login page: opened on each of the class's tablets, and again after each child. */
  pictureClass: { max: 120, timeWindow: '1 minute' },
} as const;
