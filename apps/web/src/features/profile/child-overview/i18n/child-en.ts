/**
 * The `child` namespace: a parent's page for one child, at profile/student/{id}.
 */
export const childEn = {
  heading: "{{name}}'s progress",
  week: 'This week',
  weekNote: 'Since Monday. Codehop counts the days your child played and the programs they ran, not minutes.',
  daysPlayed_one: '{{count}} day played',
  daysPlayed_other: '{{count}} days played',
  runs_one: '{{count}} program run',
  runs_other: '{{count}} programs run',
  levelsCompleted_one: '{{count}} level completed',
  levelsCompleted_other: '{{count}} levels completed',
  assistantUses_one: '{{count}} tip from the assistant',
  assistantUses_other: '{{count}} tips from the assistant',
  assistantLimit: 'Assistant on: up to {{limit}} tips a day',
  assistantUnlimited: 'Assistant on, with no daily limit',
  assistantOff: 'Assistant off',
  courses: 'Progress by course',
  levelsDone: '{{done}} of {{total}} levels',
  quizScore: 'Quiz: {{score}} of {{questions}}',
  quizDone: 'Quiz complete: {{score}} of {{questions}}',
  quizNotTaken: 'Quiz not taken yet',
  notStarted: 'Not started',
  inProgress: 'Started',
  complete: 'Done',
  lastCode: 'Last code',
  badges: 'Badges',
  noBadges: 'No badges yet.',
  allBadges: 'See every badge',
  certificates: 'Certificates',
  noCertificates: 'No certificates yet.',
  certificate: 'Certificate: {{course}}',
  settings: 'Settings',
  name: 'Name',
  avatar: 'Avatar',
  save: 'Save',
  saved: 'Saved.',
  password: 'Password',
  passwordNote: 'Children in a family account have no password of their own: they play when you choose them after you log in, so your password protects their account.',
  changePassword: 'Change your password (we e-mail you a link)',
  play: 'Play as {{name}}',
  notYours: 'You cannot see this child',
  back: 'Back to my children',
  failed: 'This page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  open: 'See progress',
};

export type ChildKey = keyof typeof childEn extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Key
  : never;
