import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXTENSION_ID });
});
afterAll(() => t.close());

describe('the extension origin', () => {
  it('accepts a state change from chrome-extension://<EXTENSION_ID>', async () => {
    const { token } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: `chrome-extension://${EXTENSION_ID}`, cookie: `tailor_session=${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('still refuses other extensions and sites', async () => {
    const { token } = await signUp(t.app);
    for (const origin of ['chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba', 'https://evil.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin, cookie: `tailor_session=${token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ORIGIN_REFUSED');
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `tailor_session=${token}` },
    });
    expect(me.statusCode).toBe(200); // the refused logout changed nothing
  });

  it('accepts the extension’s Bearer token, with or without its origin', async () => {
    const { token } = await signUp(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const resumes = await t.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { authorization: `Bearer ${token}`, origin: `chrome-extension://${EXTENSION_ID}` },
    });
    expect(resumes.statusCode).toBe(200);
  });
});
