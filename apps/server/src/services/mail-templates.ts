import { mailText } from '../mail-i18n/mail-text.ts';
import type { OutgoingMail } from './mail-outbox.ts';

// Plain text: every mail client shows it, and parents can see exactly where a link goes.
// Each mail is written in its recipient's language (English where that language lacks a text).

type AccountMailKind = 'verification' | 'passwordReset' | 'signupLink' | 'userSignupLink';

function accountMail(kind: AccountMailKind, to: string, language: string | null, params: Record<string, string>): OutgoingMail {
  const t = mailText(language);
  return { to, subject: t(`${kind}.subject`), text: `${t(`${kind}.body`, params)}\n\n${t('signoff')}\n` };
}

export function verificationMail(to: string, fullName: string, link: string, language: string | null = null): OutgoingMail {
  return accountMail('verification', to, language, { name: fullName, link });
}

export function passwordResetMail(to: string, link: string, language: string | null = null): OutgoingMail {
  return accountMail('passwordReset', to, language, { link });
}

export function signupLinkMail(to: string, link: string, language: string | null = null): OutgoingMail {
  return accountMail('signupLink', to, language, { link });
}

export function userSignupLinkMail(to: string, link: string, language: string | null = null): OutgoingMail {
  return accountMail('userSignupLink', to, language, { link });
}
