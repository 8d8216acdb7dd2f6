import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  getUserRequestSchema,
  updateMyPreferencesSchema,
  userListSchema,
  userSchema,
} from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { toCurrentUser, toUser, UsersRepository } from './users-repository';
import { canSeeUser } from './visibility';

const errors = errorResponses(400, 401, 403, 404);

export function usersRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = new UsersRepository(context.database.db, context.now);

    app.get(
      '/users/me',
      {
        preValidation: app.authenticate,
        schema: {
          ...bearerSecurity,
          tags: ['users'],
          summary: 'The signed-in user with roles and CASL permissions',
          response: { 200: currentUserSchema, ...errorResponses(401) },
        },
      },
      async (request) => toCurrentUser(signedInUser(request).row),
    );

    app.patch(
      '/users/me',
      {
        preValidation: app.authenticate,
        schema: {
          ...bearerSecurity,
          tags: ['users'],
          summary: "Change the signed-in user's interface language",
          body: updateMyPreferencesSchema,
          response: { 200: currentUserSchema, ...errors },
        },
      },
      async (request) =>
        toCurrentUser(
          await users.updateLanguage(signedInUser(request).row.id, request.body.language),
        ),
    );

    app.post(
      '/get-user',
      {
        preValidation: app.authenticate,
        schema: {
          ...bearerSecurity,
          tags: ['users'],
          summary: 'One user: yourself, or a student or tutor of your own account',
          body: getUserRequestSchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = signedInUser(request).row;
        const target = await users.findById(request.body.data.user_id);
        if (!target || !canSeeUser(viewer, target)) throw notFound();
        return toUser(target);
      },
    );

    app.get(
      '/students',
      {
        preValidation: [app.authenticate, requireAbility('read', 'Student')],
        schema: {
          ...bearerSecurity,
          tags: ['users'],
          summary: "The students of the tutor's family or school account",
          response: { 200: userListSchema, ...errors },
        },
      },
      async (request) => {
        const { account_id } = signedInUser(request).row;
        const rows = account_id === null ? [] : await users.listStudentsOfAccount(account_id);
        return { items: rows.map(toUser), total: rows.length };
      },
    );

    app.get(
      '/tutors',
      {
        preValidation: [app.authenticate, requireAbility('read', 'Tutor')],
        schema: {
          ...bearerSecurity,
          tags: ['users'],
          summary: 'Tutors: of your own account, or every tutor for installers',
          response: { 200: userListSchema, ...errors },
        },
      },
      async (request) => {
        const { row, role } = signedInUser(request);
        const rows = await users.listTutors(role === 'installer' ? null : (row.account_id ?? -1));
        return { items: rows.map(toUser), total: rows.length };
      },
    );
  };
}
