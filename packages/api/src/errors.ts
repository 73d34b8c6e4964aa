import { z } from 'zod';

/** Every API error body: `{ detail, code? }`; validation failures add field errors. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  location: z.enum(['body', 'query', 'params', 'headers']),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The status labels of spec/platform.md §8, shared by the server's answers and the client's errors. */
export const STATUS_LABELS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusLabel(status: number): string {
  return STATUS_LABELS[status] ?? `Request failed with status ${status}`;
}

/** What the client throws for any non-success answer (or a cancelled request, status 0). */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly request: { method: string; path: string };
  /** The answer's `Retry-After` header as sent (seconds or an HTTP date), for 429 and 503. */
  readonly retryAfter: string | null;
  /** The answer's ETag: on a 412 (preconditions.ts), the tag of the state in the body's `current`. */
  readonly etag: string | undefined;

  constructor(options: {
    url: string;
    status: number;
    statusText: string;
    body: unknown;
    request: { method: string; path: string };
    message?: string;
    retryAfter?: string | null;
    etag?: string;
  }) {
    super(options.message ?? describeFailure(options.status, options.statusText, options.body));
    this.name = 'ApiError';
    this.url = options.url;
    this.status = options.status;
    this.statusText = options.statusText;
    this.body = options.body;
    this.request = options.request;
    this.retryAfter = options.retryAfter ?? null;
    this.etag = options.etag;
  }

  /** The server's machine-readable reason (`code`), when the body has one. */
  get code(): string | undefined {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data.code : undefined;
  }

  /** The server's `detail` text when the body has the error shape. */
  get detail(): string | undefined {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data.detail : undefined;
  }

  get fieldErrors(): FieldError[] {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? (parsed.data.errors ?? []) : [];
  }

  get isAborted(): boolean {
    return this.status === 0;
  }
}

export const REQUEST_ABORTED = 'Request aborted';

function describeFailure(status: number, statusText: string, body: unknown): string {
  const label = STATUS_LABELS[status];
  if (label) return label;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `Request failed: ${status} ${statusText} ${text ?? ''}`.trim();
}
