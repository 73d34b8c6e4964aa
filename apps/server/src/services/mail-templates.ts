import type { OutgoingMail } from './mail-outbox.ts';

// Plain text: every mail client shows it, and parents can see exactly where a link goes.

export function verificationMail(to: string, fullName: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your e-mail address for Codehop',
    text: `Hello ${fullName},\n\nwelcome to Codehop! Please confirm your e-mail address by opening this link:\n\n${link}\n\nThe link works for 7 days. If you did not sign up, you can ignore this message.\n\nThe Codehop team\n`,
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Codehop password',
    text: `Hello,\n\nsomeone (hopefully you) asked to reset the password of your Codehop account. Choose a new password here:\n\n${link}\n\nThe link works once, for 1 hour. If you did not ask for it, you can ignore this message: your password stays the same.\n\nThe Codehop team\n`,
  };
}

export function signupLinkMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Create your Codehop account',
    text: `Hello,\n\nopen this link to create your Codehop account with this e-mail address:\n\n${link}\n\nThe link works once, for 7 days.\n\nThe Codehop team\n`,
  };
}

export function userSignupLinkMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Finish setting up your Codehop account',
    text: `Hello,\n\nan account is waiting for you on Codehop. Open this link to choose your password:\n\n${link}\n\nThe link works once, for 7 days.\n\nThe Codehop team\n`,
  };
}
