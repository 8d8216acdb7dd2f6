import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUsernameAsPassword, ROLE_IDS, userEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, invalidField } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/passwords';
import { errorResponses } from '../../../platform/route-schemas';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { toCurrentUser } from '../../../domain/users/users-repository';
import { usersDocs, usersErrors } from './users-docs';

export interface ProfileRoutesDeps {
  context: ServiceContext;
  throttle: SignInThrottle;
}

/** `/users/me/profile`: the signed-in user edits their own profile and password. */
export function profileRoutes({ context, throttle }: ProfileRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;

    app.route({
      ...endpointRoute(userEndpoints.updateProfile, {
        ...usersDocs,
        summary: 'Edit your own profile (a new password needs the current one)',
        errors: { ...usersErrors, ...errorResponses(429) },
      }),
      preValidation: [app.authenticate, requireAbility('update', 'OwnProfile')],
      handler: async (request, reply) => {
        const me = signedInUser(request).row;
        const body = request.body;
        const isTutor = me.rol_id === ROLE_IDS.tutor;
        const missing: Record<string, string> = {};
        if (isTutor && !body.email) missing.email = 'validation.email.required';
        if (isTutor && !body.name_of_the_school)
          missing.name_of_the_school = 'validation.school.required';
        const [firstMissing] = Object.values(missing);
        if (firstMissing) throw new AppError(400, 'validation', firstMissing, { fields: missing });
        if (body.password) {
          if (isUsernameAsPassword(body.password, me.username))
            throw invalidField('validation', 'password', 'validation.password.sameAsUsername');
          // The current password is a sign-in by another door: counted and locked alike, so a
          // session left open is no way to guess the account's password.
          await throttle.refuseWhileUserLocked(reply, me.username, request.ip);
          if (!(await verifyPassword(body.current_password ?? '', me.password_hash))) {
            await throttle.recordFailure(me.username, request.ip);
            throw invalidField(
              'validation',
              'current_password',
              'validation.currentPassword.wrong',
            );
          }
          await throttle.recordSuccess(me.username, request.ip);
        }
        const updated = await users.updateProfile(me.id, {
          firstname: body.firstname,
          lastname: body.lastname,
          language: body.language,
          avatar: body.avatar === undefined ? me.avatar : body.avatar,
          // A student's email and school are their tutor's to set.
          ...(isTutor ? { email: body.email!, name_of_the_school: body.name_of_the_school! } : {}),
          ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
        });
        // Every other device is signed out; this one goes on with a fresh token.
        return body.password
          ? { ...toCurrentUser(updated), access_token: app.issueToken(updated) }
          : toCurrentUser(updated);
      },
    });
  };
}
