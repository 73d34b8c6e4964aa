import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useNavigate } from 'react-router';
import { ChooseStudentDialog } from '../../../components/choose-student-dialog.tsx';
import { useAuthProviders } from '../../../lib/api/auth-providers.ts';
import { openIssuedCertificate } from '../../../lib/api/certificate.ts';
import type { Course } from '../../../lib/api/course.ts';
import { authPagePath, googleAuthorizeUrl } from '../../../lib/auth-links.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { PlayController } from '../controller/use-play-controller.ts';
import { AccessDialogs } from '../dialogs/access-dialogs.tsx';
import { CodeBook } from '../dialogs/code-book.tsx';
import { CompletionDialogs } from '../dialogs/completion-dialogs.tsx';
import { LoadDialog, ResetDialog, SaveDialog } from '../dialogs/file-dialogs.tsx';
import { HelpDialog, MapInfoDialog } from '../dialogs/info-dialogs.tsx';
import { RunDialogs } from '../dialogs/run-dialogs.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';
import { GuideColumn } from '../layout/guide-column.tsx';
import { CERTIFICATE_LEVEL } from '../model/level-navigation.ts';
import type { LevelTexts } from '../model/level-texts.ts';
import { purchasePath } from '../model/run-access.ts';

export interface PlayDialogsProps {
  readonly c: PlayController;
  readonly texts: LevelTexts;
  readonly courseId: string;
  readonly course: Course | undefined;
  readonly signedIn: boolean;
}

/** Shows the one dialog the controller opened (`state.dialog`); each button reports back to it. */
export function PlayDialogs({ c, texts, courseId, course, signedIn }: PlayDialogsProps) {
  const t = usePlayText();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const locale = useLocale();
  const authProviders = useAuthProviders();
  const { meta } = texts;
  const { dialog } = c.state;
  const { user, viewer, returnTo } = c;
  const completion = dialog?.kind === 'complete' ? dialog.completion : null;
  const next = c.next;
  return (
    <>
      <AccessDialogs
        modal={dialog?.kind === 'access' ? dialog.modal : null}
        onClose={c.closeAccess}
        signUpPath={toPath(authPagePath('signup', returnTo))}
        logInPath={toPath(authPagePath('login', returnTo))}
        googleUrl={authProviders.google ? googleAuthorizeUrl(returnTo, locale) : null}
        upgradePath={toPath(purchasePath(user))}
        onNavigate={(path) => {
          c.closeAccess();
          void navigate(path);
        }}
      />
      <ChooseStudentDialog open={dialog?.kind === 'choose-student'} onClose={c.close} />

      <RunDialogs dialog={dialog?.kind === 'run' ? dialog.run : null} onClose={c.closeRunDialog} />
      <CompletionDialogs
        kind={completion}
        levelName={meta.name}
        courseName={course?.name ?? t('heading.course.python')}
        signedIn={signedIn}
        childName={user?.student_details?.username ?? null}
        onSignUp={() => void navigate(toPath(authPagePath('signup', returnTo)))}
        hasNext={next.kind === 'level'}
        nextLocked={next.kind === 'locked'}
        onNext={() => next.kind === 'level' && c.goToLevel(next.slug)}
        onUnlock={() => void navigate(toPath(purchasePath(user)))}
        onQuiz={next.kind === 'quiz' ? () => void navigate(toPath(next.path)) : undefined}
        onReplay={c.replayFromCompletion}
        onClose={c.closeCompletion}
        onCertificate={
          (completion === 'certificate' || completion === 'course-complete') && viewer.kind === 'student'
            ? () => {
                c.closeCompletion();
                // intro-level4 leads to the first-steps certificate; a finished course to the course's.
                void openIssuedCertificate(completion === 'certificate' ? CERTIFICATE_LEVEL : courseId).then(
                  (certificate) => navigate(toPath(`certificate/${certificate.id}`)),
                  () => navigate(toPath(user?.student_id ? `certificates/${user.student_id}` : '')),
                );
              }
            : undefined
        }
        onHome={() => void navigate(toPath())}
      />
      <ResetDialog open={dialog?.kind === 'reset'} onCancel={c.close} onConfirm={c.confirmReset} />
      {dialog?.kind === 'save' ? <SaveDialog open defaultName={meta.slug} onCancel={c.close} onSave={c.save} /> : null}
      <LoadDialog open={dialog?.kind === 'load'} onCancel={c.close} onLoad={c.load} />
      <MapInfoDialog open={dialog?.kind === 'map'} onClose={c.close} />
      <HelpDialog open={dialog?.kind === 'help'} hint={texts.hint} onClose={c.close} />
      <CodeBook open={dialog?.kind === 'book'} onClose={c.close} />
      <Dialog open={dialog?.kind === 'guide'} onClose={c.close} maxWidth="md" fullWidth scroll="paper" aria-label={t('panels.guide')} slotProps={{ paper: { sx: { borderRadius: 4, backgroundColor: '#13201a' } } }}>
        <DialogContent dividers>
          <GuideColumn guide={texts.guide} guideImage={meta.guideImage ?? null} levelName={meta.name} tutorial={texts.tutorial} notReady={meta.notReady} />
        </DialogContent>
        <DialogActions sx={{ p: 2 }}>
          <Button variant="contained" size="large" onClick={c.close}>
            {t('dialogs.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
