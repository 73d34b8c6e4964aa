import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 2, Basic Operators: what operators-level1..6 taught. */
export const pythonOperatorsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 2,
  title: 'Basic Operators',
  questions: [
    {
      id: 1,
      question: 'What does total hold?',
      code: 'total = 6 + 5',
      answers: [
        { text: '11', correct: true, explanation: 'Python works out 6 + 5 first, then puts 11 in the box.' },
        { text: '65', correct: false, explanation: 'That is what "6" + "5" gives: two strings stuck together. 6 and 5 without quotes are numbers.' },
        { text: '"6 + 5"', correct: false, explanation: 'Without quotes Python does the sum; it does not keep the text.' },
      ],
    },
    {
      id: 2,
      question: 'The pile has 10 logs and a bridge takes 4. Which line gives the logs that are left?',
      answers: [
        { text: 'left = 10 - 4', correct: true, explanation: 'Take away the 4 the bridge uses.' },
        { text: 'left = 10 + 4', correct: false, explanation: 'That adds 4 more logs: 14.' },
        { text: 'left = 4 - 10', correct: false, explanation: 'The order matters for -: 4 - 10 is -6.' },
      ],
    },
    {
      id: 3,
      question: 'Which sign means "times" in Python?',
      answers: [
        { text: '*', correct: true, explanation: '3 * 4 is 12.' },
        { text: 'x', correct: false, explanation: 'x is a letter. Python would think it is the name of a variable.' },
        { text: '+', correct: false, explanation: '+ adds, or joins text.' },
        { text: '//', correct: false, explanation: '// divides and keeps the whole number.' },
      ],
    },
    {
      id: 4,
      question: 'What does message hold?',
      code: 'name = "Rosa"\nmessage = "Hi, " + name + "!"',
      answers: [
        { text: 'Hi, Rosa!', correct: true, explanation: '+ joins the strings end to end, and the space is inside the quotes.' },
        { text: 'Hi,Rosa!', correct: false, explanation: 'The space after the comma is inside "Hi, ", so it stays.' },
        { text: 'Hi, name!', correct: false, explanation: 'name has no quotes, so Python uses what is in the box: Rosa.' },
      ],
    },
    {
      id: 5,
      question: '17 apples go into 5 baskets, the same in each. Which line gives how many go in each basket?',
      answers: [
        { text: 'each = 17 // 5', correct: true, explanation: '// divides and keeps the whole number, 3.' },
        { text: 'each = 17 / 5', correct: false, explanation: 'One slash gives 3.4. You cannot put 0.4 of an apple in a basket!' },
        { text: 'each = 17 % 5', correct: false, explanation: '% gives the apples left over, 2.' },
      ],
    },
    {
      id: 6,
      question: 'What is 17 % 5?',
      answers: [
        { text: '2', correct: true, explanation: '5 goes into 17 three times (15), and 2 are left over.' },
        { text: '3', correct: false, explanation: 'That is 17 // 5, the whole part of the division.' },
        { text: '3.4', correct: false, explanation: 'That is 17 / 5, the division with a decimal point.' },
      ],
    },
    {
      id: 7,
      question: 'What does left hold?',
      code: 'left = 12 - 2 * 4',
      answers: [
        { text: '4', correct: true, explanation: '* comes first: 2 * 4 is 8, and 12 - 8 is 4.' },
        { text: '40', correct: false, explanation: 'That would be (12 - 2) * 4. Without brackets, * goes first.' },
        { text: '6', correct: false, explanation: 'Check the order again: multiply first, then take away.' },
      ],
    },
  ],
};
