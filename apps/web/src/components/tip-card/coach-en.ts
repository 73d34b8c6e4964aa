import { COACH_TEXTS } from '@codehop/coach';

/**
 * The `coach` namespace: the assistant's tips (the same words as @codehop/coach, which the server
 * sends as `text_key` + `text_params`) and the tip card's words, shared by the play screen and the
 * challenge pages.
 */
export const coachEn = {
  ...COACH_TEXTS,
  card: {
    title: 'Tip',
    dismiss: 'Got it',
    showCode: 'Show me the code',
    apply: 'Apply',
    failed: 'Failed to fetch the tip. Please try again later.',
    /** The challenge pages: the button that asks for a tip, and the tips left today. */
    ask: 'Get a tip',
    label: 'Tips',
    left: '{{remaining}} left',
    unlimited: 'unlimited',
    outOfCredits: {
      title: 'You are out of credits for the coding assistant!',
      student: 'Upgrade your plan to get unlimited credits.',
      anonymous: 'Sign up for more free credits.',
      organization: 'Please contact your organization to get more credits.',
    },
    disabledByAdmin: "Student's assistant is disabled by admin",
  },
};
