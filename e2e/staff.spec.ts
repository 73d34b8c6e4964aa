import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, SmtpPeer } from '../apps/server/src/test/smtp-peer.ts';
import { untilStill } from './until-still.ts';

// Running the service (issue 21), as a person would: a staff member is added from the command line
// (`npx codehop staff add`), finds a parent by e-mail, sees what they bought and for which child,
// views Codehop as them under the banner, cannot change their password or delete the account, stops,
// finds the visit in the audit log, and goes from a school to its admin's account and back.
// The embedded database belongs to one process, so this spec runs its own server on its own data
// directory and stops it while the command line adds the staff member.

const SHOTS = 'test-results/screenshots/staff';
const PASSWORD = 'carrots-and-code-1';
const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-e2e-staff-'));
let server: ChildProcess | undefined;
let base = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  base = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** A call as a user of the API would make it (bearer token, a client address of its own). */
async function call(
  method: string,
  pathAndQuery: string,
  token?: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${pathAndQuery}`).toBeLessThan(300);
  return (await answer.json()) as Record<string, unknown>;
}

/** Signs up an account and answers its bearer token. */
async function signUp(email: string, fullName: string): Promise<string> {
  const answer = await call('POST', '/api/auth/signup', undefined, {
    email,
    password: PASSWORD,
    full_name: fullName,
  });
  return answer.access_token as string;
}

/** Buys a plan on the local test provider, as the checkout page's Pay button does. */
async function buy(token: string, plan: string): Promise<void> {
  const checkout = await call('POST', '/api/payment/paddle', token, { plan_name: plan });
  await call('POST', `/api/payment/checkout/${checkout.checkout_id as string}/complete`, token);
}

/** `npx codehop staff add EMAIL` on the stopped server's data, as the people who run Codehop do. */
function addStaff(email: string): void {
  const added = spawnSync(process.execPath, ['scripts/codehop.js', 'staff', 'add', email], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(added.stdout).toContain(`${email} is now platform staff.`);
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${base}/en/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(/\/en\/?$/);
}

async function shoot(page: Page, name: string) {
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await untilStill(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.afterAll(stopServer);

test('staff added from the command line view a parent as they see Codehop, under a banner, and the audit log shows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const stamp = Date.now();
  const staffEmail = `staff-${stamp}@example.com`;
  const parentEmail = `parent-${stamp}@example.com`;
  const adminEmail = `admin-${stamp}@example.com`;
  const kid = `kid${stamp.toString(36)}`;
  const schoolName = `Maple School ${stamp.toString(36)}`;
  await startServer(port);
  await signUp(staffEmail, 'Sam Staff');
  // A family that bought Beginner Python for their child and Advanced Python not given to anyone yet.
  const parent = await signUp(parentEmail, 'Pat Parent');
  const child = await call('POST', '/api/profile/students', parent, { username: kid });
  await buy(parent, 'python_course');
  await buy(parent, 'advanced_python_course');
  await call(
    'POST',
    `/api/payment/assign-purchase?student_id=${child.id as number}&course_name=python`,
    parent,
  );
  // A school whose admin bought the small tier.
  const admin = await signUp(adminEmail, 'Ada Admin');
  await call('POST', '/api/organization/register', admin, {
    name: schoolName,
    slug: `maple-${stamp.toString(36).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a')}`,
  });
  await buy(admin, 'school_small');
  await stopServer();
  addStaff(staffEmail);
  await startServer(port);
  await logIn(page, staffEmail);

  await page.goto(`${base}/en/staff`);
  await expect(page.getByRole('heading', { name: 'Staff area' })).toBeVisible();
  const search = page.getByLabel('E-mail, name, student username or school');
  await search.fill(parentEmail);
  await expect(page.getByText(parentEmail)).toBeVisible();
  await shoot(page, 'find');
  // What they bought, when, and for which child.
  await page.getByRole('button', { name: 'Details' }).click();
  const purchases = page.getByTestId('staff-purchases');
  await expect(purchases.getByText('Beginner Python')).toBeVisible();
  await expect(purchases.getByText(`For ${kid}`)).toBeVisible();
  await expect(purchases.getByText('Not given to a student yet')).toBeVisible();
  await shoot(page, 'account-purchases');
  await page.getByRole('button', { name: 'View as this account' }).click();
  // Viewing as someone asks why first; the reason goes into the audit log.
  const confirm = page.getByRole('dialog', { name: `View Codehop as ${parentEmail}?` });
  await expect(confirm.getByRole('button', { name: 'View as them' })).toBeDisabled();
  await confirm.getByLabel('Reason').fill('Support ticket 101');
  await shoot(page, 'view-as-reason');
  await confirm.getByRole('button', { name: 'View as them' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'You are viewing as' });
  await expect(banner).toContainText(`You are viewing as ${parentEmail}`);
  await page.waitForURL(/\/en\/?$/);
  await expect(page.getByRole('banner').getByText('Pat Parent')).toBeVisible();
  await shoot(page, 'viewing-as');

  // What is theirs stays theirs: deleting the account is refused while viewing as them.
  await page.goto(`${base}/en/profile/details`);
  await expect(banner).toBeVisible();
  const refused = await page.evaluate(async () => {
    const csrf = document.cookie.match(/codehop_csrf=([^;]+)/)?.[1] ?? '';
    const answer = await fetch('/api/profile', {
      method: 'DELETE',
      headers: { 'x-csrf-token': csrf },
    });
    return { status: answer.status, body: (await answer.json()) as { code?: string } };
  });
  expect(refused).toEqual({
    status: 403,
    body: expect.objectContaining({ code: 'impersonation_forbidden' }),
  });

  // Nor the password: setting a new one is refused too.
  const password = await page.evaluate(async () => {
    const csrf = document.cookie.match(/codehop_csrf=([^;]+)/)?.[1] ?? '';
    const answer = await fetch(
      '/api/auth/reset-password?token=anything&new_password=stolen-password-1',
      { method: 'POST', headers: { 'x-csrf-token': csrf } },
    );
    return { status: answer.status, body: (await answer.json()) as { code?: string } };
  });
  expect(password).toEqual({
    status: 403,
    body: expect.objectContaining({ code: 'impersonation_forbidden' }),
  });

  await banner.getByRole('button', { name: 'Stop' }).click();
  await page.waitForURL(/\/en\/staff$/);
  await expect(banner).toHaveCount(0);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText(`${staffEmail} viewed ${parentEmail}`)).toBeVisible();
  await expect(page.getByText('DELETE /api/profile → 403')).toBeVisible();
  await expect(page.getByText('Reason: Support ticket 101')).toBeVisible();
  await shoot(page, 'audit');

  // From a school to its admin's account, and back to the school from there.
  await page.getByRole('tab', { name: 'Find' }).click();
  await search.fill(schoolName);
  await expect(page.getByRole('heading', { name: 'Schools' })).toBeVisible();
  await page.getByRole('button', { name: 'Details' }).first().click();
  const school = page.getByTestId('staff-school');
  await expect(school.getByText('Small school').first()).toBeVisible();
  await expect(school.getByText(adminEmail)).toBeVisible();
  await shoot(page, 'school');
  await school.getByRole('link', { name: 'Open the account' }).click();
  await expect(page.getByText(`Admin at ${schoolName}`)).toBeVisible();
  await page.getByRole('link', { name: 'Open the school' }).click();
  await expect(page.getByTestId('staff-school').getByText(adminEmail)).toBeVisible();
});

