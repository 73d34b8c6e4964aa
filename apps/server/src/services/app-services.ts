import type { Clock } from './clock.ts';
import type { CourseCatalogue } from './course-catalogue.ts';
import type { GoogleSignIn } from './google-sign-in.ts';
import type { LocalCheckoutCompleter } from './payments/create-provider.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { LearnerCode } from './learner-code/index.ts';
import type { CreativeVerifier } from './learner-code/creative-verifier.ts';
import type { LevelVerifier } from './learner-code/level-verifier.ts';

/** What routes reach through `app.services`; buildApp wires the real ones, tests may swap the clock. */
export interface AppServices {
  clock: Clock;
  catalogue: CourseCatalogue;
  /** Undefined when Google sign-in is not configured. */
  google: GoogleSignIn | undefined;
  /** Starts a mail round at once after a request queued mail (no-op without SMTP). */
  wakeMailSender(): void;
  /** Public address for links in e-mails; falls back to the request's own origin. */
  publicUrl: string | undefined;
  /** Who takes payments (Paddle or the local test provider). */
  payments: PaymentProvider;
  /** The local test checkout's "Pay"; undefined when Paddle takes the payments. */
  completeLocalCheckout: LocalCheckoutCompleter | undefined;
  /** Learners' programs on the server (the sandboxed pool). */
  learnerCode: LearnerCode;
  /** Checks claimed level completions by re-running their code. */
  levelVerifier: LevelVerifier;
  /** Checks claimed completions of creative levels the same way. */
  creativeVerifier: CreativeVerifier;
  /** How long a level update waits for its verification before answering `pending`. */
  verifyWaitMs: number;
}
