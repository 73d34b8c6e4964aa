import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRefusal, type RefusalWords } from './describe-refusal.ts';
import { placeFieldErrors, unplacedMessage } from './field-errors.ts';
import { refusalWords } from './i18n/refusal-words.ts';
import type { Refusal } from './refusal.ts';

/** The refusal words of the current language (re-made on a language change), for formFailure. */
export function useRefusalWords(): RefusalWords {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => refusalWords(i18n, language), [i18n, language]);
}

/** `(error) => Refusal` in the current language (re-made on a language change). */
export function useDescribeRefusal(): (error: unknown) => Refusal {
  const words = useRefusalWords();
  return useCallback((error: unknown) => describeRefusal(error, words), [words]);
}

export interface FormRefusal<Field extends string> {
  /** The whole refusal, or null when there is no error. */
  readonly refusal: Refusal | null;
  /** The server's message for each field the form shows. */
  readonly fields: Partial<Record<Field, string>>;
  /** For bulk lists: the message for each row (index in the list sent). */
  readonly rows: Readonly<Record<number, string>>;
  /**
   * What the notice above the form shows: null when every problem sits on a field the form
   * shows; else the refusal, its message joined with field messages that have no field here.
   */
  readonly notice: Refusal | null;
}

/**
 * A form's view of its failed call (a mutation's `error`): field errors beside their fields
 * (`fields.name`), rows of a bulk list (`rows[3]`), and one notice for the rest, never a
 * generic sentence when the server said why. The form keeps its values: nothing here resets it.
 */
export function useRefusal<Field extends string>(error: unknown, shown: readonly Field[] = []): FormRefusal<Field> {
  const describe = useDescribeRefusal();
  const key = shown.join('|');
  return useMemo(() => {
    if (error === null || error === undefined) return { refusal: null, fields: {}, rows: {}, notice: null };
    const refusal = describe(error);
    if (refusal.kind !== 'fields') return { refusal, fields: {}, rows: {}, notice: refusal };
    const { placed, unplaced } = placeFieldErrors(refusal.fields, shown);
    const everyOnAField = unplaced.length === 0 && Object.keys(placed).length > 0;
    const message = unplaced.length > 0 ? unplacedMessage(refusal.heading, unplaced) : refusal.message;
    const notice = everyOnAField ? null : { ...refusal, message };
    return { refusal, fields: placed, rows: refusal.rows, notice };
    // `shown` is compared by its names (callers pass a fresh array literal each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, describe, key]);
}
