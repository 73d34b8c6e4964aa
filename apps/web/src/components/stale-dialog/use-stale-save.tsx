import { useRef, useState, type ReactNode } from 'react';
import { formFieldsOf, type FormFields } from '../../lib/stale/edit-merge.ts';
import { useStaleEdit } from '../../lib/stale/use-stale-edit.ts';
import { StaleDialog, type StaleDialogProps } from './stale-dialog.tsx';

export interface StaleSaveOptions<Form extends FormFields, Saved> {
  /** The answer object the form was filled from (its ETag is the save's If-Match). */
  readonly initialBasis: object;
  /** The form's fields in a basis (the answer may nest them, e.g. `{ student, levels }`). */
  readonly fieldsOf?: (basis: object, shape: Form) => Form;
  /** Sends the fields with `basis` as the operation's basis (a mutation's mutateAsync). */
  readonly send: (fields: Form, basis: object) => Promise<Saved>;
  /** Clears the mutation's error after a 412: the dialog tells it, not the form's error line. */
  readonly reset: () => void;
  readonly busy: boolean;
  /** Puts fields into the form ("use theirs"). */
  readonly fill: (fields: Form) => void;
  readonly fieldLabel: StaleDialogProps<Form>['fieldLabel'];
  readonly formatValue?: StaleDialogProps<Form>['formatValue'];
}

/**
 * A form's save that never undoes someone else's: it sends If-Match (the basis's tag); a 412
 * opens the stale dialog, whose one click saves the person's changes again on top of the current
 * state (and whose other button fills the form with the current state). Other failures stay in
 * the mutation's error, shown by the screen as before.
 */
export function useStaleSave<Form extends FormFields, Saved>(options: StaleSaveOptions<Form, Saved>) {
  const stale = useStaleEdit<Form>();
  const [basis, setBasis] = useState<object>(options.initialBasis);
  const after = useRef<(saved: Saved) => void>(() => undefined);
  const failed = useRef<(error: unknown) => void>(() => undefined);
  const fieldsOf = options.fieldsOf ?? formFieldsOf;

  async function send(edited: Form, from: object): Promise<void> {
    try {
      const saved = await options.send(edited, from);
      stale.close();
      after.current(saved);
    } catch (error) {
      if (stale.offer(error, fieldsOf(from, edited), edited)) options.reset();
      else failed.current(error);
    }
  }

  const dialog: ReactNode = (
    <StaleDialog
      edit={stale.edit}
      busy={options.busy}
      fieldLabel={options.fieldLabel}
      formatValue={options.formatValue}
      onReapply={(merged, current) => void send(merged, current)}
      onTakeCurrent={(current, resource) => {
        options.fill(current);
        setBasis(resource);
        stale.close();
      }}
    />
  );
  return {
    /** `onFailure`: any failure but a 412, for the screen to show as before. */
    save: (edited: Form, onSaved: (saved: Saved) => void, onFailure: (error: unknown) => void = () => undefined) => {
      after.current = onSaved;
      failed.current = onFailure;
      void send(edited, basis);
    },
    dialog,
  };
}
