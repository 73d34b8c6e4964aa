/**
 * Every "Register Your Institution" leads to one page (issue 41: the sign-up page's link went
 * to sign-up again while the drawer's went to the registration). That page itself asks a
 * signed-out visitor to sign up or log in first, with the redirect below.
 */
export const REGISTER_SCHOOL_PATH = 'organization/register';

/** The redirect that sign-up and log-in carry when the visitor came to register a school. */
export const REGISTER_SCHOOL_REDIRECT = `/${REGISTER_SCHOOL_PATH}`;

/** A sign-up on its way to registering a school speaks of the school, not of a parent account. */
export function isRegisteringSchool(redirect: string | null | undefined): boolean {
  return redirect === REGISTER_SCHOOL_REDIRECT;
}
