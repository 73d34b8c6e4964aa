import { HttpError } from '../plugins/error-handler.ts';
import { CLASS_LOCKED_MESSAGE, NO_SKIP_MESSAGE, QUIZ_REQUIRED_MESSAGE, type ClassVerdict } from '../policies/class-rules.ts';

/** The 403 a class's closed chapter answers, with the reason's words and code (the level and quiz calls alike). */
export function classRefusal(verdict: ClassVerdict): HttpError {
  if (verdict === 'quiz_required') return new HttpError(403, QUIZ_REQUIRED_MESSAGE, 'quiz_required');
  if (verdict === 'no_skip') return new HttpError(403, NO_SKIP_MESSAGE, 'no_skip');
  return new HttpError(403, CLASS_LOCKED_MESSAGE, 'class_locked');
}
