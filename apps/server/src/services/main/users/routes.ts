import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUsernameAsPassword, ROLE_IDS, tutorEndpoints, userEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { AppError, invalidField, notFound } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/passwords';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { toCurrentUser, toUser } from '../../../domain/users/users-repository';
import { canSeeUser } from '../../../domain/users/visibility';

const errors = errorResponses(400, 401, 403, 404);

export function usersRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const users = context.repositories.users;
    const throttle = new SignInThrottle(context);

    app.route({
      ...endpointRoute(userEndpoints.me, {
        ...bearerSecurity,
        tags: ['users'],
        summary: 'The signed-in user with roles and CASL permissions',
        errors: errorResponses(401),
      }),
      preValidation: app.authenticate,
      handler: async (request) => toCurrentUser(signedInUser(request).row),
    });

    app.route({
      ...endpointRoute(userEndpoints.updatePreferences, {
        ...bearerSecurity,
        tags: ['users'],
        summary: "Change the signed-in user's interface language",
        errors: errors,
      }),
      preValidation: app.authenticate,
      handler: async (request) =>
        toCurrentUser(
          await users.updateLanguage(signedInUser(request).row.id, request.body.language),
        ),
    });

    app.route({
      ...endpointRoute(userEndpoints.get, {
        ...bearerSecurity,
        tags: ['users'],
        summary: 'One user: yourself, or a student or tutor of your own account',
        errors: errors,
      }),
      preValidation: app.authenticate,
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const target = await users.findById(request.body.data.user_id);
        if (!target || !canSeeUser(viewer, target)) throw notFound();
        return toUser(target);
      },
    });

    app.route({
      ...endpointRoute(tutorEndpoints.list, {
        ...bearerSecurity,
        tags: ['users'],
        summary: 'Tutors: of your own account, or every tutor for installers',
        errors: errors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Tutor')],
      handler: async (request) => {
        const { row, role } = signedInUser(request);
        const rows = await users.listTutors(role === 'installer' ? null : (row.account_id ?? -1));
        return { items: rows.map(toUser), total: rows.length };
      },
    });

    app.route({
      ...endpointRoute(tutorEndpoints.get, {
        ...bearerSecurity,
        tags: ['users'],
        summary: 'A tutor of your account, with the students they look after',
        errors: errors,
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Tutor')],
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const tutor = await users.findById(request.params.id);
        if (!tutor || tutor.rol_id !== ROLE_IDS.tutor || !canSeeUser(viewer, tutor))
          throw notFound();
        const students = await users.listStudentsOfTutor(tutor.id);
        return {
          ...toUser(tutor),
          created_at: tutor.created_at,
          students: students.map((student) => ({
            id: student.id,
            firstname: student.firstname,
            lastname: student.lastname,
            username: student.username,
            grade_id: student.grade_id,
            avatar: student.avatar,
          })),
        };
      },
    });

    app.route({
      ...endpointRoute(userEndpoints.updateProfile, {
        ...bearerSecurity,
        tags: ['users'],
        summary: 'Edit your own profile (a new password needs the current one)',
        errors: { ...errors, ...errorResponses(429) },
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
