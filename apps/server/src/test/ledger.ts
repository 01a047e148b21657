import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Users whose balance differs from the sum of their ledger rows (decision 004: there must be none). */
export async function unbalancedUsers(
  db: Db,
): Promise<Array<{ id: number; credits: number; ledger: number }>> {
  const result = await db.execute<{ id: number; credits: number; ledger: string | number }>(sql`
    select u.id, u.credits, coalesce(sum(t.delta), 0) as ledger
    from users u left join credit_transactions t on t.user_id = u.id
    group by u.id, u.credits
    having u.credits <> coalesce(sum(t.delta), 0)`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    credits: Number(row.credits),
    ledger: Number(row.ledger),
  }));
}
