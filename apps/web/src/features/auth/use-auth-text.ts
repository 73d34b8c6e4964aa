import type { RefusalWords } from '../../lib/refusal/describe-refusal.ts';
import { useRefusalWords } from '../../lib/refusal/use-refusal.ts';

/** The words every auth form explains a failed call with (lib/refusal: the server's reason, in the reader's language). */
export function useFailureText(): RefusalWords {
  return useRefusalWords();
}
