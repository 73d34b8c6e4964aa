import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 1, Generators: what its levels taught. */
export const advancedGeneratorsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 1,
  title: "Generators",
  questions: [
    {
      id: 1,
      question: "What makes a function a generator?",
      answers: [
        { text: "It has yield inside", correct: true, explanation: "One yield anywhere in the body turns the function into a generator." },
        { text: "It has return inside", correct: false, explanation: "Many normal functions return. return ends a function with one value." },
        { text: "Its name starts with gen", correct: false, explanation: "Python does not look at the name at all." },
      ],
    },
    {
      id: 2,
      question: "What does this print?",
      code: "def numbers():\n    yield 1\n    yield 2\n\nfor n in numbers():\n    print(n)\n",
      answers: [
        { text: "1 then 2", correct: true, explanation: "The loop asks for values until the generator runs out." },
        { text: "Only 1", correct: false, explanation: "The generator pauses after yield 1 and carries on when the loop asks again." },
        { text: "Nothing: generators cannot be looped over", correct: false, explanation: "Looping is exactly what generators are for." },
      ],
    },
    {
      id: 3,
      question: "steps = gaps() then next(steps) twice. Which values do you get if gaps yields 3, 4, 2?",
      answers: [
        { text: "3, then 4", correct: true, explanation: "The same generator continues where it stopped." },
        { text: "3, then 3", correct: false, explanation: "That happens with next(gaps()) twice: each call makes a brand new generator." },
        { text: "4, then 2", correct: false, explanation: "The first next() gets the first yield, 3." },
      ],
    },
    {
      id: 4,
      question: "Which line is a generator expression?",
      answers: [
        { text: "(n * 2 for n in numbers)", correct: true, explanation: "Round brackets around \"value for item in list\" make a generator expression." },
        { text: "[n * 2 for n in numbers]", correct: false, explanation: "Square brackets make a whole list at once: a list comprehension." },
        { text: "def n(): yield 2", correct: false, explanation: "That is a generator function, not an expression." },
      ],
    },
    {
      id: 5,
      question: "What is sum(h // 2 for h in [4, 2, 6])?",
      answers: [
        { text: "6", correct: true, explanation: "2 + 1 + 3 = 6." },
        { text: "12", correct: false, explanation: "That adds the numbers before halving them." },
        { text: "6.0", correct: false, explanation: "// gives whole numbers, so the sum is 6, not 6.0." },
      ],
    },
    {
      id: 6,
      question: "A generator has while True: yield n. Why does the program not freeze?",
      answers: [
        { text: "It only runs when the loop asks for the next value", correct: true, explanation: "The loop that asks must stop, for example with break." },
        { text: "Python stops every while True after 100 rounds", correct: false, explanation: "Python has no such rule: a loop that never asks to stop runs forever." },
        { text: "while True is not allowed in generators", correct: false, explanation: "It is allowed, and it is how endless generators are written." },
      ],
    },
    {
      id: 7,
      question: "What happens when next() is called on a generator that has nothing left?",
      answers: [
        { text: "It raises StopIteration", correct: true, explanation: "A for loop catches it for you and simply ends." },
        { text: "It returns 0", correct: false, explanation: "There is no value to return, so Python raises an error instead." },
        { text: "It starts again from the first yield", correct: false, explanation: "A finished generator stays finished; make a new one to start again." },
      ],
    },
  ],
};
