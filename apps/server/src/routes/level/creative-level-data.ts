import type { CreativeMapPath, LevelDataResponse } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { levelProgress } from '../../db/schema.ts';
import { creativeProgressSlug } from '../../services/creative-progress.ts';
import { loadCreativeMap } from '../../services/creative-maps.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { visibleCreativeLevel } from '../creative/creative-level-lookup.ts';

/** Chapter 0 named Creative marks a creative level (spec/gameplay.md §3 "Chapter"). */
export const CREATIVE_CHAPTER = { id: 0, name: 'Creative' } as const;

/**
 * GET /api/level/data/{course}/{slug}?user_id={creator}: a creative level in the shape of a course
 * level, so the play screen reads both alike; `creator_user_id` tells it the level is creative.
 * Missing, or private and not the viewer's: 404.
 */
export async function creativeLevelData(
  request: FastifyRequest,
  course: string,
  slug: string,
  creatorUserId: number,
): Promise<LevelDataResponse> {
  const level = await visibleCreativeLevel(request, creatorUserId, course, slug);
  const { map } = await loadCreativeMap(level.mapPath as CreativeMapPath);
  const student = await viewedStudent(request, undefined);
  const [progress] = student
    ? await request.server.database.db
        .select()
        .from(levelProgress)
        .where(
          and(
            eq(levelProgress.studentId, student.id),
            eq(levelProgress.courseId, course),
            eq(levelProgress.levelSlug, creativeProgressSlug(level.id)),
          ),
        )
        .limit(1)
    : [];
  return {
    slug: level.slug,
    name: level.name,
    chapter_id: CREATIVE_CHAPTER.id,
    chapter_name: CREATIVE_CHAPTER.name,
    level_id: 0,
    course_id: level.courseId,
    creator_user_id: level.userId,
    creator_student_id: level.studentId,
    creative_level_id: level.id,
    map,
    start: level.playerStart,
    zoom: level.zoom,
    items: level.items,
    levelGoals: level.levelGoals,
    constants: [],
    codeTemplate: level.codeTemplate,
    // The creator writes one text; it is the level's tutorial, and there is no separate guide.
    guide: '',
    tutorial: level.tutorial,
    hint: '',
    completed: progress?.status === 'complete',
    locked: false,
    last_code_executed: progress?.lastCodeExecuted ?? null,
    last_status:
      progress?.status === 'complete' ? 'complete' : progress ? 'in_progress' : 'not_started',
  };
}
