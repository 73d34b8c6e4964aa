import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANONYMOUS_COOKIE } from '@codehop/api';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { students } from '../../db/schema.ts';
import { loadLevel } from '@codehop/content/loader';
import { contentCatalogue, type CourseCatalogue } from '../../services/course-catalogue.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';

const FENCE = 'from player import *\n\nmove_forward(4)\ncollect()\nturn_right()\nmove_forward()\nturn_left()\nmove_forward()\n';
const FOUR_STAIRS = 'from player import *\n\nfor stair in range(4):\n    move_forward()\n    turn_right()\n    move_forward()\n    turn_left()\n    collect()\n';

/** A peer speaking the chat-completions protocol, answering with `content` (or nothing, when down). */
async function chatPeer(content: string): Promise<{ url: string; server: Server; requests: unknown[] }> {
  const requests: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push(JSON.parse(body));
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'peer',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server, requests };
}

/** The shipped course with every level open (paid access belongs to the payments work). */
function openCatalogue(): CourseCatalogue {
  const real = contentCatalogue(loadLevel);
  return {
    ...real,
    findLevel: (courseId, slug) => {
      const found = real.findLevel(courseId, slug);
      return found && { ...found, entry: { ...found.entry, access: 'anyone' } };
    },
  };
}

describeWithApp(
  'the assistant tips',
  (context) => {
    const tip = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/chatgpt/generate-tip-level-async', headers, payload });

    afterEach(() => {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_MODEL;
    });

    it('points at the fence line with a checked fix', { timeout: 60_000 }, async () => {
      const answer = await tip({ last_prompt: FENCE, slug: 'intro-level2', error_message: 'Bump!' });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ line_number: 8, text_key: 'coach.refused', code_to_modify: 'move_forward()', source: 'coach' });
      expect(body.resulted_code).toContain('collect()');
    });

    it('counts the strawberries and adds the missing rounds', { timeout: 60_000 }, async () => {
      const body = (await tip({ last_prompt: FOUR_STAIRS, slug: 'loops-level2' })).json();
      expect(body.text).toContain('You picked 4 of 6 strawberries');
      expect(body).toMatchObject({ line_number: 3, code_to_add: 'for stair in range(6):', is_code_sufficient: true });
    });

    it('answers a program that never ends with a tip, not a hung request', { timeout: 60_000 }, async () => {
      const started = Date.now();
      const body = (await tip({ last_prompt: 'from player import *\nwhile True:\n    pass\n', slug: 'intro-level1' })).json();
      expect(body.text_key).toBe('coach.timeout');
      expect(Date.now() - started).toBeLessThan(15_000);
    });

    it('refuses unknown levels and code over 100 KB with 422', async () => {
      expect((await tip({ last_prompt: 'move_forward()', slug: 'no-such-level' })).statusCode).toBe(422);
      expect((await tip({ last_prompt: 'move_forward()', course_name: 'cobol' })).statusCode).toBe(422);
      expect((await tip({ last_prompt: `# ${'x'.repeat(100_001)}`, slug: 'intro-level1' })).statusCode).toBe(422);
    });

    it('gives an anonymous visitor 5 tips a day, counted safely in parallel', { timeout: 120_000 }, async () => {
      const first = await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant' });
      const cookie = first.cookies.find((entry) => entry.name === ANONYMOUS_COOKIE)?.value;
      const headers = { cookie: `${ANONYMOUS_COOKIE}=${cookie}` };
      const answers = await Promise.all(
        Array.from({ length: 7 }, () => tip({ last_prompt: 'from player import *\nmove_forward()\n', slug: 'intro-level1' }, headers)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      const refused = answers.filter((answer) => answer.statusCode === 403);
      expect(refused).toHaveLength(2);
      expect(refused[0]?.json().detail).toBe('You are out of credits for the coding assistant! Sign up for more free credits.');
      const credit = (await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant', headers })).json();
      expect(credit).toMatchObject({ counter: 5, limit: 5, remaining: 0 });
    });

    it("tells a school student whose assistant is off that the admin disabled it", { timeout: 60_000 }, async () => {
      const parent = await signUpParent(context.app);
      const id = await addAndChooseStudent(context.app, parent, `Schooled${Date.now()}`);
      await context.testDatabase.database.db.update(students).set({ organizationId: 1, assistantEnabled: false }).where(eq(students.id, id));
      const answer = await tip({ last_prompt: FENCE, slug: 'intro-level2' }, parent.bearerHeaders);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().detail).toBe("Student's assistant is disabled by admin");
    });

    it('a challenge tip reads the code: the line of the mistake, then its fix on the next press', { timeout: 60_000 }, async () => {
      const ask = (rung: number) =>
        context.app.inject({
          method: 'POST',
          url: '/api/chatgpt/generate-tip-challenge-async',
          payload: { description: 'Add two numbers.', slug: 'add-two', last_prompt: 'def add(a, b):\n    return a - b\n', error_message: null, rung },
        });
      const answer = await ask(0);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ text_key: 'coach.challengeLine', line_number: 2, text_params: { call: 'add(2, 3)', expected: '5', actual: '-1', line: 2 } });
      const second = (await ask(1)).json();
      expect(second).toMatchObject({ text_key: 'coach.challengeFix', line_number: 2, code_to_modify: '    return a - b', code_to_add: '    return a + b' });
      expect(second.text).not.toBe(answer.json().text);
      const printing = await context.app.inject({
        method: 'POST',
        url: '/api/chatgpt/generate-tip-challenge-async',
        payload: { description: 'Add two numbers.', slug: 'add-two', last_prompt: 'def add(a, b):\n    print(a + b)\n', error_message: null },
      });
      expect(printing.json()).toMatchObject({ text_key: 'coach.challengePrint', line_number: 2 });
      const raised = await context.app.inject({
        method: 'POST',
        url: '/api/chatgpt/generate-tip-challenge-async',
        payload: { description: 'Add two numbers.', slug: 'add-two', last_prompt: '# adds\ndef add(a, b):\n    return a + c\n', error_message: null },
      });
      // The tip points at the learner's line that raised, for the editor's lightbulb.
      expect(raised.json()).toMatchObject({ text_key: 'coach.challengeRaised', line_number: 3, text_params: { call: 'add(2, 3)' } });
      const unknown = await context.app.inject({
        method: 'POST',
        url: '/api/chatgpt/generate-tip-challenge-async',
        payload: { description: 'x', slug: 'no-such-challenge', last_prompt: 'x = 1\n', error_message: null },
      });
      expect(unknown.statusCode).toBe(422);
    });

    it('words the tip with the language model when one is configured, and falls back to the coach', { timeout: 60_000 }, async () => {
      const peer = await chatPeer(
        JSON.stringify({ text: 'Oops, a fence! Try another way.', code_to_add: null, code_to_modify: null, line_number: 8, resulted_code: null, is_code_sufficient: false }),
      );
      process.env.OPENAI_BASE_URL = peer.url;
      process.env.OPENAI_API_KEY = 'test-key';
      process.env.OPENAI_MODEL = 'peer-model';
      const worded = (await tip({ last_prompt: FENCE, slug: 'intro-level2' })).json();
      expect(worded).toMatchObject({ text: 'Oops, a fence! Try another way.', source: 'model', line_number: 8 });
      expect(worded.resulted_code).toContain('collect()');
      expect(JSON.stringify(peer.requests[0])).toContain('child');
      await new Promise<void>((resolve) => peer.server.close(() => resolve()));
      const fallback = (await tip({ last_prompt: FENCE, slug: 'intro-level2' })).json();
      expect(fallback).toMatchObject({ source: 'coach', text_key: 'coach.refused' });

      const offShape = await chatPeer('{"words": "not a tip"}');
      process.env.OPENAI_BASE_URL = offShape.url;
      expect((await tip({ last_prompt: FENCE, slug: 'intro-level2' })).json()).toMatchObject({ source: 'coach' });
      await new Promise<void>((resolve) => offShape.server.close(() => resolve()));
    });
  },
  {
    services: () => ({ catalogue: openCatalogue() }),
    alsoOnPostgres: 'tips asked in parallel are counted exactly: the daily counter is updated across connections',
  },
);
