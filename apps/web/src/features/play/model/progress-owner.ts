import { playerKey } from '../../../lib/player-key.ts';

/** Whose shelf of browser-kept progress the play screen uses: the visitor's, the chosen student's, or the account's. */
export const progressOwner = playerKey;
