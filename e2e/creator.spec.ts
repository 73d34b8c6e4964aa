import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { typeCode } from './play-helpers.ts';
import { untilStill } from './until-still.ts';

// Issue 20, tried as a new user would: a child makes a level with the creator (tour, carrots, a
// villager with a phrase, a bridge with a cost, a tutorial), saves it, completes it in Preview and
// makes it public; a second child finds it under Most Recent, plays it to "YOU MADE IT!" and
// favourites it; the creator's page then shows one play, one completion and one favourite.

// The machine is shared: pages may take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = '/tmp/creator-shots';
const SOLUTION = [
  'from player import *',
  'move_forward()',
  'collect()',
  'move_forward()',
  'collect()',
  'move_forward()',
  'speak("Hello friend")',
  'move_forward()',
  'turn_left()',
  'build("bridge")',
  '',
].join('\n');

/** A new family account playing as its own child (runs need a chosen student). */
async function signUpChild(page: Page, name: string): Promise<number> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post('/api/auth/signup', { data: { email, password: 'hop-hop-2026', full_name: name } });
  expect(signUp.ok()).toBe(true);
  const { csrf_token: csrf } = (await signUp.json()) as { csrf_token: string };
  const student = await page.request.post('/api/profile/students', {
    headers: { 'x-csrf-token': csrf },
    data: { username: `${name.toLowerCase()}_${Date.now().toString(36)}` },
  });
  expect(student.ok(), await student.text()).toBe(true);
  const { id } = (await student.json()) as { id: number };
  expect((await page.request.post(`/api/auth/choose_student/${id}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);
  const current = (await (await page.request.get('/api/auth/current')).json()) as { user_id: number };
  return current.user_id;
}

/** Clicks the centre of map cell (x, y), wherever the camera shows it. */
async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const canvas = page.getByTestId('creator-map').locator('canvas');
  const point = await canvas.evaluate(
    (element, cell) => (element as HTMLCanvasElement & { tileToClient(x: number, y: number): { x: number; y: number } }).tileToClient(cell[0], cell[1]),
    [x, y] as const,
  );
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
}

async function shot(page: Page, name: string): Promise<void> {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function pickItem(page: Page, search: string, type: string): Promise<void> {
  await page.getByRole('button', { name: 'Items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Items' });
  await dialog.getByLabel('Search items').fill(search);
  await dialog.getByTestId(`catalogue-${type}`).click();
  await expect(dialog).toBeHidden();
}

async function tourSays(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId('creator-tour')).toContainText(title);
}

async function newContextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('a child makes a level, completes and publishes it; a friend plays and favourites it', async ({ page, browser }) => {
  test.setTimeout(480_000);
  const creatorId = await signUpChild(page, 'Cora');

  // The list of the child's own levels, empty at first.
  await page.goto('/en/level-creator');
  await expect(page.getByText('You have not made a level yet')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'New level' }).click();
  await expect(page.getByTestId('creator-status')).toHaveText('Unsaved level');
  await expect(page.getByTestId('creator-map').locator('canvas')).toBeVisible({ timeout: 30_000 });

  // The tour starts by itself: 8 steps, advanced by doing what they say.
  await tourSays(page, 'Welcome, level maker!');
  await expect(page.getByTestId('creator-tour').getByRole('button', { name: 'Back' })).toBeDisabled();
  await shot(page, '01-tour-welcome');
  await page.getByTestId('creator-tour').getByRole('button', { name: 'Start' }).click();
  await tourSays(page, 'Where does the player start?');
  await page.getByRole('button', { name: 'Set player start' }).click();
  await untilStill(page);
  await clickCell(page, 14, 9);
  await tourSays(page, 'Pick an item');
  await pickItem(page, 'carrot', 'carrot');
  await tourSays(page, 'Place it');
  // A wall cell shows BLOCKED and refuses the carrot.
  await clickCell(page, 12, 9);
  await expect(page.getByText('Cannot place item on collision area')).toBeVisible();
  await shot(page, '02-blocked');
  await clickCell(page, 14, 8);
  await tourSays(page, 'One more!');
  await clickCell(page, 14, 7);
  await tourSays(page, 'Oops, remove one');
  // One carrot too many, then removed with Delete.
  await clickCell(page, 15, 8);
  await page.keyboard.press('Escape');
  await clickCell(page, 15, 8);
  await expect(page.getByTestId('creator-hint')).toContainText('Carrot selected');
  await page.keyboard.press('Delete');
  await tourSays(page, 'Add a command');
  await expect(page.getByTestId('creator-goals')).toContainText('Collect 2 × Carrot');

  // A speak command with a phrase, beside a villager.
  await page.getByRole('button', { name: 'Commands' }).click();
  await shot(page, '03-commands-dialog');
  await page.getByTestId('command-speak').click();
  await clickCell(page, 14, 6);
  const speak = page.getByRole('dialog', { name: 'Configure Speak Command' });
  await expect(speak.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await speak.getByLabel('Phrase the player must say').fill('  ');
  await expect(speak.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await speak.getByLabel('Phrase the player must say').fill('Hello friend');
  await shot(page, '04-speak-dialog');
  await speak.getByRole('button', { name: 'Confirm' }).click();
  await tourSays(page, 'Save your level');
  await pickItem(page, 'villager', 'character');
  await clickCell(page, 15, 6);
  await page.keyboard.press('Escape');

  // A bridge to build, paid with 2 carrots.
  await page.getByRole('button', { name: 'Commands' }).click();
  await page.getByTestId('command-build').click();
  await clickCell(page, 14, 5);
  await clickCell(page, 13, 5);
  const build = page.getByRole('dialog', { name: 'Configure Build Command' });
  await expect(build.getByLabel('How many')).toHaveValue('4');
  await build.getByLabel('What to build').click();
  await page.getByRole('option', { name: 'Bridge (Horizontal)' }).click();
  await build.getByLabel('Pay with').click();
  await page.getByRole('option', { name: 'Carrot', exact: true }).click();
  await build.getByLabel('How many').fill('2');
  await shot(page, '05-build-dialog');
  await build.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('creator-goals')).toContainText('Say "Hello friend"');
  await expect(page.getByTestId('creator-goals')).toContainText('Build Bridge (Horizontal)');

  // A tutorial, with its preview.
  await page.getByRole('button', { name: 'Code and tutorial' }).click();
  const code = page.getByRole('dialog', { name: 'Code and tutorial' });
  await code.getByRole('tab', { name: 'Tutorial' }).click();
  await code.getByLabel('Tutorial').fill('# Carrot party\n\nCollect **both carrots**, say *Hello friend* and build the bridge!');
  await code.getByRole('button', { name: 'Preview' }).click();
  await expect(code.getByTestId('tutorial-preview').locator('strong')).toHaveText('both carrots');
  await shot(page, '06-code-tutorial-dialog');
  await code.getByRole('tab', { name: 'Build Cookbook' }).click();
  await shot(page, '07-cookbook');
  await code.getByRole('button', { name: 'Done' }).click();
  await shot(page, '08-editor-placed');

  // Save: a new level asks for its settings first.
  await page.getByRole('button', { name: 'Save level' }).click();
  const settings = page.getByRole('dialog', { name: 'Level settings' });
  await settings.getByLabel('Level name').fill('ab');
  await expect(settings.getByText('Level name must be at least 3 characters')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  const name = `Carrot Party ${Date.now().toString(36)}`;
  await settings.getByLabel('Level name').fill(name);
  await expect(settings.getByRole('switch', { name: 'Make Public' })).toBeDisabled();
  await shot(page, '09-settings-new');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Level created successfully!')).toBeVisible();
  await expect(page.getByTestId('creator-status')).toHaveText('All changes saved');
  await expect(page).toHaveURL(/\/en\/level-creator\/python\/carrot-party-[a-z0-9-]+$/);
  const slug = page.url().split('/').pop() ?? '';

  // Preview in a new tab, completed by the creator.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/en/play/python/${creatorId}/${slug}$`));
  await expect(preview.getByTestId('run-button')).toBeEnabled({ timeout: 150_000 });
  await typeCode(preview, SOLUTION);
  await preview.getByTestId('run-button').click();
  await expect(preview.getByTestId('creative-complete-dialog')).toContainText('YOU MADE IT!', { timeout: 40_000 });
  await preview.close();

  // Now Make Public opens.
  await page.getByRole('button', { name: 'Level settings' }).click();
  const publish = page.getByRole('dialog', { name: 'Level settings' });
  await expect(publish.getByRole('switch', { name: 'Make Public' })).toBeEnabled({ timeout: 10_000 });
  await publish.getByRole('switch', { name: 'Make Public' }).click();
  await expect(publish.getByRole('switch', { name: 'Make Public' })).toBeChecked();
  await shot(page, '10-settings-publish');
  await publish.getByRole('button', { name: 'Save' }).click();
  await expect(publish).toBeHidden();
  await page.goto('/en/level-creator');
  await expect(page.getByTestId('my-level').filter({ hasText: name })).toContainText('Public');
  await shot(page, '11-my-levels');

  // A friend finds it under Most Recent, plays it and favourites it.
  const friend = await newContextPage(browser);
  await signUpChild(friend, 'Finn');
  await friend.goto('/en/creative-levels');
  await expect(friend.getByLabel('Sort')).toContainText('Most Recent');
  await friend.getByLabel('Search levels').fill(name);
  const card = friend.getByTestId('creative-level-card').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(/by cora_/i);
  await shot(friend, '12-community');
  await card.getByRole('link', { name: 'Play' }).click();
  await expect(friend.getByTestId('run-button')).toBeEnabled({ timeout: 150_000 });
  await typeCode(friend, SOLUTION);
  await friend.getByTestId('run-button').click();
  const made = friend.getByTestId('creative-complete-dialog');
  await expect(made).toContainText('YOU MADE IT!', { timeout: 40_000 });
  await shot(friend, '13-you-made-it');
  await friend.goto('/en/creative-levels');
  await friend.getByLabel('Search levels').fill(name);
  const again = friend.getByTestId('creative-level-card').filter({ hasText: name });
  await again.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(again.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await expect(again.getByTestId('card-favorites')).toHaveText('1');
  await friend.getByRole('tab', { name: 'Favourites' }).click();
  await expect(friend.getByTestId('creative-level-card').filter({ hasText: name })).toBeVisible();

  // The creator's page: one play, one completion, one favourite.
  await friend.goto(`/en/creative-levels/creator/${creatorId}`);
  await expect(friend.getByTestId('stat-plays')).toHaveText('1', { timeout: 20_000 });
  await expect(friend.getByTestId('stat-completions')).toHaveText('1');
  await expect(friend.getByTestId('stat-favorites')).toHaveText('1');
  await shot(friend, '14-creator-page');

  // The friend reports the level from the play screen: plain reasons, then a thank-you.
  await friend.goto(`/en/play/python/${creatorId}/${slug}`);
  await friend.getByTestId('report-level').click({ timeout: 60_000 });
  const report = friend.getByRole('dialog', { name: 'Is something wrong with this level?' });
  await expect(report.getByRole('button', { name: 'Send' })).toBeDisabled();
  await report.getByRole('radio', { name: 'Mean or rude words' }).click();
  await report.getByLabel('Tell us more (you can skip this)').fill('The villager says a bad word');
  await shot(friend, '17-report-dialog');
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(friend.getByRole('dialog', { name: 'Thank you for telling us!' })).toContainText('A grown-up from the Codehop team');
  await shot(friend, '18-report-thanks');
  await friend.getByRole('button', { name: 'OK' }).click();
  await expect(friend.getByTestId('report-level')).toHaveText('Reported');
  // Again from the level's card: thanked, but it counts once.
  await friend.goto(`/en/creative-levels/creator/${creatorId}`);
  await friend.getByTestId('creative-level-card').filter({ hasText: name }).getByRole('button', { name: 'Report this level' }).click();
  await friend.getByRole('radio', { name: 'It is broken or cannot be finished' }).click();
  await friend.getByRole('button', { name: 'Send' }).click();
  await expect(friend.getByTestId('report-thanks')).toHaveText('You already told us about this level. Thank you! Our team will look at it.');
});

