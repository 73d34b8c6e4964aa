import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 8, Math Modules: what its levels taught. */
export const advancedMathQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 8,
  title: "Math Modules",
  questions: [
    {
      id: 1,
      question: "What is math.sqrt(25)?",
      answers: [
        { text: "5.0", correct: true, explanation: "sqrt always gives a decimal number; int(5.0) makes it 5." },
        { text: "5", correct: false, explanation: "Close, but sqrt returns the float 5.0." },
        { text: "625", correct: false, explanation: "That is 25 squared, not its square root." },
      ],
    },
    {
      id: 2,
      question: "math.floor(2.9) and math.ceil(2.1) are...",
      answers: [
        { text: "2 and 3", correct: true, explanation: "floor rounds down, ceil rounds up." },
        { text: "3 and 2", correct: false, explanation: "It is the other way round." },
        { text: "3 and 3", correct: false, explanation: "floor never rounds up." },
      ],
    },
    {
      id: 3,
      question: "Why call random.seed(7) before rolling?",
      answers: [
        { text: "So the same \"random\" numbers come every time", correct: true, explanation: "The same seed starts the same sequence: great for replays and tests." },
        { text: "To make the numbers more random", correct: false, explanation: "A fixed seed makes them repeatable, not more random." },
        { text: "randint does not work without it", correct: false, explanation: "It works; the numbers are just different every run." },
      ],
    },
    {
      id: 4,
      question: "What does random.seed(7) inside the loop do?",
      code: "for roll in range(3):\n    random.seed(7)\n    print(random.randint(1, 3))\n",
      answers: [
        { text: "Prints the same number three times", correct: true, explanation: "Each seed restarts the sequence at its first number." },
        { text: "Prints three different numbers", correct: false, explanation: "Re-seeding every time throws the sequence back to the start." },
        { text: "Prints 7 three times", correct: false, explanation: "The seed is the starting point, not the result." },
      ],
    },
    {
      id: 5,
      question: "statistics.median([9, 1, 5]) is...",
      answers: [
        { text: "5", correct: true, explanation: "Sorted, the list is [1, 5, 9], and 5 is in the middle." },
        { text: "1", correct: false, explanation: "That is the middle of the list as written, not sorted." },
        { text: "5.0", correct: false, explanation: "With an odd number of whole numbers, the median is the middle item itself: 5." },
      ],
    },
    {
      id: 6,
      question: "What does str(Fraction(\"2/8\")) give?",
      answers: [
        { text: "\"1/4\"", correct: true, explanation: "Fractions are always kept simplified." },
        { text: "\"2/8\"", correct: false, explanation: "Fraction simplifies right away." },
        { text: "\"0.25\"", correct: false, explanation: "A Fraction stays a fraction; float() would give 0.25." },
      ],
    },
    {
      id: 7,
      question: "Why is 0.1 + 0.2 not exactly 0.3 in Python?",
      answers: [
        { text: "Decimals are stored in binary and cannot hold 0.1 exactly", correct: true, explanation: "Fractions or the decimal module avoid the tiny error." },
        { text: "Python has a bug", correct: false, explanation: "Every language with binary floats does this." },
        { text: "Because + rounds down", correct: false, explanation: "No rounding rule is involved; 0.1 just cannot be stored exactly." },
      ],
    },
  ],
};
