import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

const levelTipRequest = () => ({ payload: { last_prompt: 'from player import *\nmove_forward()\n', course_name: 'python', slug: 'intro-level1' } });

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/chatgpt/generate-tip',
    allowed: EVERYONE,
    note: 'Spends a level_assistant credit; anonymous visitors have 5 a day.',
    request: levelTipRequest,
  },
  {
    method: 'POST',
    url: '/api/chatgpt/generate-tip-level-async',
    allowed: EVERYONE,
    note: 'Spends a level_assistant credit; a student whose assistant is off gets 403.',
    request: levelTipRequest,
  },
  {
    method: 'POST',
    url: '/api/chatgpt/generate-tip-challenge-async',
    allowed: EVERYONE,
    note: 'Spends a challenge_assistant credit.',
    request: () => ({ payload: { description: 'Add two numbers.', last_prompt: 'def add(a, b):\n    return a + b\n', error_message: null } }),
  },
];
