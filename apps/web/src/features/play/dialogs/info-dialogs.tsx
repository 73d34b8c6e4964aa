import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import PanToolRounded from '@mui/icons-material/PanToolRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import MouseRounded from '@mui/icons-material/MouseRounded';
import SwipeRounded from '@mui/icons-material/SwipeRounded';
import PinchRounded from '@mui/icons-material/PinchRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import OpenWithRounded from '@mui/icons-material/OpenWithRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';
import type { PlayKey } from '../i18n/play-en.ts';
import { FriendlyDialog } from './friendly-dialog.tsx';

function Tip({ icon: Icon, text }: { readonly icon: typeof MapRounded; readonly text: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.25 }}>
      <Icon aria-hidden sx={{ fontSize: 26, color: 'secondary.main', flexShrink: 0 }} />
      <Typography sx={{ fontSize: '1.05rem' }}>{text}</Typography>
    </Box>
  );
}

function MouseHelp() {
  const t = usePlayText();
  return (
    <>
      <Typography variant="h6" sx={{ mb: 1 }}>{t('dialogs.mapInfo.mouse')}</Typography>
      <Tip icon={PanToolRounded} text={t('dialogs.mapInfo.mouseDrag')} />
      <Tip icon={ZoomInRounded} text={t('dialogs.mapInfo.mouseWheel')} />
      <Tip icon={MouseRounded} text={t('dialogs.mapInfo.mouseClick')} />
    </>
  );
}

function TouchHelp() {
  const t = usePlayText();
  return (
    <>
      <Typography variant="h6" sx={{ mb: 1 }}>{t('dialogs.mapInfo.touch')}</Typography>
      <Tip icon={SwipeRounded} text={t('dialogs.mapInfo.touchDrag')} />
      <Tip icon={PinchRounded} text={t('dialogs.mapInfo.touchPinch')} />
      <Tip icon={TouchAppRounded} text={t('dialogs.mapInfo.touchTap')} />
    </>
  );
}

/** The map's keys: how to reach the map with Tab, then what its keys and the page's speed keys do. */
export function KeyboardHelp() {
  const t = usePlayText();
  return (
    <>
      <Typography variant="h6" sx={{ mb: 0.5 }}>{t('dialogs.mapInfo.keyboard')}</Typography>
      <Typography sx={{ fontSize: '1.05rem', mb: 1 }}>{t('dialogs.mapInfo.keyboardFocus')}</Typography>
      <Tip icon={OpenWithRounded} text={t('keyboard.mapKeys')} />
      <Tip icon={KeyboardRounded} text={t('dialogs.mapInfo.keys')} />
      <Tip icon={SpeedRounded} text={t('controls.speedKeys')} />
    </>
  );
}

/** Map Info: how to look around with a mouse, on a touch screen and with the keyboard (whichever this screen has comes first). */
export function MapInfoDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const t = usePlayText();
  const touchFirst = useMediaQuery('(pointer: coarse)');
  const sections = touchFirst ? (['touch', 'mouse'] as const) : (['mouse', 'touch'] as const);
  return (
    <FriendlyDialog
      open={open}
      onClose={onClose}
      title={t('dialogs.mapInfo.title')}
      art={<MapRounded />}
      maxWidth="sm"
      testId="map-info-dialog"
      actions={
        <Button variant="contained" size="large" onClick={onClose} autoFocus>
          {t('dialogs.close')}
        </Button>
      }
    >
      {sections.map((section, index) => (
        <Box key={section} sx={{ mt: index === 0 ? 0 : 2 }}>
          {section === 'mouse' ? <MouseHelp /> : <TouchHelp />}
        </Box>
      ))}
      <Box sx={{ mt: 2 }}>
        <KeyboardHelp />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Tip icon={VideocamRounded} text={t('dialogs.mapInfo.follow')} />
      </Box>
    </FriendlyDialog>
  );
}

const DEFAULT_TIPS: readonly [typeof MapRounded, PlayKey][] = [
  [PlayArrowRounded, 'dialogs.help.runFirst'],
  [EditRounded, 'dialogs.help.insertCode'],
  [ReplayRounded, 'dialogs.help.runAgain'],
];

/** Help: the level's hint and the three default tips (gameplay §8). */
export function HelpDialog({ open, hint, onClose }: { readonly open: boolean; readonly hint: string | null; readonly onClose: () => void }) {
  const t = usePlayText();
  return (
    <FriendlyDialog
      open={open}
      onClose={onClose}
      title={t('dialogs.help.title')}
      art={<LightbulbRounded />}
      maxWidth="sm"
      testId="help-dialog"
      actions={
        <Button variant="contained" size="large" onClick={onClose} autoFocus>
          {t('dialogs.close')}
        </Button>
      }
    >
      {hint ? (
        <Box sx={{ mb: 2, p: 2, borderRadius: 3, backgroundColor: 'rgba(251, 191, 36, 0.12)', border: '1px solid rgba(251, 191, 36, 0.4)' }}>
          <Typography sx={{ fontWeight: 800, mb: 0.5 }}>{t('dialogs.help.levelHint')}</Typography>
          <Box sx={{ '& p': { fontSize: '1.05rem', color: 'text.primary' }, '& p:last-child': { mb: 0 } }}>
            <LazyMarkdown>{hint}</LazyMarkdown>
          </Box>
        </Box>
      ) : null}
      <Typography sx={{ fontWeight: 800, mb: 1 }}>{t('dialogs.help.tips')}</Typography>
      {DEFAULT_TIPS.map(([icon, key]) => (
        <Tip key={key} icon={icon} text={t(key)} />
      ))}
    </FriendlyDialog>
  );
}
