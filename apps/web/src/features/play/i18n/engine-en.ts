import { REFUSAL_MESSAGES } from '@codehop/engine';

/**
 * The engine's refusal messages as the `engine` namespace, with i18next placeholders (`{item}`
 * becomes `{{item}}`). The engine keeps its English (the runner's Python exceptions carry it);
 * the play screen shows the translation of the refusal's key in the child's language.
 */
export const engineEn = {
  refusal: Object.fromEntries(Object.entries(REFUSAL_MESSAGES).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '{{$1}}')])),
};
