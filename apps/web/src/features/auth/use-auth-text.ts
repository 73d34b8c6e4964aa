import { useTranslation } from 'react-i18next';
import type { FormFailureText } from '../../lib/form-errors.ts';

/** The two sentences every auth form falls back on when the server cannot say more. */
export function useFailureText(): FormFailureText {
  const { t } = useTranslation();
  return { tooManyAttempts: t('auth.tooManyAttempts'), generic: t('auth.genericError') };
}
