import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a message. Pass the transaction of the write it belongs to, so a sign-up that rolls back
 * sends nothing and a committed one always has its mail queued. It is due at the app clock's "now"
 * (not the database's, whose microseconds would make it look due a moment later than the sender's
 * millisecond clock and miss the immediate round).
 */
export async function enqueueMail(db: Db, clock: Clock, mail: OutgoingMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, nextAttemptAt: clock.now() });
}
