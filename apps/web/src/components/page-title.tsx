import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title for the page it sits on. */
export function PageTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  const title = page ? t('app.pageTitle', { page }) : t('app.homeTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
