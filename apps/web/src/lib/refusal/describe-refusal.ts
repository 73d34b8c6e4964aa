import { PLANS, PLAN_KEYS, SCHOOL_SMALL_STUDENT_LIMIT, type ApiError } from '@codehop/api';
import { formatMoney } from '../format-money.ts';
import { ruleFor } from './code-rules.ts';
import { fieldsAndRows } from './field-errors.ts';
import { apiErrorOf, courseOfPath, isNetworkFailure, retryAfterSeconds } from './read-api-error.ts';
import type { Refusal, RefusalAction, RefusalHeading, RefusalKind } from './refusal.ts';

/** The words describeRefusal needs, so it stays a pure function (tests pass the real i18n). */
export interface RefusalWords {
  readonly language: string;
  /** A key of the `refusal` namespace, or null when there is no such key (a code we never saw). */
  text(key: string, params?: Readonly<Record<string, string | number>>): string | null;
  /** The course's name in the reader's language. */
  courseName(courseId: string): string;
}

const FIELD_CODES = new Set(['validation_error', 'invalid_json']);

function base(kind: RefusalKind, heading: RefusalHeading, words: RefusalWords, message: string, status = 0): Refusal {
  return {
    kind,
    status,
    code: undefined,
    heading: words.text(`heading.${heading}`) ?? heading,
    message,
    fields: {},
    rows: {},
    actions: [],
    retryAfterSeconds: null,
    current: undefined,
    courseId: undefined,
  };
}

/** "in 42 seconds" / "in 3 minutes" in the reader's language (no plural rules of our own). */
function waitWords(seconds: number | null, words: RefusalWords): string {
  if (seconds === null || seconds <= 0) return words.text('waitSoon') ?? '';
  const format = new Intl.RelativeTimeFormat(words.language, { numeric: 'auto' });
  const when = seconds < 90 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
  return words.text('wait', { when }) ?? '';
}

/** The buy button and the price sentence of a paid level, for the course the call was about. */
function paymentRefusal(error: ApiError, words: RefusalWords, refusal: Refusal): Refusal {
  const courseId = courseOfPath(error.request.path) ?? 'python';
  const plan = PLAN_KEYS.find((key) => PLANS[key].kind === 'course' && PLANS[key].courseId === courseId) ?? 'python_course';
  const price = formatMoney(PLANS[plan].amountMinor, PLANS[plan].currency, words.language);
  const course = words.courseName(courseId);
  const actions: RefusalAction[] = [{ kind: 'buy-course', courseId, plan }, { kind: 'my-levels' }];
  // The quiz calls answer the level's code; the sentence names what the child was opening.
  const key = error.request.path.startsWith('/api/quiz/') ? 'quizPaid' : 'code.payment_required';
  const message = words.text(key, { course, price }) ?? refusal.message;
  return { ...refusal, message, actions, courseId };
}

function codeMessage(code: string | undefined, words: RefusalWords): string | null {
  if (code === undefined) return null;
  return words.text(`code.${code}`, { limit: SCHOOL_SMALL_STUDENT_LIMIT });
}

/**
 * THE way from a failed call to what the person reads: status and `code` become a
 * heading, a sentence in their language with the way forward, field errors on their fields.
 * The server's `detail` stands in for a code we have no words for; our generic sentences are
 * only for answers that carry no reason at all (a crashed server, no connection, a page bug).
 */
export function describeRefusal(error: unknown, words: RefusalWords): Refusal {
  const apiError = apiErrorOf(error);
  if (!apiError || apiError.status === 0) {
    if (isNetworkFailure(error) || apiError) return { ...base('offline', 'offline', words, words.text('offline') ?? ''), actions: [{ kind: 'try-again' }] };
    return { ...base('unexpected', 'problem', words, words.text('unexpected') ?? ''), actions: [{ kind: 'reload' }] };
  }
  const { status } = apiError;
  const code = apiError.code;
  const detail = apiError.detail;
  const rule = ruleFor(status, code);
  const spoken = codeMessage(code, words);
  const refusal: Refusal = {
    ...base('reason', rule.heading, words, spoken ?? detail ?? words.text('problem') ?? '', status),
    code,
    actions: rule.actions,
  };
  if (status === 402 || code === 'payment_required') return paymentRefusal(apiError, words, refusal);
  if (status === 422 && (code === undefined || FIELD_CODES.has(code) || apiError.fieldErrors.length > 0)) {
    const placed = fieldsAndRows(apiError.fieldErrors);
    const message = placed.count > 0 ? (words.text('fields') ?? '') : (spoken ?? detail ?? '');
    return { ...refusal, kind: 'fields', heading: words.text('heading.refused') ?? '', message, ...placed.found };
  }
  if (status === 412 || code === 'version_conflict') {
    return { ...refusal, kind: 'stale', heading: words.text('heading.stale') ?? '', message: words.text('stale') ?? refusal.message, actions: [{ kind: 'reload' }], current: apiError.body };
  }
  if (status === 429 || (status === 503 && apiError.retryAfter !== null)) {
    const seconds = retryAfterSeconds(apiError.retryAfter);
    const message = [spoken ?? detail, waitWords(seconds, words)].filter(Boolean).join(' ');
    return { ...refusal, kind: 'wait', heading: words.text('heading.wait') ?? '', message, retryAfterSeconds: seconds };
  }
  if (status >= 500) {
    return { ...refusal, kind: 'problem', message: spoken ?? words.text('problem') ?? '', actions: [{ kind: 'try-again' }] };
  }
  return refusal;
}
