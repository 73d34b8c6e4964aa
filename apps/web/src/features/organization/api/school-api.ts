import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  apiRequest,
  bulkCreateResponseSchema,
  chapterCompletionSchema,
  orgCompletionSchema,
  pictureSchema,
  classByTokenSchema,
  classProgressSchema,
  classSchema,
  detailResponseSchema,
  existsResponseSchema,
  invitationSchema,
  organizationSchema,
  schoolStudentSchema,
  sessionResponseSchema,
  studentProgressSchema,
  stuckResponseSchema,
  teacherSchema,
  type ClassCreateRequest,
  type LoginOrgRequest,
  type ClassProgress,
  type SchoolClass,
  type SchoolStudent,
  type Teacher,
} from '@codehop/api';
import { z } from 'zod';
import { applySessionChange } from '../../../lib/api/session.ts';
import { useSortedByName } from '../../../lib/name-order.ts';
import { sameValue } from '../../../lib/stale/edit-merge.ts';

/** The school calls of spec/platform.md §7 (one hook per call, grouped: they are only used by these pages). */

type ChapterCompletion = z.infer<typeof chapterCompletionSchema>;

// Lists of people and classes come in the reader's alphabetical order (lib/name-order.ts).
const teacherName = (teacher: Teacher) => teacher.full_name || teacher.email;
const studentName = (student: { username: string }) => student.username;
const className = (klass: SchoolClass) => klass.name;

export function useOrganization(enabled = true) {
  return useQuery({ queryKey: ['organization', 'current'], queryFn: ({ signal }) => apiRequest('/api/organization/current', { schema: organizationSchema, signal }), enabled, retry: false });
}

export function useSlugExists(slug: string) {
  return useQuery({
    queryKey: ['organization', 'slug', slug],
    queryFn: ({ signal }) => apiRequest('/api/organization/check-slug-exists', { query: { slug }, schema: existsResponseSchema, signal }),
    enabled: /^[a-z]+(-[a-z]+)*$/.test(slug) && slug.length >= 3,
    placeholderData: keepPreviousData,
  });
}

export function useRegisterOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; slug: string }) => apiRequest('/api/organization/register', { method: 'POST', body, schema: organizationSchema }),
    onSuccess: () => applySessionChange(queryClient, undefined),
  });
}

export function useTeachers() {
  const select = useSortedByName(teacherName);
  return useQuery({ queryKey: ['organization', 'teachers'], queryFn: ({ signal }) => apiRequest('/api/organization/teachers', { schema: z.array(teacherSchema), signal }), select, retry: false });
}

export function useInviteTeacher() {
  return useMutation({ mutationFn: (email: string) => apiRequest('/api/organization/invite-teacher', { method: 'POST', query: { email }, schema: detailResponseSchema }) });
}

