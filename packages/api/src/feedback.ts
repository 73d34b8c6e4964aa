import { z } from 'zod';

/** POST /api/feedback (spec/platform.md §3 and §5). */
export const feedbackRequestSchema = z.object({
  rating: z
    .number({ error: 'Rating is required' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  feedback: z
    .string({ error: 'Feedback is required' })
    .trim()
    .min(1, 'Feedback is required')
    .max(5000, 'Feedback must be at most 5000 characters'),
  from_email: z.email('Please enter a valid e-mail address').max(320).optional().nullable(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ id: z.number().int(), detail: z.string() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
