/** A tip of the assistant (spec/platform.md §3): what to say and, when it can, what to change. */
export interface Tip {
  text: string;
  code_to_add: string | null;
  code_to_modify: string | null;
  line_number: number | null;
  resulted_code: string | null;
  is_code_sufficient: boolean;
}
