import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CREATIVE_SORTS, type CreativeLevelCard, type CreativeLevelPage, type CreativeSort } from '@codehop/api';
import { useDescribeRefusal } from '../../lib/refusal/index.ts';
import { useNotify } from '../../components/notification-provider.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import {
  CREATIVE_QUERY_KEY,
  fetchCreativeList,
  fetchCreatorLevels,
  fetchCreatorStats,
  setCreativeFavorite,
  type CreativeListName,
} from '../../lib/api/creative-levels.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { isSchoolStaff } from '../../lib/api/students.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useCreativeLevelsText, type CreativeLevelsText } from './i18n/use-creative-levels-text.ts';
import { LevelCard } from './level-card.tsx';

type Tabbed = Exclude<CreativeListName, 'own'>;

function useSearch(delayMs = 300): [string, string, (value: string) => void] {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed), delayMs);
    return () => window.clearTimeout(timer);
  }, [typed, delayMs]);
  return [typed, search, setTyped];
}

/** Favourite and unfavourite, with every list's counts refreshed afterwards. */
function useFavorite() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const describe = useDescribeRefusal();
  const mutation = useMutation({
    mutationFn: ({ level, favorite }: { level: CreativeLevelCard; favorite: boolean }) => setCreativeFavorite(level.id, favorite),
    onError: (error) => notify(describe(error).message, 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY }),
  });
  return (level: CreativeLevelCard, favorite: boolean) => mutation.mutate({ level, favorite });
}

function LevelGrid(props: {
  readonly t: CreativeLevelsText;
  readonly page: CreativeLevelPage | undefined;
  readonly pending: boolean;
  readonly failed: boolean;
  readonly empty: string;
  readonly viewerId: number | null;
  readonly onFavorite: (level: CreativeLevelCard, favorite: boolean) => void;
  readonly onPage: (page: number) => void;
}) {
  const { t, page } = props;
  if (props.failed) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (props.pending) return <CircularProgress />;
  if (!page || page.items.length === 0) return <Typography sx={{ fontSize: 18, py: 4 }}>{props.empty}</Typography>;
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}>
        {page.items.map((level) => (
          <LevelCard key={level.id} level={level} t={t} signedIn={props.viewerId !== null} viewerId={props.viewerId} onFavorite={props.onFavorite} />
        ))}
      </Box>
      {page.pages > 1 ? <Pagination sx={{ mt: 3 }} size="large" count={page.pages} page={page.page} onChange={(_event, value) => props.onPage(value)} /> : null}
    </>
  );
}

function SortAndSearch(props: { readonly t: CreativeLevelsText; readonly sort: CreativeSort; readonly onSort: (sort: CreativeSort) => void; readonly typed: string; readonly onType: (value: string) => void }) {
  const { t } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
      <TextField
        label={t('search')}
        value={props.typed}
        onChange={(event) => props.onType(event.target.value)}
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <TextField select label={t('sort.label')} value={props.sort} onChange={(event) => props.onSort(event.target.value as CreativeSort)} sx={{ minWidth: 200 }}>
        {CREATIVE_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** `creative-levels`: the public, school and favourite lists (page 1, size 12, most recent first). */
function CommunityPage() {
  const t = useCreativeLevelsText();
  const to = useLocalePath();
  const user = useCurrentUser().data ?? null;
  const [tab, setTab] = useState<Tabbed>('public');
  const [sort, setSort] = useState<CreativeSort>('most_recent');
  const [typed, search, setTyped] = useSearch();
  // A new tab, sort or search starts again at page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const pagingKey = `${tab}|${sort}|${search}`;
  const page = paging.key === pagingKey ? paging.page : 1;
  const setPage = (value: number) => setPaging({ key: pagingKey, page: value });
  const needsUser = tab !== 'public' && !user;
  const list = useQuery({
    queryKey: [...CREATIVE_QUERY_KEY, tab, sort, search, page, user?.user_id ?? null],
    queryFn: ({ signal }) => fetchCreativeList(tab, { page, sort, search }, signal),
    enabled: !needsUser,
    placeholderData: keepPreviousData,
  });
  const onFavorite = useFavorite();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageTitle page={t('title')} about="creativeLevels" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        <Button variant="contained" size="large" component={RouterLink} to={to('level-creator')} sx={{ minHeight: 48, fontWeight: 800 }}>
          {t('makeOwn')}
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_event, value: Tabbed) => setTab(value)} sx={{ mt: 2 }} variant="scrollable">
        <Tab value="public" label={t('tabs.public')} sx={{ minHeight: 48, fontWeight: 800 }} />
        {user?.organization_id != null ? <Tab value="school" label={t('tabs.school')} sx={{ minHeight: 48, fontWeight: 800 }} /> : null}
        {user ? <Tab value="favorites" label={t('tabs.favorites')} sx={{ minHeight: 48, fontWeight: 800 }} /> : null}
      </Tabs>
      {tab === 'school' && isSchoolStaff(user) ? (
        <Button variant="outlined" size="large" component={RouterLink} to={to('organization/levels')} sx={{ mt: 2, minHeight: 48, fontWeight: 800 }} data-testid="open-school-review">
          {t('review.open')}
        </Button>
      ) : null}
      <SortAndSearch t={t} sort={sort} onSort={setSort} typed={typed} onType={setTyped} />
      {needsUser ? (
        <Alert severity="info">{t('signInFor')}</Alert>
      ) : (
        <LevelGrid
          t={t}
          page={list.data}
          pending={list.isPending}
          failed={list.isError}
          empty={tab === 'favorites' ? t('emptyFavorites') : t('empty')}
          viewerId={user?.user_id ?? null}
          onFavorite={onFavorite}
          onPage={setPage}
        />
      )}
    </Container>
  );
}

