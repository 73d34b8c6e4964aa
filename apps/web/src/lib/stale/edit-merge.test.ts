import { ApiError, entityTagOf } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { changesBetween, collisions, formFieldsOf, listDifference, reapply, sameValue } from './edit-merge.ts';
import { staleRefusal } from './stale-refusal.ts';
import { staleEdit } from './use-stale-edit.ts';

// The story: teacher A unlocks chapter 4; teacher B, on the old form, renames the class.
const opened = { name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2'], no_skip: true, quiz: false };
const renamed = { ...opened, name: 'Class 5B Robins' };
const serverNow = { id: 7, student_count: 12, join_token: 'x', name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2', 'python:4'], no_skip: true, quiz: false };

describe('re-applying a refused edit', () => {
  it('puts the rename on top of the current class: chapter 4 stays unlocked', () => {
    const current = formFieldsOf(serverNow, renamed);
    expect(current).toEqual({ name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2', 'python:4'], no_skip: true, quiz: false });
    expect(reapply(opened, renamed, current)).toEqual({ ...current, name: 'Class 5B Robins' });
  });

  it('merges lists as sets: what each person added or removed survives', () => {
    const mine = { ...opened, unlocked_chapters: ['python:2', 'python:5'] }; // removed 1, added 5
    const current = { ...opened, unlocked_chapters: ['python:1', 'python:2', 'python:4'] }; // they added 4
    expect(reapply(opened, mine, current).unlocked_chapters).toEqual(['python:2', 'python:4', 'python:5']);
  });

  it('keeps the current value of every field the person did not touch', () => {
    const mine = { ...opened, quiz: true };
    const current = { ...opened, name: 'Robins', no_skip: false };
    expect(reapply(opened, mine, current)).toEqual({ ...current, quiz: true });
  });

  it('says field by field what changed meanwhile and what the person changed, and where both changed one field', () => {
    const mine = { ...opened, name: 'Owls' };
    const current = { ...opened, name: 'Robins', unlocked_chapters: ['python:2', 'python:1', 'python:4'] };
    expect(changesBetween(opened, current)).toEqual([
      { field: 'name', before: 'Class 5B', after: 'Robins' },
      { field: 'unlocked_chapters', before: ['python:1', 'python:2'], after: ['python:2', 'python:1', 'python:4'] },
    ]);
    expect(changesBetween(opened, mine)).toEqual([{ field: 'name', before: 'Class 5B', after: 'Owls' }]);
    expect(collisions(opened, mine, current)).toEqual(['name']);
    expect(collisions(opened, { ...opened, name: 'Robins' }, current)).toEqual([]);
  });

  it('names what a list gained and lost', () => {
    expect(listDifference(['python:1', 'python:2'], ['python:2', 'python:4'])).toEqual({ added: ['python:4'], removed: ['python:1'] });
  });

  it('compares lists of plain values without regard to order', () => {
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue(null, '')).toBe(false);
  });
});

describe('recognising a 412', () => {
  const refusal = (status: number, body: unknown) =>
    new ApiError({ url: '/api/organization/classes/7', status, statusText: '', body, request: { method: 'PUT', path: '/api/organization/classes/7' }, etag: '"class-7-v3"' });

  it('takes the current state from the body and ties it to the answer\'s tag, for the next save', () => {
    const found = staleRefusal(refusal(412, { detail: 'changed', code: 'stale', current: serverNow }));
    expect(found?.current).toEqual(serverNow);
    expect(entityTagOf(found?.current)).toBe('"class-7-v3"');
    const edit = staleEdit(found?.current ?? {}, opened, renamed);
    expect(edit.theirs).toEqual([{ field: 'unlocked_chapters', before: opened.unlocked_chapters, after: serverNow.unlocked_chapters }]);
    expect(edit.mine).toEqual([{ field: 'name', before: 'Class 5B', after: 'Class 5B Robins' }]);
    expect(edit.merged.unlocked_chapters).toContain('python:4');
  });

  it('leaves every other failure to the screen', () => {
    expect(staleRefusal(refusal(409, { detail: 'taken', code: 'slug_taken' }))).toBeNull();
    expect(staleRefusal(refusal(412, { detail: 'no body' }))).toBeNull();
    expect(staleRefusal(new Error('offline'))).toBeNull();
  });
});
