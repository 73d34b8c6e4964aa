import { REFUSAL_MESSAGES, type InteractionAction } from '@codehop/engine';

/**
 * The engine's refusal messages as the `engine` namespace, with i18next placeholders (`{item}`
 * becomes `{{item}}`). The engine keeps its English (the runner's Python exceptions carry it);
 * the play screen shows the translation of the refusal's key in the child's language.
 */
export const engineEn = {
  refusal: Object.fromEntries(Object.entries(REFUSAL_MESSAGES).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '{{$1}}')])),
  /**
   * The refusals' `{{action}}`: each action as the verb that follows "to" ("Stand on an X mark to
   * collect"), so no English verb lands in a translated sentence.
   */
  action: {
    speak: 'speak',
    write: 'write',
    read: 'read',
    question: 'ask',
    display: 'display',
    build: 'build',
    water: 'water',
    collect: 'collect',
    open: 'open',
    close: 'close',
    place: 'place',
    plant: 'plant',
    combine: 'combine',
  } satisfies Record<InteractionAction, string>,
};
