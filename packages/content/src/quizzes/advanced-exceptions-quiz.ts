import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 7, Exception Handling: what its levels taught. */
export const advancedExceptionsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 7,
  title: "Exception Handling",
  questions: [
    {
      id: 1,
      question: "The rabbit bumps a fence inside try: ... except MoveError: turn_right(). What happens?",
      answers: [
        { text: "The error is caught and the rabbit turns right", correct: true, explanation: "The except part is plan B for that error." },
        { text: "The program stops with an error", correct: false, explanation: "That happens only when nothing catches the error." },
        { text: "The rabbit walks through the fence", correct: false, explanation: "The fence still blocks; the error just does not stop the program." },
      ],
    },
    {
      id: 2,
      question: "When does the else part of a try run?",
      answers: [
        { text: "Only when the try part raised no error", correct: true, explanation: "else is for what follows a success." },
        { text: "Only when there was an error", correct: false, explanation: "That is the except part." },
        { text: "Always", correct: false, explanation: "That is the finally part." },
      ],
    },
    {
      id: 3,
      question: "When does finally run?",
      answers: [
        { text: "Always: after success, after an error, even after return", correct: true, explanation: "That makes it the place for tidying up, like turning back." },
        { text: "Only when there was no error", correct: false, explanation: "That is else." },
        { text: "Only when the program ends", correct: false, explanation: "It runs as soon as the try statement finishes." },
      ],
    },
    {
      id: 4,
      question: "Which except part catches a bump?",
      code: "try:\n    move_forward(9)\nexcept ObjectError:\n    print(\"A\")\nexcept GameError:\n    print(\"B\")\n",
      answers: [
        { text: "The GameError one: it prints B", correct: true, explanation: "MoveError is a kind of GameError, and ObjectError does not match." },
        { text: "The ObjectError one: it prints A", correct: false, explanation: "A bump is a MoveError, not an ObjectError." },
        { text: "Neither: the program stops", correct: false, explanation: "except GameError catches every game error." },
      ],
    },
    {
      id: 5,
      question: "What does int(\"mud\") do?",
      answers: [
        { text: "It raises a ValueError", correct: true, explanation: "Catch it with except ValueError: when text may not be a number." },
        { text: "It returns 0", correct: false, explanation: "Python refuses to guess: it raises an error." },
        { text: "It returns \"mud\"", correct: false, explanation: "int() must give a whole number or raise an error." },
      ],
    },
    {
      id: 6,
      question: "How do you make your own kind of error?",
      answers: [
        { text: "class TooFar(Exception): pass", correct: true, explanation: "Inheriting from Exception makes TooFar something you can raise and catch." },
        { text: "def TooFar(): raise", correct: false, explanation: "An error is a class, not a function." },
        { text: "TooFar = \"error\"", correct: false, explanation: "Text cannot be raised." },
      ],
    },
    {
      id: 7,
      question: "What does raise TooFar() do inside hop()?",
      answers: [
        { text: "It stops hop at once and sends the error to whoever called it", correct: true, explanation: "The caller can catch it with except TooFar:." },
        { text: "It prints TooFar and carries on", correct: false, explanation: "raise does not carry on: the rest of hop is skipped." },
        { text: "It ends the whole program, always", correct: false, explanation: "Only if nobody catches it." },
      ],
    },
  ],
};
