import { expect, it } from 'vitest';
import { feedback } from '../../db/schema.ts';
import { describeWithApp } from '../../test/test-app.ts';

describeWithApp('POST /api/feedback', (context) => {
  it('stores valid feedback', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 4, feedback: '  I love the rabbit  ', from_email: 'parent@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await context.testDatabase.database.db.select().from(feedback);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, message: 'I love the rabbit', fromEmail: 'parent@example.com' });
  });

  it.each([
    [{ feedback: 'x' }, 'rating', 'Rating is required'],
    [{ rating: 3 }, 'feedback', 'Feedback is required'],
    [{ rating: 3, feedback: '   ' }, 'feedback', 'Feedback is required'],
    [{ rating: 9, feedback: 'x' }, 'rating', 'Rating must be from 1 to 5'],
    [{ rating: 3, feedback: 'x', from_email: 'nope' }, 'from_email', 'Please enter a valid e-mail address'],
  ])('answers 422 with the field error for %j', async (payload, field, message) => {
    const before = await context.testDatabase.database.db.select().from(feedback);
    const response = await context.app.inject({ method: 'POST', url: '/api/feedback', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: 'Validation Error',
      errors: expect.arrayContaining([{ field, location: 'body', message }]),
    });
    const after = await context.testDatabase.database.db.select().from(feedback);
    expect(after).toHaveLength(before.length);
  });

  it('answers 422 for a body that is not JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"rating": 5,',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: 'Validation Error', code: 'invalid_json' });
  });
});