test('a campaign written in the staff area reaches a real SMTP peer; its link opens our page and its unsubscribe link lands on /unsubscribed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const peer = new SmtpPeer();
  await peer.start();
  try {
    const port = await freePort();
    // Links in the mail point at this server, and the outbox sends to the peer.
    const mailEnv = { SMTP_URL: peer.url, PUBLIC_URL: `http://localhost:${port}` };
    const stamp = Date.now();
    const staffEmail = `campaigner-${stamp}@example.com`;
    const readerEmail = `reader-${stamp}@example.com`;
    await startServer(port, mailEnv);
    await signUp(staffEmail, 'Cam Paigner');
    await signUp(readerEmail, 'Robin Reader');
    await stopServer();
    addStaff(staffEmail);
    await startServer(port, mailEnv);
    await logIn(page, staffEmail);

    await page.goto(`${base}/en/staff?tab=campaigns`);
    await page.getByLabel('Subject').fill('New levels on Codehop');
    await page.getByLabel('Recipients (one e-mail a line)').fill(readerEmail);
    await page.getByRole('button', { name: 'Queue for this list' }).click();
    await expect(page.getByText('1 mails queued, 0 skipped')).toBeVisible();
    await page.getByRole('button', { name: 'Send the next mails' }).click();
    await expect(page.getByText(/mails are on their way/)).toBeVisible();
    await shoot(page, 'campaign');

    const mail = await peer.waitFor(readerEmail, /New levels on Codehop/, 30_000);
    expect(mail.text).toContain('Robin');
    expect(mail.headers.get('list-unsubscribe')).toContain(`${base}/api/user/unsubscribe/`);
    // The tracked link opens our own page; the one-click unsubscribe lands on /unsubscribed.
    await page.goto(linkIn(mail, '/api/user/open/').url.toString());
    await page.waitForURL(/\/en\/?$/);
    await page.goto(linkIn(mail, '/api/user/unsubscribe/').url.toString());
    await page.waitForURL(/\/en\/unsubscribed\?mail=/);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
    await shoot(page, 'unsubscribed');

    // Staff see it on the account, and the next campaign skips them.
    await page.goto(`${base}/en/staff`);
    await page.getByLabel('E-mail, name, student username or school').fill(readerEmail);
    await expect(page.getByText('Unsubscribed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Details' }).click();
    await expect(
      page.getByTestId('staff-account').getByText('New levels on Codehop'),
    ).toBeVisible();
  } finally {
    await stopServer();
    await peer.stop();
  }
});
