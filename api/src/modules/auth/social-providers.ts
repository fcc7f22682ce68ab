import { Facebook, Google, MicrosoftEntraId, decodeIdToken } from 'arctic';
import type { SocialProvider } from '@shop/shared/contracts';
import type { Config, SocialProviderConfig } from '../../config';

/** What the sign-in flow needs from a provider; tests put a fake in its place (buildApp's socialClients). */
export interface SocialClient {
  /** The provider's consent page for this attempt; PKCE where the provider's client supports it. */
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the code and answers the account's email when the provider vouches that its owner controls it, else null. */
  verifiedEmail(code: string, codeVerifier: string): Promise<string | null>;
}
export type SocialClients = Partial<Record<SocialProvider, SocialClient>>;

/** Personal Microsoft accounts (outlook.com, hotmail.com, ...) live in this tenant; their addresses are verified. */
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const GRAPH_TIMEOUT_MS = 10_000;

type Claims = Record<string, unknown>;
const idTokenClaims = (idToken: string, clientId: string): Claims => {
  const claims = decodeIdToken(idToken) as Claims;
  // The token came straight from the provider's token endpoint over TLS (OIDC core 3.1.3.7), so its signature need
  // not be checked again; its audience still must be us.
  const audience = claims.aud;
  if (audience !== clientId && !(Array.isArray(audience) && audience.includes(clientId))) throw new Error('ID token for another client');
  return claims;
};
const stringClaim = (claims: Claims, name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : null);

function google({ clientId, clientSecret }: SocialProviderConfig, redirectUri: string): SocialClient {
  const client = new Google(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, ['openid', 'email']),
    async verifiedEmail(code, verifier) {
      const claims = idTokenClaims((await client.validateAuthorizationCode(code, verifier)).idToken(), clientId);
      return claims.email_verified === true ? stringClaim(claims, 'email') : null;
    },
  };
}

function microsoft({ clientId, clientSecret, tenant = 'common' }: SocialProviderConfig, redirectUri: string): SocialClient {
  const client = new MicrosoftEntraId(tenant, clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
    async verifiedEmail(code, verifier) {
      const claims = idTokenClaims((await client.validateAuthorizationCode(code, verifier)).idToken(), clientId);
      // A work or school tenant's admin can type any address into `email`; trust it only for personal accounts or
      // when Entra says the domain's owner verified it (optional claim xms_edov).
      const verified = claims.tid === MICROSOFT_CONSUMER_TENANT || claims.xms_edov === true || claims.xms_edov === '1';
      return verified ? stringClaim(claims, 'email') : null;
    },
  };
}

function facebook({ clientId, clientSecret }: SocialProviderConfig, redirectUri: string): SocialClient {
  // arctic's Facebook client has no PKCE; the flow relies on state and the client secret.
  const client = new Facebook(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: (state) => client.createAuthorizationURL(state, ['email']),
    async verifiedEmail(code) {
      const tokens = await client.validateAuthorizationCode(code);
      const response = await fetch('https://graph.facebook.com/v16.0/me?fields=id,email', {
        headers: { authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Facebook profile request failed with ${response.status}`);
      // Facebook only answers an email its owner has confirmed.
      const profile = (await response.json()) as { email?: unknown };
      return typeof profile.email === 'string' ? profile.email : null;
    },
  };
}

const FACTORIES: Record<SocialProvider, (config: SocialProviderConfig, redirectUri: string) => SocialClient> = { google, facebook, microsoft };

/** A client for each provider with a client id and secret in the environment. */
export function createSocialClients(config: Config): SocialClients {
  const clients: SocialClients = {};
  for (const [provider, providerConfig] of Object.entries(config.social) as Array<[SocialProvider, SocialProviderConfig]>) {
    clients[provider] = FACTORIES[provider](providerConfig, `${config.publicUrl}/auth/${provider}/callback`);
  }
  return clients;
}