function Stat({ label, value, testId }: { readonly label: string; readonly value: number; readonly testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', flex: 1, minWidth: 120 }}>
      <Typography data-testid={testId} sx={{ fontWeight: 800, fontSize: 32 }}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}

/** `creative-levels/creator/{userId}` (and `/student/{studentId}`): a creator's public levels and stats. */
function CreatorPage({ creatorUserId }: { readonly creatorUserId: number }) {
  const t = useCreativeLevelsText();
  const to = useLocalePath();
  const user = useCurrentUser().data ?? null;
  const [sort, setSort] = useState<CreativeSort>('most_recent');
  const [typed, search, setTyped] = useSearch();
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const pagingKey = `${sort}|${search}`;
  const page = paging.key === pagingKey ? paging.page : 1;
  const setPage = (value: number) => setPaging({ key: pagingKey, page: value });
  const stats = useQuery({
    queryKey: [...CREATIVE_QUERY_KEY, 'stats', creatorUserId],
    queryFn: ({ signal }) => fetchCreatorStats(creatorUserId, signal),
  });
  const list = useQuery({
    queryKey: [...CREATIVE_QUERY_KEY, 'creator', creatorUserId, sort, search, page, user?.user_id ?? null],
    queryFn: ({ signal }) => fetchCreatorLevels(creatorUserId, { page, sort, search }, signal),
    placeholderData: keepPreviousData,
  });
  const onFavorite = useFavorite();
  const name = stats.data?.creator_name.trim() || t('unknownCreator');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageTitle page={t('creator.title', { name })} />
      <Button component={RouterLink} to={to('creative-levels')} sx={{ mb: 1, minHeight: 44, fontWeight: 800 }}>
        ← {t('creator.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('creator.title', { name })}
      </Typography>
      {stats.data ? (
        <Stack direction="row" spacing={2} sx={{ my: 2, flexWrap: 'wrap', rowGap: 2 }} data-testid="creator-stats">
          <Stat label={t('creator.levels')} value={stats.data.levels} testId="stat-levels" />
          <Stat label={t('plays')} value={stats.data.plays} testId="stat-plays" />
          <Stat label={t('completions')} value={stats.data.completions} testId="stat-completions" />
          <Stat label={t('favorites')} value={stats.data.favorites} testId="stat-favorites" />
        </Stack>
      ) : null}
      <SortAndSearch t={t} sort={sort} onSort={setSort} typed={typed} onType={setTyped} />
      <LevelGrid
        t={t}
        page={list.data}
        pending={list.isPending}
        failed={list.isError}
        empty={t('empty')}
        viewerId={user?.user_id ?? null}
        onFavorite={onFavorite}
        onPage={setPage}
      />
    </Container>
  );
}

export function CommunityRoute() {
  const { userId } = useParams();
  const creatorUserId = userId !== undefined ? Number.parseInt(userId, 10) : null;
  if (creatorUserId !== null && Number.isSafeInteger(creatorUserId) && creatorUserId > 0) return <CreatorPage key={creatorUserId} creatorUserId={creatorUserId} />;
  return <CommunityPage />;
}

export default CommunityRoute;
