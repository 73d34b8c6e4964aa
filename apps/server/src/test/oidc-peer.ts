import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, standing in for Google: any
 * login name signs in as `<login>@example.com` with a verified address. `signIn` drives its own
 * login and consent pages the way a browser would.
 */
export class OidcPeer {
  readonly clientId = 'codehop-test';
  readonly clientSecret = 'codehop-test-secret-that-is-long-enough';
  private server: Server | undefined;
  issuer = '';

  constructor(private readonly redirectUri: string) {}

  async start(): Promise<void> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.server = server;
    this.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: [this.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Google puts the e-mail in the ID token; do the same.
      conformIdTokenClaims: false,
      async findAccount(_context, accountId) {
        return {
          accountId,
          async claims() {
            return {
              sub: `google-${accountId}`,
              email: `${accountId}@example.com`,
              // Logins starting with "unverified" have an address the provider does not vouch for.
              email_verified: !String(accountId).startsWith('unverified'),
              name: `User ${accountId}`,
            };
          },
        };
      },
    });
    server.on('request', provider.callback());
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Follows the provider's pages from the authorization URL to the redirect back to Codehop. */
  async signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step += 1) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const index = pair?.indexOf('=') ?? -1;
        if (pair && index > 0) jar.set(pair.slice(0, index), pair.slice(index + 1));
      }
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(this.redirectUri)) return next;
        url = next.href;
        continue;
      }
      const html = await response.text();
      if (!response.ok) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
      const action = /action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form on the provider page: ${html.slice(0, 300)}`);
      url = new URL(action, url).href;
      body = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('the provider never redirected back');
  }
}
