import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  apiRequest,
  courseResponseSchema,
  type courseChapterSchema,
  type CourseResponse,
} from '@codehop/api';
import type { z } from 'zod';

export type Course = CourseResponse;
export type Chapter = z.infer<typeof courseChapterSchema>;

/**
 * GET /api/level/course/{slug}?student_id: the chapters and levels with a learner's progress.
 * Without a student id the server uses the session's chosen student (or none for a visitor).
 */
export function fetchCourse(
  slug: string,
  signal?: AbortSignal,
  studentId?: number | null,
  language = 'en',
): Promise<Course> {
  return apiRequest(`/api/level/course/${encodeURIComponent(slug)}`, {
    schema: courseResponseSchema,
    query: { student_id: studentId ?? undefined, lng: language === 'en' ? undefined : language },
    signal,
  });
}

/**
 * spec/platform.md §7: course data is cached 10 s and not refetched on its own. The key starts
 * with `['course', slug]`, so invalidating that refreshes every student's copy.
 */
export function useCourse(slug: string, studentId?: number | null) {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['course', slug, studentId ?? null, language],
    queryFn: ({ signal }) => fetchCourse(slug, signal, studentId, language),
    staleTime: 10_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
