import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@codehop/api';
import { PICKABLE_LANGUAGES } from '../../lib/i18n.ts';
import { DEFAULT_LANGUAGE } from '../../lib/languages.ts';
import { switchLocalePath } from '../../lib/locale-path.ts';
import { useLocale } from '../../lib/use-locale.ts';

// Once per page load: after that the address is the child's own choice (a link, the picker).
let followed = false;

/**
 * A signed-in user's language follows them to another browser: on the first page of a visit, an
 * account whose language differs from the address's moves to the same page in its language
 * (when that language has text in this build).
 */
export function LanguageFollowsUser({ user }: { readonly user: CurrentUser | null }) {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = user?.language ?? null;

  useEffect(() => {
    if (followed || wanted === null) return;
    followed = true;
    // English is also what an account holds when nobody chose: it never pulls a reader out of their language.
    if (wanted === locale || wanted === DEFAULT_LANGUAGE || !PICKABLE_LANGUAGES.some((language) => language.code === wanted)) return;
    void navigate(switchLocalePath(location.pathname, wanted, location.search, location.hash), { replace: true });
  }, [wanted, locale, location, navigate]);

  return null;
}
