/** A tip of the assistant (spec/platform.md §3): what to say and, when it can, what to change. */
export interface Tip {
  text: string;
  code_to_add: string | null;
  code_to_modify: string | null;
  line_number: number | null;
  resulted_code: string | null;
  is_code_sufficient: boolean;
  /** Ours: the words as a key of the web's `coach` namespace and its parameters, for the reader's language. */
  text_key?: string;
  text_params?: Record<string, string | number>;
  /** Ours: who answered, the game's coach or a language model. */
  source?: 'coach' | 'model';
}
