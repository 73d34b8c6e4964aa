import { useCallback, useState } from 'react';
import { changesBetween, collisions, formFieldsOf, reapply, type FieldChange, type FormFields } from './edit-merge.ts';
import { staleRefusal } from './stale-refusal.ts';

/** A refused save, ready for the dialog: what changed meanwhile, what the person changed, the merge. */
export interface StaleEdit<Form extends FormFields> {
  /** The resource as it is now (tagged: pass it as the next save's basis). */
  readonly currentResource: object;
  readonly current: Form;
  readonly theirs: readonly FieldChange[];
  readonly mine: readonly FieldChange[];
  readonly collisions: readonly string[];
  /** The person's changes on top of the current state: what "save my changes again" sends. */
  readonly merged: Form;
}

/** Builds the dialog's state from a refused save (pure, so it is unit-tested with edit-merge). */
export function staleEdit<Form extends FormFields>(currentResource: object, basis: Form, edited: Form): StaleEdit<Form> {
  const current = formFieldsOf(currentResource, edited);
  return {
    currentResource,
    current,
    theirs: changesBetween(basis, current),
    mine: changesBetween(basis, edited),
    collisions: collisions(basis, edited, current),
    merged: reapply(basis, edited, current),
  };
}

/**
 * A form's handle on "someone else saved first": `offer(error, basis, edited)` opens the dialog
 * for a 412 (and answers true), or answers false so the screen shows any other failure as before.
 */
export function useStaleEdit<Form extends FormFields>() {
  const [edit, setEdit] = useState<StaleEdit<Form> | null>(null);
  const offer = useCallback((error: unknown, basis: Form, edited: Form): boolean => {
    const refusal = staleRefusal(error);
    if (!refusal) return false;
    setEdit(staleEdit(refusal.current, basis, edited));
    return true;
  }, []);
  const close = useCallback(() => setEdit(null), []);
  return { edit, offer, close };
}