/** Letters only, as a school's slug must be. */
function letters(text: string): string {
  return text.replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'q');
}

test('a teacher approves a level a student shared with the school, hides it and shows it again', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // The school, made through the calls its admin makes: a teacher, a class, a student.
  const stamp = letters(Date.now().toString(36));
  const admin = await page.request.post('/api/auth/signup', { data: { email: `head-${stamp}@example.com`, password: 'hop-hop-2026', full_name: 'Hana Head' } });
  const adminHeaders = { 'x-csrf-token': ((await admin.json()) as { csrf_token: string }).csrf_token };
  const schoolSlug = `school-${stamp}`;
  const made = async (url: string, data: object) => {
    const response = await page.request.post(url, { headers: adminHeaders, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  await made('/api/organization/register', { name: 'Hilltop School', slug: schoolSlug });
  const teacherEmail = `tess-${stamp}@example.com`;
  const teacher = await made('/api/organization/teacher', { email: teacherEmail, full_name: 'Tess Teacher', password: 'teacher horse battery' });
  const klass = await made('/api/organization/classes', { name: 'Class 5B', unlocked_chapters: ['python:1'], no_skip: false, quiz: false, teacher_ids: [teacher.id] });
  await made('/api/organization/students', { username: 'Pip', password: 'apple-river-42', class_id: klass.id });

  // The student makes a level, completes it (the server checks the program) and shares it with the school.
  const student = await newContextPage(browser);
  const login = await student.request.post('/api/auth/login-org', { data: { organization_slug: schoolSlug, username: 'Pip', password: 'apple-river-42' } });
  expect(login.ok(), await login.text()).toBe(true);
  const studentHeaders = { 'x-csrf-token': ((await login.json()) as { csrf_token: string }).csrf_token };
  const name = `Pip's Carrot ${stamp}`;
  const created = await student.request.post('/api/level/creative/create', {
    headers: studentHeaders,
    data: { name, course_id: 'python', player_start: [14, 9], items: [{ type: 'carrot', action: 'collect', position: [14, 8] }], level_goals: [{ action: 'collect', type: 'carrot', count: 1 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const level = (await created.json()) as { id: number; level_slug: string };
  const run = await student.request.post(`/api/level/creative/${level.id}/run`, {
    headers: studentHeaders,
    data: { status: 'complete', code: 'from player import *\nmove_forward()\ncollect()\n' },
  });
  expect(((await run.json()) as { creator_completed: boolean }).creator_completed).toBe(true);
  const shared = await student.request.put(`/api/level/creative/${level.level_slug}?course_id=python`, { headers: studentHeaders, data: { school_visible: true } });
  expect(shared.ok(), await shared.text()).toBe(true);

  // The teacher finds the check from the community's My school tab.
  const desk = await newContextPage(browser);
  expect((await desk.request.post('/api/auth/login', { data: { email: teacherEmail, password: 'teacher horse battery' } })).ok()).toBe(true);
  await desk.goto('/en/creative-levels');
  await desk.getByRole('tab', { name: 'My school' }).click();
  await desk.getByRole('link', { name: 'Check levels shared with the school' }).click();
  await expect(desk).toHaveURL(/\/en\/organization\/levels$/);
  const card = desk.getByTestId('review-card').filter({ hasText: name });
  await expect(card).toContainText('Waiting', { timeout: 20_000 });
  await shot(desk, '19-teacher-waiting');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText(`“${name}” is approved: classmates can play it now.`)).toBeVisible();
  await expect(desk.getByTestId('review-empty')).toContainText('Nothing is waiting for you.');
  await shot(desk, '20-teacher-empty');

  // Checked: hidden, then shown again; nothing is a dead end.
  await desk.getByTestId('review-empty').getByRole('button', { name: 'Checked' }).click();
  const checked = desk.getByTestId('review-card').filter({ hasText: name });
  await expect(checked).toContainText('Approved');
  await expect(checked.getByRole('link', { name: 'Try it' })).toBeVisible();
  await shot(desk, '21-teacher-checked');
  await checked.getByRole('button', { name: 'Hide' }).click();
  await expect(checked).toContainText('Hidden');
  await shot(desk, '22-teacher-hidden');
  await checked.getByRole('button', { name: 'Show again' }).click();
  await expect(checked).toContainText('Approved');
});

test('the editor shows icons only on a narrow screen and asks before leaving unsaved work', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpChild(page, 'Nia');
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/en/level-creator/python/creative-04?new=true');
  await expect(page.getByTestId('creator-map').locator('canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('creator-tour').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Items' })).toBeVisible();
  await expect(page.getByText('Items', { exact: true })).toHaveCount(0);
  await shot(page, '15-narrow');
  await pickItem(page, 'apple', 'apple');
  await untilStill(page);
  await clickCell(page, 10, 14);
  await page.getByRole('button', { name: 'My levels' }).click();
  await expect(page.getByText('You have unsaved changes. Are you sure you want to leave?')).toBeVisible();
  await shot(page, '16-leave');
});
