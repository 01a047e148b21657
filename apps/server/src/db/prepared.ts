import type { Db } from './client.ts';

/**
 * A statement prepared once per database and reused: drizzle builds the SQL text once instead of on every
 * request, and PostgreSQL plans it once per connection (decision 060). `build` receives the database and returns
 * drizzle's prepared query.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
