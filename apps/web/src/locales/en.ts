import { privacyPolicy, refundPolicy, termsOfService } from './legal-en.ts';

/**
 * The English interface text, built into the app. Other locales are `<code>.json` files beside
 * this one with the same keys; a missing key falls back to this text.
 */
export const en = {
  app: {
    name: 'Codehop',
    pageTitle: '{{page}} · Codehop',
    homeTitle: 'Codehop: learn Python by playing',
    loading: 'Loading…',
  },
  nav: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Codehop home',
    creativeLevels: 'Creative Levels',
    new: 'New',
    challenges: 'Challenges',
    teachersGuide: "Teacher's Guide",
    featureVoting: 'Vote on features',
    featureVotingHint: 'Suggest and vote on what we build next',
    signUp: 'Sign Up',
    logIn: 'Log In',
    language: 'Language',
    chooseLanguage: 'Choose your language',
  },
  drawer: {
    title: 'Menu',
    levelCreator: 'Level Creator',
    logIn: 'Log In',
    buyCourse: 'Buy Course',
    registerInstitution: 'Register Your Institution',
    contactUs: 'Contact Us',
    chooseCourse: 'Choose Course',
    progress: '{{completed}} of {{total}} levels complete',
    progressLegend: '{{completed}} complete, {{incomplete}} to do, {{locked}} locked',
    chapterProgress: '{{completed}}/{{total}}',
    quiz: 'Chapter quiz',
    locked: 'Locked',
    completed: 'Completed',
    courseEmpty: 'Your course map will appear here as soon as the course is ready.',
    courseLoading: 'Loading your course…',
  },
  footer: {
    copyright: '© {{year}} Codehop',
    terms: 'Terms',
    privacy: 'Privacy',
  },
  feedback: {
    button: 'Feedback',
    loginRequired: 'You must log in to provide feedback',
    title: 'Tell us what you think',
    intro: 'Every message is read by the people who make Codehop.',
    ratingLabel: 'How happy are you with Codehop?',
    ratings: {
      '1': 'Very Dissatisfied',
      '2': 'Dissatisfied',
      '3': 'Neutral',
      '4': 'Satisfied',
      '5': 'Very Satisfied',
    },
    feedbackLabel: 'Your feedback',
    feedbackPlaceholder: 'What do you enjoy? What could be better?',
    emailLabel: 'Your e-mail (optional)',
    cancel: 'Cancel',
    send: 'Send feedback',
    ratingRequired: 'Rating is required',
    feedbackRequired: 'Feedback is required',
    feedbackTooLong: 'Please keep your feedback under 5000 characters',
    invalidEmail: 'Please enter a valid e-mail address',
    sent: 'Feedback sent successfully',
    failed: 'Failed to send feedback',
  },
  notices: {
    emailVerified: 'Your email has been successfully verified.',
    emailNotVerified: 'There was an error verifying your email.',
    close: 'Close',
  },
  courses: {
    python: {
      label: 'Beginner Python',
      description:
        'From the very first line of code to classes: variables, loops, lists, conditions, functions and dictionaries.',
      audience: 'Ages 7 and up · no experience needed',
    },
    advancedPython: {
      label: 'Advanced Python',
      description:
        'For confident coders: generators, decorators, async/await, exception handling and the standard library.',
      audience: 'Ages 11 and up · after Beginner Python',
    },
    chapters: {
      python:
        'Variables · Operators · Loops · Lists · Conditions · Functions · Dictionaries · Classes',
      advancedPython:
        'Generators · Advanced functions · Async/await · Decorators · Exception handling · Modules',
    },
  },
  home: {
    eyebrow: 'Python for ages {{min}} to {{max}}',
    title: 'Learn real Python by playing a game',
    lead: 'Children write real Python code to guide their hero through a world of puzzles: walking, collecting carrots, building bridges and chatting with villagers. Every line they type makes something happen.',
    playNow: 'Play now',
    playFree: 'Start playing, free',
    forSchools: 'For schools',
    noInstall: 'Runs in the browser. Nothing to install.',
    codeCaption: 'Your code',
    howTitle: 'How it works',
    howSteps: {
      write: {
        title: 'Write code',
        body: 'Type real Python in a friendly editor with hints and autocomplete.',
      },
      run: {
        title: 'Press Run',
        body: 'Your program runs right in the browser, line by line.',
      },
      watch: {
        title: 'Watch it happen',
        body: 'Your hero walks, collects and builds exactly as your code says. Spot a bug? Fix it and try again.',
      },
    },
    coursesTitle: 'Two courses, one adventure',
    coursesLead: 'Over 50 levels grouped into chapters, each ending with a short quiz.',
    featuresTitle: 'Everything a young coder needs',
    features: {
      levels: { title: '50+ levels', body: 'Short, playful puzzles that build on each other.' },
      hints: {
        title: 'Friendly hints',
        body: 'A built-in assistant explains errors in words children understand.',
      },
      badges: {
        title: 'Badges and certificates',
        body: 'Celebrate every chapter and every finished course.',
      },
      creator: {
        title: 'Make your own levels',
        body: 'Design a level in the level creator and share it with friends.',
      },
      challenges: {
        title: 'Challenges and quizzes',
        body: 'Practise with coding challenges and check what stuck.',
      },
      languages: {
        title: '30 languages',
        body: 'Play in the language you think in.',
      },
    },
    parentsTitle: 'For parents',
    parentsBody:
      'Follow your children’s progress, level by level. One subscription covers up to 5 children, and every course ends with a certificate they can be proud of.',
    parentsCta: 'Buy Course',
    schoolsTitle: 'For schools',
    schoolsBody:
      'Create classes, invite teachers, unlock chapters at your pace and turn quizzes on or off. Plans for up to 200 students, or unlimited.',
    schoolsCta: 'Register Your Institution',
    ctaTitle: 'Ready for the first level?',
    ctaBody: 'It takes less than a minute to start. No account needed to try.',
  },
  comingSoon: {
    eyebrow: 'Coming soon',
    title: '{{feature}} is on its way',
    body: 'We are building this part of Codehop right now. Check back soon, it will be worth the wait!',
    backHome: 'Back to home',
    tryFirstLevel: 'Play the first level',
    features: {
      play: 'The game',
      levelCreator: 'The level creator',
      unsubscribed: 'E-mail preferences',
      checkout: 'Checkout',
      purchase: 'Buying a course',
      courses: 'The course catalogue',
      schools: 'Codehop for schools',
      login: 'Logging in',
      loginOrg: 'School login',
      signup: 'Signing up',
      classSignup: 'Class sign-up',
      forgotPassword: 'Password help',
      resetPassword: 'Password reset',
      impersonate: 'Support access',
      badges: 'Badges',
      certificates: 'Certificates',
      certificate: 'The certificate',
      challenges: 'Challenges',
      challenge: 'This challenge',
      organization: 'School management',
      profile: 'Your profile',
      quiz: 'The chapter quiz',
      guide: "The Teacher's Guide",
      creativeLevels: 'Creative levels',
    },
  },
  notFound: {
    title: 'Page not found',
    heading: 'This path leads nowhere',
    body: 'Our hero walked all the way here and found only grass. The page you were looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
  routeError: {
    title: 'Something went wrong',
    heading: 'Oops! Something went wrong',
    body: 'A bug got into this page. Try again, and if it keeps happening, tell us at {{email}}.',
    retry: 'Try again',
    backHome: 'Back to home',
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    updatedOn: '1 November 2026',
    tos: { title: 'Terms of Service', body: termsOfService },
    privacy: { title: 'Privacy Policy', body: privacyPolicy },
    refund: { title: 'Refund Policy', body: refundPolicy },
  },
};

export type Resources = typeof en;
