import type { CompiledQuery, Database, Insertable, Kysely, Selectable, UsersTable } from '@aula/db';
import type { CurrentUser, User } from '@aula/shared';
import { ROLE_IDS, permissionsForRole, roleNameOf, usernameKey } from '@aula/shared';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<
  Insertable<UsersTable>,
  'username_key' | 'created_at' | 'updated_at' | 'id' | 'token_version'
>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    username: row.username,
    language: row.language,
    avatar: row.avatar,
    name_of_the_school: row.name_of_the_school,
    grade_id: row.grade_id,
    rol_id: row.rol_id,
    tutor_id: row.tutor_id,
  };
}

export function toCurrentUser(row: UserRow): CurrentUser {
  const role = roleNameOf(row.rol_id);
  return { ...toUser(row), roles: [role], permissions: permissionsForRole(role) };
}

/**
 * The ids of an account's students as a sub-select, for the repositories that read the
 * records of a whole account (`where('student_id', 'in', …)`) in one query.
 */
export function studentIdsOfAccount(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', accountId)
    .where('rol_id', '=', ROLE_IDS.student);
}

export class UsersRepository {
  /** Every signed-in request reads its user: that query is compiled once, not per call. */
  private readonly byIdQuery: CompiledQuery<UserRow>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.byIdQuery = db.selectFrom('users').selectAll().where('id', '=', 0).compile();
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const result = await this.db.executeQuery<UserRow>({ ...this.byIdQuery, parameters: [id] });
    return result.rows[0];
  }

  /** Sign-in is case sensitive, as the login message tells the user. */
  findByExactUsername(username: string) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
  }

  findByUsernameKey(username: string) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    return (await this.findByUsernameKey(username)) !== undefined;
  }

  async createAccount(name: string): Promise<number> {
    const row = await this.db
      .insertInto('accounts')
      .values({ name, created_at: this.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async create(user: NewUser): Promise<UserRow> {
    const timestamp = this.now().toISOString();
    return this.db
      .insertInto('users')
      .values({
        ...user,
        username_key: usernameKey(user.username),
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The students of a family or school account, by name. */
  listStudentsOfAccount(accountId: number) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('rol_id', '=', ROLE_IDS.student)
      .orderBy('firstname')
      .orderBy('lastname')
      .orderBy('id')
      .execute();
  }

  /** Tutors of one account, or of every account when `accountId` is null (installers). */
  listTutors(accountId: number | null) {
    let query = this.db.selectFrom('users').selectAll().where('rol_id', '=', ROLE_IDS.tutor);
    if (accountId !== null) query = query.where('account_id', '=', accountId);
    return query.orderBy('firstname').orderBy('lastname').orderBy('id').execute();
  }

  /** The students a tutor looks after, by name. */
  listStudentsOfTutor(tutorId: number) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('tutor_id', '=', tutorId)
      .where('rol_id', '=', ROLE_IDS.student)
      .orderBy('firstname')
      .orderBy('lastname')
      .orderBy('id')
      .execute();
  }

  /** Your own profile; a new password hash also revokes every token issued so far. */
  async updateProfile(
    id: number,
    changes: Partial<
      Pick<
        UserRow,
        | 'firstname'
        | 'lastname'
        | 'language'
        | 'avatar'
        | 'email'
        | 'name_of_the_school'
        | 'password_hash'
      >
    >,
  ): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set((eb) => ({
        ...changes,
        updated_at: this.now().toISOString(),
        ...(changes.password_hash ? { token_version: eb('token_version', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateLanguage(id: number, language: UserRow['language']): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ language, updated_at: this.now().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Revokes every token issued to the user so far. */
  async raiseTokenVersion(id: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** A new password also signs the user out everywhere. */
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: this.now().toISOString(),
      }))
      .where('id', '=', id)
      .execute();
  }

  countByRole(rolId: number) {
    return this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('rol_id', '=', rolId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }
}
