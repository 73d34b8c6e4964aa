import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 4, Async/Await Functions: what its levels taught. */
export const advancedAsyncQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 4,
  title: "Async/Await Functions",
  questions: [
    {
      id: 1,
      question: "What happens when you call main() if main is defined with async def?",
      answers: [
        { text: "You get a coroutine, but nothing runs yet", correct: true, explanation: "Asyncio.run(main()) or await main() runs it." },
        { text: "It runs straight away, like any function", correct: false, explanation: "Async functions wait to be started." },
        { text: "It is a syntax error", correct: false, explanation: "The call is allowed; it just makes a coroutine." },
      ],
    },
    {
      id: 2,
      question: "Which line starts an async program from the top level?",
      answers: [
        { text: "asyncio.run(main())", correct: true, explanation: "asyncio.run starts the event loop and runs the coroutine to the end." },
        { text: "await main()", correct: false, explanation: "await only works inside an async function." },
        { text: "asyncio.run(main)", correct: false, explanation: "run needs the coroutine main(), with brackets." },
      ],
    },
    {
      id: 3,
      question: "Where may you write await?",
      answers: [
        { text: "Only inside an async def function", correct: true, explanation: "At the top of the program use asyncio.run instead." },
        { text: "Anywhere in the program", correct: false, explanation: "At the top level, await is a syntax error." },
        { text: "Only inside a for loop", correct: false, explanation: "Loops have nothing to do with it." },
      ],
    },
    {
      id: 4,
      question: "What does this print?",
      code: "async def shout(words, delay):\n    await asyncio.sleep(delay)\n    print(words)\n\nasync def main():\n    await asyncio.gather(shout(\"late\", 0.2), shout(\"early\", 0.1))\n\nasyncio.run(main())\n",
      answers: [
        { text: "early, then late", correct: true, explanation: "Both start together; the shorter sleep ends first." },
        { text: "late, then early", correct: false, explanation: "The listed order does not decide: the sleeps do." },
        { text: "Only late", correct: false, explanation: "gather runs every job to the end." },
      ],
    },
    {
      id: 5,
      question: "Why use await asyncio.sleep(0)?",
      answers: [
        { text: "To let the other jobs have a turn", correct: true, explanation: "Coroutines only switch at an await; sleep(0) hands over without waiting." },
        { text: "To stop the program", correct: false, explanation: "It pauses this job for no time at all." },
        { text: "It does nothing useful", correct: false, explanation: "Without it, one job can keep the turn until it finishes." },
      ],
    },
    {
      id: 6,
      question: "gather(slow(), quick()) where slow returns \"slow\" after a long sleep. What list comes back?",
      answers: [
        { text: "[\"slow\", \"quick\"]", correct: true, explanation: "Results come in the order the jobs were listed." },
        { text: "[\"quick\", \"slow\"]", correct: false, explanation: "That is the order they finished, not the order of the results." },
        { text: "Only \"quick\"", correct: false, explanation: "gather waits for every job." },
      ],
    },
    {
      id: 7,
      question: "Why is time.sleep() a bad idea inside a coroutine?",
      answers: [
        { text: "It freezes every job, not just this one", correct: true, explanation: "Only await asyncio.sleep() lets the others run meanwhile." },
        { text: "It is not allowed in Python", correct: false, explanation: "It is allowed; it just blocks the whole program." },
        { text: "It sleeps twice as long", correct: false, explanation: "It sleeps as long as asked, but nothing else runs meanwhile." },
      ],
    },
  ],
};
