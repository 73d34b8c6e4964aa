import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AVATAR_CHOICES } from '../lib/avatars.ts';

interface AvatarGridProps {
  value: string | null;
  onChange: (id: string) => void;
  label: string;
}

/** The 21 avatars as one radio group of big targets, each with its picture and name. */
export function AvatarGrid({ value, onChange, label }: AvatarGridProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="radiogroup"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)', md: 'repeat(7, 1fr)' },
        gap: 1,
      }}
    >
      {AVATAR_CHOICES.map((avatar) => {
        const checked = avatar.id === value;
        const name = t(`account.avatarNames.${avatar.id}`);
        return (
          <ButtonBase
            key={avatar.id}
            role="radio"
            aria-checked={checked}
            aria-label={name}
            onClick={() => onChange(avatar.id)}
            focusRipple
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              p: 1,
              minHeight: 88,
              borderRadius: 3,
              border: 2,
              borderColor: checked ? 'primary.main' : 'transparent',
              bgcolor: checked ? 'rgba(74, 222, 128, 0.16)' : 'action.hover',
              '&:hover': { bgcolor: 'rgba(74, 222, 128, 0.12)' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
            }}
          >
            <Box
              component="img"
              src={avatar.src}
              alt=""
              width={48}
              height={48}
              onError={(event: React.SyntheticEvent<HTMLImageElement>) => {
                event.currentTarget.style.visibility = 'hidden';
              }}
              sx={{ width: 48, height: 48, imageRendering: 'pixelated' }}
            />
            <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {name}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
