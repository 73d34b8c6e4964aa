import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Chapter 8, Classes: what classes-level1..6 taught. */
export const pythonClassesQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'python',
  chapterId: 8,
  title: 'Classes',
  questions: [
    {
      id: 1,
      question: 'What is a class?',
      answers: [
        { text: 'A blueprint for making objects', correct: true, explanation: 'One class, like Basket, can make many basket objects.' },
        { text: 'A list of commands that runs at once', correct: false, explanation: 'Defining a class runs nothing yet. It describes what its objects hold and do.' },
        { text: 'Another name for a variable', correct: false, explanation: 'A variable can hold an object made from a class, but the class is the blueprint.' },
      ],
    },
    {
      id: 2,
      question: 'Which line makes a new Basket object?',
      answers: [
        { text: 'basket = Basket()', correct: true, explanation: 'Calling the class with brackets makes an object and runs __init__.' },
        { text: 'basket = Basket', correct: false, explanation: 'Without brackets, basket is the blueprint itself, not a new basket.' },
        { text: 'basket = class Basket', correct: false, explanation: 'class is only for defining the blueprint.' },
      ],
    },
    {
      id: 3,
      question: 'When does __init__ run?',
      answers: [
        { text: 'Every time a new object is made', correct: true, explanation: 'Basket() runs __init__ to set up the new basket.' },
        { text: 'Only when you call basket.__init__()', correct: false, explanation: 'Python calls it for you when you write Basket().' },
        { text: 'When the program ends', correct: false, explanation: 'It runs at the very start of each object\'s life.' },
      ],
    },
    {
      id: 4,
      question: 'What does self mean inside a method?',
      answers: [
        { text: 'The object the method is working on', correct: true, explanation: 'In basket.pick(), self is basket.' },
        { text: 'The class', correct: false, explanation: 'self is one object made from the class, not the class itself.' },
        { text: 'The rabbit', correct: false, explanation: 'self is whichever object the method was called on.' },
      ],
    },
    {
      id: 5,
      question: 'What does the rabbit say?',
      code: 'class Pet:\n    def __init__(self, sound):\n        self.sound = sound\n\n    def call(self):\n        speak(self.sound)\n\ncat = Pet("Meow!")\ncat.call()',
      answers: [
        { text: 'Meow!', correct: true, explanation: 'The cat object stored "Meow!" in self.sound, and call() speaks it.' },
        { text: 'sound', correct: false, explanation: 'self.sound has no quotes: it is the attribute, holding "Meow!".' },
        { text: 'Nothing, call() needs a value', correct: false, explanation: 'Python fills in self; call() needs nothing else.' },
      ],
    },
    {
      id: 6,
      question: 'What is Coop(3).planks()?',
      code: 'class Coop:\n    def __init__(self, hens):\n        self.hens = hens\n\n    def planks(self):\n        return self.hens * 2',
      answers: [
        { text: '6', correct: true, explanation: 'This coop has 3 hens, and planks() returns 3 * 2.' },
        { text: '3', correct: false, explanation: '3 is self.hens. The method returns hens times 2.' },
        { text: 'None', correct: false, explanation: 'planks() has a return, so it gives back a number.' },
      ],
    },
    {
      id: 7,
      question: 'How many times does tend() run?',
      code: 'garden = [Sapling(2), Sapling(1), Sapling(3)]\nfor sapling in garden:\n    sapling.tend()',
      answers: [
        { text: '3', correct: true, explanation: 'Once for each object in the list.' },
        { text: '6', correct: false, explanation: 'The numbers are each sapling\'s steps, not how many times the loop runs.' },
        { text: '1', correct: false, explanation: 'The loop calls tend() on every sapling in the list.' },
      ],
    },
  ],
};
