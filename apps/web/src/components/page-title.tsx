import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The public pages that describe themselves to search engines (`meta.<page>` in the locales). */
export type DescribedPage =
  | 'home'
  | 'courses'
  | 'schools'
  | 'challenges'
  | 'guide'
  | 'creativeLevels'
  | 'login'
  | 'signup'
  | 'schoolLogin'
  | 'registerSchool'
  | 'legal'
  | 'play';

interface PageTitleProps {
  /** The page's own name; none on the home page. */
  page?: string;
  /** Which description a public page has; any other page gets Codehop's own. */
  about?: DescribedPage;
  /** Values for the description's placeholders (`{{level}}`, `{{document}}`). */
  aboutValues?: Record<string, string>;
}

/**
 * Sets the tab title and the description search engines and link previews show for the page it
 * sits on; a page without a description of its own gets Codehop's rather than keeping the one of
 * the page before.
 */
export function PageTitle({ page, about = 'home', aboutValues }: PageTitleProps) {
  const { t } = useTranslation();
  const title = page ? t('app.pageTitle', { page }) : t('app.homeTitle');
  // Each description names its own placeholders; typed per key, so a chosen key goes through as a string.
  const describe = t as unknown as (key: string, values: Record<string, string>) => string;
  const description = describe(`meta.${about}`, aboutValues ?? {});
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
