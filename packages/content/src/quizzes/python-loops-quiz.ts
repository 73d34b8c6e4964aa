import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 3, Loops: what loops-level1..7 taught. */
export const pythonLoopsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 3,
  title: 'Loops',
  questions: [
    {
      id: 1,
      question: 'How many steps does the rabbit take?',
      code: 'for step in range(5):\n    move_forward()',
      answers: [
        { text: '5', correct: true, explanation: 'range(5) repeats the loop 5 times, one step each time.' },
        { text: '4', correct: false, explanation: 'range(5) gives 0, 1, 2, 3, 4: that is five numbers, so five times round.' },
        { text: '1', correct: false, explanation: 'The pushed-in line runs every time round the loop, not once.' },
      ],
    },
    {
      id: 2,
      question: 'How many times does the rabbit say "done"?',
      code: 'for step in range(3):\n    move_forward()\nspeak("done")',
      answers: [
        { text: 'Once, after the loop', correct: true, explanation: 'speak is not pushed in, so it is not part of the loop.' },
        { text: '3 times', correct: false, explanation: 'Only pushed-in lines repeat. This one starts at the left edge.' },
        { text: 'Never', correct: false, explanation: 'Lines after a loop run when the loop has finished.' },
      ],
    },
    {
      id: 3,
      question: 'Which numbers does range(1, 4) give?',
      answers: [
        { text: '1, 2, 3', correct: true, explanation: 'It starts at 1 and stops just before 4.' },
        { text: '1, 2, 3, 4', correct: false, explanation: 'The second number is where range stops, and it is not included.' },
        { text: '0, 1, 2, 3', correct: false, explanation: 'That is range(4). With two numbers, the first is the start.' },
      ],
    },
    {
      id: 4,
      question: 'What does count hold at the end?',
      code: 'count = 0\nfor hop in range(4):\n    count += 1',
      answers: [
        { text: '4', correct: true, explanation: 'count grows by 1 each time round, 4 times.' },
        { text: '1', correct: false, explanation: 'count += 1 is inside the loop, so it runs 4 times.' },
        { text: '0', correct: false, explanation: 'count starts at 0, but the loop adds to it.' },
      ],
    },
    {
      id: 5,
      question: 'What is wrong with this loop?',
      code: 'n = 0\nwhile n < 3:\n    move_forward()',
      answers: [
        { text: 'n never changes, so the loop never stops', correct: true, explanation: 'Add n += 1 inside the loop so the check becomes false at last.' },
        { text: 'while needs range()', correct: false, explanation: 'range() belongs to for loops. while only needs a check that can become false.' },
        { text: 'Nothing, it walks 3 steps', correct: false, explanation: 'n stays 0, and 0 < 3 is always true: the rabbit walks until something stops it.' },
      ],
    },
    {
      id: 6,
      question: 'How many times does move_forward() run?',
      code: 'for side in range(4):\n    for step in range(3):\n        move_forward()\n    turn_left()',
      answers: [
        { text: '12', correct: true, explanation: '3 steps on each of 4 sides, 4 times 3.' },
        { text: '7', correct: false, explanation: 'The loops multiply, they do not add: the inner loop runs fully each time round the outer one.' },
        { text: '4', correct: false, explanation: 'That is how many times turn_left() runs.' },
      ],
    },
    {
      id: 7,
      question: 'Why does a level allow only a few lines of code?',
      answers: [
        { text: 'To make you use a loop instead of writing the same lines again and again', correct: true, explanation: 'Loops let a short program do a long job.' },
        { text: 'Because Python can only run short programs', correct: false, explanation: 'Python can run very long programs. The limit is there to teach loops.' },
        { text: 'Because comments are not allowed', correct: false, explanation: 'Comments and blank lines do not count towards the limit.' },
      ],
    },
    {
      id: 8,
      question: 'A rock is in front of the rabbit. Which loop body pushes it along and follows it?',
      answers: [
        { text: 'push() then move_forward()', correct: true, explanation: 'Push the rock one tile, then step into the space it left.' },
        { text: 'move_forward() then push()', correct: false, explanation: 'Stepping first bumps into the rock: it is still in the way.' },
        { text: 'push() only', correct: false, explanation: 'After one push the rabbit is a tile behind. The next push() finds nothing in front.' },
      ],
    },
  ],
};
