import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

/** How many statements the embedded database keeps parsed; the least recently used is closed beyond it. */
const MAX_STATEMENTS = 256;

type Statement = { name: string; paramTypes: number[] };

type QueryOptions = Parameters<PGlite['query']>[2];
type Parsers = PGlite['parsers'];

/**
 * PGlite 0.5.16 answers every `query()` with six calls into WebAssembly — parse, describe, bind, describe,
 * execute, sync — and plans the statement again each time: ~0.9 ms for the session lookup, most of a request's
 * cost (decision 061). This client keeps each statement text parsed under a name, as node-postgres and
 * PostgreSQL drivers do, so a repeat is one call: bind, describe, execute and sync in one message (~0.2 ms).
 *
 * It takes the same two locks as `PGlite.query`, so it never interleaves with another query or a transaction.
 * Everything else (transactions, exec, listen) is the PGlite instance's own.
 */
export function withStatementCache(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const internal = client as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  };

  async function prepare(text: string): Promise<Statement> {
    const cached = statements.get(text);
    if (cached) {
      // Map order is insertion order: re-inserting marks it most recently used.
      statements.delete(text);
      statements.set(text, cached);
      return cached;
    }
    const name = `tailor_s${++counter}`;
    const described = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(
        concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return internal._runExclusiveTransaction(() =>
      internal._runExclusiveQuery(async () => {
        const statement = await prepare(text);
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serialize = client.serializers[statement.paramTypes[i]!];
          return serialize ? serialize(param) : String(param);
        });
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        // parseResults would spread every parser PGlite knows (hundreds) into a new object for each query
        // that brings its own: layer the few overrides over the defaults instead.
        const parsers = options?.parsers
          ? layered(client.parsers, options.parsers as Parsers)
          : client.parsers;
        return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const layers = new WeakMap<Parsers, Parsers>();

function layered(defaults: Parsers, overrides: Parsers): Parsers {
  let merged = layers.get(overrides);
  if (!merged) {
    merged = Object.assign(Object.create(defaults) as Parsers, overrides);
    layers.set(overrides, merged);
  }
  return merged;
}

function concat(parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}
