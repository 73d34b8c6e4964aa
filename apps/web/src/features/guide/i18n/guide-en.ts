/**
 * The `guide` namespace: the Teacher's Guide's own words around its text. The guide's
 * text itself is content (packages/content/guide), in English, Spanish, German and Arabic.
 */
export const guideEn = {
  title: "Teacher's Guide",
  tagline: "Lesson plans, learning goals, common mistakes and curriculum links for every chapter of Codehop's two Python courses.",
  firstWeek: 'Your first week',
  courses: 'The courses',
  chapters: 'Chapters',
  chapter: 'Chapter {{number}}',
  levels_one: '{{count}} level',
  levels_other: '{{count}} levels',
  audience: 'Who it is for',
  pacing: 'Pacing',
  goals: 'Learning goals',
  ideas: 'Python ideas and words',
  lesson: 'A 45-minute lesson',
  warmUp: 'Warm-up',
  unplugged: 'Unplugged activity',
  play: 'Play',
  wrapUp: 'Wrap-up',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  mistakes: 'Common mistakes and how to help',
  whatHappens: 'What happens',
  howToHelp: 'How to help',
  levelsHeading: 'The levels',
  playLevel: 'Play {{name}}',
  curriculum: 'Curriculum links',
  code: 'Code',
  standard: 'Standard (published wording)',
  inThisChapter: 'In this chapter',
  england: 'England: computing programme of study',
  csta: 'CSTA K-12 Computer Science Standards',
  answers: 'Solutions and quiz answer key',
  answersSignIn: "Log in with a school's teacher or admin account to see every level's solution and the quiz's answer key here.",
  logIn: 'Log in',
  howItWorks: 'How it works',
  quizKey: 'Quiz answer key: {{title}}',
  answer: 'Answer',
  noQuiz: 'This chapter has no quiz.',
  print: 'Print this chapter',
  printCourse: 'Print every chapter',
  partlyEnglish: 'Parts of this page are not yet written in your language and are shown in English.',
  previous: 'Previous chapter',
  next: 'Next chapter',
  notFound: 'There is no such page in the guide.',
  failed: 'The guide could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  openChapter: 'Read chapter {{number}}: {{name}}',
};

export type GuideKey = keyof typeof guideEn extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Key
  : never;
