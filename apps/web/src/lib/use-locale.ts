import { useCallback } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from './languages.ts';
import { localePath } from './locale-path.ts';

/** The locale of the current URL (the route loader has already redirected unsupported ones). */
export function useLocale(): string {
  const { lng } = useParams();
  return lng && isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Builds `/{lng}/{path}` links for the current locale. */
export function useLocalePath(): (path?: string) => string {
  const lng = useLocale();
  return useCallback((path = '') => localePath(lng, path), [lng]);
}
