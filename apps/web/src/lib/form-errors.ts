import { ApiError } from '@codehop/api';

export interface FormFailure<Field extends string> {
  /** Server messages for fields the form shows. */
  fields: Partial<Record<Field, string>>;
  /** One message for the whole form, or null when every problem sits on a field. */
  message: string | null;
}

export interface FormFailureText {
  tooManyAttempts: string;
  generic: string;
}

/**
 * Turns a failed call into what a form shows: 422 field errors beside their fields (query and
 * body alike, e.g. `new_password`), 429 as "too many attempts", the server's own detail for other
 * answers it explains (wrong password, name taken), a generic sentence for the rest.
 */
export function formFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  text: FormFailureText,
): FormFailure<Field> {
  const failure: FormFailure<Field> = { fields: {}, message: null };
  if (!(error instanceof ApiError)) return { ...failure, message: text.generic };
  if (error.status === 429) return { ...failure, message: text.tooManyAttempts };
  let unplaced = false;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field && failure.fields[field] === undefined) failure.fields[field] = fieldError.message;
    else if (!field) unplaced = true;
  }
  if (error.status === 422 && error.fieldErrors.length > 0 && !unplaced) return failure;
  const detail = error.status >= 400 && error.status < 500 ? error.detail : undefined;
  return { ...failure, message: detail ?? text.generic };
}
