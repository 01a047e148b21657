import { AppError } from '@tailor/core/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creditTransactions, users } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { registerUser } from '../auth/service.ts';
import { applyCreditChange } from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newUser() {
  return registerUser(database.db, {
    email: `ledger-${crypto.randomUUID()}@example.com`,
    password: 'correct-horse-1',
  });
}

async function ledgerSum(userId: number) {
  const rows = await database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return rows.reduce((sum, row) => sum + row.delta, 0);
}

async function balance(userId: number) {
  const [row] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

describe('credit ledger', () => {
  it('moves the balance with each ledger row and applies a reference only once', async () => {
    const user = await newUser();
    const change = {
      userId: user.id,
      delta: 3,
      reason: 'purchase' as const,
      reference: `purchase:${user.id}:1`,
    };
    const first = await database.db.transaction((tx) => applyCreditChange(tx, change));
    const second = await database.db.transaction((tx) => applyCreditChange(tx, change));
    expect(first).toEqual({ applied: true, balance: 8 });
    expect(second).toEqual({ applied: false, balance: 8 });
    expect(await ledgerSum(user.id)).toBe(8);
  });

  it('refuses a debit below 0 with INSUFFICIENT_CREDITS and writes no ledger row', async () => {
    const user = await newUser();
    const attempt = database.db.transaction((tx) =>
      applyCreditChange(tx, { userId: user.id, delta: -6, reason: 'tailoring', reference: `t:${user.id}:x` }),
    );
    await expect(attempt).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS',
    );
    expect(await balance(user.id)).toBe(5);
    expect(await ledgerSum(user.id)).toBe(5);
  });

  it('under 30 concurrent debits of 1 from a balance of 5, exactly 5 succeed', async () => {
    const user = await newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        database.db.transaction((tx) =>
          applyCreditChange(tx, {
            userId: user.id,
            delta: -1,
            reason: 'tailoring',
            reference: `t:${user.id}:${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await balance(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});
