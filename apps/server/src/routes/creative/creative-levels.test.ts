import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creativeLevels, levelProgress } from '../../db/schema.ts';
import { creativeProgressSlug } from '../../services/creative-progress.ts';
import { addAndChooseStudent, signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

// creative-01.json: [14, 9] is the theme's start, [13, 8] is open grass, [4, 1] is a wall tile.
const OPEN: [number, number] = [13, 8];
const WALL = { x: 4, y: 1 };

function payload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Carrot Hunt',
    course_id: 'python',
    player_start: [14, 9],
    items: [{ type: 'carrot', action: 'collect', position: { x: OPEN[0], y: OPEN[1] } }],
    levelGoals: [{ action: 'collect', type: 'carrot', count: 1 }],
    isPublic: false,
    ...overrides,
  };
}

describeWithApp('creative levels', (context) => {
  const create = (
    session: TestSession | null,
    body: Record<string, unknown>,
    url = '/api/level/creative/create',
  ) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: session?.bearerHeaders ?? {},
      payload: body,
    });
  const get = (session: TestSession | null, url: string) =>
    context.app.inject({ method: 'GET', url, headers: session?.bearerHeaders ?? {} });

  it('creates a level with a slug made from its name and the defaults, and the creator reads it back', async () => {
    const creator = await signUpParent(context.app);
    const created = await create(creator, { name: 'Carrot Hunt', course_id: 'python' });
    expect(created.statusCode).toBe(201);
    const level = created.json();
    expect(level.level_slug).toMatch(/^carrot-hunt-[a-z0-9]{10}$/);
    expect(level).toMatchObject({
      user_id: creator.answer.user.user_id,
      student_id: null,
      course_id: 'python',
      name: 'Carrot Hunt',
      map_path: 'creative-01.json',
      code_template: 'from player import *\n\n',
      tutorial: '',
      player_start: [14, 9],
      items: [],
      level_goals: [],
      zoom: 50,
      is_public: false,
      school_visible: false,
    });
    const read = await get(creator, `/api/level/creative/${level.level_slug}?course_id=python`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(level);
    // The same slug in the other course is another level.
    expect(
      (await get(creator, `/api/level/creative/${level.level_slug}?course_id=advanced-python`))
        .statusCode,
    ).toBe(404);
  });

  it('accepts the creator payload in both spellings, stores positions as [x, y] and records the chosen student', async () => {
    const creator = await signUpParent(context.app);
    const studentId = await addAndChooseStudent(context.app, creator, `Maker${Date.now()}`);
    const created = await create(
      creator,
      payload({
        level_slug: 'my-farm-abcdefgh12',
        mapPath: 'creative-02.json',
        start: { x: 12, y: 9 },
        player_start: undefined,
        items: [{ type: 'carrot', position: { x: 12, y: 10 } }],
        schoolVisible: true,
        tutorial: '# Hi',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'my-farm-abcdefgh12',
      level_slug: 'my-farm-abcdefgh12',
      student_id: studentId,
      map_path: 'creative-02.json',
      player_start: [12, 9],
      items: [{ type: 'carrot', action: 'collect', position: [12, 10] }],
      level_goals: [{ action: 'collect', type: 'carrot', count: 1 }],
      tutorial: '# Hi',
      // "Share with School" is only for organisation users.
      school_visible: false,
    });
  });

  it('shows another creator’s level only when it is public, and never lets them change or delete it', async () => {
    const creator = await signUpParent(context.app);
    const other = await signUpParent(context.app);
    const slug = (await create(creator, payload())).json().level_slug as string;
    const url = `/api/level/creative/${slug}?course_id=python&user_id=${creator.answer.user.user_id}`;
    expect((await get(other, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(404);
    // Without user_id a level is looked up among one's own.
    expect((await get(other, `/api/level/creative/${slug}?course_id=python`)).statusCode).toBe(404);
    expect((await get(null, `/api/level/creative/${slug}`)).statusCode).toBe(401);
    const put = (session: TestSession, body: Record<string, unknown>, target = url) =>
      context.app.inject({
        method: 'PUT',
        url: target,
        headers: session.bearerHeaders,
        payload: body,
      });
    expect((await put(other, { name: 'Stolen' })).statusCode).toBe(404);

    await context.app.database.db
      .update(creativeLevels)
      .set({ creatorCompletedAt: new Date() })
      .where(eq(creativeLevels.userId, creator.answer.user.user_id));
    const published = await put(creator, { is_public: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      is_public: true,
      name: 'Carrot Hunt',
      items: [{ type: 'carrot' }],
    });
    expect((await get(other, url)).json()).toMatchObject({ name: 'Carrot Hunt', is_public: true });
    expect((await get(null, url)).statusCode).toBe(200);

    const refused = await put(other, { name: 'Stolen' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_creator');
    const deleteRefused = await context.app.inject({
      method: 'DELETE',
      url,
      headers: other.bearerHeaders,
    });
    expect(deleteRefused.statusCode).toBe(403);
    expect((await get(creator, url)).json().name).toBe('Carrot Hunt');
  });

  it('saves changes (auto-save with the cookie and CSRF token), moves a level to another course, then deletes it', async () => {
    const creator = await signUpParent(context.app);
    const slug = (await create(creator, payload())).json().level_slug as string;
    const saved = await context.app.inject({
      method: 'PUT',
      url: `/api/level/creative/${slug}?course_id=python`,
      headers: creator.cookieHeaders,
      payload: {
        ...payload({
          name: 'Carrot Hunt 2',
          codeTemplate: 'from player import *\nmove_forward()\n',
          zoom: 64,
        }),
        level_slug: slug,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Carrot Hunt 2',
      code_template: 'from player import *\nmove_forward()\n',
      zoom: 64,
    });
    expect(Date.parse(saved.json().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(saved.json().created_at),
    );

    const moved = await context.app.inject({
      method: 'PUT',
      url: `/api/level/creative/${slug}?course_id=python`,
      headers: creator.bearerHeaders,
      payload: { course_id: 'advanced-python' },
    });
    expect(moved.json()).toMatchObject({ course_id: 'advanced-python', level_slug: slug });
    expect((await get(creator, `/api/level/creative/${slug}?course_id=python`)).statusCode).toBe(
      404,
    );

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/level/creative/${slug}?course_id=advanced-python`,
      headers: creator.bearerHeaders,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await get(creator, `/api/level/creative/${slug}?course_id=advanced-python`)).statusCode,
    ).toBe(404);
    const again = await context.app.inject({
      method: 'DELETE',
      url: `/api/level/creative/${slug}?course_id=advanced-python`,
      headers: creator.bearerHeaders,
    });
    expect(again.statusCode).toBe(404);
  });

  it('checks slugs among the creator’s own levels, and answers 409 for a taken one unless forced', async () => {
    const creator = await signUpParent(context.app);
    const other = await signUpParent(context.app);
    const slug = 'pond-party-abcdefgh12';
    const check = (session: TestSession, course = 'python', value = slug) =>
      get(session, `/api/level/creative/check-slug/${course}/${value}`);
    expect((await check(creator)).json()).toEqual({
      course_id: 'python',
      level_slug: slug,
      exists: false,
    });
    expect((await create(creator, payload({ slug }))).statusCode).toBe(201);
    expect((await check(creator)).json().exists).toBe(true);
    expect((await check(creator, 'advanced-python')).json().exists).toBe(false);
    expect((await check(other)).json().exists).toBe(false);
    expect((await check(creator, 'java')).statusCode).toBe(422);
    expect((await check(creator, 'python', 'Bad_Slug')).statusCode).toBe(422);
    expect((await get(null, `/api/level/creative/check-slug/python/${slug}`)).statusCode).toBe(401);

    const taken = await create(creator, payload({ slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/already exists in .*course/);
    expect((await create(creator, payload({ slug }), '/api/level/creative')).statusCode).toBe(409);
    const forced = await create(
      creator,
      payload({ slug }),
      '/api/level/creative?force_create=true',
    );
    expect(forced.statusCode).toBe(201);
    expect(forced.json().level_slug).toMatch(/^pond-party-[a-z0-9]{10}$/);
    expect(forced.json().level_slug).not.toBe(slug);
    // Another creator may use the same slug.
    expect((await create(other, payload({ slug }))).statusCode).toBe(201);
  });

  it('keeps slugs unique when the same slug is created many times at once', async () => {
    const creator = await signUpParent(context.app);
    const slug = 'race-level-abcdefgh12';
    const plain = await Promise.all(
      Array.from({ length: 6 }, () => create(creator, payload({ slug }))),
    );
    expect(plain.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    const forced = await Promise.all(
      Array.from({ length: 6 }, () =>
        create(creator, payload({ slug }), '/api/level/creative?force_create=true'),
      ),
    );
    expect(forced.every((response) => response.statusCode === 201)).toBe(true);
    const slugs = new Set([
      slug,
      ...forced.map((response) => response.json().level_slug as string),
    ]);
    expect(slugs.size).toBe(7);
  });

  it('refuses items and the player start on collision tiles or off the map', async () => {
    const creator = await signUpParent(context.app);
    const onWall = await create(creator, payload({ items: [{ type: 'carrot', position: WALL }] }));
    expect(onWall.statusCode).toBe(422);
    expect(onWall.json().errors).toEqual([
      {
        field: 'items.0.position',
        location: 'body',
        message: 'Cannot place item on collision area',
      },
    ]);
    const startOnWall = await create(creator, payload({ player_start: [WALL.x, WALL.y] }));
    expect(startOnWall.json().errors).toEqual([
      {
        field: 'player_start',
        location: 'body',
        message: 'Cannot place player start on collision area',
      },
    ]);
    const offMap = await create(
      creator,
      payload({ items: [{ type: 'carrot', position: [30, 3], targetPosition: [-1, 0] }] }),
    );
    expect(offMap.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'items.0.position',
      'items.0.targetPosition',
    ]);
    // A save is checked as a whole: [13, 8] is open on creative-01 but a wall on creative-02.
    const slug = (await create(creator, payload())).json().level_slug as string;
    const save = (body: Record<string, unknown>) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/level/creative/${slug}?course_id=python`,
        headers: creator.bearerHeaders,
        payload: body,
      });
    const moveItem = await save({ items: [{ type: 'carrot', position: WALL }] });
    expect(moveItem.statusCode).toBe(422);
    expect(moveItem.json().errors[0].message).toBe('Cannot place item on collision area');
    const otherMap = await save({ map_path: 'creative-02.json', player_start: [12, 9] });
    expect(otherMap.json().errors).toEqual([
      {
        field: 'items.0.position',
        location: 'body',
        message: 'Cannot place item on collision area',
      },
    ]);
    expect(
      (await save({ map_path: 'creative-02.json', player_start: [12, 9], items: [] })).statusCode,
    ).toBe(200);
  });

  it('answers 422 with field errors for a bad name, course, map, slug or item', async () => {
    const creator = await signUpParent(context.app);
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await create(creator, body);
      expect(response.statusCode).toBe(422);
      return response
        .json()
        .errors.map(
          (error: { field: string; message: string }) => `${error.field}: ${error.message}`,
        );
    };
    expect(await fieldsOf(payload({ name: 'ab' }))).toEqual([
      'name: Level name must be at least 3 characters',
    ]);
    expect(await fieldsOf(payload({ name: 'x'.repeat(51) }))).toEqual([
      'name: Level name must be at most 50 characters',
    ]);
    expect(await fieldsOf(payload({ name: undefined }))).toEqual(['name: Level name is required']);
    expect(await fieldsOf(payload({ course_id: undefined }))).toEqual([
      'course_id: Course is required',
    ]);
    expect(await fieldsOf(payload({ course_id: 'java' }))).toEqual([
      'course_id: Please select a valid course',
    ]);
    expect(await fieldsOf(payload({ map_path: 'creative-05.json' }))).toEqual([
      'map_path: Please choose one of the four creator maps',
    ]);
    expect(await fieldsOf(payload({ map_path: '../../secret.json' }))).toHaveLength(1);
    expect(await fieldsOf(payload({ slug: 'Not A Slug' }))).toHaveLength(1);
    expect(await fieldsOf(payload({ slug: `${'a'.repeat(51)}-abcdefgh12` }))).toHaveLength(1);
    expect((await fieldsOf(payload({ items: [{ type: 'unicorn', position: OPEN }] })))[0]).toMatch(
      /^items\.0\.type: /,
    );
    expect(
      (await fieldsOf(payload({ levelGoals: [{ action: 'assign', type: 'carrot' }] })))[0],
    ).toMatch(/^level_goals\.0\.variable: /);
    expect((await fieldsOf(payload({ zoom: 0 })))[0]).toMatch(/^zoom: /);
    const anonymous = await create(null, payload());
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves a creative level as level data to its creator, and to everyone once public', async () => {
    const creator = await signUpParent(context.app);
    const other = await signUpParent(context.app);
    const playerId = await addAndChooseStudent(context.app, other, `Player${Date.now()}`);
    const created = (
      await create(creator, payload({ tutorial: 'Collect the carrot!', zoom: 40 }))
    ).json();
    const url = `/api/level/data/python/${created.level_slug}?user_id=${creator.answer.user.user_id}`;
    const own = await get(creator, url);
    expect(own.statusCode).toBe(200);
    const data = own.json();
    expect(data).toMatchObject({
      slug: created.level_slug,
      name: 'Carrot Hunt',
      chapter_id: 0,
      chapter_name: 'Creative',
      level_id: 0,
      creator_user_id: creator.answer.user.user_id,
      start: [14, 9],
      zoom: 40,
      items: [{ type: 'carrot', action: 'collect', position: OPEN }],
      levelGoals: [{ action: 'collect', type: 'carrot', count: 1 }],
      constants: [],
      codeTemplate: 'from player import *\n\n',
      tutorial: 'Collect the carrot!',
      guide: '',
      last_code_executed: null,
      last_status: 'not_started',
    });
    expect(data.map).toMatchObject({
      width: 30,
      height: 20,
      tilesets: [{ firstgid: 1, source: '../tileset_png/sunny-farmstead.json' }],
    });
    expect(data.map.layers.map((layer: { name: string }) => layer.name)).toContain('collisions');

    expect((await get(other, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(404);
    expect(
      (
        await get(
          creator,
          `/api/level/data/python/${created.level_slug}?user_id=${other.answer.user.user_id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          creator,
          `/api/level/data/advanced-python/${created.level_slug}?user_id=${creator.answer.user.user_id}`,
        )
      ).statusCode,
    ).toBe(404);
    await context.app.database.db
      .update(creativeLevels)
      .set({ creatorCompletedAt: new Date() })
      .where(eq(creativeLevels.userId, creator.answer.user.user_id));
    await context.app.inject({
      method: 'PUT',
      url: `/api/level/creative/${created.level_slug}?course_id=python`,
      headers: creator.bearerHeaders,
      payload: { isPublic: true },
    });
    expect((await get(other, url)).json()).toMatchObject({
      chapter_id: 0,
      last_status: 'not_started',
    });
    expect((await get(null, url)).statusCode).toBe(200);

    // A learner's run of it is kept under the level's id (services/creative-progress.ts).
    await context.testDatabase.database.db.insert(levelProgress).values({
      studentId: playerId,
      courseId: 'python',
      levelSlug: creativeProgressSlug(created.id),
      status: 'complete',
      lastCodeExecuted: 'collect()\n',
    });
    expect((await get(other, url)).json()).toMatchObject({
      last_code_executed: 'collect()\n',
      last_status: 'complete',
      completed: true,
    });
    expect((await get(creator, url)).json()).toMatchObject({
      last_code_executed: null,
      last_status: 'not_started',
    });
  });
}, { alsoOnPostgres: 'slugs created many times at once rely on the unique index and ON CONFLICT across connections' });
