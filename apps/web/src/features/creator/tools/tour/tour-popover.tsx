import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { TOUR_STEPS, type TourStep } from '../../model/tour.ts';

// The button each step points at (`data-tour`); the others sit in the middle of the map.
const ANCHORS: Partial<Record<TourStep, string>> = {
  'set-player': 'set-player',
  items: 'items',
  commands: 'commands',
  save: 'save',
};

/** The guided tour's popover (gameplay §2): Close, Back (not on the first), Start / Next / Finish. */
export function TourPopover(props: {
  readonly t: CreatorText;
  readonly step: TourStep;
  readonly index: number;
  readonly onClose: () => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onFinish: () => void;
}) {
  const { t, step, index } = props;
  const name = ANCHORS[step];
  // The top bar is on screen before the tour opens (250 ms after load).
  const anchor = name ? document.querySelector(`[data-tour="${name}"]`) : null;
  const last = index === TOUR_STEPS.length - 1;
  const card = (
    <Paper data-testid="creator-tour" elevation={8} sx={{ p: 2.5, maxWidth: 360, border: 2, borderColor: 'primary.main', borderRadius: 3 }} role="dialog" aria-labelledby="creator-tour-title">
      <Typography variant="caption" color="text.secondary">
        {t('tour.step', { n: index + 1, total: TOUR_STEPS.length })}
      </Typography>
      <Typography id="creator-tour-title" variant="h6" sx={{ fontWeight: 800 }}>
        {t(`tour.${step}.title`)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t(`tour.${step}.text`)}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={props.onClose} sx={{ minHeight: 44, fontWeight: 800 }}>
          {t('common.close')}
        </Button>
        <Button onClick={props.onBack} disabled={index === 0} sx={{ minHeight: 44, fontWeight: 800 }}>
          {t('tour.back')}
        </Button>
        <Button variant="contained" onClick={last ? props.onFinish : props.onNext} sx={{ minHeight: 44, fontWeight: 800 }}>
          {index === 0 ? t('tour.start') : last ? t('tour.finish') : t('tour.next')}
        </Button>
      </Stack>
    </Paper>
  );
  if (anchor) {
    return (
      <Popper open anchorEl={anchor} placement="bottom" sx={{ zIndex: 1200 }} modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}>
        {card}
      </Popper>
    );
  }
  return <Stack sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1200 }}>{card}</Stack>;
}
