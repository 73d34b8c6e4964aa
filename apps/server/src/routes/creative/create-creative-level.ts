import { randomBytes } from 'node:crypto';
import {
  creativeSlug,
  creativeSlugSuffix,
  type creativeLevelCreateRequestSchema,
} from '@codehop/api';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { insertCreativeLevel } from '../../commands/save-creative-level.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { CreativeLevelRow } from '../../presenters/creative-level.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { checkedContent, plainFields, refuseUnplayedPublishing } from './creative-level-content.ts';

/**
 * What both create calls do: the signed-in user becomes the creator (and the chosen student, if
 * any, its maker); without a slug one is made from the name by the creator's slug rule.
 */
export async function createCreativeLevel(
  request: FastifyRequest,
  body: z.output<typeof creativeLevelCreateRequestSchema>,
  forceCreate: boolean,
): Promise<CreativeLevelRow> {
  const auth = requireAuth(request);
  const { clock } = request.server.services;
  const freshSuffix = () => creativeSlugSuffix(randomBytes(8), clock.now());
  const content = await checkedContent(body);
  refuseUnplayedPublishing(plainFields(body, auth.user));
  const student = await viewedStudent(request, undefined);
  return insertCreativeLevel(
    request.server.database.db,
    {
      ...plainFields(body, auth.user),
      ...content,
      name: body.name,
      userId: auth.user.id,
      studentId: student?.id ?? null,
      courseId: body.course_id,
      slug: body.slug ?? creativeSlug(body.name, freshSuffix()),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    },
    { forceCreate, freshSuffix },
  );
}
