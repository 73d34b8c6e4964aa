import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 3, Advanced Lists: what its levels taught. */
export const advancedListsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 3,
  title: "Advanced Lists",
  questions: [
    {
      id: 1,
      question: "What is [n * 10 for n in [1, 2, 3]]?",
      answers: [
        { text: "[10, 20, 30]", correct: true, explanation: "The comprehension works out n * 10 for every n." },
        { text: "60", correct: false, explanation: "A comprehension makes a list; sum() would add it up." },
        { text: "[1, 2, 3, 10]", correct: false, explanation: "Each item is changed, nothing is added at the end." },
      ],
    },
    {
      id: 2,
      question: "letters = [\"a\", \"b\", \"c\", \"d\"]. What is letters[1:3]?",
      answers: [
        { text: "[\"b\", \"c\"]", correct: true, explanation: "From place 1 up to, but not including, place 3." },
        { text: "[\"a\", \"b\", \"c\"]", correct: false, explanation: "Places start at 0, so place 1 is \"b\"." },
        { text: "[\"b\", \"c\", \"d\"]", correct: false, explanation: "The stop place, 3, is left out." },
      ],
    },
    {
      id: 3,
      question: "What does letters[::-1] give?",
      answers: [
        { text: "The list backwards", correct: true, explanation: "A step of -1 walks the list from the end." },
        { text: "The last item only", correct: false, explanation: "letters[-1] is the last item; [::-1] is all of them reversed." },
        { text: "An error", correct: false, explanation: "Negative steps are allowed in slices." },
      ],
    },
    {
      id: 4,
      question: "What does this print?",
      code: "for a, b in zip([\"x\", \"y\"], [1, 2]):\n    print(a, b)\n",
      answers: [
        { text: "x 1, then y 2", correct: true, explanation: "zip pairs the lists side by side." },
        { text: "x 1, x 2, y 1, y 2", correct: false, explanation: "That is what two nested loops would do." },
        { text: "x y, then 1 2", correct: false, explanation: "Each pair has one item from each list." },
      ],
    },
    {
      id: 5,
      question: "What is the first pair of enumerate([\"red\", \"blue\"], 1)?",
      answers: [
        { text: "(1, \"red\")", correct: true, explanation: "The number comes first, counted from the start you gave." },
        { text: "(0, \"red\")", correct: false, explanation: "Without the 1 it would start at 0." },
        { text: "(\"red\", 1)", correct: false, explanation: "enumerate puts the number before the item." },
      ],
    },
    {
      id: 6,
      question: "Which line sorts pets = [[\"Rex\", 7], [\"Tom\", 3]] by age?",
      answers: [
        { text: "sorted(pets, key=lambda pet: pet[1])", correct: true, explanation: "The key picks the part to compare: the age at place 1." },
        { text: "sorted(pets)", correct: false, explanation: "Without a key the lists are compared by their first part, the name." },
        { text: "sorted(pets, key=1)", correct: false, explanation: "key needs a function, not a number." },
      ],
    },
    {
      id: 7,
      question: "board = [[\"x\", \"o\"], [\"o\", \"x\"]]. What is board[0][1]?",
      answers: [
        { text: "\"o\"", correct: true, explanation: "Row 0 is [\"x\", \"o\"], and place 1 in it is \"o\"." },
        { text: "\"x\"", correct: false, explanation: "board[0][0] and board[1][1] are \"x\"." },
        { text: "[\"o\", \"x\"]", correct: false, explanation: "That is board[1], a whole row." },
      ],
    },
  ],
};
