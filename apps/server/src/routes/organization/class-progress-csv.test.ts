import { describe, expect, it } from 'vitest';
import { classProgressCsv } from './class-progress-data.ts';

// Issue 41: Excel showed "ZoÃ«" (no byte order mark) and the columns were our slugs.
describe('the class progress CSV', () => {
  const csv = classProgressCsv({
    course_id: 'python',
    levels: [
      { slug: 'intro-level1', name: 'Hello, Codehop', chapter_id: 1 },
      { slug: 'intro-level2', name: 'Two steps', chapter_id: 1 },
    ],
    chapters: [{ id: 1, name: 'Variables and Types', quiz: true }],
    class_chapters_only: true,
    students: [{ id: 7, username: 'Zoë', statuses: 'cp', runs: [1, 4], quizzes: [null] }],
  });

  it('starts with a UTF-8 byte order mark, so spreadsheets read names like Zoë', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('\r\nZoë,');
  });

  it('names its columns for people: chapter and level names, the quiz by its chapter', () => {
    const header = csv.slice(1).split('\r\n')[0];
    expect(header).toBe('Student,"Variables and Types: Hello, Codehop",Variables and Types: Two steps,Quiz: Variables and Types,Levels complete');
    expect(header).not.toContain('intro-level1');
  });
});
