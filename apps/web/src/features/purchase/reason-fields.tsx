import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REFUND_REASONS } from '@codehop/api';
import { usePurchaseText } from './i18n/use-purchase-text.ts';
import type { Reason, ReasonForm, reasonFormErrors } from './reason-form.ts';

/** The reason radio list and the feedback box of the cancel and refund forms. */
export function ReasonFields(props: { value: ReasonForm; onChange: (value: ReasonForm) => void; errors: ReturnType<typeof reasonFormErrors> | null }) {
  const p = usePurchaseText();
  const { value, onChange, errors } = props;
  return (
    <>
      <FormControl error={Boolean(errors?.reason)} sx={{ mt: 1 }}>
        <FormLabel id="reason-label">{p('reasons.label')}</FormLabel>
        <RadioGroup aria-labelledby="reason-label" value={value.reason} onChange={(event) => onChange({ ...value, reason: event.target.value as Reason })}>
          {REFUND_REASONS.map((reason) => (
            <FormControlLabel key={reason} value={reason} control={<Radio />} label={p(`reasons.${reason}`)} />
          ))}
        </RadioGroup>
        {errors?.reason ? <FormHelperText>{p(errors.reason)}</FormHelperText> : null}
      </FormControl>
      <TextField
        label={p('feedbackLabel')}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        value={value.feedback}
        onChange={(event) => onChange({ ...value, feedback: event.target.value })}
        error={Boolean(errors?.feedback)}
        helperText={errors?.feedback ? p(errors.feedback) : undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}
