import { bulkCreateResponseSchema, classCardsRequestSchema, classIdParamsSchema, errorBodySchema } from '@codehop/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classStudents, students } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { putNewCardsInForce } from '../../commands/new-login-cards.ts';
import { newPicturePasswords } from '../../services/picture-passwords.ts';
import { generateStudentPassword, hashStudentPassword } from '../../services/school-credentials.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/**
 * POST /api/organization/classes/{class_id}/cards {student_ids}: new login cards for students of the
 * class, any day after they were created (a lost card, a new term). Each chosen student gets a new
 * password, shown only in this answer; their old password stops working at once, the sessions opened
 * with it end and the old card's wrong picture tries are forgotten (commands/new-login-cards.ts). In a class with
 * picture passwords each also gets new pictures (the card shows them; the old pictures stop too).
 */
export const postClassCardsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/classes/:class_id/cards',
    {
      schema: {
        tags: ['organization'],
        summary: 'Print new login cards: new passwords for chosen students of a class',
        params: classIdParamsSchema,
        body: classCardsRequestSchema,
        response: { 200: bulkCreateResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      const { db } = app.database;
      const wanted = [...new Set(request.body.student_ids)];
      const members = await db
        .select({ id: students.id, username: students.username, userId: students.parentUserId })
        .from(classStudents)
        .innerJoin(students, eq(students.id, classStudents.studentId))
        .where(and(eq(classStudents.classId, klass.id), inArray(classStudents.studentId, wanted)));
      const known = new Set(members.map((member) => member.id));
      const strangers = wanted.filter((id) => !known.has(id));
      if (strangers.length > 0) {
        throw new HttpError(422, 'Validation Error', 'validation_error', [
          { field: 'student_ids', location: 'body', message: `Not students of this class: ${strangers.join(', ')}` },
        ]);
      }
      const cards = members.map((member) => ({ ...member, password: generateStudentPassword() }));
      const hashes = await Promise.all(cards.map((card) => hashStudentPassword(card.password)));
      const newPictures = klass.picturePasswords ? await newPicturePasswords(cards.map((card) => card.id)) : new Map<number, never>();
      await putNewCardsInForce(
        db,
        cards.map((card, index) => ({ studentId: card.id, userId: card.userId, passwordHash: hashes[index] ?? '', pictureHash: newPictures.get(card.id)?.hash })),
      );
      const pictures = new Map([...newPictures].map(([id, given]) => [id, given.pictures]));
      const order = new Map(wanted.map((id, index) => [id, index]));
      cards.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { students: cards.map(({ id, username, password }) => ({ id, username, password, ...(pictures.has(id) ? { pictures: pictures.get(id) } : {}) })) };
    },
  );
};
