import 'i18next';
import type { Resources } from '../locales/en.ts';

// Typed keys: a t('...') call with a key that does not exist fails the type check. Features
// that ship their own namespace with their chunk ('play') are declared here loosely and type
// their keys themselves.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Resources;
      play: Record<string, string>;
      staff: Record<string, string>;
      engine: Record<string, string>;
      items: Record<string, string>;
      codebook: Record<string, string>;
      purchase: Record<string, string>;
      quiz: Record<string, string>;
      recognition: Record<string, string>;
      challenges: Record<string, string>;
      organization: Record<string, string>;
      creator: Record<string, string>;
      'creative-levels': Record<string, string>;
      coach: Record<string, string>;
      narration: Record<string, string>;
    };
  }
}
