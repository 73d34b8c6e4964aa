import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@codehop/api';
import { useAccountLanguage } from '../../lib/api/account-language.ts';
import { switchLocalePath } from '../../lib/locale-path.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { languageToFollow } from '../../lib/user-language.ts';

// Once per page load: after that the address is the child's own choice (a link, the picker).
let followed = false;

/**
 * A signed-in user's language follows them to another browser: on the first page of a visit, an
 * account whose language differs from the address's moves to the same page in its language
 * (when that language has text in this build). Logging in does the same with the page it lands on
 * (the login page's own redirect), since this runs before the answer's navigation.
 */
export function LanguageFollowsUser({ user }: { readonly user: CurrentUser | null }) {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const accountLanguage = useAccountLanguage(user?.user_id ?? null);
  const wanted = user ? (accountLanguage.data?.language ?? null) : null;

  useEffect(() => {
    if (followed || wanted === null) return;
    followed = true;
    const language = languageToFollow(wanted, locale);
    if (language) void navigate(switchLocalePath(location.pathname, language, location.search, location.hash), { replace: true });
  }, [wanted, locale, location, navigate]);

  return null;
}
