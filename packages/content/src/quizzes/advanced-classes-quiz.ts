import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 5, Advanced Classes: what its levels taught. */
export const advancedClassesQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 5,
  title: "Advanced Classes",
  questions: [
    {
      id: 1,
      question: "class Dog(Animal): what does Dog get from Animal?",
      answers: [
        { text: "Every method Animal has", correct: true, explanation: "That is inheritance: Dog only adds what is new." },
        { text: "Nothing until you copy the methods", correct: false, explanation: "The methods are found in the parent automatically." },
        { text: "Only __init__", correct: false, explanation: "All methods are inherited, not just __init__." },
      ],
    },
    {
      id: 2,
      question: "Inside an overriding method, what does super().ring() do?",
      answers: [
        { text: "It runs the parent class's ring", correct: true, explanation: "The child adds to the parent instead of copying it." },
        { text: "It runs the same ring again", correct: false, explanation: "That would be self.ring(), which calls itself forever." },
        { text: "It makes a new parent object", correct: false, explanation: "super() reaches the parent version of the method for this object." },
      ],
    },
    {
      id: 3,
      question: "box.size is a @property. How do you read it?",
      answers: [
        { text: "box.size", correct: true, explanation: "A property is read like a variable, without brackets." },
        { text: "box.size()", correct: false, explanation: "The property already gives the value; calling it again is an error." },
        { text: "property(box.size)", correct: false, explanation: "The decorator did that work already." },
      ],
    },
    {
      id: 4,
      question: "What does print(pet) show when Pet has __str__ returning \"a pet called \" + self.name?",
      answers: [
        { text: "a pet called Rex (for a pet named Rex)", correct: true, explanation: "print and str() use __str__." },
        { text: "<Pet object at 0x...>", correct: false, explanation: "That is what you see without __str__." },
        { text: "self.name", correct: false, explanation: "The method returns the joined text, not its code." },
      ],
    },
    {
      id: 5,
      question: "Which method makes sorted() work on your objects?",
      answers: [
        { text: "__lt__", correct: true, explanation: "sorted compares with <, which calls __lt__." },
        { text: "__str__", correct: false, explanation: "__str__ gives text; it does not order anything." },
        { text: "__init__", correct: false, explanation: "__init__ sets up a new object." },
      ],
    },
    {
      id: 6,
      question: "What does @dataclass write for you?",
      answers: [
        { text: "__init__, __eq__ and a readable __repr__", correct: true, explanation: "From the fields you list." },
        { text: "Nothing: it only adds a label", correct: false, explanation: "It writes real methods from the fields." },
        { text: "Only __str__", correct: false, explanation: "It writes __repr__, which print uses when there is no __str__, plus __init__ and __eq__." },
      ],
    },
    {
      id: 7,
      question: "Two plain objects made with the same values: is a == b True?",
      answers: [
        { text: "No, unless the class defines __eq__", correct: true, explanation: "Without __eq__, == only asks \"is it the very same object?\"." },
        { text: "Yes, always", correct: false, explanation: "Python does not compare the values unless you say how." },
        { text: "It is an error", correct: false, explanation: "== always works; it just means \"same object\" by default." },
      ],
    },
  ],
};
