import { useTranslation } from 'react-i18next';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@codehop/api';
import { levelSchema, type Level } from '@codehop/engine';
import { z } from 'zod';
import { levelDataPath } from './level-data-path.ts';

/** The page-facing fields of GET /api/level/data (spec/gameplay.md §3 "Level data"). */
const levelMetaSchema = z.looseObject({
  slug: z.string(),
  name: z.string().default(''),
  chapter_id: z.union([z.number(), z.string()]).nullish(),
  chapter_name: z.string().default(''),
  level_id: z.union([z.number(), z.string()]).nullish(),
  guide: z.string().nullish(),
  guideImage: z.string().nullish(),
  /** The level's data marks it unfinished: the guide shows the "not ready" notice. */
  notReady: z.boolean().default(false),
  tutorial: z.string().nullish(),
  hint: z.string().nullish(),
  codeTemplate: z.string().default('from player import *\n\n'),
  maxLinesOfCode: z.number().int().positive().nullish(),
  locked: z.boolean().default(false),
  completed: z.boolean().default(false),
  last_code_executed: z.string().nullish(),
  last_status: z.enum(['not_started', 'in_progress', 'complete']).nullish(),
});

export type LevelMeta = z.output<typeof levelMetaSchema>;

/** A playable level: the engine's Level (rules) and the page's metadata (words). */
export interface LevelData {
  readonly level: Level;
  readonly meta: LevelMeta;
}

const rawSchema = z.unknown();

/** Splits one answer in two: the engine never sees the guide, the page never guesses a rule. */
export function parseLevelData(raw: unknown): LevelData {
  return { level: levelSchema.parse(raw), meta: levelMetaSchema.parse(raw) };
}

export async function fetchLevelData(
  course: string,
  slug: string,
  creatorUserId: string | undefined,
  signal?: AbortSignal,
  language = 'en',
): Promise<LevelData | null> {
  try {
    const raw = await apiRequest(levelDataPath(course, slug, creatorUserId, language), { schema: rawSchema, signal });
    return parseLevelData(raw);
  } catch (error) {
    // A missing level is a normal screen ("No data"), not a crash.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function levelDataKey(course: string, slug: string, creatorUserId: string | undefined, language: string) {
  return ['level-data', course, slug, creatorUserId ?? null, language] as const;
}

/**
 * Fetch a level's data before the child asks for it (the next level, once this one is ready):
 * Next then shows it at once, and the service worker keeps it for playing offline.
 */
export function prefetchLevelData(queryClient: QueryClient, course: string, slug: string, language: string): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: levelDataKey(course, slug, undefined, language),
    queryFn: ({ signal }) => fetchLevelData(course, slug, undefined, signal, language),
    staleTime: 5 * 60_000,
  });
}

export function useLevelData(course: string, slug: string, creatorUserId?: string) {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: levelDataKey(course, slug, creatorUserId, language),
    queryFn: ({ signal }) => fetchLevelData(course, slug, creatorUserId, signal, language),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
