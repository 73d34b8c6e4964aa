import { apiRequest, languageResponseSchema } from '@codehop/api';

/** POST /api/user/change-language?language: the account keeps its language (by name, platform §7). */
export function changeLanguage(name: string) {
  return apiRequest('/api/user/change-language', { method: 'POST', query: { language: name }, schema: languageResponseSchema });
}
