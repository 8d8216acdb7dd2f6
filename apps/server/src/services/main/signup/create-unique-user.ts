import type { NewUser, UsersRepository } from '../../../domain/users/users-repository';
import { usernameTaken } from '../../../domain/users/username-taken';

/** Creates the user, turning a lost race on the unique username into the same 409. */
export async function createUniqueUser(users: UsersRepository, user: NewUser) {
  if (await users.usernameTaken(user.username)) throw usernameTaken();
  try {
    return await users.create(user);
  } catch (error) {
    if (await users.usernameTaken(user.username)) throw usernameTaken();
    throw error;
  }
}
