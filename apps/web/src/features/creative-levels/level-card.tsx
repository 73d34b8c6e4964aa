import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { CreativeLevelCard } from '@codehop/api';
import { CreativeLevelPicture } from '../../components/creative-level-picture.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { CreativeLevelsText } from './i18n/use-creative-levels-text.ts';
import { ReportLevelButton } from '../../components/report-level-dialog.tsx';

function Count({ label, value, testId }: { readonly label: string; readonly value: number; readonly testId: string }) {
  return (
    <Box sx={{ textAlign: 'center', flex: 1 }}>
      <Typography data-testid={testId} sx={{ fontWeight: 800, fontSize: 20 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** A community card: the map's picture, name, creator, plays, completions, favourites; play and heart. */
export function LevelCard(props: {
  readonly level: CreativeLevelCard;
  readonly t: CreativeLevelsText;
  readonly signedIn: boolean;
  /** The signed-in viewer: a level of someone else's can be reported. */
  readonly viewerId: number | null;
  readonly onFavorite: (level: CreativeLevelCard, favorite: boolean) => void;
}) {
  const { level, t } = props;
  const to = useLocalePath();
  const creator = level.creator_name.trim() || t('unknownCreator');
  return (
    <Card variant="outlined" data-testid="creative-level-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <CreativeLevelPicture level={level} />
        <Link component={RouterLink} to={to(`creative-levels/creator/${level.user_id}`)} sx={{ fontWeight: 700 }}>
          {t('by', { name: creator })}
        </Link>
        <Stack direction="row" sx={{ mt: 1.5 }}>
          <Count label={t('plays')} value={level.plays} testId="card-plays" />
          <Count label={t('completions')} value={level.completions} testId="card-completions" />
          <Count label={t('favorites')} value={level.favorites} testId="card-favorites" />
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<PlayArrowRounded />}
          component={RouterLink}
          to={to(`play/${level.course_id}/${level.user_id}/${level.level_slug}`)}
          sx={{ minHeight: 48, fontWeight: 800, fontSize: 16, flexGrow: 1 }}
        >
          {t('play')}
        </Button>
        {props.signedIn ? (
          <Tooltip title={level.favorited ? t('unfavorite') : t('favorite')}>
            <IconButton
              aria-label={level.favorited ? t('unfavorite') : t('favorite')}
              aria-pressed={level.favorited}
              onClick={() => props.onFavorite(level, !level.favorited)}
              sx={{ width: 48, height: 48, color: level.favorited ? '#ef4444' : undefined }}
            >
              {level.favorited ? <FavoriteRounded /> : <FavoriteBorderRounded />}
            </IconButton>
          </Tooltip>
        ) : null}
        {props.viewerId !== null && props.viewerId !== level.user_id ? (
          <ReportLevelButton levelId={level.id} levelName={level.name} variant="icon" />
        ) : null}
      </CardActions>
    </Card>
  );
}
