import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import {
  CompiledQuery as Compiled,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type SQLite from 'better-sqlite3';

/** Prepares statements; `withStatementCache` keeps them by their SQL text. */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/**
 * SQLite over two connections to one WAL database. Statements that only read run at once on
 * a read-only connection: each sees the last committed state, and none waits behind a
 * transaction in progress. Everything else runs on the one writing connection, handed to one
 * caller at a time in arrival order (a transaction keeps it from begin to commit). An
 * in-memory database has no second connection, so there everything takes the writer's turn.
 */
export class SqliteSessionDialect implements Dialect {
  constructor(private readonly config: { writer: StatementSource; reader?: StatementSource }) {}

  createDriver(): Driver {
    return new SqliteSessionDriver(this.config.writer, this.config.reader);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

function run(source: StatementSource, query: CompiledQuery): QueryResult<unknown> {
  const statement = source.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class WriterTurns {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  async take(): Promise<void> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

class Session implements DatabaseConnection {
  holdsWriter = false;

  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
    private readonly turns: WriterTurns,
  ) {}

  async takeWriter(): Promise<void> {
    if (this.holdsWriter) return;
    await this.turns.take();
    this.holdsWriter = true;
  }

  giveWriter(): void {
    if (!this.holdsWriter) return;
    this.holdsWriter = false;
    this.turns.give();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.holdsWriter) return run(this.writer, query) as QueryResult<R>;
    if (this.reader) {
      const statement = this.reader.prepare(query.sql);
      if (statement.readonly) return { rows: statement.all(query.parameters) as R[] };
    }
    await this.takeWriter();
    try {
      return run(this.writer, query) as QueryResult<R>;
    } finally {
      this.giveWriter();
    }
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; Aula never streams from SQLite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite');
  }
}

class SqliteSessionDriver implements Driver {
  readonly #turns = new WriterTurns();

  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this.writer, this.reader, this.#turns);
  }

  async beginTransaction(
    connection: DatabaseConnection,
    _settings: TransactionSettings,
  ): Promise<void> {
    const session = connection as Session;
    await session.takeWriter();
    run(this.writer, Compiled.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(Compiled.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(Compiled.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Session).giveWriter();
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}
