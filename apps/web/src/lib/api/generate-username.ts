import { apiRequest, usernameResponseSchema } from '@codehop/api';

/** GET /api/auth/generate-username: a free student username to suggest in the student form. */
export async function generateUsername(): Promise<string> {
  const answer = await apiRequest('/api/auth/generate-username', {
    schema: usernameResponseSchema,
  });
  return answer.username;
}
