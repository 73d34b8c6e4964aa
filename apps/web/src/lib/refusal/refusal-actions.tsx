import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../api/current-user.ts';
import { useStopImpersonation } from '../api/stop-impersonation.ts';
import { findCourse } from '../courses.ts';
import { useLocalePath } from '../use-locale.ts';
import { useRefusalText } from './i18n/use-refusal-text.ts';
import type { RefusalAction } from './refusal.ts';

export interface RefusalActionsProps {
  readonly actions: readonly RefusalAction[];
  /** Big buttons on a page, small ones in a notice. */
  readonly size?: 'small' | 'large';
  /** "Try again": shown only when the caller can repeat its call. */
  readonly onRetry?: () => void;
  /** "Reload": refetches the page's data by default (what the person typed stays). */
  readonly onReload?: () => void;
}

/** The way forward as buttons: the first is the main one. */
export function RefusalActions({ actions, size = 'small', onRetry, onReload }: RefusalActionsProps) {
  const text = useRefusalText();
  const to = useLocalePath();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const stop = useStopImpersonation(() => undefined);
  const lastPlayed = user.data?.last_played;
  const shown = actions.filter((action) => action.kind !== 'try-again' || onRetry !== undefined);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="refusal-actions">
      {shown.map((action, index) => {
        const variant = index === 0 ? 'contained' : 'outlined';
        const common = { size, variant } as const;
        switch (action.kind) {
          case 'my-levels': {
            const course = findCourse(lastPlayed?.course_id) ?? findCourse('python');
            const path = lastPlayed
              ? `play/${encodeURIComponent(lastPlayed.course_id)}/${encodeURIComponent(lastPlayed.level_slug)}`
              : `play/${course?.value ?? 'python'}/${course?.firstLevel ?? 'intro-level1'}`;
            // A visitor has no levels of their own yet: the free levels are theirs to play.
            const label = user.data ? text('action.myLevels') : text.main('profile.billing.play');
            return <Button key={action.kind} {...common} component={RouterLink} to={to(path)}>{label}</Button>;
          }
          case 'buy-course': {
            const course = findCourse(action.courseId);
            const page = user.data && user.data.organization_id !== null ? 'schools' : 'purchase';
            return (
              <Button key={action.kind} {...common} component={RouterLink} to={to(page)}>
                {text('action.buyCourse', { course: course ? text.main(course.labelKey) : action.courseId })}
              </Button>
            );
          }
          case 'see-plans':
            return <Button key={action.kind} {...common} component={RouterLink} to={to(action.page)}>{text('action.seePlans')}</Button>;
          case 'sign-up':
            return <Button key={action.kind} {...common} component={RouterLink} to={to('signup')}>{text('action.signUp')}</Button>;
          case 'log-in':
            return <Button key={action.kind} {...common} component={RouterLink} to={to('login')}>{text('action.logIn')}</Button>;
          case 'choose-student':
            return <Button key={action.kind} {...common} component={RouterLink} to={to('profile/students')}>{text('action.chooseStudent')}</Button>;
          case 'stop-viewing':
            return <Button key={action.kind} {...common} disabled={stop.isPending} onClick={() => stop.mutate()}>{text('action.stopViewing')}</Button>;
          case 'reload':
            return (
              <Button key={action.kind} {...common} onClick={onReload ?? (() => void queryClient.invalidateQueries())}>
                {text('action.reload')}
              </Button>
            );
          case 'try-again':
            return <Button key={action.kind} {...common} onClick={onRetry}>{text('action.tryAgain')}</Button>;
          case 'home':
            return <Button key={action.kind} {...common} component={RouterLink} to={to()}>{text('action.home')}</Button>;
          case 'billing':
            return <Button key={action.kind} {...common} component={RouterLink} to={to('profile/billing')}>{text('action.billing')}</Button>;
        }
      })}
    </Stack>
  );
}
