import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { describeWithApp } from '../test/test-app.ts';
import { TestClock } from '../test/test-clock.ts';
import { SmtpPeer } from '../test/smtp-peer.ts';
import { enqueueMail } from './mail-outbox.ts';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, retryDelayMs, smtpTransport } from './mail-sender.ts';

const peer = new SmtpPeer();
beforeAll(() => peer.start());
afterAll(() => peer.stop());

describeWithApp('the mail sender', (context) => {
  const from = 'Codehop <no-reply@codehop.local>';

  it('retries a refused message later with backoff, then delivers it once', async () => {
    const { db } = context.testDatabase.database;
    const clock = new TestClock();
    const transport = smtpTransport(peer.url);
    const to = `retry${Date.now()}@example.com`;
    await enqueueMail(db, clock, { to, subject: 'Hello ünïcode', text: `Line one\nA long line ${'x'.repeat(120)} é\n` });
    peer.refuseNext = 1;
    expect(await deliverDueMail(db, transport, clock, from)).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure?.lastError).toContain('Mailbox busy');
    // Not due yet: nothing is sent.
    expect(await deliverDueMail(db, transport, clock, from)).toEqual({ sent: 0, failed: 0 });
    clock.advance(retryDelayMs(1) + 1000);
    expect(await deliverDueMail(db, transport, clock, from)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(db, transport, clock, from)).toEqual({ sent: 0, failed: 0 });
    const mail = await peer.waitFor(to);
    expect(mail.text).toContain(`A long line ${'x'.repeat(120)} é`);
    expect(peer.received.filter((entry) => entry.to.includes(to))).toHaveLength(1);
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    transport.close();
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const { db } = context.testDatabase.database;
    const clock = new TestClock();
    const transport = smtpTransport(peer.url);
    const to = `never${Date.now()}@example.com`;
    await enqueueMail(db, clock, { to, subject: 'Never', text: 'x' });
    peer.refuseNext = MAX_MAIL_ATTEMPTS;
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliverDueMail(db, transport, clock, from);
      clock.advance(retryDelayMs(attempt) + 1000);
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(await deliverDueMail(db, transport, clock, from)).toEqual({ sent: 0, failed: 0 });
    peer.refuseNext = 0;
    transport.close();
  });

  it('never hands the same message to two senders running at once', async () => {
    const { db } = context.testDatabase.database;
    const clock = new TestClock();
    const transport = smtpTransport(peer.url);
    const tag = Date.now();
    for (let index = 0; index < 6; index += 1) await enqueueMail(db, clock, { to: `race${index}-${tag}@example.com`, subject: 'Race', text: 'x' });
    const rounds = await Promise.all([1, 2, 3].map(() => deliverDueMail(db, transport, clock, from)));
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(6);
    for (let index = 0; index < 6; index += 1) {
      expect(peer.received.filter((entry) => entry.to.includes(`race${index}-${tag}@example.com`))).toHaveLength(1);
    }
    transport.close();
  });
}, { alsoOnPostgres: 'senders running at once claim mail with FOR UPDATE SKIP LOCKED, which only a server with several connections exercises' });