export function useAddTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; full_name: string; password: string }) => apiRequest('/api/organization/teacher', { method: 'POST', body, schema: teacherSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useRemoveTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: number) => apiRequest(`/api/organization/teacher/${teacherId}`, { method: 'DELETE', schema: detailResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useSchoolStudents() {
  const select = useSortedByName<SchoolStudent>(studentName);
  return useQuery({ queryKey: ['organization', 'students'], queryFn: ({ signal }) => apiRequest('/api/organization/students', { schema: z.array(schoolStudentSchema), signal }), select, retry: false });
}

export function useUpdateClass(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // `basis`: the class the form was filled from; its ETag goes out as If-Match (a stale copy gets 412).
    mutationFn: async ({ teacherIds, basis, ...body }: { name: string; unlocked_chapters: string[]; no_skip: boolean; quiz: boolean; picture_passwords: boolean; teacherIds?: number[]; basis?: SchoolClass }) => {
      const saved = await apiRequest(`/api/organization/classes/${classId}`, { method: 'PUT', body, basis, schema: classSchema });
      // Only when the person changed them (else an old list would undo another admin's). The
      // teachers share the class's tag: the class just saved is their basis.
      if (teacherIds && !sameValue(teacherIds, (basis ?? saved).teacher_ids)) {
        return apiRequest('/api/organization/class-teachers', { method: 'PUT', body: { class_id: classId, teacher_ids: teacherIds }, basis: saved, schema: classSchema });
      }
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useOrgCompletion(course: string) {
  return useQuery({ queryKey: ['organization', 'org-completion', course], queryFn: ({ signal }) => apiRequest(`/api/level/course/${course}/org-completion`, { schema: orgCompletionSchema, signal }), retry: false });
}

export function useChapterCompletion(course: string, chapterId: number, classId: number) {
  const sortStudents = useSortedByName<ChapterCompletion['students'][number]>(studentName);
  const select = useCallback((data: ChapterCompletion) => ({ ...data, students: sortStudents(data.students) }), [sortStudents]);
  return useQuery({
    queryKey: ['organization', 'chapter-completion', course, chapterId, classId],
    queryFn: ({ signal }) => apiRequest(`/api/level/course/${course}/chapter-completion`, { query: { chapter_id: chapterId, class_id: classId }, schema: chapterCompletionSchema, signal }),
    select,
    retry: false,
  });
}

export function useClasses() {
  const select = useSortedByName(className);
  return useQuery({ queryKey: ['organization', 'classes'], queryFn: ({ signal }) => apiRequest('/api/organization/classes', { schema: z.array(classSchema), signal }), select, retry: false });
}

export function useClass(classId: number) {
  return useQuery({ queryKey: ['organization', 'class', classId], queryFn: ({ signal }) => apiRequest(`/api/organization/classes/${classId}`, { schema: classSchema, signal }), retry: false });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassCreateRequest) => apiRequest('/api/organization/classes', { method: 'POST', body, schema: classSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: number) => apiRequest(`/api/organization/classes/${classId}`, { method: 'DELETE', schema: detailResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useBulkCreate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { class_id: number; count?: number; usernames?: string[] }) =>
      apiRequest('/api/organization/bulk-create-students', { method: 'POST', body, schema: bulkCreateResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useClassProgress(classId: number, course: string, allChapters = false) {
  const chapters = allChapters ? 'all' : 'class';
  const sortStudents = useSortedByName<ClassProgress['students'][number]>(studentName);
  const select = useCallback((data: ClassProgress) => ({ ...data, students: sortStudents(data.students) }), [sortStudents]);
  return useQuery({
    queryKey: ['organization', 'progress', classId, course, chapters],
    queryFn: ({ signal }) => apiRequest(`/api/organization/classes/${classId}/progress`, { query: { course, chapters }, schema: classProgressSchema, signal }),
    select,
    refetchInterval: 30_000,
    retry: false,
  });
}

/** The live panel: asks again every 15 seconds while the page is open. */
export function useStuck(classId: number) {
  return useQuery({
    queryKey: ['organization', 'stuck', classId],
    queryFn: ({ signal }) => apiRequest(`/api/organization/classes/${classId}/stuck`, { schema: stuckResponseSchema, signal }),
    refetchInterval: 15_000,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

export function useStudentProgress(studentId: number) {
  return useQuery({ queryKey: ['organization', 'student', studentId], queryFn: ({ signal }) => apiRequest(`/api/organization/students/${studentId}/progress`, { schema: studentProgressSchema, signal }), retry: false });
}

export function useUpdateStudent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // `basis`: what the form was filled from (the progress answer carries the student's ETag).
    mutationFn: ({ basis, ...body }: { username: string; character: string; assistant_enabled?: boolean; assistant_attempt_limit?: number | null; class_id?: number; password?: string; basis?: object }) =>
      apiRequest(`/api/organization/students/${studentId}`, { method: 'PUT', body, basis, schema: schoolStudentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) => apiRequest(`/api/organization/students/${studentId}`, { method: 'DELETE', schema: detailResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}

export function useLoginOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, locale }: { body: LoginOrgRequest; locale: string }) => apiRequest('/api/auth/login-org', { method: 'POST', body, query: { locale }, schema: sessionResponseSchema }),
    onSuccess: (answer) => applySessionChange(queryClient, answer.user),
  });
}

export function useInvitation(token: string) {
  return useQuery({ queryKey: ['organization', 'invitation', token], queryFn: ({ signal }) => apiRequest('/api/organization/invitation', { query: { token }, schema: invitationSchema, signal }), retry: false, enabled: token.length > 0 });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, locale }: { body: { token: string; full_name: string; password: string }; locale: string }) =>
      apiRequest('/api/organization/accept-invitation', { method: 'POST', body, query: { locale }, schema: sessionResponseSchema }),
    onSuccess: (answer) => applySessionChange(queryClient, answer.user),
  });
}

export function useClassByToken(token: string) {
  return useQuery({ queryKey: ['organization', 'class-by-token', token], queryFn: ({ signal }) => apiRequest('/api/organization/class-by-token', { query: { token }, schema: classByTokenSchema, signal }), retry: false, enabled: token.length > 0 });
}

export function useClassSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, locale }: { body: { token: string; username: string; password: string }; locale: string }) =>
      apiRequest('/api/auth/signup/class-token', { method: 'POST', body, query: { locale }, schema: sessionResponseSchema }),
    onSuccess: (answer) => applySessionChange(queryClient, answer.user),
  });
}

/** Passwords exist only in the bulk-creation answer: kept in this tab for the cards page. */
const CARDS_KEY = 'codehop.cards';
/** A login card: `pictures` (in order) when the student's class signs in with pictures. */
export type CardCredentials = z.infer<typeof rememberedCardSchema>;
const rememberedCardSchema = z.object({ username: z.string(), password: z.string(), pictures: z.array(pictureSchema).optional() });
export function rememberCards(classId: number, students: readonly CardCredentials[]): void {
  sessionStorage.setItem(`${CARDS_KEY}.${classId}`, JSON.stringify(students));
}
export function rememberedCards(classId: number): CardCredentials[] {
  try {
    const parsed = z.array(rememberedCardSchema).safeParse(JSON.parse(sessionStorage.getItem(`${CARDS_KEY}.${classId}`) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
