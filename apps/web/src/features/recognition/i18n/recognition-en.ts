/** Badges and certificates (issue 15): the `recognition` namespace. */
export const recognitionEn = {
  badges: {
    title: "{{name}}'s badges",
    earnedCount: '{{earned}} of {{total}} badges earned',
    earnedOn: 'Earned on {{date}}',
    notYet: 'Not earned yet',
    quizAnswers: 'Quiz answers',
    quizAnswersHint: 'See what {{name}} answered in each chapter quiz.',
  },
  badge: {
    firstLevel: { name: 'First Hop', how: 'Finish your first level.' },
    levels: { name: 'Level explorer: {{count}}', how: 'Levels to finish: {{count}}.' },
    chapter: { name: '{{chapter}}', how: 'Finish every level and the quiz of this chapter.' },
    course: { name: '{{course}} champion', how: 'Finish every level and quiz of the course.' },
    firstQuiz: { name: 'Quiz whiz', how: 'Finish your first quiz.' },
    perfectQuiz: { name: 'Perfect quiz', how: 'Answer every question of a quiz right the first time.' },
    allQuizzes: { name: 'Quiz master', how: 'Finish every quiz of {{course}}.' },
    streak: { name: 'Streak: {{count}} days', how: 'Play on {{count}} days in a row.' },
    challenges: { name: 'Challenger: {{count}}', how: 'Coding challenges to solve: {{count}}.' },
    certificate: { name: 'Certified coder', how: 'Earn your first certificate.' },
  },
  celebrate: {
    title: 'New badge!',
    see: 'See my badges',
    close: 'Yay!',
  },
  certificates: {
    title: "{{name}}'s certificates",
    none: 'No certificates yet. Finish the first four levels to earn one!',
    open: 'Open',
  },
  certificate: {
    firstSteps: 'First steps in {{course}}',
    course: '{{course}}: the whole course',
    heading: 'Certificate of achievement',
    awardedTo: 'Awarded to',
    issued: 'Issued on {{date}}',
    number: 'Certificate number: {{id}}',
    genuine: 'This certificate is genuine: Codehop issued it.',
    notGenuine: 'No certificate has this number. It is not a genuine Codehop certificate.',
    download: 'Download PDF',
  },
  notFound: 'There is nothing to show here.',
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type RecognitionKey = Leaves<typeof recognitionEn>;
