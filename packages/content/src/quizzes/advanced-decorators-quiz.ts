import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 6, Decorators: what its levels taught. */
export const advancedDecoratorsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 6,
  title: "Decorators",
  questions: [
    {
      id: 1,
      question: "What does @shout above def say(words): mean?",
      answers: [
        { text: "say = shout(say)", correct: true, explanation: "The decorator gets the function and its result replaces it." },
        { text: "shout runs every time Python starts", correct: false, explanation: "It runs once, when say is defined." },
        { text: "say is renamed shout", correct: false, explanation: "The name stays say; what it holds changes." },
      ],
    },
    {
      id: 2,
      question: "A wrapper appends to a log but never calls func. What happens when you call the decorated function?",
      answers: [
        { text: "It is logged, but the real work never happens", correct: true, explanation: "The wrapper must call func(...) to run the original." },
        { text: "Python calls func anyway", correct: false, explanation: "Python only runs what the wrapper runs." },
        { text: "A syntax error", correct: false, explanation: "It is valid Python, just a wrong program." },
      ],
    },
    {
      id: 3,
      question: "Why write def wrapper(*args, **kwargs)?",
      answers: [
        { text: "So the wrapper fits functions with any arguments", correct: true, explanation: "It passes on whatever the call gave: func(*args, **kwargs)." },
        { text: "Python requires exactly these names", correct: false, explanation: "The names are a habit; the stars do the work." },
        { text: "To make the function run twice", correct: false, explanation: "Stars gather arguments; they repeat nothing." },
      ],
    },
    {
      id: 4,
      question: "After decorating without @wraps, what is hop.__name__?",
      answers: [
        { text: "\"wrapper\"", correct: true, explanation: "hop now holds the wrapper function, with its own name." },
        { text: "\"hop\"", correct: false, explanation: "Only @wraps(func) copies the name across." },
        { text: "None", correct: false, explanation: "Every function has a name." },
      ],
    },
    {
      id: 5,
      question: "@repeat(3) def cheer(): ... What runs first?",
      answers: [
        { text: "repeat(3), which returns the real decorator", correct: true, explanation: "A decorator with arguments is a function that makes a decorator." },
        { text: "cheer()", correct: false, explanation: "Decorating does not call cheer." },
        { text: "The wrapper, three times", correct: false, explanation: "The wrapper only runs when you call cheer()." },
      ],
    },
    {
      id: 6,
      question: "Where should wrapper.calls = 0 go in a counting decorator?",
      answers: [
        { text: "In the decorator, after defining wrapper, before return", correct: true, explanation: "It runs once, so the count starts at 0 and then grows." },
        { text: "At the top of wrapper", correct: false, explanation: "Then every call resets the count." },
        { text: "Nowhere: Python counts calls for you", correct: false, explanation: "Functions do not count their calls by themselves." },
      ],
    },
    {
      id: 7,
      question: "Can one function have two decorators?",
      code: "@logged\n@repeat(2)\ndef hop():\n    move_forward()\n",
      answers: [
        { text: "Yes: the lower one wraps first, the upper one wraps the result", correct: true, explanation: "hop = logged(repeat(2)(hop))." },
        { text: "No, only one is allowed", correct: false, explanation: "Decorators stack." },
        { text: "Yes, but only the top one works", correct: false, explanation: "Both work, from the inside out." },
      ],
    },
  ],
};
