import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 4, Lists: what lists-level1..6 taught. */
export const pythonListsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 4,
  title: 'Lists',
  questions: [
    {
      id: 1,
      question: 'Which line makes a list of three fruits?',
      answers: [
        { text: 'fruit = ["apple", "pear", "plum"]', correct: true, explanation: 'Square brackets, with commas between the items.' },
        { text: 'fruit = "apple", "pear", "plum"', correct: false, explanation: 'Without square brackets this is not a list.' },
        { text: 'fruit = ("apple" "pear" "plum")', correct: false, explanation: 'Without commas the three strings are glued into one.' },
      ],
    },
    {
      id: 2,
      question: 'What is pets[1]?',
      code: 'pets = ["cat", "dog", "fish"]',
      answers: [
        { text: '"dog"', correct: true, explanation: 'Indexes start at 0, so index 1 is the second item.' },
        { text: '"cat"', correct: false, explanation: '"cat" is pets[0]: counting starts at 0.' },
        { text: '"fish"', correct: false, explanation: '"fish" is pets[2], the third item.' },
      ],
    },
    {
      id: 3,
      question: 'What does bag hold at the end?',
      code: 'bag = []\nbag.append("shell")\nbag.append("star")',
      answers: [
        { text: '["shell", "star"]', correct: true, explanation: 'append adds each item to the end of the list.' },
        { text: '["star"]', correct: false, explanation: 'append adds; it never removes what was there.' },
        { text: '"shellstar"', correct: false, explanation: 'append keeps the items apart in a list. + would glue strings together.' },
      ],
    },
    {
      id: 4,
      question: 'What is len(["a", "b", "c", "d"])?',
      answers: [
        { text: '4', correct: true, explanation: 'len counts the items, and there are four.' },
        { text: '3', correct: false, explanation: '3 is the last index. The length is one more: 4.' },
        { text: '"d"', correct: false, explanation: 'len gives a number, not an item.' },
      ],
    },
    {
      id: 5,
      question: 'What does sorted(["pear", "apple", "fig"]) give?',
      answers: [
        { text: '["apple", "fig", "pear"]', correct: true, explanation: 'Words come out from A to Z.' },
        { text: '["pear", "fig", "apple"]', correct: false, explanation: 'That is Z to A: sorted(..., reverse=True).' },
        { text: '["pear", "apple", "fig"]', correct: false, explanation: 'That is the list as it was. sorted gives a new, ordered list.' },
      ],
    },
    {
      id: 6,
      question: 'What does the rabbit say?',
      code: 'for word in ["hop", "skip", "jump"]:\n    speak(word)',
      answers: [
        { text: 'hop, then skip, then jump', correct: true, explanation: 'The loop visits the list items in order.' },
        { text: 'jump only', correct: false, explanation: 'speak is inside the loop, so it runs for every item.' },
        { text: 'word, three times', correct: false, explanation: 'word has no quotes: it is the loop variable, holding each item in turn.' },
      ],
    },
    {
      id: 7,
      question: 'A list has 5 items. Which index is the last one?',
      answers: [
        { text: '4', correct: true, explanation: 'The indexes are 0, 1, 2, 3, 4.' },
        { text: '5', correct: false, explanation: 'list[5] would be the sixth item, and there is none: an IndexError.' },
        { text: '0', correct: false, explanation: '0 is the first item.' },
      ],
    },
  ],
};
