import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 2, Advanced Functions: what its levels taught. */
export const advancedFunctionsQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 2,
  title: "Advanced Functions",
  questions: [
    {
      id: 1,
      question: "def visit(name, words=\"Hello\"). What does visit(\"Bo\") use for words?",
      answers: [
        { text: "\"Hello\", the default", correct: true, explanation: "A left-out parameter takes its default value." },
        { text: "Nothing: it is an error", correct: false, explanation: "It would be an error without the default. The default fills the gap." },
        { text: "\"Bo\"", correct: false, explanation: "\"Bo\" fills the first parameter, name." },
      ],
    },
    {
      id: 2,
      question: "What is inside numbers when you call total(4, 5, 6)?",
      code: "def total(*numbers):\n    return sum(numbers)\n",
      answers: [
        { text: "The tuple (4, 5, 6)", correct: true, explanation: "*numbers gathers every value of the call." },
        { text: "Only 4", correct: false, explanation: "Without the star it would take one value; with the star it takes them all." },
        { text: "A dictionary", correct: false, explanation: "Two stars, **, would make a dictionary of keyword arguments." },
      ],
    },
    {
      id: 3,
      question: "What does menu(soup=1, cake=2) put in dishes?",
      code: "def menu(**dishes):\n    print(dishes)\n",
      answers: [
        { text: "{'soup': 1, 'cake': 2}", correct: true, explanation: "** turns keyword arguments into a dictionary." },
        { text: "[1, 2]", correct: false, explanation: "The names are kept as keys, not dropped." },
        { text: "('soup', 'cake')", correct: false, explanation: "The values are kept too, under their names." },
      ],
    },
    {
      id: 4,
      question: "What is double(4)?",
      code: "double = lambda n: n * 2\n",
      answers: [
        { text: "8", correct: true, explanation: "A lambda is a small function: n is 4, and it returns 4 * 2." },
        { text: "lambda", correct: false, explanation: "Calling it with brackets runs it and gives its result." },
        { text: "An error: lambdas have no name", correct: false, explanation: "The variable double holds the lambda, so double(4) calls it." },
      ],
    },
    {
      id: 5,
      question: "What does add5(2) return?",
      code: "def make_adder(n):\n    def add(x):\n        return x + n\n    return add\n\nadd5 = make_adder(5)\n",
      answers: [
        { text: "7", correct: true, explanation: "The inner function remembers n = 5: that is a closure." },
        { text: "2", correct: false, explanation: "add adds the remembered n to x." },
        { text: "An error: n is gone when make_adder ends", correct: false, explanation: "A closure keeps the values it needs alive." },
      ],
    },
    {
      id: 6,
      question: "What is list(filter(lambda n: n > 0, [3, 0, 5]))?",
      answers: [
        { text: "[3, 5]", correct: true, explanation: "filter keeps the items the test says yes to." },
        { text: "[True, False, True]", correct: false, explanation: "That is what map with the same lambda would give." },
        { text: "[0]", correct: false, explanation: "filter keeps the items that pass, and 0 does not pass." },
      ],
    },
    {
      id: 7,
      question: "Why does {\"J\": move_forward(2)} go wrong in a dictionary of moves?",
      answers: [
        { text: "It runs move_forward(2) at once and stores None", correct: true, explanation: "Store move_forward itself, or lambda: move_forward(2)." },
        { text: "Dictionaries cannot hold functions", correct: false, explanation: "They can: functions are values like any other." },
        { text: "\"J\" is not a valid key", correct: false, explanation: "Any text can be a key." },
      ],
    },
  ],
};
