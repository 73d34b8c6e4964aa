import type { FastifyRequest } from 'fastify';

/**
 * Per-address limits on the calls that guess or send mail (login, sign-up, forgot-password, the
 * e-mail check, sign-up links). Counters live in memory per instance; behind several instances each
 * allows this much, which still stops guessing at scale.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  signup: { max: 5, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  emailCheck: { max: 20, timeWindow: '1 minute' },
  signupLink: { max: 5, timeWindow: '15 minutes' },
  resendConfirmation: { max: 5, timeWindow: '15 minutes' },
} as const;

export function rateLimitKey(request: FastifyRequest): string {
  return request.ip;
}
