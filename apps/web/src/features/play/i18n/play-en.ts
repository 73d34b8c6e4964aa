/**
 * Every English word of the play screen, registered as the `play` namespace of the app's i18n
 * instance (see play-i18n.ts). Written for a child of seven: short, warm, and always saying what
 * to do next.
 */
export const playEn = {
  heading: {
    course: { python: 'Beginner Python', 'advanced-python': 'Advanced Python', creative: 'Creative level' },
    level: '{{chapter}}: {{level}}',
  },
  loading: {
    assets: 'Loading assets ...',
    python: 'Waking up Python ...',
  },
  noData: {
    title: 'No data',
    body: 'We could not find this level. Pick another one from the course, or go back home.',
    home: 'Go home',
    firstLevel: 'Play the first level',
  },
  notReady: 'This level is not ready yet. Please check back next week, or contact support if you need it sooner.',
  panels: { code: 'Code', game: 'Game', guide: 'Guide', tutorial: 'Tutorial', output: 'What your program printed', readAll: 'Read the whole guide' },
  controls: {
    run: 'Run',
    stop: 'Stop',
    stopping: 'Stopping ...',
    reset: 'Reset',
    save: 'Save',
    load: 'Load',
    speed: 'Speed',
    speeds: { normal: 'Normal', fast: 'Fast', turbo: 'Turbo' },
    mapInfo: 'Map Info',
    help: 'Help',
    helpDisabled: 'Run your code once to unlock help',
    codeBook: 'Code Book',
    previous: 'Previous level',
    next: 'Next level',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    follow: 'Follow the character',
    sound: 'Sound',
    waitingForPython: 'Python is getting ready ...',
  },
  progress: { level: 'Level {{n}}: {{name}}', complete: 'complete' },
  goals: { title: 'Goals', done: 'Done!', speak: 'Say', write: 'Write', read: 'Read', question: 'Ask', display: 'Show', build: 'Build', water: 'Water', open: 'Open', close: 'Close', place: 'Place', plant: 'Plant', combine: 'Make', collect: 'Collect', assign: 'Variable', compare: 'Variable' },
  editor: {
    label: 'Your Python code',
    tip: 'Tip',
    exceededMaxLines: 'Your program has {{count}} lines of code, but this level allows only {{max}}. Try to make it shorter!',
    errorOnLine: 'Line {{line}}: {{message}}',
  },
  dialogs: {
    close: 'Close',
    cancel: 'Cancel',
    ok: 'OK',
    yes: 'Yes',
    no: 'No',
    send: 'Send',
    error: {
      title: 'Error',
      line: 'Look at line {{line}} of your code.',
      trace: 'Full error message',
      hint: 'Hint',
      tryAgain: 'Fix it and try again',
      gameDefault: 'Unexpected game error',
    },
    timeout: {
      title: 'Execution Time Exceeded',
      body: 'Your code took too long and was interrupted. Look for a loop that never ends, like while True: without a way out.',
    },
    tooLong: { title: 'Too many lines' },
    reset: {
      title: 'Start over?',
      body: 'This puts the starting code back in the editor. Your own code will be gone.',
      confirm: 'Reset',
    },
    save: {
      title: 'Save your code',
      label: 'File name',
      required: 'Please provide a name for the file.',
      confirm: 'Save',
    },
    load: {
      title: 'Load code',
      body: 'Pick a Python file (.py) from your computer. It will replace the code in the editor.',
      choose: 'Choose a file',
      failed: 'We could not read that file. Try another one.',
    },
    mapInfo: {
      title: 'Map Info',
      mouse: 'With a mouse',
      mouseDrag: 'Drag the map to look around.',
      mouseWheel: 'Turn the wheel to zoom in and out.',
      mouseClick: 'Click a tile when your code is not running and your character walks there.',
      touch: 'On a touch screen',
      touchDrag: 'Drag with two fingers to look around.',
      touchPinch: 'Pinch to zoom in and out.',
      touchTap: 'Tap a tile and your character walks there.',
      keys: 'Page Up and Page Down switch between three zoom steps.',
      follow: 'The camera follows your character, and comes back to it whenever the character moves.',
    },
    help: {
      title: 'Help',
      levelHint: 'A hint for this level',
      tips: 'Good to know',
      runFirst: 'Press Run to see what your code does. Watch the character carefully!',
      insertCode: 'Write one command on each line, like move_forward(). Open the Code Book to see them all.',
      runAgain: 'Changed something? Press Run again. The level starts over every time you run.',
    },
    codeBook: {
      title: 'Code Book',
      intro: 'Every command your character understands. Start your program with from player import * and use them one per line.',
      commands: 'Commands',
      buildCosts: 'Build costs',
      buildCost: '{{amount}} × {{material}}',
      recipes: 'Recipes',
      or: 'or',
    },
    popup: {
      write: 'You wrote on the sign',
      read: 'The sign says',
      display: 'On the screen',
      question: 'Question',
      input: 'Your program asks',
      inputPlaceholder: 'Type your answer',
    },
    complete: {
      title: 'Level complete!',
      body: 'Great job! Your code did everything this level asked for.',
      next: 'Next level',
      replay: 'Play again',
      stay: 'Stay here',
    },
    courseComplete: {
      title: 'Course complete!',
      body: 'You finished every level of {{course}}. You are a real Python programmer now!',
      home: 'Go home',
    },
    finalLevel: {
      title: 'Final level done!',
      body: 'This was the last level of the course. Some levels are still waiting for you: finish them all to complete the course.',
      back: 'Find the missing levels',
    },
    certificate: {
      title: 'You earned a certificate!',
      body: 'You finished the first levels of Beginner Python. Well done, coder!',
      awarded: 'Awarded to a brave young coder for finishing the first steps of Python.',
      next: 'Keep playing',
    },
    creative: {
      title: 'YOU MADE IT!',
      ribbon: 'Complete',
      replay: 'Replay',
      signUp: 'Sign Up',
      explore: 'Explore more',
    },
  },
  errors: {
    notInitialized: 'Pyodide worker is not initialized.',
    busyResetting: 'Worker is busy resetting. Please wait a moment and try again.',
    loadFailed: 'An error occurred',
    assetRetry: 'Some pictures did not load. Trying again ...',
  },
  sr: {
    running: 'Your code is running',
    finished: 'Your code has finished',
  },
} as const;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the play namespace, checked at compile time: `t('dialogs.error.title')`. */
export type PlayKey = Paths<typeof playEn>;
