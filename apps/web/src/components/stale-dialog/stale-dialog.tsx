import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { listDifference, type FieldChange, type FormFields } from '../../lib/stale/edit-merge.ts';
import type { StaleEdit } from '../../lib/stale/use-stale-edit.ts';
import { useStaleText } from './use-stale-text.ts';

export interface StaleDialogProps<Form extends FormFields> {
  /** The refused save (lib/stale/use-stale-edit.ts); null keeps the dialog closed. */
  readonly edit: StaleEdit<Form> | null;
  /** The field's name as the form shows it. */
  readonly fieldLabel: (field: string) => string;
  /** A value in words (chapter names, teachers' names); the default covers text, switches and lists. */
  readonly formatValue?: (field: string, value: unknown) => string | undefined;
  readonly busy?: boolean;
  /** Save the merged fields (the person's changes on top of the current state) with the current tag. */
  readonly onReapply: (merged: Form, currentResource: object) => void;
  /** Drop the person's changes: the form shows the current state. */
  readonly onTakeCurrent: (current: Form, currentResource: object) => void;
}

/**
 * "Someone else changed this": shown when a save was refused with 412 (the copy was stale). It
 * says field by field what the other person changed and what this person changed, and offers
 * one click to save their changes again on top of the current state, or to take the current state.
 */
export function StaleDialog<Form extends FormFields>(props: StaleDialogProps<Form>) {
  const t = useStaleText();
  const { edit } = props;
  const words = (field: string, value: unknown): string => {
    const custom = props.formatValue?.(field, value);
    if (custom !== undefined) return custom;
    if (typeof value === 'boolean') return value ? t('on') : t('off');
    if (Array.isArray(value)) return value.length === 0 ? t('empty') : value.join(', ');
    if (value === null || value === undefined || value === '') return t('empty');
    return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  };
  const line = (change: FieldChange) => {
    const field = props.fieldLabel(change.field);
    if (!Array.isArray(change.before) || !Array.isArray(change.after)) {
      return t('change', { field, before: words(change.field, change.before), after: words(change.field, change.after) });
    }
    // A list (chapters, teachers) says what was added and removed, not two long lists.
    const { added, removed } = listDifference(change.before, change.after);
    const parts = [
      ...(added.length > 0 ? [t('added', { items: words(change.field, added) })] : []),
      ...(removed.length > 0 ? [t('removed', { items: words(change.field, removed) })] : []),
    ];
    return t('listChange', { field, changes: parts.join('; ') });
  };
  return (
    <Dialog open={edit !== null} fullWidth maxWidth="sm" aria-labelledby="stale-dialog-title" data-testid="stale-dialog">
      <DialogTitle id="stale-dialog-title" sx={{ fontWeight: 900 }}>{t('title')}</DialogTitle>
      {edit && (
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
          <ChangeList title={t('theirs')} empty={t('theirsNone')} lines={edit.theirs.map(line)} testId="stale-theirs" />
          <ChangeList title={t('mine')} empty={t('mineNone')} lines={edit.mine.map(line)} testId="stale-mine" />
          {edit.collisions.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>{t('collision', { fields: edit.collisions.map(props.fieldLabel).join(', ') })}</Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-start', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          variant="contained"
          size="large"
          disabled={props.busy || !edit}
          onClick={() => edit && props.onReapply(edit.merged, edit.currentResource)}
          sx={{ minHeight: 48 }}
          data-testid="stale-reapply"
        >
          {t('reapply')}
        </Button>
        <Button size="large" disabled={props.busy || !edit} onClick={() => edit && props.onTakeCurrent(edit.current, edit.currentResource)} sx={{ minHeight: 48 }} data-testid="stale-take-current">
          {t('takeCurrent')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChangeList(props: { readonly title: string; readonly empty: string; readonly lines: readonly string[]; readonly testId: string }) {
  return (
    <Box sx={{ mb: 2 }} data-testid={props.testId}>
      <Typography component="h3" sx={{ fontWeight: 800, mb: 0.5 }}>{props.title}</Typography>
      {props.lines.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {props.lines.map((text) => (
            <li key={text}>
              <Typography>{text}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
