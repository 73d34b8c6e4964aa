import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import { useQueryClient } from '@tanstack/react-query';
import type { TipResponse } from '@codehop/api';
import type { TipCardContent } from '../../components/tip-card/tip-card.tsx';
import { refusedTipContent, tipRefusalOf, type AssistantRefusal } from '../../components/tip-card/tip-refusal.ts';
import { useCoachText, type CoachText } from '../../components/tip-card/use-coach-text.ts';
import { CREDIT_QUERY_KEY, useCredit } from '../../lib/api/credit.ts';
import { postChallengeTip } from './api/challenge-tip.ts';

type Asked =
  | { readonly kind: 'pending' }
  | { readonly kind: 'tip'; readonly tip: TipResponse }
  | { readonly kind: 'refused'; readonly refusal: AssistantRefusal }
  | { readonly kind: 'failed' };

export interface ChallengeTip {
  /** Asks for a tip on this code (and the error of the last run, when there was one). */
  readonly ask: (code: string, errorMessage: string | null) => void;
  readonly dismiss: () => void;
  /** What the tip card shows, or null when there is no card. */
  readonly content: TipCardContent | null;
  /** The line the tip points at, for the editor's marker. */
  readonly line: number | null;
  readonly asking: boolean;
}

function cardContent(asked: Asked, c: CoachText): TipCardContent {
  if (asked.kind === 'pending') return { kind: 'tip', text: '…', line: null, pending: true };
  if (asked.kind === 'failed') return { kind: 'tip', text: c('card.failed'), line: null };
  if (asked.kind === 'refused') {
    return refusedTipContent(asked.refusal, c);
  }
  const { tip } = asked;
  return {
    kind: 'tip',
    text: tip.text_key ? c(tip.text_key, tip.text_params) : tip.text,
    line: tip.line_number,
    code: tip.resulted_code === null ? null : { toAdd: tip.code_to_add ?? tip.resulted_code, resulted: tip.resulted_code },
  };
}

/**
 * The assistant on a challenge page (gameplay §4, §7): the child asks for a tip with a button,
 * the server runs the code against the hidden tests and names what fails; the same card as in the
 * play screen shows it, and the challenge_assistant counter goes down.
 */
export function useChallengeTip(slug: string, description: string): ChallengeTip {
  const c = useCoachText();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  // Tips already given for this same code: the next press asks for the next rung, a changed code starts again.
  const given = useRef<{ code: string; count: number }>({ code: '', count: 0 });
  const ask = (code: string, errorMessage: string | null) => {
    setAsked({ kind: 'pending' });
    const rung = given.current.code === code ? given.current.count : 0;
    postChallengeTip({ slug, description, last_prompt: code, error_message: errorMessage, rung })
      .then((tip) => {
        given.current = { code, count: rung + 1 };
        setAsked({ kind: 'tip', tip });
      })
      .catch((error: unknown) => {
        const refusal = tipRefusalOf(error);
        setAsked(refusal === null ? { kind: 'failed' } : { kind: 'refused', refusal });
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: [...CREDIT_QUERY_KEY, 'challenge_assistant'] }));
  };
  return {
    ask,
    dismiss: () => setAsked(null),
    content: asked === null ? null : cardContent(asked, c),
    line: asked?.kind === 'tip' ? asked.tip.line_number : null,
    asking: asked?.kind === 'pending',
  };
}

/** "Get a tip", with the tips left today beside it. */
export function ChallengeTipButton({ onAsk, asking, disabled }: { readonly onAsk: () => void; readonly asking: boolean; readonly disabled: boolean }) {
  const c = useCoachText();
  const credit = useCredit('challenge_assistant');
  const remaining = credit.data?.remaining;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        color="warning"
        size="large"
        startIcon={asking ? <CircularProgress size={18} color="inherit" /> : <LightbulbRounded />}
        onClick={onAsk}
        disabled={disabled || asking}
        data-testid="challenge-tip"
      >
        {c('card.ask')}
      </Button>
      {credit.data && (
        <Typography variant="body2" color="text.secondary" data-testid="challenge-tip-credits">
          {`${c('card.label')}: ${remaining === null || remaining === undefined ? c('card.unlimited') : c('card.left', { remaining })}`}
        </Typography>
      )}
    </Stack>
  );
}
