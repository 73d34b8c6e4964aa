import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { findCourse } from '../../lib/courses.ts';
import { useAssignPurchase } from './api/assign-purchase.ts';
import { useStudentsNotPurchased } from './api/students-not-purchased.ts';
import { useUnassignedPurchase } from './api/unassigned-purchase.ts';
import { usePurchaseText } from './i18n/use-purchase-text.ts';

const REOPEN_EVENT = 'codehop:assign-purchase';

/** Opens the modal again (it lives in the layout, the button on the billing page). */
export function reopenUnassignedPurchaseModal(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

/**
 * The unassigned-purchase modal (spec §4): when a bought course has no child yet and some child
 * lacks it, the parent picks one and confirms; the purchase is assigned and everything refreshes.
 * Mounted in the app layout for parents; "Later" hides it until the next page load.
 */
export function UnassignedPurchaseModal(props: { enabled: boolean }) {
  const p = usePurchaseText();
  const { t } = useTranslation();
  const unassigned = useUnassignedPurchase(props.enabled);
  const course = unassigned.data?.course_name || null;
  const candidates = useStudentsNotPurchased(course);
  const assign = useAssignPurchase();
  const [chosen, setChosen] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [given, setGiven] = useState<string | null>(null);
  // Billing's "Choose a child" asks again after a "Later".
  useEffect(() => {
    const reopen = () => setDismissed(null);
    window.addEventListener(REOPEN_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_EVENT, reopen);
  }, []);
  const students = candidates.data ?? [];
  const open = props.enabled && ((course !== null && dismissed !== course && students.length > 0) || given !== null);
  const entry = findCourse(course ?? undefined);
  const courseName = entry ? t(entry.labelKey) : (course ?? '');
  const chosenStudent = students.find((student) => student.id === chosen);

  function confirm() {
    if (!course || !chosenStudent) return;
    assign.mutate(
      { studentId: chosenStudent.id, courseName: course },
      {
        onSuccess: () => {
          setGiven(chosenStudent.username);
          setChosen(null);
        },
      },
    );
  }

  return (
    <Dialog open={open} onClose={() => setDismissed(course)} fullWidth maxWidth="xs" data-testid="unassigned-purchase-modal">
      <DialogTitle sx={{ fontWeight: 800 }}>{given ? p('assign.done', { name: given }) : p('assign.title', { course: courseName })}</DialogTitle>
      {given ? null : (
        <DialogContent>
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{p('assign.body')}</Typography>
          <List aria-label={p('assign.chooseChild')}>
            {students.map((student) => (
              <ListItemButton
                key={student.id}
                selected={chosen === student.id}
                onClick={() => setChosen(student.id)}
                sx={{ borderRadius: 3, mb: 1, py: 1.5, border: 1, borderColor: chosen === student.id ? 'primary.main' : 'divider' }}
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800 }}>{student.username.slice(0, 1).toUpperCase()}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={student.username} slotProps={{ primary: { sx: { fontSize: '1.15rem', fontWeight: 700 } } }} />
              </ListItemButton>
            ))}
          </List>
          <RefusalNotice error={assign.error} />
        </DialogContent>
      )}
      <DialogActions sx={{ p: 2 }}>
        {given ? (
          <Button size="large" variant="contained" onClick={() => setGiven(null)}>
            {p('close')}
          </Button>
        ) : (
          <>
            <Button size="large" onClick={() => setDismissed(course)}>
              {p('assign.later')}
            </Button>
            <Button size="large" variant="contained" disabled={!chosenStudent || assign.isPending} onClick={confirm}>
              {chosenStudent ? p('assign.confirm', { name: chosenStudent.username }) : p('assign.chooseChild')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
