import Provider from 'oidc-provider';

// A real OpenID Provider on 127.0.0.1 for the browser suites (panva's oidc-provider, with its
// built-in development login and consent pages). Any login is accepted: the login is the
// account's e-mail, confirmed (email_verified) unless its local part starts with 'unverified'.
export const TEST_OIDC_CLIENT = { id: 'institute-portal', secret: 'e2e-oidc-client-secret', providerId: 'test-id', name: 'Test ID' };

export async function startOidcProvider({ port, appUrl }: { port: number; appUrl: string }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: [`${appUrl}/api/auth/callback/${TEST_OIDC_CLIENT.providerId}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-oidc-cookie-key'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const local = id.split('@')[0] ?? id;
          return { sub: `subject-${id}`, email: id, email_verified: !local.startsWith('unverified'), name: local.replace(/[._]/g, ' ') };
        },
      };
    },
  });
  const server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
