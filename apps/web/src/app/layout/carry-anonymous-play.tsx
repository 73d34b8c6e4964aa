import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@codehop/api';
import { useNotify } from '../../components/notification-provider.tsx';
import { postLevelImport } from '../../lib/api/import-levels.ts';
import { browserStorage, moveShelfCourse, shelvedLevels } from '../../features/play/model/local-progress.ts';

let carrying = false;

/**
 * The fourth-run dialog promises that "your finished levels and your code are saved": once a
 * student is chosen in this browser, what was played here anonymously becomes theirs (their own
 * progress always wins), and the browser's anonymous shelf moves onto the child's, so no second
 * child takes it too. Not while staff view the product as a user: their browser's play is not the family's.
 */
export function CarryAnonymousPlay({ user }: { readonly user: CurrentUser | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const studentId = user?.student_id ?? null;
  const viewing = user?.impersonation != null;
  const name = user?.student_details?.username ?? '';

  useEffect(() => {
    if (studentId === null || viewing || carrying) return;
    const shelf = shelvedLevels('anonymous', browserStorage());
    if (shelf.size === 0) return;
    carrying = true;
    void (async () => {
      let carried = 0;
      for (const [course, levels] of shelf) {
        const worth = levels.filter((level) => level.completed || level.code.trim() !== '');
        try {
          if (worth.length > 0) carried += (await postLevelImport(course, { levels: worth })).imported.length;
          moveShelfCourse('anonymous', `student:${studentId}`, course, browserStorage());
        } catch (error) {
          // Offline or refused: the shelf stays, and the next visit tries again.
          console.warn(`Could not carry the levels played before signing up (${course})`, error);
        }
      }
      carrying = false;
      if (carried === 0) return;
      notify(t('notices.anonymousPlayCarried', { count: carried, name }), 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['course'] }),
        queryClient.invalidateQueries({ queryKey: ['level-data'] }),
      ]);
    })();
  }, [studentId, viewing, name, notify, t, queryClient]);

  return null;
}
