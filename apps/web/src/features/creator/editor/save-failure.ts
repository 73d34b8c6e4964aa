import { ApiError } from '@codehop/api';

/** The save failure's words (gameplay §8): the server's detail, else the message, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown; errors?: { message?: unknown }[] } | null;
    const first = body?.errors?.[0]?.message;
    if (typeof first === 'string') return first;
    if (typeof body?.detail === 'string') return body.detail;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
