import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 1, Variables and Types: what intro-level1..7 taught. */
export const pythonIntroQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 1,
  title: 'Variables and Types',
  questions: [
    {
      id: 1,
      question: 'The rabbit faces a carrot 3 tiles away. Which line walks it onto the carrot?',
      answers: [
        { text: 'move_forward(3)', correct: true, explanation: 'The number in the brackets is how many steps to take.' },
        { text: 'move_forward()', correct: false, explanation: 'Empty brackets mean one step only. The carrot is 3 steps away.' },
        { text: 'move_forward(4)', correct: false, explanation: 'That is one step too many: the rabbit walks past the carrot.' },
        { text: 'collect(3)', correct: false, explanation: 'collect() picks things up; it does not walk.' },
      ],
    },
    {
      id: 2,
      question: 'The rabbit walks up the screen. Which way does it face after turn_right()?',
      answers: [
        { text: 'Right, towards the right side of the screen', correct: true, explanation: 'Facing up, its right hand points to the right of the screen.' },
        { text: 'Left', correct: false, explanation: 'That is what turn_left() does.' },
        { text: 'Down', correct: false, explanation: 'To face down it needs two turns.' },
        { text: 'It takes one step to the right', correct: false, explanation: 'A turn never takes a step. The rabbit stays on its tile.' },
      ],
    },
    {
      id: 3,
      question: 'Which line makes a variable called steps that holds the number 5?',
      answers: [
        { text: 'steps = 5', correct: true, explanation: 'The name on the left, = means "put into", the value on the right.' },
        { text: '5 = steps', correct: false, explanation: 'The name always goes on the left of the =.' },
        { text: '"steps" = 5', correct: false, explanation: 'With quotes, "steps" is text, not a name. Python cannot put a value into text.' },
        { text: 'steps(5)', correct: false, explanation: 'Brackets call a command. To fill a variable, use =.' },
      ],
    },
    {
      id: 4,
      question: 'What does the rabbit say?',
      code: 'greeting = "Ahoy!"\nspeak("greeting")',
      answers: [
        { text: 'greeting', correct: true, explanation: 'The quotes make it the word greeting, not the box called greeting.' },
        { text: 'Ahoy!', correct: false, explanation: 'To say what is in the box, write speak(greeting) with no quotes.' },
        { text: 'Nothing, Python stops with an error', correct: false, explanation: 'No error here: "greeting" is just a string, and strings can be spoken.' },
      ],
    },
    {
      id: 5,
      question: 'Which of these values is a string (text)?',
      answers: [
        { text: '"42"', correct: true, explanation: 'Anything in quotes is a string, even digits.' },
        { text: '42', correct: false, explanation: 'Without quotes, 42 is a number (an int).' },
        { text: 'steps', correct: false, explanation: 'Without quotes, steps is the name of a variable.' },
      ],
    },
    {
      id: 6,
      question: 'What does password hold after this code?',
      code: 'password = read()',
      answers: [
        { text: 'The text written on the sign the rabbit faces', correct: true, explanation: 'read() gives back the sign\'s text and = puts it in the box.' },
        { text: 'The word "read"', correct: false, explanation: 'read() is a command. Its result goes into password, not its name.' },
        { text: 'Nothing: read() only shows a popup', correct: false, explanation: 'The popup shows the text, and read() also gives it back to your program.' },
      ],
    },
    {
      id: 7,
      question: 'Farmer Oak wants to hear exactly "Good morning!". Which line works?',
      answers: [
        { text: 'speak("Good morning!")', correct: true, explanation: 'Same capital letter, same space, same exclamation mark.' },
        { text: 'speak("good morning!")', correct: false, explanation: 'A small g is a different letter to the game. Strings must match exactly.' },
        { text: 'speak(Good morning!)', correct: false, explanation: 'Without quotes Python does not know this is text, and stops with an error.' },
      ],
    },
  ],
};
