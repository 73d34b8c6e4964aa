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

/** GET /api/level/course/{slug}: the chapters and levels with the learner's progress. */
export function fetchCourse(slug: string, signal?: AbortSignal): Promise<Course> {
  return apiRequest(`/api/level/course/${encodeURIComponent(slug)}`, {
    schema: courseResponseSchema,
    signal,
  });
}

/** spec/platform.md §7: course data is cached 10 s and not refetched on its own. */
export function useCourse(slug: string) {
  return useQuery({
    queryKey: ['course', slug],
    queryFn: ({ signal }) => fetchCourse(slug, signal),
    staleTime: 10_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
