import { expect, it } from 'vitest';
import { healthResponseSchema } from '@codehop/api';
import { describeWithApp } from '../../test/test-app.ts';

describeWithApp('GET /api/health', (context) => {
  it('answers 200 with the database state', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(context.testDatabase.database.kind);
  });
});
