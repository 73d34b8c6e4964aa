import * as client from 'openid-client';
import { z } from 'zod';
import type { GoogleConfig } from '../config.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleSignIn {
  /** The provider's authorization URL for a login with these one-time checks (PKCE S256, state, nonce). */
  authorizationUrl(options: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /** Exchanges the code in the callback URL and checks state, nonce and the ID token. */
  finish(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<GoogleIdentity>;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/**
 * Google sign-in through OpenID Connect discovery on a configurable issuer (any OIDC provider works;
 * the tests use a local oidc-provider). Discovery runs on first use and is retried after a failure,
 * so the server starts even when the provider is unreachable.
 */
export function googleSignIn(config: GoogleConfig): GoogleSignIn {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        // Plain http is only for a provider on this machine (the tests' oidc-provider).
        ...(new URL(config.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = claimsSchema.parse(tokens.claims());
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: claims.name ?? '',
      };
    },
  };
}
