import { expect, it } from 'vitest';
import { describeWithApp } from '../test/test-app.ts';
import { signUpParent, uniqueAddress } from '../test/session-helpers.ts';
import { fieldsWithRefusedCharacters } from './refuse-nul-characters.ts';

it('names every string, key and array entry holding a NUL character', () => {
  expect(
    fieldsWithRefusedCharacters({
      a: 'ok',
      b: 'x\u0000',
      c: [{ d: '\u0000' }, 'fine'],
      ['k\u0000']: 1,
    }),
  ).toEqual(['b', 'c.0.d', 'k\u0000']);
  expect(fieldsWithRefusedCharacters('plain')).toEqual([]);
  expect(fieldsWithRefusedCharacters(null)).toEqual([]);
});

describeWithApp('NUL characters', (context) => {
  it('answers 422 naming the body field, and stores nothing (POST /api/profile)', async () => {
    const parent = await signUpParent(context.app, { full_name: 'Pat Parent' });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: parent.bearerHeaders,
      payload: { full_name: 'Pat\u0000' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: 'Validation Error',
      errors: [{ field: 'full_name', location: 'body' }],
    });
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: parent.bearerHeaders,
    });
    expect(profile.json()).toMatchObject({ full_name: 'Pat Parent' });
  });

  it('answers 422 naming the query field, before the route runs', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/check-user-email-exists?email=a%00@example.com',
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ field: 'email', location: 'query' }] });
  });

  it('answers 422 for a sign-up with a NUL in the name instead of a 500', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: uniqueAddress(),
      payload: { email: 'nul@example.com', password: 'correct horse battery', full_name: '\u0000' },
    });
    expect(response.statusCode).toBe(422);
  });
});
