import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  dailyAttempts,
  levelProgress,
  mailOutbox,
  students,
  users,
  weeklyDigests,
} from '../db/schema.ts';
import { mailLocale, mailText, type MailT } from '../mail-i18n/mail-text.ts';
import { escapeHtml, firstName, mailFrame, trackingLinks, unsubscribeHeaders } from './campaign-mail.ts';
import type { Clock } from './clock.ts';
import type { CourseCatalogue } from './course-catalogue.ts';
import { randomToken } from './secret-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Digests go out from Monday 07:00 UTC, about the week that has just ended. */
const SEND_FROM_HOUR_UTC = 7;

/** The Monday 00:00 UTC that starts the week just ended, when digests about it may go out (else undefined). */
export function digestWeek(now: Date): { start: Date; end: Date } | undefined {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const thisMonday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day),
  );
  if (now.getTime() < thisMonday.getTime() + SEND_FROM_HOUR_UTC * 60 * 60 * 1000 && day === 0) {
    return undefined;
  }
  return { start: new Date(thisMonday.getTime() - 7 * DAY_MS), end: thisMonday };
}

interface ChildWeek {
  username: string;
  runs: number;
  completedThisWeek: string[];
  stuckOn: string | null;
  courseDone: number;
  courseTotal: number;
}

/** A bar of the course, drawn with table cells so every mail client shows it without images. */
function progressBar(t: MailT, done: number, total: number): string {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-radius:6px;overflow:hidden;background:#e3ebe3"><tr>
<td width="${Math.max(percent, 1)}%" style="background:#2e7d32;height:14px;font-size:0">&nbsp;</td><td style="font-size:0">&nbsp;</td></tr></table>
<p style="font-size:13px;color:#5b6b5d;margin:4px 0 0">${escapeHtml(t('digest.progress', { done, total, percent }))}</p>`;
}

/** The digest mail of one parent, in their language. */
export function digestMail(
  parent: { fullName: string; language: string | null },
  children: readonly ChildWeek[],
  base: string,
  publicId: string,
) {
  const t = mailText(parent.language);
  const links = trackingLinks(base, publicId);
  const off = `${base}/api/user/weekly-digest-off/${publicId}`;
  const keepPlaying = links.click(`/${mailLocale(parent.language)}/`);
  const name = firstName(parent.fullName, t('digest.there'));
  const lines = children.map((child) => {
    const childLine = t('digest.childLine', { child: child.username, runs: child.runs, count: child.completedThisWeek.length });
    const stuck = child.stuckOn ? ` ${t('digest.workingOn', { level: child.stuckOn })}` : '';
    return `${childLine}${stuck} ${t('digest.courseLine', { done: child.courseDone, total: child.courseTotal })}`;
  });
  const cards = children
    .map((child) => {
      const finished = child.completedThisWeek.length
        ? `<p style="margin:6px 0">${escapeHtml(t('digest.finished', { levels: child.completedThisWeek.join(', ') }))}</p>`
        : `<p style="margin:6px 0">${escapeHtml(t('digest.noneFinished'))}</p>`;
      const stuck = child.stuckOn
        ? `<p style="margin:6px 0;color:#8a5a00">${t('digest.workingOnHtml', { level: escapeHtml(child.stuckOn) })}</p>`
        : '';
      return `<div style="border:1px solid #dde5dd;border-radius:10px;padding:14px;margin:12px 0">
<h2 style="font-size:18px;margin:0 0 6px">${escapeHtml(child.username)}</h2>
<p style="margin:6px 0">${escapeHtml(t('digest.runsThisWeek', { runs: child.runs }))}</p>${finished}${stuck}${progressBar(t, child.courseDone, child.courseTotal)}</div>`;
    })
    .join('');
  return {
    subject: t('digest.subject'),
    text: `${t('digest.hello', { name })}\n\n${t('digest.intro')}\n\n${lines.join('\n')}\n\n${t('digest.keepPlaying')}: ${keepPlaying}\n\n--\n${t('digest.turnOff')}: ${off}\n${t('digest.unsubscribeAll')}: ${links.unsubscribe}\n`,
    html: mailFrame(
      `<h1 style="font-size:22px">${escapeHtml(t('digest.heading', { name }))}</h1>${cards}
<p><a href="${keepPlaying}" style="display:inline-block;background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t('digest.keepPlaying'))}</a></p>`,
      t('digest.footerHtml', { off: escapeHtml(off), unsubscribe: escapeHtml(links.unsubscribe) }),
      links.pixel,
    ),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/**
 * Queues this week's digest for every parent who wants it and whose children played: once per
 * parent and week, whatever the number of instances running this (the weekly_digests unique key).
 * Returns how many were queued.
 */
