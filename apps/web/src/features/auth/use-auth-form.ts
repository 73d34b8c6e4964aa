import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure } from '../../lib/form-errors.ts';
import { FULL_NAME_MAX } from '@codehop/api';
import { withoutField, type FieldErrors } from './auth-validation.ts';
import { useFailureText } from './use-auth-text.ts';

/** What a text field of an auth form is given: its value, its change handler and its words. */
export interface BoundField {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly error: boolean;
  readonly helperText: string | undefined;
}

/**
 * The state every auth form keeps (login, sign-up, reset): the values, the checks made before
 * sending, the server's words per field and the message above the form. Editing a field clears
 * what was said about it.
 */
export function useAuthForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
  serverFieldNames: readonly Field[],
) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  function text(field: Field): string | undefined {
    const error = errors[field];
    return serverFields[field] ?? (error === 'auth.fullNameTooLong' ? t(error, { max: FULL_NAME_MAX }) : error ? t(error) : undefined);
  }

  return {
    values,
    message,
    /** Props for the field's TextField; `hint` shows while nothing is wrong with it. */
    bind(field: Field, hint?: string): BoundField {
      return {
        value: values[field],
        onChange: (event) => {
          const value = event.target.value;
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => withoutField(current, field));
          setServerFields((current) => withoutField(current, field));
        },
        error: text(field) !== undefined,
        helperText: text(field) ?? hint,
      };
    },
    /** Checks before sending; false (and the reasons under the fields) when something is missing. */
    check(): boolean {
      const found = validate(values);
      setErrors(found);
      setServerFields({});
      setMessage(null);
      return Object.keys(found).length === 0;
    },
    /** Puts the server's refusal under its fields and above the form. */
    fail(error: unknown): void {
      const failure = formFailure(error, serverFieldNames, failureText);
      setServerFields(failure.fields);
      setMessage(failure.message);
    },
  };
}
