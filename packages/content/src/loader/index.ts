export { loadLevel, loadLevelPrograms, levelFoldersOnDisk, LevelNotFoundError } from './load-level.ts';
export type { PlayableLevel } from './load-level.ts';
export { levelsDirectory } from './levels-directory.ts';
export { loadCourseTexts, loadLevelNames, loadLevelTexts, localizeTemplate, templateComments } from './translations.ts';
export type { CourseTexts, LevelTexts } from './translations.ts';
export {
  CHALLENGE_DIFFICULTIES,
  ChallengeNotFoundError,
  challengesDirectory,
  findChallenge,
  loadChallengePrograms,
  loadChallenges,
} from './challenges.ts';
export type { Challenge, ChallengeDifficulty, ChallengeTest } from './challenges.ts';
export { buildHarness, judgeRun, newNonce, pythonRepr, sameValue } from './challenge-harness.ts';
export type { ChallengeOutcome, FirstFailure, HarnessRun, HiddenTest } from './challenge-harness.ts';
export { loadLocalizedQuiz, loadQuizTexts, localizeQuiz, mergeQuizTexts, quizTextsSchema } from '../quizzes/translations.ts';
export type { QuizTexts } from '../quizzes/translations.ts';
