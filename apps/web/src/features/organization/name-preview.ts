import { usernameFromName } from '@codehop/api';

/** A pasted name as the username it becomes, with what the teacher should see before creating it. */
export interface PreviewName {
  readonly username: string;
  /** Another row becomes the same username (any case): the server would refuse the second. */
  readonly duplicate: boolean;
  /** The name was longer than a username may be and was cut: the teacher should check it. */
  readonly shortened: boolean;
}

/** The most letters a username holds (packages/api studentUsernameSchema). */
const USERNAME_MAX = 30;

/**
 * The names preview of "add students": each pasted line as its username, the duplicates and the
 * shortened ones marked, so nothing is refused or cut without the teacher seeing it first.
 */
export function previewNames(pasted: string): PreviewName[] {
  const rows = pasted
    .split('\n')
    .map((line) => ({ line, username: usernameFromName(line) }))
    .filter((row) => row.username.length > 0);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.username.toLowerCase(), (counts.get(row.username.toLowerCase()) ?? 0) + 1);
  return rows.map(({ line, username }) => ({
    username,
    duplicate: (counts.get(username.toLowerCase()) ?? 0) > 1,
    shortened: [...uncut(line)].length > USERNAME_MAX,
  }));
}

/** The name with what a username cannot hold taken out, before usernameFromName cuts it. */
function uncut(line: string): string {
  return line.normalize('NFC').replace(/[\s'’ʼ`´]+/gu, '').replace(/[^\p{L}\p{N}_.-]/gu, '');
}
