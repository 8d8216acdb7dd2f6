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
  /** Whether a transaction is open on the connection. */
  inTransaction(): boolean;
}

/**
 * SQLite over two connections to one WAL database. Statements that only read run at once on
 * a read-only connection: each sees the last committed state, and none waits behind a
 * transaction in progress. Everything else runs on the one writing connection, handed to one
 * caller at a time in arrival order (a transaction keeps it from begin to commit). An
 * in-memory database has no second connection, so there everything takes the writer's turn.
 *
 * Writes are committed in groups. With synchronous = FULL each commit waits for the disk (a
 * millisecond or more, with the event loop blocked), so writers that queue up behind each
 * other share one: each transaction runs in a savepoint of one open SQLite transaction, and
 * the group is committed when nobody else waits for the writer (or the group is old or large
 * enough; with nobody waiting it holds on for one turn of the event loop, for writers about
 * to arrive). A transaction's commit, and a single write statement, only resolves once its
 * group is on disk, so nothing is acknowledged before it is durable; a rollback undoes only
 * its own savepoint.
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

/** A group is committed once it holds this many writes or is this old, even with writers queued. */
const GROUP_MAX_WRITES = 64;
const GROUP_MAX_AGE_MS = 10;

class GroupCommit {
  #waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  #openedAt = 0;

  constructor(private readonly writer: StatementSource) {}

  /** Opens the group's transaction if none is open (the caller holds the writer). */
  join(): void {
    if (this.writer.inTransaction()) return;
    run(this.writer, Compiled.raw('begin'));
    this.#openedAt = performance.now();
  }

  /** Resolves when the writes made so far are on disk. */
  durable(): Promise<void> {
    return new Promise((resolve, reject) => this.#waiters.push({ resolve, reject }));
  }

  /** Writes wait in the open group for its commit. */
  isOpen(): boolean {
    return this.writer.inTransaction();
  }

  isFull(): boolean {
    return (
      this.#waiters.length >= GROUP_MAX_WRITES ||
      performance.now() - this.#openedAt >= GROUP_MAX_AGE_MS
    );
  }

  /** Commits the group (the caller holds the writer) and tells every write in it. */
  commit(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    try {
      run(this.writer, Compiled.raw('commit'));
    } catch (error) {
      if (this.writer.inTransaction()) run(this.writer, Compiled.raw('rollback'));
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const waiter of waiters) waiter.resolve();
  }

  /** After a failed statement: if SQLite rolled the whole group back, its writes are lost. */
  checkAborted(error: unknown): void {
    if (this.writer.inTransaction() || this.#waiters.length === 0) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }
}

class WriterTurns {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly group: GroupCommit) {}

  async take(): Promise<void> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
  }

  /**
   * Hands the writer to the next in line. With an open group and nobody in line, the writer is
   * kept for one more turn of the event loop first: requests arriving meanwhile join the group
   * instead of paying for a commit each.
   */
  give(deferred = false): void {
    const writersWaiting = this.#waiting.length > 0;
    if (this.group.isOpen()) {
      if (!writersWaiting && !deferred && !this.group.isFull()) {
        setImmediate(() => this.give(true));
        return;
      }
      if (!writersWaiting || this.group.isFull()) this.group.commit();
    }
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
    readonly group: GroupCommit,
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

  /** A statement on the writer, reporting a failure that aborted the whole group. */
  runOnWriter<R>(query: CompiledQuery): QueryResult<R> {
    try {
      return run(this.writer, query) as QueryResult<R>;
    } catch (error) {
      this.group.checkAborted(error);
      throw error;
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.holdsWriter) return this.runOnWriter<R>(query);
    if (this.reader) {
      const statement = this.reader.prepare(query.sql);
      if (statement.readonly) return { rows: statement.all(query.parameters) as R[] };
    }
    // A single write joins the group, and answers once the group is on disk.
    await this.takeWriter();
    let result: QueryResult<R>;
    let durable: Promise<void>;
    try {
      this.group.join();
      result = this.runOnWriter<R>(query);
      durable = this.group.durable();
    } finally {
      this.giveWriter();
    }
    await durable;
    return result;
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; Aula never streams from SQLite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite');
  }
}

const SAVEPOINT = 'aula_transaction';

class SqliteSessionDriver implements Driver {
  readonly #group: GroupCommit;
  readonly #turns: WriterTurns;

  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
  ) {
    this.#group = new GroupCommit(writer);
    this.#turns = new WriterTurns(this.#group);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this.writer, this.reader, this.#turns, this.#group);
  }

  async beginTransaction(
    connection: DatabaseConnection,
    _settings: TransactionSettings,
  ): Promise<void> {
    const session = connection as Session;
    await session.takeWriter();
    this.#group.join();
    session.runOnWriter(Compiled.raw(`savepoint ${SAVEPOINT}`));
  }

  /** Releases the savepoint, lets the next writer in, and waits for the group to be on disk. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    session.runOnWriter(Compiled.raw(`release ${SAVEPOINT}`));
    const durable = this.#group.durable();
    session.giveWriter();
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    // A failure that ended the whole group leaves no savepoint to roll back to.
    if (this.writer.inTransaction()) {
      session.runOnWriter(Compiled.raw(`rollback to ${SAVEPOINT}`));
      session.runOnWriter(Compiled.raw(`release ${SAVEPOINT}`));
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Session).giveWriter();
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}
