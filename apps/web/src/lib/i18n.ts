import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { DEFAULT_LANGUAGE, findLanguage, languagesWithText, type Language } from './languages.ts';
import { loadersByCode, loadLocaleResources } from './locale-loader.ts';
import { pseudoLocaleOn, pseudoLocalize } from './pseudo-locale.ts';

// Each namespace of each translation (locales/{code}/{namespace}.json) becomes its own chunk,
// fetched only when someone picks that language: English never grows because of the others.
const loaders = loadersByCode(import.meta.glob('../locales/*/*.json'));
const LANGUAGE_STORAGE_KEY = 'codehop.language';

/** The languages that have their text in this build: the only ones the picker offers. */
export const PICKABLE_LANGUAGES: readonly Language[] = languagesWithText(
  new Set(
    [...loaders].flatMap(([code, namespaces]) => (namespaces.has('translation') ? [code] : [])),
  ),
);

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use({ type: 'postProcessor', name: 'pseudo', process: (value: string) => pseudoLocalize(value) })
  .init({
    lng: DEFAULT_LANGUAGE,
    // The pseudo-locale (pseudo-locale.ts) marks every translated string, for the e2e check.
    postProcess: pseudoLocaleOn() ? ['pseudo'] : false,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    // React escapes what it renders; escaping here too would show "&amp;" in the page.
    interpolation: { escapeValue: false },
  });

/** The language this browser last used (kept locally, platform §8), when it has text in this build. */
export function storedLanguage(): string | null {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return code !== null && PICKABLE_LANGUAGES.some((language) => language.code === code)
      ? code
      : null;
  } catch {
    return null;
  }
}

/** Switches the interface to a supported language, loading its text first. */
export async function applyLanguage(code: string): Promise<void> {
  const namespaces = loaders.get(code);
  if (code !== DEFAULT_LANGUAGE && namespaces && !i18n.hasResourceBundle(code, 'translation')) {
    await Promise.all(
      [...namespaces.keys()].map(async (namespace) => {
        const resources = await loadLocaleResources(namespace, namespaces);
        if (resources) i18n.addResourceBundle(code, namespace, resources, true, true);
      }),
    );
  }
  if (i18n.language !== code) await i18n.changeLanguage(code);
  // The page says which language its text really is: English while a translation is missing.
  const translated = code === DEFAULT_LANGUAGE || i18n.hasResourceBundle(code, 'translation');
  document.documentElement.lang = translated ? code : DEFAULT_LANGUAGE;
  // Right-to-left only once the text really is Hebrew or Arabic, not English fallback text.
  document.documentElement.dir = findLanguage(code)?.rtl && translated ? 'rtl' : 'ltr';
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage can be blocked (private mode, school policies); the URL still carries the language.
  }
}
