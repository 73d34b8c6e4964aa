import type { SchoolStudent } from '@codehop/api';
import { useStaleSave } from '../../components/stale-dialog/use-stale-save.tsx';
import { formFieldsOf } from '../../lib/stale/edit-merge.ts';
import type { useUpdateStudent } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/** The school student form's fields as the server names them (the password is never compared). */
export interface StudentFormFields {
  readonly [field: string]: unknown;
  readonly username: string;
  readonly character: string;
  readonly assistant_enabled: boolean;
  readonly assistant_attempt_limit: number | null;
  readonly class_id?: number;
}

const LABELS: Readonly<Record<string, Parameters<ReturnType<typeof useOrgText>>[0]>> = {
  username: 'student.username',
  character: 'student.avatar',
  class_id: 'student.klass',
  assistant_enabled: 'student.assistant',
  assistant_attempt_limit: 'student.limit',
};

/**
 * The student form's save with If-Match (basis: the progress answer it was filled from) and the
 * stale dialog when another teacher saved the student first.
 */
export function useStudentStaleSave(
  update: ReturnType<typeof useUpdateStudent>,
  initialBasis: object,
  fill: (fields: StudentFormFields) => void,
  classNames: ReadonlyMap<number, string>,
) {
  const t = useOrgText();
  return useStaleSave<StudentFormFields, SchoolStudent>({
    initialBasis,
    // The progress answer nests the student; a 412's `current` is the student itself.
    fieldsOf: (basis, shape) => formFieldsOf('student' in basis ? (basis.student as object) : basis, shape),
    send: (fields, basis) => update.mutateAsync({ ...fields, basis }),
    reset: update.reset,
    busy: update.isPending,
    fill,
    fieldLabel: (field) => {
      const key = LABELS[field];
      return key ? t(key) : field;
    },
    formatValue: (field, value) => (field === 'class_id' && typeof value === 'number' ? classNames.get(value) : undefined),
  });
}
