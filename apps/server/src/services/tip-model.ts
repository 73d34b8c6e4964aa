import { tipSchema, type TipResponse } from '@codehop/api';
import OpenAI from 'openai';
import { z } from 'zod';

/** An OpenAI-compatible chat endpoint for tips (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL). */
export interface TipModelConfig {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
  /** Milliseconds before the coach answers instead (10 s). */
  readonly timeoutMs?: number;
}

export function tipModelFromEnv(env: NodeJS.ProcessEnv): TipModelConfig | null {
  const baseUrl = env.OPENAI_BASE_URL?.trim();
  const apiKey = env.OPENAI_API_KEY?.trim();
  const model = env.OPENAI_MODEL?.trim();
  if (!baseUrl || !apiKey || !model) return null;
  return { baseUrl, apiKey, model };
}

export interface TipModelQuestion {
  readonly goals: readonly string[];
  readonly code: string;
  readonly error: string | null;
  /** The coach's own tip: what it found and the change it checked by running it. */
  readonly coach: TipResponse;
  /** The reader's language (BCP 47), for the words. */
  readonly language: string;
}

/** What the model must answer: the Tip shape (its code fields may be null). */
const modelAnswerSchema = tipSchema.pick({
  text: true,
  code_to_add: true,
  code_to_modify: true,
  line_number: true,
  resulted_code: true,
  is_code_sufficient: true,
}).extend({ text: z.string().min(1).max(600) });

const SYSTEM = [
  'You are the friendly coach of Codehop, a game where a child (about 8 to 12 years old) learns Python by steering a rabbit on a tile map.',
  'Answer with ONE JSON object and nothing else, with exactly these keys:',
  'text (string: at most two short, kind sentences for a child, no jargon, never the whole solution),',
  'code_to_add (string or null), code_to_modify (string or null), line_number (integer or null),',
  'resulted_code (string or null), is_code_sufficient (boolean).',
  'The game already checked a fix; prefer its line and code. Write the text in the language you are given.',
].join(' ');

/**
 * Asks the model for a tip. Resolves null (the coach answers) on anything but a well-formed tip
 * within the time limit: a refusal, an error, a timeout, text that is not the Tip shape.
 */
export async function askTipModel(config: TipModelConfig, question: TipModelQuestion): Promise<TipResponse | null> {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs ?? 10_000, maxRetries: 0 });
  const signal = AbortSignal.timeout(config.timeoutMs ?? 10_000);
  try {
    const completion = await client.chat.completions.create(
      {
        model: config.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          {
            role: 'user',
            content: JSON.stringify({
              language: question.language,
              level_goals: question.goals,
              code: question.code,
              error: question.error,
              coach_analysis: {
                finding: question.coach.text,
                line_number: question.coach.line_number,
                code_to_add: question.coach.code_to_add,
                code_to_modify: question.coach.code_to_modify,
                checked_resulted_code: question.coach.resulted_code,
              },
            }),
          },
        ],
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const parsed = modelAnswerSchema.safeParse(JSON.parse(content));
    if (!parsed.success) return null;
    return { ...parsed.data, source: 'model' };
  } catch {
    return null;
  }
}
