/**
 * The quiz screens' English words (issue 15), the `quiz` namespace. The questions themselves are
 * course content and come from the server in English.
 */
export const quizEn = {
  title: 'Quiz: {{chapter}}',
  progress: 'Question {{n}} of {{total}}',
  pick: 'Pick an answer',
  right: 'Right!',
  wrong: 'Not quite',
  next: 'Next question',
  results: 'See my score',
  nextMissed: 'Next one I missed',
  resultTitle: 'Your score',
  score: 'You got {{score}} of {{total}} right!',
  allRight: 'Every question right. The quiz is done!',
  chapterTick: 'Quiz complete: this chapter gets its tick.',
  tryMissed: 'Try the ones you missed',
  backToGame: 'Back to the game',
  passRule: 'Every answer must be right to pass the quiz. Try the ones you missed again.',
  notSaved: 'Log in to keep your quiz score.',
  missing: 'This quiz does not exist.',
  loadFailed: 'The quiz could not be loaded.',
  answerFailed: 'Your answer could not be sent. Try again.',
  review: {
    title: "{{name}}'s answers: {{chapter}}",
    summary: '{{score}} of {{total}} right, {{first}} on the first try',
    complete: 'Quiz complete',
    notComplete: 'Not finished yet',
    rightAnswer: 'Right answer',
    noAnswers: 'Not answered yet',
    answered: 'Answered',
  },
  rightAnswer: 'The right answer:',
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type QuizKey = Leaves<typeof quizEn>;
