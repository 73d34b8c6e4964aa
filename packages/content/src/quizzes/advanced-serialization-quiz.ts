import type { z } from 'zod';
import type { chapterQuizSchema } from './quiz-schema.ts';

/** Advanced Python, chapter 10, Serialization Modules: what its levels taught. */
export const advancedSerializationQuiz: z.input<typeof chapterQuizSchema> = {
  courseId: 'advanced-python',
  chapterId: 10,
  title: "Serialization Modules",
  questions: [
    {
      id: 1,
      question: "What does json.loads('{\"legs\": 4}') give?",
      answers: [
        { text: "The dictionary {\"legs\": 4}", correct: true, explanation: "loads turns JSON text into Python data." },
        { text: "The text again", correct: false, explanation: "That would be pointless: loads makes real data." },
        { text: "The number 4", correct: false, explanation: "You get the whole dictionary; [\"legs\"] picks the 4." },
      ],
    },
    {
      id: 2,
      question: "What does json.dumps({\"cats\": 2}) give?",
      answers: [
        { text: "The text '{\"cats\": 2}'", correct: true, explanation: "dumps turns Python data into JSON text, with double quotes." },
        { text: "The text \"{'cats': 2}\"", correct: false, explanation: "That is str(), with single quotes: not valid JSON." },
        { text: "A file on disk", correct: false, explanation: "dumps makes a string; json.dump (no s) writes to a file." },
      ],
    },
    {
      id: 3,
      question: "text = read() got '{\"gaps\": [2, 3]}'. Why does text[\"gaps\"] fail?",
      answers: [
        { text: "text is a string; it must go through json.loads first", correct: true, explanation: "Until it is loaded, it is just characters." },
        { text: "The key should be \"gap\"", correct: false, explanation: "The key in the JSON is \"gaps\"." },
        { text: "Dictionaries cannot hold lists", correct: false, explanation: "They can; the problem is that text is not a dictionary yet." },
      ],
    },
    {
      id: 4,
      question: "In csv.DictReader, what is each row?",
      answers: [
        { text: "A dictionary keyed by the column names of the first line", correct: true, explanation: "row[\"name\"] reads the name column." },
        { text: "A list of numbers", correct: false, explanation: "Values come out as text, under their column names." },
        { text: "The whole table", correct: false, explanation: "DictReader hands out one row at a time." },
      ],
    },
    {
      id: 5,
      question: "Why is io.StringIO(table) needed for csv?",
      answers: [
        { text: "csv reads files, and StringIO makes text behave like a file", correct: true, explanation: "No real file is needed: StringIO stands in for one." },
        { text: "It translates the table to JSON", correct: false, explanation: "It only wraps the text." },
        { text: "It removes the commas", correct: false, explanation: "The commas are what csv splits on." },
      ],
    },
    {
      id: 6,
      question: "Why does json.dumps(game) fail for a dataclass Game?",
      answers: [
        { text: "JSON only knows plain data; asdict(game) makes a dictionary first", correct: true, explanation: "json.dumps(asdict(game)) works." },
        { text: "Dataclasses cannot be saved at all", correct: false, explanation: "They can, through asdict." },
        { text: "dumps needs a second argument", correct: false, explanation: "One argument is enough for plain data." },
      ],
    },
    {
      id: 7,
      question: "data = {\"name\": \"Rex\", \"legs\": 4}. What does Pet(**data) do?",
      answers: [
        { text: "Calls Pet(name=\"Rex\", legs=4)", correct: true, explanation: "** spreads the dictionary into keyword arguments." },
        { text: "Calls Pet with one dictionary argument", correct: false, explanation: "That is Pet(data), without the stars." },
        { text: "Multiplies the values", correct: false, explanation: "** here unpacks, it does not multiply." },
      ],
    },
  ],
};
