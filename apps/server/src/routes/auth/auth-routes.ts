import type { FastifyPluginAsync } from 'fastify';
import { getAuthProvidersRoute } from './get-auth-providers.ts';
import { getCheckUserEmailExistsRoute } from './get-check-user-email-exists.ts';
import { getConfirmEmailRoute } from './get-confirm-email.ts';
import { getCurrentRoute } from './get-current.ts';
import { getWhoAmIRoute } from './get-whoami.ts';
import { getGenerateUsernameRoute } from './get-generate-username.ts';
import { getGoogleAuthorizeRoute } from './get-google-authorize.ts';
import { getGoogleCallbackRoute } from './get-google-callback.ts';
import { getLogoutRoute } from './get-logout.ts';
import { getSignupEmailFromTokenRoute } from './get-signup-email-from-token.ts';
import { getUserByTokenRoute } from './get-user-by-token.ts';
import { postChooseStudentRoute } from './post-choose-student.ts';
import { postForgotPasswordRoute } from './post-forgot-password.ts';
import { postImpersonateRoutes } from './post-impersonate.ts';
import { postImpersonateStopRoute } from './post-impersonate-stop.ts';
import { postGenerateUserSignupLinkRoute } from './post-generate-user-signup-link.ts';
import { postLoginRoute } from './post-login.ts';
import { postResendConfirmEmailRoute } from './post-resend-confirm-email.ts';
import { postResetPasswordRoute } from './post-reset-password.ts';
import { postSignupGenerateLinkRoute } from './post-signup-generate-link.ts';
import { postSignupRoute } from './post-signup.ts';
import { getSetPaidRoute } from './get-set-paid.ts';

/** Every /api/auth call (spec/platform.md §7 Auth). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [
    postSignupRoute,
    getSetPaidRoute,
    postLoginRoute,
    getLogoutRoute,
    getCurrentRoute,
    getWhoAmIRoute,
    getAuthProvidersRoute,
    postChooseStudentRoute,
    getConfirmEmailRoute,
    postResendConfirmEmailRoute,
    postForgotPasswordRoute,
    postResetPasswordRoute,
    getCheckUserEmailExistsRoute,
    getGenerateUsernameRoute,
    postSignupGenerateLinkRoute,
    postGenerateUserSignupLinkRoute,
    getUserByTokenRoute,
    getSignupEmailFromTokenRoute,
    getGoogleAuthorizeRoute,
    getGoogleCallbackRoute,
    postImpersonateRoutes,
    postImpersonateStopRoute,
  ]) {
    await app.register(route);
  }
};
