import { describeRefusal, type RefusalWords } from './refusal/describe-refusal.ts';
import { placeFieldErrors, unplacedMessage } from './refusal/field-errors.ts';

export interface FormFailure<Field extends string> {
  /** Server messages for fields the form shows. */
  fields: Partial<Record<Field, string>>;
  /** One message for the whole form, or null when every problem sits on a field. */
  message: string | null;
}

/**
 * What a form shows for a failed call, through lib/refusal: 422 field errors beside
 * their fields (query and body alike, e.g. `new_password`), and one sentence for the rest: our
 * words for the server's code, else its detail, how long to wait on 429, "offline" when the
 * request never arrived. `words` comes from `useRefusalWords()`.
 */
export function formFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  words: RefusalWords,
): FormFailure<Field> {
  const refusal = describeRefusal(error, words);
  if (refusal.kind !== 'fields') return { fields: {}, message: refusal.message };
  const { placed, unplaced } = placeFieldErrors(refusal.fields, fields);
  const everyOnAField = unplaced.length === 0 && Object.keys(placed).length > 0;
  const rest = unplaced.length > 0 ? unplacedMessage(refusal.heading, unplaced) : refusal.message;
  return { fields: placed, message: everyOnAField ? null : rest };
}
