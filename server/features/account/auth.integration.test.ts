import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { sessions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { hashToken } from '../../plugins/session-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const uniqueName = (base: string) => `${base}-${Date.now().toString(36)}-${counter++}`;
const PASSWORD = 'correct horse battery';

function sessionToken(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

describe('registration, login, logout and the current user', () => {
  it('registers a user with 0 credits and signs them in', async () => {
    const browser = createBrowser(server.url);
    const username = uniqueName('ada');
    const registered = await browser(
      '/api/auth/register',
      postJson({ username, password: PASSWORD }),
    );
    expect(registered.status).toBe(201);
    expect(await registered.json()).toEqual({ username, credits: 0 });
    const cookie = registered.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http on loopback

    const me = await browser('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ username, credits: 0 });
  });

  it('answers 401 for the current user when nobody is signed in', async () => {
    const response = await fetch(`${server.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not signed in' });
  });

  it('answers null, not 401, when the app asks with optional=1 and nobody is signed in', async () => {
    const response = await fetch(`${server.url}/api/auth/user?optional=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    const browser = createBrowser(server.url);
    const username = uniqueName('cy');
    await browser('/api/auth/register', postJson({ username, password: PASSWORD }));
    const me = await browser('/api/auth/user?optional=1');
    expect(await me.json()).toEqual({ username, credits: 0 });
    expect((await fetch(`${server.url}/api/auth/user?optional=yes`)).status).toBe(400);
  });

  it('logs out, and the old cookie is worthless afterwards', async () => {
    const browser = createBrowser(server.url);
    const username = uniqueName('bo');
    const registered = await browser(
      '/api/auth/register',
      postJson({ username, password: PASSWORD }),
    );
    const token = sessionToken(registered)!;
    const logout = await browser('/api/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/redraft_session=;/);
    expect((await browser('/api/auth/user')).status).toBe(401);

    const replayed = await fetch(`${server.url}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(replayed.status).toBe(401);
    const rows = await server.app.redraft.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(rows).toEqual([]);

    const login = await browser('/api/auth/login', postJson({ username, password: PASSWORD }));
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ username, credits: 0 });
    expect((await browser('/api/auth/user')).status).toBe(200);
  });

  it('refuses a taken username, whatever its case', async () => {
    const username = uniqueName('Cy');
    const first = await fetch(
      `${server.url}/api/auth/register`,
      postJson({ username, password: PASSWORD }),
    );
    expect(first.status).toBe(201);
    const again = await fetch(
      `${server.url}/api/auth/register`,
      postJson({ username: username.toUpperCase(), password: PASSWORD }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Username already taken' });
  });

  it('answers a wrong password and an unknown username alike', async () => {
    const username = uniqueName('di');
    await fetch(`${server.url}/api/auth/register`, postJson({ username, password: PASSWORD }));
    const wrongPassword = await fetch(
      `${server.url}/api/auth/login`,
      postJson({ username, password: 'not the password' }),
    );
    const wrongUser = await fetch(
      `${server.url}/api/auth/login`,
      postJson({ username: uniqueName('nobody'), password: PASSWORD }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    const bodies = [await wrongPassword.json(), await wrongUser.json()];
    expect(bodies).toEqual([
      { message: 'Invalid username or password' },
      { message: 'Invalid username or password' },
    ]);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('logs in whatever the case of the username', async () => {
    const username = uniqueName('Eve');
    await fetch(`${server.url}/api/auth/register`, postJson({ username, password: PASSWORD }));
    const login = await fetch(
      `${server.url}/api/auth/login`,
      postJson({ username: username.toLowerCase(), password: PASSWORD }),
    );
    expect(login.status).toBe(200);
    expect((await login.json()).username).toBe(username);
  });

  it("validates with the spec's messages", async () => {
    const cases: [string, unknown, string][] = [
      ['/api/auth/login', { password: 'x' }, 'Username is required'],
      ['/api/auth/login', { username: '  ', password: 'x' }, 'Username is required'],
      ['/api/auth/login', { username: 'x', password: '' }, 'Password is required'],
      ['/api/auth/register', { username: 'x' }, 'Password is required'],
      [
        '/api/auth/register',
        { username: 'x', password: 'short' },
        'Password must be at least 8 characters',
      ],
    ];
    for (const [path, body, message] of cases) {
      const response = await fetch(`${server.url}${path}`, postJson(body));
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });
});

describe('passwords', () => {
  it('are stored as scrypt hashes, never returned and never logged', async () => {
    const username = uniqueName('fay');
    const password = 'a-password-nobody-sees-42';
    const response = await fetch(
      `${server.url}/api/auth/register`,
      postJson({ username, password }),
    );
    expect(await response.text()).not.toContain(password);
    const [row] = await server.app.redraft.db
      .select()
      .from(users)
      .where(eq(users.username, username));
    expect(row!.password).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(row!.password).not.toContain(password);
    expect(server.logs()).not.toContain(password);
  });
});

describe('sessions', () => {
  it('get a new id at login (a planted session is worth nothing), keeping the Settings keys', async () => {
    const browser = createBrowser(server.url);
    const username = uniqueName('gus');
    await fetch(`${server.url}/api/auth/register`, postJson({ username, password: PASSWORD }));

    const saved = await browser('/api/keys', postJson({ OPENAI_API_KEY: 'sk-before-login' }));
    const anonymousToken = sessionToken(saved)!;
    expect(anonymousToken).toBeTruthy();

    const login = await browser('/api/auth/login', postJson({ username, password: PASSWORD }));
    const signedInToken = sessionToken(login)!;
    expect(signedInToken).toBeTruthy();
    expect(signedInToken).not.toBe(anonymousToken);

    // Whoever held the token from before the login is not signed in, and it is gone.
    const planted = await fetch(`${server.url}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${anonymousToken}` },
    });
    expect(planted.status).toBe(401);
    const old = await server.app.redraft.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(anonymousToken)));
    expect(old).toEqual([]);

    expect(await (await browser('/api/keys')).json()).toEqual({ configured: ['OPENAI_API_KEY'] });
    expect((await browser('/api/auth/user')).status).toBe(200);
  });

  it('end at logout with the keys that were saved in them', async () => {
    const browser = createBrowser(server.url);
    const username = uniqueName('hal');
    await browser('/api/auth/register', postJson({ username, password: PASSWORD }));
    await browser('/api/keys', postJson({ DEEPSEEK_API_KEY: 'sk-in-session' }));
    await browser('/api/auth/logout', { method: 'POST' });
    expect(await (await browser('/api/keys')).json()).toEqual({ configured: [] });
  });

  it('that expired on the server no longer sign anyone in', async () => {
    const browser = createBrowser(server.url);
    const username = uniqueName('ida');
    const registered = await browser(
      '/api/auth/register',
      postJson({ username, password: PASSWORD }),
    );
    const token = sessionToken(registered)!;
    await server.app.redraft.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)));
    expect((await browser('/api/auth/user')).status).toBe(401);
  });
});

describe('cross-origin requests', () => {
  it('cannot log in or log out from another site', async () => {
    const username = uniqueName('jo');
    await fetch(`${server.url}/api/auth/register`, postJson({ username, password: PASSWORD }));
    const login = await fetch(
      `${server.url}/api/auth/login`,
      postJson({ username, password: PASSWORD }, { origin: 'https://evil.example' }),
    );
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: 'Cross-origin request refused' });
    expect(login.headers.getSetCookie()).toEqual([]);

    const register = await fetch(
      `${server.url}/api/auth/register`,
      postJson(
        { username: uniqueName('x'), password: PASSWORD },
        { 'sec-fetch-site': 'cross-site' },
      ),
    );
    expect(register.status).toBe(403);

    const sameOrigin = await fetch(
      `${server.url}/api/auth/login`,
      postJson({ username, password: PASSWORD }, { origin: server.url }),
    );
    expect(sameOrigin.status).toBe(200);
  });
});
