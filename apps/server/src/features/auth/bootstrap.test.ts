import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import {
  bootstrapAdmin,
  createSession,
  findSessionUser,
  registerUser,
  verifyCredentials,
} from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('admin bootstrap', () => {
  it('creates an admin with a generated password once, and not again', async () => {
    const first = await bootstrapAdmin(database.db, {});
    expect(first?.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{14}$/);
    const admin = await verifyCredentials(database.db, {
      email: first!.email,
      password: first!.generatedPassword!,
    });
    expect(admin.role).toBe('admin');
    expect(await bootstrapAdmin(database.db, {})).toBeNull();
  });

  it('promotes an existing user named by ADMIN_EMAIL and sets ADMIN_PASSWORD', async () => {
    const user = await registerUser(database.db, {
      email: 'promote@example.com',
      password: 'correct-horse-1',
    });
    const registrantToken = await createSession(database.db, { userId: user.id, ttlDays: 30 });
    const result = await bootstrapAdmin(database.db, {
      email: 'Promote@example.com',
      password: 'new-admin-pass-9',
    });
    // Not silent, and the registrant's sessions do not become admin sessions.
    expect(result?.takenOver).toEqual({ userId: user.id, endedSessions: 1 });
    expect(await findSessionUser(database.db, { token: registrantToken, ttlDays: 30 })).toBeNull();
    await expect(
      verifyCredentials(database.db, { email: 'promote@example.com', password: 'correct-horse-1' }),
    ).rejects.toThrow();
    // The next start with the same settings changes nothing and ends no admin session.
    const adminToken = await createSession(database.db, { userId: user.id, ttlDays: 30 });
    const again = await bootstrapAdmin(database.db, {
      email: 'promote@example.com',
      password: 'new-admin-pass-9',
    });
    expect(again?.takenOver).toBeUndefined();
    expect(await findSessionUser(database.db, { token: adminToken, ttlDays: 30 })).not.toBeNull();
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('admin');
    await expect(
      verifyCredentials(database.db, { email: 'promote@example.com', password: 'new-admin-pass-9' }),
    ).resolves.toMatchObject({ role: 'admin' });
  });

  it('refuses half a configuration', async () => {
    await expect(bootstrapAdmin(database.db, { email: 'a@b.co' })).rejects.toThrow(
      /both ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });
});
