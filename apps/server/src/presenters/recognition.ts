import type { Badge, Certificate } from '@codehop/api';
import type { BadgeDefinition } from '@codehop/content';
import { listCourses } from '@codehop/content';
import type { certificates } from '../db/schema.ts';

export type CertificateRow = typeof certificates.$inferSelect;

export function presentBadge(badge: BadgeDefinition, earnedAt: Date | null): Badge {
  const rule = badge.rule;
  return {
    id: badge.id,
    kind: rule.kind,
    course_id: 'courseId' in rule ? rule.courseId : null,
    chapter_id: 'chapterId' in rule ? rule.chapterId : null,
    count: 'count' in rule ? rule.count : 'days' in rule ? rule.days : null,
    image: `/assets/badges/${badge.id}.png`,
    earned_at: earnedAt ? earnedAt.toISOString() : null,
  };
}

export function courseName(courseId: string): string {
  return listCourses().find((course) => course.id === courseId)?.name ?? courseId;
}

export function presentCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    kind: row.kind === 'course' ? 'course' : 'first_steps',
    course_id: row.courseId,
    course_name: courseName(row.courseId),
    student_name: row.studentName,
    issued_at: row.issuedAt.toISOString(),
  };
}
