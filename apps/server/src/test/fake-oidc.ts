/// <reference path="./oidc-provider.d.ts" />
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Provider from 'oidc-provider';

export type FakeAccount = { email: string; email_verified: boolean; name: string };

export type FakeOidc = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, FakeAccount>;
  /** When set, the provider signs this account in without showing its page (a person already signed in). */
  autoLogin: string | null;
  close(): Promise<void>;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free loopback port, standing in for LinkedIn: code
 * flow, PKCE, signed ID tokens with email and email_verified. Its sign-in page lists the accounts; choosing
 * one signs in and approves the app in one step.
 */
export async function startFakeOidc(options: { redirectUris: string[] }): Promise<FakeOidc> {
  const server = http.createServer();
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeOidc = {
    issuer,
    clientId: 'tailor-test-client',
    clientSecret: 'tailor-test-secret-0123456789abcdef',
    accounts: new Map(),
    autoLogin: null,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the scopes' claims in the ID token, as LinkedIn does.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['fake-oidc-cookie-key'] },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = fake.accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  const handle = provider.callback();

  const finish = async (req: http.IncomingMessage, res: http.ServerResponse, accountId: string) => {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId, clientId: fake.clientId });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return handle(req, res);
    try {
      if (req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const accountId = new URLSearchParams(body).get('account') ?? '';
        if (!fake.accounts.has(accountId)) return res.writeHead(400).end('unknown account');
        return await finish(req, res, accountId);
      }
      if (fake.autoLogin) return await finish(req, res, fake.autoLogin);
      const buttons = [...fake.accounts]
        .map(
          ([id, account]) =>
            `<button name="account" value="${escapeHtml(id)}">Sign in as ${escapeHtml(account.email)}</button>`,
        )
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>LinkedIn (test)</title><h1>Sign in with LinkedIn (test provider)</h1><form method="post" action="/interaction/${match[1]}">${buttons}</form>`,
      );
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  return fake;
}
