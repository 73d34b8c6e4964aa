import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formFailure } from '../../lib/form-errors.ts';
import { useRefusalWords } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useClassStudents, usePrintNewCards } from './api/class-link-api.ts';
import { rememberCards, rememberedCards, useOrganization, type CardCredentials } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { LoginCard } from './login-card.tsx';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';
import { schoolLoginAddress } from './school-login-address.ts';

/**
 * organization/classes/{classId}/cards: login cards (the school's login page, username, password).
 * The cards of students just created are here; any day later the teacher chooses students and
 * prints new cards (new passwords; the old ones stop working). Print CSS keeps only the cards.
 */
export function CardsPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const classId = Number(useParams().classId);
  const organization = useOrganization();
  const [cards, setCards] = useState(() => rememberedCards(classId));
  const address = organization.data ? schoolLoginAddress(window.location.origin, to, organization.data.slug) : '';
  return (
    <SchoolLayout
      title={t('cards.title')}
      actions={cards.length > 0 ? <Button variant="contained" size="large" onClick={() => window.print()} sx={{ '@media print': { display: 'none' } }} data-testid="print">{t('cards.print')}</Button> : undefined}
    >
      {/* Printing keeps only the cards: no bars, buttons, footer or feedback button; white paper. */}
      <GlobalStyles
        styles={{
          '@media print': {
            'header, footer, .MuiAppBar-root, [data-testid="feedback-button"], [data-testid="choose-cards"], h1': { display: 'none !important' },
            body: { background: '#fff !important' },
            '@page': { margin: '10mm' },
          },
        }}
      />
      {cards.length > 0 && (
        <>
          <Alert severity="success" sx={{ mb: 2, '@media print': { display: 'none' } }}>{t('cards.showOnce')}</Alert>
          <Box
            data-testid="login-cards"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', gap: 1.5, '@media print': { gridTemplateColumns: 'repeat(3, 1fr)', gap: '4mm' } }}
          >
            {cards.map((card) => (
              <LoginCard key={card.username} school={organization.data?.name ?? ''} address={address} username={card.username} password={card.password} pictures={card.pictures} />
            ))}
          </Box>
        </>
      )}
      <ChooseStudents
        classId={classId}
        onCards={(fresh) => {
          rememberCards(classId, fresh);
          setCards(fresh);
        }}
      />
    </SchoolLayout>
  );
}

/** The class's students with a tick each, and "Print new cards" after a plain warning. */
function ChooseStudents({ classId, onCards }: { readonly classId: number; readonly onCards: (cards: CardCredentials[]) => void }) {
  const t = useOrgText();
  const students = useClassStudents(classId);
  const print = usePrintNewCards(classId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  const refusalWords = useRefusalWords();
  const failure = print.isError ? formFailure(print.error, [], refusalWords).message : null;
  if (students.isPending) return <Loading />;
  if (students.isError) return <Failed error={students.error} />;
  if (students.data.length === 0) return <Alert severity="info" sx={{ mb: 2 }}>{t('cards.none')}</Alert>;
  const all = students.data.map((student) => student.id);
  const toggle = (id: number, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((entry) => entry !== id)));
  return (
    <Card sx={{ mt: 3 }} data-testid="choose-cards">
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>{t('cards.reprintTitle')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>{t('cards.choose')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={chosen.length === all.length} indeterminate={chosen.length > 0 && chosen.length < all.length} onChange={(event) => setChosen(event.target.checked ? all : [])} data-testid="choose-all" />}
          label={<strong>{t('cards.all')}</strong>}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', columnGap: 2 }}>
          {students.data.map((student) => (
            <FormControlLabel
              key={student.id}
              control={<Checkbox checked={chosen.includes(student.id)} onChange={(event) => toggle(student.id, event.target.checked)} />}
              label={student.username}
            />
          ))}
        </Box>
        {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
        <Button variant="contained" size="large" sx={{ mt: 2, minHeight: 52 }} disabled={chosen.length === 0 || print.isPending} onClick={() => setAsking(true)} data-testid="print-new-cards">
          {t('cards.reprint', { count: chosen.length })}
        </Button>
      </CardContent>
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>{t('cards.reprint', { count: chosen.length })}</DialogTitle>
        <DialogContent>
          <Typography>{t('cards.warning', { count: chosen.length })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('cards.cancel')}</Button>
          <Button
            variant="contained"
            color="warning"
            data-testid="confirm-new-cards"
            onClick={() => {
              setAsking(false);
              print.mutate(chosen, { onSuccess: (answer) => { onCards(answer.students); setChosen([]); } });
            }}
          >
            {t('cards.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
