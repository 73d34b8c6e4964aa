import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Student } from '@codehop/api';
import { studentsQuery } from './students.ts';

const mia = (lastPlayed: Student['last_played']): Student => ({ id: 7, username: 'Mia', character: 'Girl', last_played: lastPlayed }) as Student;

describe('the students list ("Who is playing?")', () => {
  it('is asked afresh when the dialog opens again, so a child who has played since is not "Not started yet"', async () => {
    // The app's own defaults keep answers for five minutes.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: false } } });
    const options = studentsQuery(true);
    client.setQueryData(options.queryKey, [mia(null)]);
    const fresh = [mia({ course_id: 'python', level_slug: 'intro-level5' })];
    const queryFn = vi.fn(async () => fresh);
    const observer = new QueryObserver(client, { ...options, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(fresh));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
