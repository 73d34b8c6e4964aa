/** GET /api/level/data's path for a level (no dependencies: the early entry builds it too). */
export function levelDataPath(course: string, slug: string, creatorUserId?: string, language = 'en'): string {
  const base = `/api/level/data/${encodeURIComponent(course)}/${encodeURIComponent(slug)}`;
  const query = new URLSearchParams();
  if (creatorUserId) query.set('user_id', creatorUserId);
  // The level's texts in the reader's language where it has them (English needs no parameter).
  if (language !== 'en') query.set('lng', language);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
