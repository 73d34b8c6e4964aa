import type { Picture } from '@codehop/api';
import Favorite from '@mui/icons-material/Favorite';
import LocalFlorist from '@mui/icons-material/LocalFlorist';
import NightsStay from '@mui/icons-material/NightsStay';
import Park from '@mui/icons-material/Park';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import Star from '@mui/icons-material/Star';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import WbSunny from '@mui/icons-material/WbSunny';
import { useOrgText } from './i18n/use-org-text.ts';

/**
 * The nine pictures of picture passwords, drawn with icons the app already ships (nothing loaded at
 * run time). Each has its own shape and colour, so a child who does not read tells them apart on
 * the card and on the pad alike (colours also hold when printed in grey, the shapes differ).
 */
const ICONS: Record<Picture, { readonly icon: typeof Star; readonly color: string }> = {
  sun: { icon: WbSunny, color: '#f59e0b' },
  moon: { icon: NightsStay, color: '#6366f1' },
  star: { icon: Star, color: '#eab308' },
  heart: { icon: Favorite, color: '#e11d48' },
  flower: { icon: LocalFlorist, color: '#db2777' },
  tree: { icon: Park, color: '#15803d' },
  car: { icon: DirectionsCar, color: '#2563eb' },
  rocket: { icon: RocketLaunch, color: '#7c3aed' },
  ball: { icon: SportsSoccer, color: '#0891b2' },
};

/** One picture at `size` pixels; `labelled` names it for screen readers (else it is decoration beside its name). */
export function PictureIcon({ picture, size, labelled = false }: { readonly picture: Picture; readonly size: number; readonly labelled?: boolean }) {
  const t = useOrgText();
  const { icon: Icon, color } = ICONS[picture];
  // titleAccess gives the icon role img and its name; without it MUI hides the icon from readers.
  return <Icon titleAccess={labelled ? t(`pictures.names.${picture}`) : undefined} sx={{ fontSize: size, color, display: 'block' }} />;
}
