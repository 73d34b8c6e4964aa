/**
 * Every word of Codehop's e-mails (and of its certificate PDF), in English; `locales/<code>.json` holds the other languages
 * key for key (the locale check proves it). A mail is written in its recipient's language.
 */
export const mailEn = {
  signoff: 'The Codehop team',
  verification: {
    subject: 'Confirm your e-mail address for Codehop',
    body: 'Hello {{name}},\n\nwelcome to Codehop! Please confirm your e-mail address by opening this link:\n\n{{link}}\n\nThe link works for 7 days. If you did not sign up, you can ignore this message.',
  },
  passwordReset: {
    subject: 'Reset your Codehop password',
    body: 'Hello,\n\nsomeone (hopefully you) asked to reset the password of your Codehop account. Choose a new password here:\n\n{{link}}\n\nThe link works once, for 1 hour. If you did not ask for it, you can ignore this message: your password stays the same.',
  },
  signupLink: {
    subject: 'Create your Codehop account',
    body: 'Hello,\n\nopen this link to create your Codehop account with this e-mail address:\n\n{{link}}\n\nThe link works once, for 7 days.',
  },
  userSignupLink: {
    subject: 'Finish setting up your Codehop account',
    body: 'Hello,\n\nan account is waiting for you on Codehop. Open this link to choose your password:\n\n{{link}}\n\nThe link works once, for 7 days.',
  },
  campaign: {
    footer: 'You get this because you have a Codehop account. Unsubscribe: {{link}}',
    footerHtml: 'You get this because you have a Codehop account. <a href="{{link}}">Unsubscribe</a> with one click.',
    newLevels: {
      heading: 'New levels are waiting, {{name}}!',
      paragraph1: 'We have added new levels to Codehop: new maps, new friends to talk to and new puzzles to solve with Python.',
      paragraph2: 'Your children can carry on right where they stopped.',
      button: 'Play the new levels',
      school: {
        paragraph2: 'Your students can carry on right where they stopped, in the chapters their class has open.',
      },
    },
    comeBack: {
      heading: 'The rabbit misses you, {{name}}',
      paragraph1: 'It has been a while since your family played Codehop. Ten minutes a day is enough to keep the Python going.',
      paragraph2: 'Every finished level stays saved, so nothing is lost.',
      button: 'Continue playing',
      school: {
        paragraph1: 'It has been a while since your classes played Codehop. Ten minutes in a lesson is enough to keep the Python going.',
      },
    },
    schoolsWelcome: {
      heading: 'Codehop for your school, {{name}}',
      paragraph1: 'Teachers can now open chapters for a class, see who is stuck during a lesson, and print login cards for every student.',
      button: 'See Codehop for schools',
    },
  },
  digest: {
    subject: "Your family's week on Codehop",
    hello: 'Hello {{name}},',
    there: 'there',
    intro: 'here is what your children did on Codehop this week:',
    heading: "Hello {{name}}, here is your family's week",
    childLine_one: '{{child}}: {{runs}} runs, {{count}} level finished this week.',
    childLine_other: '{{child}}: {{runs}} runs, {{count}} levels finished this week.',
    workingOn: 'Working on: {{level}} (a hint or the assistant may help).',
    workingOnHtml: 'Working on <b>{{level}}</b>: a hint or the assistant may help.',
    courseLine: 'Course: {{done}} of {{total}}.',
    runsThisWeek: '{{runs}} runs this week',
    finished: 'Finished: {{levels}}',
    noneFinished: 'No level finished this week.',
    progress: '{{done}} of {{total}} levels of Beginner Python ({{percent}}%)',
    keepPlaying: 'Keep playing',
    turnOff: 'Turn off this weekly digest',
    unsubscribeAll: 'Unsubscribe from all Codehop news',
    footerHtml: '<a href="{{off}}">Turn off this weekly digest</a> in one click, or <a href="{{unsubscribe}}">unsubscribe</a> from all Codehop news.',
  },
  billing: {
    plans: {
      python_course: 'Beginner Python course',
      advanced_python_course: 'Advanced Python course',
      family_monthly: 'Family subscription, monthly',
      family_yearly: 'Family subscription, yearly',
      school_small: 'School plan, small (up to 200 students)',
      school_large: 'School plan, large (unlimited students)',
    },
    perMonth: '{{price}} a month',
    perYear: '{{price}} a year',
    once: '{{price}} once',
    reference: 'Reference: {{reference}}',
    seeBilling: 'Your purchases and payments are on your billing page:',
    receipt: {
      subject: 'Your Codehop receipt: {{plan}}',
      thanks: 'Thank you for your purchase!',
      units: '{{plan}} x {{units}}',
      paid: 'Paid: {{amount}}',
      renews: 'Your subscription renews automatically at {{price}} until you cancel it.',
      nextPayment: 'Next payment: {{date}}. You can cancel at any time on your billing page.',
      courseNext: 'Choose which child gets the course on your billing page:',
      subscriptionNext: 'Every course is now open. Your subscription and next payment are on your billing page:',
      coursePolicy: 'A course can be refunded within 30 days, but not after it is completed or a certificate is issued.',
      subscriptionPolicy: 'A refund covers the last payment and ends the subscription at once.',
    },
    refund: {
      subject: 'Your Codehop refund: {{plan}}',
      done: 'We have refunded {{amount}} for {{plan}}.',
      courseClosed: 'The paid levels of the course are locked again from now on.',
      subscriptionClosed: 'The subscription has ended, and the paid levels are locked again from now on.',
      progressKept: 'Everything your children played stays saved.',
      money: 'The money reaches your account in 5 to 7 business days.',
    },
    cancel: {
      subject: 'Your Codehop subscription is cancelled: {{plan}}',
      untilDate: 'Your {{plan}} is cancelled. Every course stays open until {{date}}.',
      endedNow: 'Your {{plan}} has ended today.',
      noMorePayments: 'There will be no further payments.',
      comeBack: 'You can subscribe again at any time:',
    },
  },
  /** The certificate PDF's words (the web's recognition namespace has the same heading and number). */
  certificate: {
    heading: 'Certificate of achievement',
    certifies: 'This certifies that',
    firstSteps: 'finished the first steps of the course',
    course: 'completed every level and quiz of the course',
    date: 'Date: {{date}}',
    number: 'Certificate number: {{id}}',
    check: 'Check it: {{link}}',
    courses: { python: 'Beginner Python', advancedPython: 'Advanced Python' },
  },
};

export type MailMessages = typeof mailEn;
