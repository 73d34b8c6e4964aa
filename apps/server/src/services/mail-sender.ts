import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import { mailOutbox, users } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** nodemailer over the SMTP server of `SMTP_URL` (e.g. smtp://user:pass@mail.example:587). */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export const MAX_MAIL_ATTEMPTS = 8;
const BATCH = 20;
const CLAIM_MS = 2 * 60 * 1000;

/** 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Delivers the messages that are due, once each. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * short lease, so several instances share the outbox without sending a message twice, and a crashed
 * instance's claim expires. Returns how many were sent and how many failed this round.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  clock: Clock,
  from: string,
): Promise<{ sent: number; failed: number }> {
  const now = clock.now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(mailOutbox.id, due.map((row) => row.id)))
      .returning();
  });
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    if (await unsubscribedSinceQueued(db, message)) {
      await db.update(mailOutbox).set({ status: 'cancelled', lockedUntil: null }).where(eq(mailOutbox.id, message.id));
      continue;
    }
    try {
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: clock.now(), attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, message.id));
      failed += 1;
    }
  }
  return { sent, failed };
}

/** A campaign or digest whose recipient unsubscribed after it was queued is not sent. */
async function unsubscribedSinceQueued(db: Db, message: typeof mailOutbox.$inferSelect): Promise<boolean> {
  if (message.kind === 'transactional' || message.userId === null) return false;
  const [user] = await db.select({ unsubscribedAt: users.unsubscribedAt }).from(users).where(eq(users.id, message.userId));
  return user?.unsubscribedAt != null;
}

/**
 * Runs `deliverDueMail` every `intervalMs` until stopped; a round never overlaps the previous one.
 * `wake()` starts a round at once (called after a request queues mail).
 */
export function startMailSender(options: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  from: string;
  intervalMs: number;
  onError: (error: unknown) => void;
}): { wake(): void; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const round = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(options.db, options.transport, options.clock, options.from)
      .then(
        () => undefined,
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, options.intervalMs);
  timer.unref();
  return {
    wake: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
