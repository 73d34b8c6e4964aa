import { coachText, type Tip } from '@codehop/coach';

/** A tip of words only, from a key of the web's `coach` namespace. */
export function wordsTip(key: string, params: Record<string, string | number> = {}, line: number | null = null): Tip {
  return {
    text: coachText(key, params),
    code_to_add: null,
    code_to_modify: null,
    line_number: line,
    resulted_code: null,
    is_code_sufficient: false,
    text_key: key,
    text_params: params,
    source: 'coach',
  };
}
