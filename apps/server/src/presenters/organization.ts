import type { SchoolClass, SchoolStudent, Teacher } from '@codehop/api';
import type { UserRow } from '../commands/sessions.ts';
import type { ClassRow } from '../policies/organization.ts';
import { presentLastPlayed, type StudentRow } from './student.ts';

export function presentClass(row: ClassRow, studentCount: number, teacherIds: readonly number[]): SchoolClass {
  return {
    id: row.id,
    name: row.name,
    unlocked_chapters: row.unlockedChapters,
    no_skip: row.noSkip,
    quiz: row.quiz,
    join_token: row.joinToken,
    join_enabled: row.joinEnabled,
    picture_passwords: row.picturePasswords,
    student_count: studentCount,
    teacher_ids: [...teacherIds],
  };
}

export function presentSchoolStudent(student: StudentRow, klass: { id: number; name: string } | null): SchoolStudent {
  return {
    id: student.id,
    username: student.username,
    character: student.character,
    class_id: klass?.id ?? null,
    class_name: klass?.name ?? null,
    assistant_enabled: student.assistantEnabled,
    assistant_attempt_limit: student.assistantAttemptLimit,
    last_played: presentLastPlayed(student),
  };
}

export function presentTeacher(user: UserRow, classIds: readonly number[]): Teacher {
  return { id: user.id, email: user.email, full_name: user.fullName, user_type: user.userType, class_ids: [...classIds] };
}
