import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { CREATIVE_MAP_PATHS, type CreativeLevelCard } from '@codehop/api';
import { MapThumbnail } from '../../components/map-thumbnail.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { CREATIVE_QUERY_KEY, deleteCreativeLevel, fetchCreativeList } from '../../lib/api/creative-levels.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useCreatorText, type CreatorKey } from './i18n/use-creator-text.ts';

const big = { minHeight: 48, fontWeight: 800, fontSize: 16 } as const;

/** `level-creator`: the signed-in user's levels, each with a picture of its map; new, edit, delete. */
export function MyLevelsPage() {
  const t = useCreatorText();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [map, setMap] = useState('creative-01');
  const [deleting, setDeleting] = useState<CreativeLevelCard | null>(null);
  const list = useQuery({
    queryKey: [...CREATIVE_QUERY_KEY, 'own', page],
    queryFn: ({ signal }) => fetchCreativeList('own', { page }, signal),
  });
  const remove = useMutation({
    mutationFn: (level: CreativeLevelCard) => deleteCreativeLevel(level.course_id, level.level_slug),
    onSettled: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY });
    },
  });
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageTitle page={t('myLevels.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('myLevels.title')}
          </Typography>
          <Typography color="text.secondary">{t('myLevels.intro')}</Typography>
        </Box>
        <TextField select size="small" label={t('settings.map')} value={map} onChange={(event) => setMap(event.target.value)} sx={{ minWidth: 220 }}>
          {CREATIVE_MAP_PATHS.map((path) => {
            const id = path.replace('.json', '');
            return (
              <MenuItem key={id} value={id}>
                {t(`maps.${id}` as CreatorKey)}
              </MenuItem>
            );
          })}
        </TextField>
        <Button variant="contained" size="large" startIcon={<AddRounded />} component={RouterLink} to={to(`level-creator/python/${map}?new=true`)} sx={big}>
          {t('myLevels.new')}
        </Button>
        <Button component={RouterLink} to={to('creative-levels')} sx={big}>
          {t('myLevels.community')}
        </Button>
      </Stack>
      {list.isPending ? <CircularProgress /> : null}
      {list.data && list.data.items.length === 0 ? <Typography sx={{ fontSize: 18 }}>{t('myLevels.empty')}</Typography> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}>
        {list.data?.items.map((level) => (
          <Card key={level.id} variant="outlined" data-testid="my-level">
            <CardContent>
              <MapThumbnail mapPath={level.map_path} items={level.items} start={level.player_start} label={level.name} />
              <Typography variant="h6" sx={{ fontWeight: 800, mt: 1 }}>
                {level.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Chip size="small" label={level.is_public ? t('myLevels.public') : level.school_visible ? t('myLevels.school') : t('myLevels.private')} color={level.is_public ? 'success' : 'default'} />
              </Stack>
            </CardContent>
            <CardActions>
              <Button variant="contained" component={RouterLink} to={to(`level-creator/${level.course_id}/${level.level_slug}`)} sx={big}>
                {t('myLevels.edit')}
              </Button>
              <Button color="error" onClick={() => setDeleting(level)} sx={big}>
                {t('myLevels.delete')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      {list.data && list.data.pages > 1 ? (
        <Pagination sx={{ mt: 3 }} count={list.data.pages} page={page} onChange={(_event, value) => setPage(value)} size="large" />
      ) : null}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="creator-delete-title">
        <DialogTitle id="creator-delete-title">{t('myLevels.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('myLevels.deleteText', { name: deleting?.name ?? '' })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} sx={big}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} sx={big}>
            {t('myLevels.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
