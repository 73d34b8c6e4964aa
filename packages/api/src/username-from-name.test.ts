import { describe, expect, it } from 'vitest';
import { studentUsernameSchema } from './profile.ts';
import { usernameFromName } from './username-from-name.ts';

describe('pasted names become usernames', () => {
  it.each([
    ['Mohammed Al-Farsi', 'MohammedAl-Farsi'],
    ["O'Brien", 'OBrien'],
    ['Siobhán O’Neill', 'SiobhánONeill'],
    ['  zoë   müller ', 'zoëMüller'],
    ['Jean-Luc Picard!', 'Jean-LucPicard'],
    ['李 小龙', '李小龙'],
    ['Anna (5B)', 'Anna5B'],
  ])('%s → %s', (name, username) => {
    expect(usernameFromName(name)).toBe(username);
    expect(studentUsernameSchema.safeParse(username).success).toBe(true);
  });

  it('keeps at most 30 characters', () => {
    expect([...usernameFromName('Maximilian Alexander Konstantin von Habsburg')]).toHaveLength(30);
  });
});
