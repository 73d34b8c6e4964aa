import type { ReactNode } from 'react';
import ChatBubbleRounded from '@mui/icons-material/ChatBubbleRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import HelpRounded from '@mui/icons-material/HelpRounded';
import DesktopWindowsRounded from '@mui/icons-material/DesktopWindowsRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import WaterDropRounded from '@mui/icons-material/WaterDropRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import BlenderRounded from '@mui/icons-material/BlenderRounded';
import ShoppingBasketRounded from '@mui/icons-material/ShoppingBasketRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import StarRounded from '@mui/icons-material/StarRounded';

/**
 * Pictures for actions and popups, drawn as icons rather than emoji: every device shows them
 * the same, crisp at any size, with no font to download first.
 */
const ACTION_ICONS: Readonly<Record<string, typeof StarRounded>> = {
  speak: ChatBubbleRounded,
  write: EditRounded,
  read: DescriptionRounded,
  question: HelpRounded,
  display: DesktopWindowsRounded,
  input: KeyboardRounded,
  build: ConstructionRounded,
  water: WaterDropRounded,
  open: LockOpenRounded,
  close: LockRounded,
  place: Inventory2Rounded,
  plant: SpaRounded,
  combine: BlenderRounded,
  collect: ShoppingBasketRounded,
  assign: EditNoteRounded,
  compare: SearchRounded,
};

export function ActionIcon({ action, size = 24, color = '#fbbf24' }: { readonly action: string; readonly size?: number; readonly color?: string }): ReactNode {
  const Icon = ACTION_ICONS[action] ?? StarRounded;
  return <Icon aria-hidden sx={{ fontSize: size, color }} />;
}
