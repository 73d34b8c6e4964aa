import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 9, String & Time Modules: what its levels taught. */
export const advancedStringTimeQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 9,
  title: "String & Time Modules",
  questions: [
    {
      id: 1,
      question: "What does this give?",
      code: "price = 3\nf\"{price * 0.5:.2f} coins\"\n",
      answers: [
        { text: "\"1.50 coins\"", correct: true, explanation: "The value is worked out, then shown with two decimals." },
        { text: "\"1.5 coins\"", correct: false, explanation: "Without :.2f it would be 1.5." },
        { text: "\"{price * 0.5:.2f} coins\"", correct: false, explanation: "That is what you get without the f before the quotes." },
      ],
    },
    {
      id: 2,
      question: "What is \"2-3-1\".split(\"-\")?",
      answers: [
        { text: "[\"2\", \"3\", \"1\"]", correct: true, explanation: "split cuts at every dash; the pieces are still text." },
        { text: "[2, 3, 1]", correct: false, explanation: "The pieces are text: int() turns each into a number." },
        { text: "\"231\"", correct: false, explanation: "That would be replace(\"-\", \"\")." },
      ],
    },
    {
      id: 3,
      question: "What does \"-\".join([\"a\", \"b\", \"c\"]) give?",
      answers: [
        { text: "\"a-b-c\"", correct: true, explanation: "join glues the items with the text it is called on." },
        { text: "[\"a-b-c\"]", correct: false, explanation: "join returns one text, not a list." },
        { text: "\"abc-\"", correct: false, explanation: "The glue goes between the items only." },
      ],
    },
    {
      id: 4,
      question: "What is string.ascii_uppercase.index(\"C\")?",
      answers: [
        { text: "2", correct: true, explanation: "A is at 0, B at 1, C at 2." },
        { text: "3", correct: false, explanation: "index counts from 0, like list positions." },
        { text: "\"C\"", correct: false, explanation: "index gives the position, not the letter." },
      ],
    },
    {
      id: 5,
      question: "How many days from 2026-11-25 to 2026-12-01?",
      code: "from datetime import date\n(date.fromisoformat(\"2026-12-01\") - date.fromisoformat(\"2026-11-25\")).days\n",
      answers: [
        { text: "6", correct: true, explanation: "datetime knows November has 30 days." },
        { text: "-24", correct: false, explanation: "That is 1 - 25, ignoring the change of month." },
        { text: "7", correct: false, explanation: "Count again: 26, 27, 28, 29, 30, 1." },
      ],
    },
    {
      id: 6,
      question: "Which strftime code gives the full weekday name, like Tuesday?",
      answers: [
        { text: "%A", correct: true, explanation: "Capital A: the full name. Small %a gives Tue." },
        { text: "%a", correct: false, explanation: "That is the short name, Tue." },
        { text: "%d", correct: false, explanation: "%d is the day of the month, like 01." },
      ],
    },
    {
      id: 7,
      question: "time.strftime(\"%H:%M:%S\", time.gmtime(3661)) gives...",
      answers: [
        { text: "\"01:01:01\"", correct: true, explanation: "3661 seconds is 1 hour, 1 minute and 1 second, each shown with two digits." },
        { text: "\"1:1:1\"", correct: false, explanation: "strftime always writes two digits for these codes." },
        { text: "\"3661\"", correct: false, explanation: "gmtime splits the seconds into hours, minutes and seconds." },
      ],
    },
  ],
};
