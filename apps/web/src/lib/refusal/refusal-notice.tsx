import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { placeFieldErrors, unplacedMessage } from './field-errors.ts';
import { RefusalActions } from './refusal-actions.tsx';
import type { Refusal, RefusalKind } from './refusal.ts';
import { useDescribeRefusal } from './use-refusal.ts';

const SEVERITY: Readonly<Record<RefusalKind, AlertColor>> = {
  reason: 'warning',
  fields: 'error',
  stale: 'warning',
  wait: 'info',
  offline: 'info',
  problem: 'error',
  unexpected: 'error',
};

export interface RefusalNoticeProps {
  /** A Refusal (from useRefusal's `notice`) or any failed call's error; nothing shows for null. */
  readonly refusal?: Refusal | null;
  readonly error?: unknown;
  /** Show the heading as a title (on its own in a dialog or a page section). */
  readonly titled?: boolean;
  readonly onRetry?: () => void;
  readonly onReload?: () => void;
  readonly sx?: SxProps<Theme>;
}

/** One refusal as a notice in a form or a dialog: the reason, and its way forward as buttons. */
export function RefusalNotice({ refusal, error, titled = false, onRetry, onReload, sx }: RefusalNoticeProps) {
  const describe = useDescribeRefusal();
  const described = refusal ?? (error === null || error === undefined ? null : describe(error));
  // A raw error with field errors: the notice is the only place they show, so it lists them all.
  const shown =
    described && refusal === undefined && described.kind === 'fields' && Object.keys(described.fields).length > 0
      ? { ...described, message: unplacedMessage(described.heading, placeFieldErrors(described.fields, []).unplaced) }
      : described;
  if (!shown) return null;
  return (
    <Alert
      severity={SEVERITY[shown.kind]}
      role="alert"
      data-testid="refusal-notice"
      data-refusal-code={shown.code ?? shown.kind}
      sx={sx}
    >
      {titled ? <AlertTitle>{shown.heading}</AlertTitle> : null}
      {shown.message}
      {shown.actions.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <RefusalActions actions={shown.actions} onRetry={onRetry} onReload={onReload} />
        </Box>
      ) : null}
    </Alert>
  );
}
