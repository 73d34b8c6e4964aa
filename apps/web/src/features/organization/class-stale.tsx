import { useCallback, useRef, type ReactNode } from 'react';
import type { SchoolClass } from '@codehop/api';
import { StaleDialog } from '../../components/stale-dialog/stale-dialog.tsx';
import { formFieldsOf } from '../../lib/stale/edit-merge.ts';
import { useStaleEdit } from '../../lib/stale/use-stale-edit.ts';
import type { useUpdateClass } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/** The class form's fields as the server names them (teacher_ids only for admins). */
export interface ClassFormFields {
  readonly [field: string]: unknown;
  readonly name: string;
  readonly unlocked_chapters: readonly string[];
  readonly no_skip: boolean;
  readonly quiz: boolean;
  readonly picture_passwords: boolean;
  readonly teacher_ids?: readonly number[];
}

interface FormSetters {
  readonly fill: (fields: ClassFormFields) => void;
  readonly basis: SchoolClass;
  readonly setBasis: (klass: SchoolClass) => void;
}

const LABELS = { name: 'classes.name', unlocked_chapters: 'classes.chapters', no_skip: 'classes.noSkip', quiz: 'classes.quiz', picture_passwords: 'pictures.card', teacher_ids: 'classes.teachers' } as const;

/**
 * Saving an existing class without losing anyone's change: the save names the class it was
 * opened from (If-Match); when another teacher saved first, the dialog says what changed and
 * saves this teacher's changes again on top of theirs in one click, or takes theirs.
 */
export function useClassStaleSave(
  update: ReturnType<typeof useUpdateClass>,
  form: FormSetters,
  words: { readonly chapters: ReadonlyMap<string, string>; readonly teachers: ReadonlyMap<number, string> },
): { save: (edited: ClassFormFields, done: (klass: SchoolClass) => void) => void; dialog: ReactNode } {
  const t = useOrgText();
  const stale = useStaleEdit<ClassFormFields>();
  // The re-applied save ends where the first one would have (the class page).
  const doneRef = useRef<(klass: SchoolClass) => void>(() => undefined);
  const send = useCallback(
    (edited: ClassFormFields, basis: SchoolClass) => {
      const { teacher_ids, ...settings } = edited;
      update.mutate(
        { ...settings, unlocked_chapters: [...settings.unlocked_chapters], ...(teacher_ids ? { teacherIds: [...teacher_ids] } : {}), basis },
        {
          onSuccess: (saved) => {
            stale.close();
            doneRef.current(saved);
          },
          // The dialog tells it; the form's own error line stays for other failures.
          onError: (error) => {
            if (stale.offer(error, formFieldsOf(basis, edited), edited)) update.reset();
          },
        },
      );
    },
    [update, stale],
  );
  const format = (field: string, value: unknown): string | undefined => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    if (field === 'unlocked_chapters') return value.map((key: string) => words.chapters.get(key) ?? key).join(', ');
    if (field === 'teacher_ids') return value.map((id: number) => words.teachers.get(id) ?? String(id)).join(', ');
    return undefined;
  };
  const dialog = (
    <StaleDialog
      edit={stale.edit}
      busy={update.isPending}
      fieldLabel={(field) => (field in LABELS ? t(LABELS[field as keyof typeof LABELS]) : field)}
      formatValue={format}
      onReapply={(merged, current) => send(merged, current as SchoolClass)}
      onTakeCurrent={(current, resource) => {
        form.fill(current);
        form.setBasis(resource as SchoolClass);
        stale.close();
      }}
    />
  );
  return {
    save: (edited, done) => {
      doneRef.current = done;
      send(edited, form.basis);
    },
    dialog,
  };
}