export async function queueWeeklyDigests(
  db: Db,
  clock: Clock,
  catalogue: CourseCatalogue,
  base: string,
): Promise<number> {
  const week = digestWeek(clock.now());
  if (!week) return 0;
  const weekKey = week.start.toISOString().slice(0, 10);
  const course = catalogue.getCourse('python');
  const titles = new Map(
    course.chapters.flatMap((chapter) =>
      chapter.levels.map((level) => [level.slug, level.name] as const),
    ),
  );
  const courseTotal = titles.size;
  const active = await db
    .selectDistinct({ parentId: students.parentUserId })
    .from(levelProgress)
    .innerJoin(students, eq(students.id, levelProgress.studentId))
    .innerJoin(users, eq(users.id, students.parentUserId))
    .where(
      and(
        gte(levelProgress.updatedAt, week.start),
        lt(levelProgress.updatedAt, week.end),
        eq(users.weeklyDigest, true),
        isNull(users.unsubscribedAt),
      ),
    );
  let queued = 0;
  for (const { parentId } of active) {
    if (parentId === null) continue;
    const wrote = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(weeklyDigests)
        .values({ userId: parentId, weekStart: weekKey })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      const [parent] = await tx.select().from(users).where(eq(users.id, parentId));
      const family = await tx
        .select()
        .from(students)
        .where(eq(students.parentUserId, parentId))
        .orderBy(students.id);
      if (!parent || family.length === 0) return false;
      const children = await Promise.all(
        family.map((student) => childWeek(tx, student, week, titles, courseTotal)),
      );
      const publicId = randomToken();
      const mail = digestMail(parent, children, base, publicId);
      await tx.insert(mailOutbox).values({
        toAddress: parent.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        headers: mail.headers,
        kind: 'digest',
        publicId,
        userId: parent.id,
        nextAttemptAt: clock.now(),
      });
      return true;
    });
    if (wrote) queued += 1;
  }
  return queued;
}

async function childWeek(
  db: Db,
  student: typeof students.$inferSelect,
  week: { start: Date; end: Date },
  titles: ReadonlyMap<string, string>,
  courseTotal: number,
): Promise<ChildWeek> {
  const progress = await db
    .select()
    .from(levelProgress)
    .where(and(eq(levelProgress.studentId, student.id), eq(levelProgress.courseId, 'python')));
  const inWeek = (date: Date | null) => date !== null && date >= week.start && date < week.end;
  const completed = progress.filter((row) => inWeek(row.completedAt));
  const stuck = progress
    .filter((row) => row.status !== 'complete' && inWeek(row.updatedAt))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  const days = Array.from({ length: 7 }, (_, index) =>
    new Date(week.start.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  const [runs] = await db
    .select({ total: sql<number>`coalesce(sum(${dailyAttempts.counter}), 0)::int` })
    .from(dailyAttempts)
    .where(
      and(
        eq(dailyAttempts.subject, `student:${student.id}`),
        eq(dailyAttempts.executionType, 'level'),
        inArray(dailyAttempts.day, days),
      ),
    );
  return {
    username: student.username,
    runs: runs?.total ?? 0,
    completedThisWeek: completed.map((row) => titles.get(row.levelSlug) ?? row.levelSlug),
    stuckOn: stuck ? (titles.get(stuck.levelSlug) ?? stuck.levelSlug) : null,
    courseDone: progress.filter((row) => row.status === 'complete').length,
    courseTotal,
  };
}

/** Looks for due digests every hour (and once at start); several instances may run it safely. */
export function startDigestScheduler(
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): void } {
  const tick = () => void run().catch(onError);
  const first = setTimeout(tick, 30_000);
  const timer = setInterval(tick, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
