import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BUILD_COSTS } from '@codehop/engine';
import { ItemPicture } from '../../../../components/item-picture.tsx';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import {
  BUILD_RESOURCES,
  BUILDABLE_STRUCTURES,
  DEFAULT_BUILD_COST,
  costAmount,
  structureCost,
  type BuildData,
} from '../../model/creator-model.ts';
import { bigButton } from '../dialog-style.ts';
import { iconOf } from '../item-icon.ts';

/** The build configuration: a structure, a resource and an amount (default 4 grain, at least 1). */
export function BuildDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly initial: BuildData | undefined;
  readonly onConfirm: (data: BuildData) => void;
  readonly onCancel: () => void;
}) {
  const { t, nameOf } = props;
  const [structure, setStructure] = useState(props.initial?.buildType ?? '');
  const [resource, setResource] = useState<string>(props.initial?.cost.type ?? DEFAULT_BUILD_COST.type);
  const [amount, setAmount] = useState(String(props.initial?.cost.amount ?? DEFAULT_BUILD_COST.amount));
  const ready = structure !== '' && resource !== '';
  const confirm = () =>
    props.onConfirm({ buildType: structure, displayName: nameOf(structure), cost: { amount: costAmount(amount), type: resource } });
  return (
    <Dialog open={props.open} onClose={props.onCancel} maxWidth="xs" fullWidth aria-labelledby="creator-build-title">
      <DialogTitle id="creator-build-title">{t('buildDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('buildDialog.structure')}
            value={structure}
            onChange={(event) => {
              setStructure(event.target.value);
              const cost = structureCost(event.target.value);
              if (!props.initial && BUILD_COSTS[event.target.value]) {
                setResource(cost.type);
                setAmount(String(cost.amount));
              }
            }}
            slotProps={{ htmlInput: { 'data-testid': 'build-structure' } }}
          >
            {BUILDABLE_STRUCTURES.map((type) => (
              <MenuItem key={type} value={type} sx={{ gap: 1 }}>
                <ItemPicture frame={iconOf(type)} size={24} /> {nameOf(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('buildDialog.resource')} value={resource} onChange={(event) => setResource(event.target.value)}>
            {BUILD_RESOURCES.map((type) => (
              <MenuItem key={type} value={type} sx={{ gap: 1 }}>
                <ItemPicture frame={iconOf(type)} size={24} /> {nameOf(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('buildDialog.amount')}
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setAmount(String(costAmount(amount)))}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} sx={bigButton}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready} onClick={confirm} sx={bigButton}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
