import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 6, Functions: what functions-level1..7 taught. */
export const pythonFunctionsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 6,
  title: 'Functions',
  questions: [
    {
      id: 1,
      question: 'What happens when Python reads these lines?',
      code: 'def wave():\n    turn_left()\n    turn_right()',
      answers: [
        { text: 'Python learns the new command wave, but the rabbit does not move yet', correct: true, explanation: 'def only defines the function. It runs when you call wave().' },
        { text: 'The rabbit turns left and right', correct: false, explanation: 'Not yet! The lines run only when the function is called.' },
        { text: 'An error: wave is not a command', correct: false, explanation: 'def is exactly how you make new commands.' },
      ],
    },
    {
      id: 2,
      question: 'Which line runs the function harvest?',
      answers: [
        { text: 'harvest()', correct: true, explanation: 'The name followed by brackets calls it.' },
        { text: 'harvest', correct: false, explanation: 'Without brackets you only name the function; it does not run.' },
        { text: 'def harvest():', correct: false, explanation: 'That line defines the function, it does not call it.' },
      ],
    },
    {
      id: 3,
      question: 'In visit(3, "Bo"), what does the parameter name hold?',
      code: 'def visit(steps, name):\n    move_forward(steps)\n    speak(name)',
      answers: [
        { text: '"Bo"', correct: true, explanation: 'Values fill the parameters in order: steps gets 3, name gets "Bo".' },
        { text: '3', correct: false, explanation: '3 goes to the first parameter, steps.' },
        { text: '"name"', correct: false, explanation: 'name is a parameter: it holds the value the call gave, not its own name.' },
      ],
    },
    {
      id: 4,
      question: 'What does the rabbit say?',
      code: 'def double(n):\n    return n * 2\n\nspeak(double(5))',
      answers: [
        { text: '10', correct: true, explanation: 'double(5) returns 5 * 2, and speak says it.' },
        { text: '5', correct: false, explanation: 'The function gives back n * 2, not n.' },
        { text: 'Nothing', correct: false, explanation: 'return hands 10 back to the line that called double, and speak says it.' },
      ],
    },
    {
      id: 5,
      question: 'This function has print instead of return. What does price(3) give back?',
      code: 'def price(apples):\n    print(apples * 2)',
      answers: [
        { text: 'None', correct: true, explanation: 'print only shows 6 below the editor. Without return, a function gives back None.' },
        { text: '6', correct: false, explanation: '6 is printed, but not returned. Use return to hand a value back.' },
        { text: '"6"', correct: false, explanation: 'print never gives anything back.' },
      ],
    },
    {
      id: 6,
      question: 'What does ripe(7) return?',
      code: 'def ripe(age):\n    return age >= 7',
      answers: [
        { text: 'True', correct: true, explanation: '7 >= 7 is True, and the function returns the answer of the check.' },
        { text: 'False', correct: false, explanation: '>= includes 7 itself.' },
        { text: '7', correct: false, explanation: 'The function returns the check, which is True or False, not the age.' },
      ],
    },
    {
      id: 7,
      question: 'How many corn cobs does row(3) collect?',
      code: 'def row(length):\n    for step in range(length):\n        move_forward()\n        collect()',
      answers: [
        { text: '3', correct: true, explanation: 'length is 3, so the loop runs 3 times.' },
        { text: '1', correct: false, explanation: 'collect() is inside the loop: it runs every time round.' },
        { text: 'It depends on the last call', correct: false, explanation: 'Each call gets its own length. row(3) always runs the loop 3 times.' },
      ],
    },
    {
      id: 8,
      question: 'In which order do you take coins from a closed chest and leave it as you found it?',
      answers: [
        { text: 'open(), collect(), close()', correct: true, explanation: 'A chest must be open to collect from it, and close() shuts it again.' },
        { text: 'collect(), open(), close()', correct: false, explanation: 'Collecting from a closed chest is an error: open it first.' },
        { text: 'open(), close(), collect()', correct: false, explanation: 'Once it is closed again, the coins are out of reach.' },
      ],
    },
  ],
};
