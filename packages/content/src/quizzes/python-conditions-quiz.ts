import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 5, Conditions: what conditions-level1..8 taught. */
export const pythonConditionsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 5,
  title: 'Conditions',
  questions: [
    {
      id: 1,
      question: 'Which line checks whether thing is "carrot"?',
      answers: [
        { text: 'if thing == "carrot":', correct: true, explanation: 'Two equals signs compare, and the line ends with a colon.' },
        { text: 'if thing = "carrot":', correct: false, explanation: 'One = puts a value in a box. Python stops with a SyntaxError here.' },
        { text: 'if thing == "carrot"', correct: false, explanation: 'Almost! An if line must end with a colon :' },
      ],
    },
    {
      id: 2,
      question: 'What does the rabbit say?',
      code: 'pet = "dog"\nif pet == "cat":\n    speak("Meow!")\nelse:\n    speak("Woof!")',
      answers: [
        { text: 'Woof!', correct: true, explanation: 'pet is not "cat", so the else part runs.' },
        { text: 'Meow!', correct: false, explanation: 'The if part runs only when the check is True, and "dog" == "cat" is False.' },
        { text: 'Meow! and then Woof!', correct: false, explanation: 'if and else never both run: exactly one of them does.' },
      ],
    },
    {
      id: 3,
      question: 'Which check is True?',
      answers: [
        { text: '5 >= 5', correct: true, explanation: '>= means "bigger or the same", and 5 is the same as 5.' },
        { text: '5 > 5', correct: false, explanation: '5 is not bigger than itself, so this is False.' },
        { text: '5 < 5', correct: false, explanation: '5 is not smaller than itself, so this is False.' },
      ],
    },
    {
      id: 4,
      question: 'hour is 9. What does the rabbit say?',
      code: 'if hour < 18:\n    speak("Good afternoon!")\nelif hour < 12:\n    speak("Good morning!")',
      answers: [
        { text: 'Good afternoon!', correct: true, explanation: 'That is the bug! 9 < 18 is True, so the first check wins and elif is never tried.' },
        { text: 'Good morning!', correct: false, explanation: 'Python tries the checks from the top and stops at the first True one. Put the narrow check first.' },
        { text: 'Both greetings', correct: false, explanation: 'Only the first true branch of an if/elif runs.' },
      ],
    },
    {
      id: 5,
      question: 'friends = ["Zoe", "Max"]. Which check is True?',
      answers: [
        { text: '"Max" in friends', correct: true, explanation: 'in looks for the name anywhere in the list.' },
        { text: '"Lin" in friends', correct: false, explanation: 'Lin is not in the list, so this is False.' },
        { text: '"Max" == friends', correct: false, explanation: '== compares the name with the whole list: a name is never the same as a list.' },
      ],
    },
    {
      id: 6,
      question: 'What type are True and False?',
      answers: [
        { text: 'bool', correct: true, explanation: 'Checks like 3 > 2 give a bool: True or False.' },
        { text: 'str', correct: false, explanation: 'Without quotes, True and False are not text.' },
        { text: 'int', correct: false, explanation: 'They are yes-or-no values, not numbers for counting.' },
      ],
    },
    {
      id: 7,
      question: 'On a grass tile, what does this code do?',
      code: 'if tile == "carrot":\n    collect()\nelif tile == "sapling":\n    water()',
      answers: [
        { text: 'Nothing', correct: true, explanation: 'No check is True and there is no else, so no line runs.' },
        { text: 'It waters the grass', correct: false, explanation: 'water() runs only when tile is "sapling". An else would catch grass, but there is none.' },
        { text: 'It stops with an error', correct: false, explanation: 'An if without else is fine: when no check is True, Python just moves on.' },
      ],
    },
    {
      id: 8,
      question: 'now = 15 and close = 15. What does the sign show?',
      code: 'if now < close:\n    display("Open")\nelse:\n    display("Closed")',
      answers: [
        { text: 'Closed', correct: true, explanation: '15 < 15 is False, so the else part runs.' },
        { text: 'Open', correct: false, explanation: 'That would need now <= close. 15 is not smaller than 15.' },
        { text: 'Both words', correct: false, explanation: 'Exactly one of if and else runs.' },
      ],
    },
  ],
};
