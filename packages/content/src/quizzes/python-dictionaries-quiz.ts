import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 7, Dictionaries: what dictionaries-level1..7 taught. */
export const pythonDictionariesQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 7,
  title: 'Dictionaries',
  questions: [
    {
      id: 1,
      question: 'Which line makes a dictionary?',
      answers: [
        { text: 'seeds = {"carrot": 3}', correct: true, explanation: 'Curly brackets, and a colon between the key and its value.' },
        { text: 'seeds = ["carrot", 3]', correct: false, explanation: 'Square brackets make a list of two items, not a pair.' },
        { text: 'seeds = {"carrot" = 3}', correct: false, explanation: 'Inside a dictionary a colon joins key and value, not =.' },
      ],
    },
    {
      id: 2,
      question: 'What is legs["cat"]?',
      code: 'legs = {"bird": 2, "cat": 4}',
      answers: [
        { text: '4', correct: true, explanation: 'The key "cat" finds its value, 4.' },
        { text: '2', correct: false, explanation: '2 is the value under "bird".' },
        { text: '"cat"', correct: false, explanation: 'Square brackets with a key give back the value, not the key.' },
      ],
    },
    {
      id: 3,
      question: 'What does votes hold at the end?',
      code: 'votes = {"yes": 0, "no": 0}\nfor answer in ["yes", "yes", "no"]:\n    votes[answer] += 1',
      answers: [
        { text: '{"yes": 2, "no": 1}', correct: true, explanation: 'Each answer adds 1 under its own key.' },
        { text: '{"yes": 1, "no": 1}', correct: false, explanation: '+= 1 adds each time, so "yes" is counted twice.' },
        { text: '{"answer": 3}', correct: false, explanation: 'answer has no quotes: the key is the value inside it, "yes" or "no".' },
      ],
    },
    {
      id: 4,
      question: 'What does pens hold after this code?',
      code: 'pens = {}\npens["hen"] = "Clucky"',
      answers: [
        { text: '{"hen": "Clucky"}', correct: true, explanation: 'Putting a value under a new key adds the pair.' },
        { text: '{}', correct: false, explanation: 'The second line adds a pair to the empty dictionary.' },
        { text: 'An error: "hen" is not in pens', correct: false, explanation: 'Reading a missing key is an error, but writing one adds it.' },
      ],
    },
    {
      id: 5,
      question: 'What does the loop give each time round?',
      code: 'for name, fruit in orders.items():\n    speak(fruit)',
      answers: [
        { text: 'A key in name and its value in fruit', correct: true, explanation: '.items() gives the pairs, one by one.' },
        { text: 'Only the keys', correct: false, explanation: 'That is what for name in orders: gives. .items() gives the values too.' },
        { text: 'The whole dictionary', correct: false, explanation: 'The loop goes through the pairs one at a time.' },
      ],
    },
    {
      id: 6,
      question: 'seeds = {"carrot": 3} and you carry 3 carrot packets. What does plant(seeds, "carrot") do?',
      answers: [
        { text: 'Plants 3 carrot seeds', correct: true, explanation: 'plant looks up the key "carrot" and plants that many.' },
        { text: 'Plants 1 carrot seed', correct: false, explanation: 'The number comes from the dictionary: 3.' },
        { text: 'An error, because plant needs a list', correct: false, explanation: 'plant needs a dictionary and a key. That is exactly what it got.' },
      ],
    },
    {
      id: 7,
      question: 'recipes = {"pink": "berry_milk"}. Which line mixes the pink drink?',
      answers: [
        { text: 'combine(recipes["pink"])', correct: true, explanation: 'The key "pink" looks up the recipe "berry_milk".' },
        { text: 'combine("pink")', correct: false, explanation: '"pink" is the key, not a recipe. Look it up in the dictionary.' },
        { text: 'combine(recipes)', correct: false, explanation: 'combine needs one recipe name, not the whole dictionary.' },
      ],
    },
  ],
};
