import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/use-locale.ts';
import { loadChapterGuide, loadCourseGuide, loadCurriculum, loadOverview } from './guide-files.ts';

// The guide's files never change while the app runs: load each once per language.
const forever = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export function useOverview() {
  const language = useLocale();
  return useQuery({ queryKey: ['guide', 'overview', language], queryFn: () => loadOverview(language), ...forever });
}

export function useCourseGuide(course: string) {
  const language = useLocale();
  return useQuery({ queryKey: ['guide', course, language], queryFn: () => loadCourseGuide(course, language), ...forever });
}

export function useChapterGuide(course: string, chapter: number) {
  const language = useLocale();
  return useQuery({ queryKey: ['guide', course, chapter, language], queryFn: () => loadChapterGuide(course, chapter, language), ...forever });
}

export function useCurriculum() {
  return useQuery({ queryKey: ['guide', 'curriculum'], queryFn: loadCurriculum, ...forever });
}
