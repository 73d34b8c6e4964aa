import {
  apiRequest,
  creativeCreatorStatsSchema,
  creativeFavoriteResponseSchema,
  creativeLevelPageSchema,
  creativeLevelSchema,
  creativeModerationResponseSchema,
  creativeReportResponseSchema,
  creativeRunResponseSchema,
  creativeSlugCheckResponseSchema,
  type CreativeCourse,
  type CreativeLevelCreateRequest,
  type CreativeLevelUpdateRequest,
  type CreativeSort,
  type CreativeReviewQuery,
} from '@codehop/api';
import { z } from 'zod';

/** The creative-level calls of spec/gameplay.md §7, shared by the creator, the community and play. */
export const CREATIVE_QUERY_KEY = ['creative-levels'] as const;

export type CreativeListName = 'own' | 'public' | 'school' | 'favorites';

export interface CreativeListParams {
  readonly page?: number;
  readonly sort?: CreativeSort;
  readonly search?: string;
}

const LIST_PATHS: Readonly<Record<CreativeListName, string>> = {
  own: '/api/level/creative/list/own',
  public: '/api/level/creative/public',
  school: '/api/level/creative/school',
  favorites: '/api/level/creative/favorites',
};

function listQuery(params: CreativeListParams) {
  return {
    page: params.page ?? 1,
    size: 12,
    sort: params.sort ?? 'most_recent',
    ...(params.search?.trim() ? { search: params.search.trim() } : {}),
  };
}

export function fetchCreativeList(list: CreativeListName, params: CreativeListParams, signal?: AbortSignal) {
  return apiRequest(LIST_PATHS[list], { schema: creativeLevelPageSchema, query: listQuery(params), signal });
}

export function fetchCreatorLevels(creatorUserId: number, params: CreativeListParams, signal?: AbortSignal) {
  return apiRequest(`/api/level/creative/public/creator/${creatorUserId}`, {
    schema: creativeLevelPageSchema,
    query: listQuery(params),
    signal,
  });
}

export function fetchCreatorStats(creatorUserId: number, signal?: AbortSignal) {
  return apiRequest(`/api/level/creative/public/creator/${creatorUserId}/stats`, { schema: creativeCreatorStatsSchema, signal });
}

export function fetchCreativeLevel(course: CreativeCourse, slug: string, signal?: AbortSignal) {
  return apiRequest(`/api/level/creative/${encodeURIComponent(slug)}`, {
    schema: creativeLevelSchema,
    query: { course_id: course },
    signal,
  });
}

export function createCreativeLevel(body: CreativeLevelCreateRequest) {
  return apiRequest('/api/level/creative/create', { method: 'POST', schema: creativeLevelSchema, body });
}

/** PUT /api/level/creative/{slug}?course_id: the course in the query is where the level is now. */
export function updateCreativeLevel(course: CreativeCourse, slug: string, body: CreativeLevelUpdateRequest) {
  return apiRequest(`/api/level/creative/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    schema: creativeLevelSchema,
    query: { course_id: course },
    body,
  });
}

export function deleteCreativeLevel(course: CreativeCourse, slug: string) {
  return apiRequest(`/api/level/creative/${encodeURIComponent(slug)}`, {
    method: 'DELETE',
    schema: z.unknown(),
    query: { course_id: course },
  });
}

export function checkCreativeSlug(course: CreativeCourse, slug: string) {
  return apiRequest(`/api/level/creative/check-slug/${course}/${encodeURIComponent(slug)}`, {
    schema: creativeSlugCheckResponseSchema,
  });
}

export function setCreativeFavorite(levelId: number, favorite: boolean) {
  return apiRequest(`/api/level/creative/${levelId}/favorite`, {
    method: favorite ? 'POST' : 'DELETE',
    schema: creativeFavoriteResponseSchema,
  });
}

/** POST /api/level/creative/{id}/run: a run of a creative level began or completed it. */
export function postCreativeRun(levelId: number, status: 'in_progress' | 'complete', code: string) {
  return apiRequest(`/api/level/creative/${levelId}/run`, {
    method: 'POST',
    schema: creativeRunResponseSchema,
    body: { status, code },
  });
}

/** POST /api/level/creative/{id}/report: once per player; a second time is thanked, not counted. */
export function reportCreativeLevel(levelId: number, reason: string) {
  return apiRequest(`/api/level/creative/${levelId}/report`, {
    method: 'POST',
    schema: creativeReportResponseSchema,
    body: { reason },
  });
}

/** GET /api/level/creative/school/review: the levels shared with the teacher's school, waiting or checked. */
export function fetchSchoolReview(state: NonNullable<CreativeReviewQuery['state']>, page: number, signal?: AbortSignal) {
  return apiRequest('/api/level/creative/school/review', {
    schema: creativeLevelPageSchema,
    query: { ...listQuery({ page }), state },
    signal,
  });
}

export type CreativeModeration = 'approve' | 'hide' | 'unhide';

/** POST /api/level/creative/{id}/approve | hide | unhide: a teacher's (or staff's) decision. */
export function moderateCreativeLevel(levelId: number, action: CreativeModeration) {
  return apiRequest(`/api/level/creative/${levelId}/${action}`, {
    method: 'POST',
    schema: creativeModerationResponseSchema,
  });
}
