import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { avatarFor } from '../lib/avatars.ts';

interface AvatarImageProps {
  character: string | null | undefined;
  size?: number;
  /** Decorative next to the student's name; otherwise the avatar's name is read out. */
  decorative?: boolean;
}

/** A character portrait from the art catalogue, kept crisp (it is pixel art). */
export function AvatarImage({ character, size = 40, decorative = false }: AvatarImageProps) {
  const { t } = useTranslation();
  const avatar = avatarFor(character);
  return (
    <Box
      component="img"
      src={avatar.src}
      alt={decorative ? '' : t(`account.avatarNames.${avatar.id}`)}
      width={size}
      height={size}
      // spec/platform.md §8: missing sprite images are hidden.
      onError={(event: React.SyntheticEvent<HTMLImageElement>) => {
        event.currentTarget.style.visibility = 'hidden';
      }}
      sx={{
        width: size,
        height: size,
        imageRendering: 'pixelated',
        borderRadius: '50%',
        bgcolor: 'rgba(187, 247, 208, 0.12)',
        flexShrink: 0,
      }}
    />
  );
}
