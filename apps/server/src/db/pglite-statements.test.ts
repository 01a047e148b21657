import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements.ts';

let plain: PGlite;
let cached: PGlite;

beforeAll(async () => {
  plain = await PGlite.create();
  cached = withStatementCache(plain);
  await plain.exec(`
    create table notes (id serial primary key, body text not null unique, at timestamptz not null default now(),
                        data jsonb, file bytea);
    insert into notes (body, data) values ('one', '{"a":1}'), ('two', null);
  `);
});
afterAll(() => plain.close());

const SELECT = 'select id, body, at, data, file from notes where id = any($1) order by id';

describe('PGlite statement cache', () => {
  it('answers exactly as PGlite.query does, on the first run and on repeats', async () => {
    for (let i = 0; i < 3; i++) {
      const expected = await plain.query(SELECT, [[1, 2]]);
      const actual = await cached.query(SELECT, [[1, 2]]);
      expect(actual.rows).toEqual(expected.rows);
      expect(actual.fields).toEqual(expected.fields);
    }
    const arrays = await cached.query(SELECT, [[2]], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'two', expect.any(Date), null, null]]);
  });

  it('applies per-query parsers over the defaults without changing them', async () => {
    const raw = await cached.query<{ at: string }>('select at from notes where id = $1', [1], {
      parsers: { 1184: (value: string) => `raw:${value}` },
    });
    expect(raw.rows[0]!.at).toMatch(/^raw:\d{4}-/);
    const parsed = await cached.query<{ at: Date }>('select at from notes where id = $1', [1]);
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('reports affected rows of writes and serialises bytes and json parameters', async () => {
    const insert = 'insert into notes (body, data, file) values ($1, $2, $3) returning id';
    const { rows } = await cached.query<{ id: number }>(insert, [
      'three',
      { b: [1, 2] },
      new Uint8Array([0, 255]),
    ]);
    const { rows: back } = await cached.query<{ data: unknown; file: Uint8Array }>(
      'select data, file from notes where id = $1',
      [rows[0]!.id],
    );
    expect(back[0]!.data).toEqual({ b: [1, 2] });
    expect([...back[0]!.file]).toEqual([0, 255]);
    const update = await cached.query('update notes set body = body where id > $1', [0]);
    expect(update.affectedRows).toBe(3);
  });

  it('passes errors on and stays usable after them', async () => {
    await expect(cached.query('insert into notes (body) values ($1)', ['one'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(cached.query('select nonsense from notes')).rejects.toThrow(/nonsense/);
    expect((await cached.query(SELECT, [[1]])).rows).toHaveLength(1);
  });

  it('keeps a bounded set of statements and still answers after evicting old ones', async () => {
    for (let i = 0; i < 300; i++) {
      const { rows } = await cached.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]!.n).toBe(1 + i);
    }
    const { rows } = await plain.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements where name like 'tailor_s%'",
    );
    expect(rows[0]!.count).toBeLessThanOrEqual(256);
    expect((await cached.query(SELECT, [[1]])).rows).toHaveLength(1);
  });

  it('never runs inside another caller’s transaction', async () => {
    let seenInside = -1;
    const transaction = plain.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('in-transaction')");
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.rollback();
    });
    const outside = cached
      .query<{ count: number }>("select count(*)::int as count from notes where body = 'in-transaction'")
      .then(({ rows }) => {
        seenInside = rows[0]!.count;
      });
    await Promise.all([transaction, outside]);
    expect(seenInside).toBe(0);
  });
});
