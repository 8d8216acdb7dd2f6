import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brokenGameRoundRule, GAME_ROUND_RULE_FIELDS, gameEndpoints } from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { invalidField } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { GamePlaysRepository } from './game-plays-repository';
import { GamePreferencesRepository } from './game-preferences-repository';
import { studyRoute } from '../../../domain/licensing/study-lock';

/**
 * The practice games (docs/product-rules.md#practice-games): a student records each finished round
 * and keeps their game settings; they and their tutors read the record per game (plays, best score,
 * levels won).
 */
export function gameRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const plays = new GamePlaysRepository(context.database.db, context.now);
    const users = context.repositories.users;
    const preferences = new GamePreferencesRepository(context.database.db, context.now);
    const playing = [app.authenticate, requireAbility('play', 'Game')];
    const common = { ...bearerSecurity, tags: ['games'] };

    app.route({
      ...endpointRoute(gameEndpoints.recordPlay, {
        ...common,
        summary:
          'Record a finished round of a practice game (refused unless the game could have produced it)',
        errors: errorResponses(400, 401, 403),
      }),
      config: studyRoute,
      preValidation: playing,
      handler: async (request, reply) => {
        const student = signedInUser(request).row;
        // The round is the browser's account of it: only one the game could have produced
        // goes on the student's record and the tutor's report.
        const broken = brokenGameRoundRule(request.body);
        if (broken) {
          const key = `validation.gamePlay.${broken}`;
          throw invalidField('implausible_game_round', GAME_ROUND_RULE_FIELDS[broken], key);
        }
        return reply.code(201).send(await plays.record(student.id, request.body));
      },
    });

    app.route({
      ...endpointRoute(gameEndpoints.scores, {
        ...common,
        summary: "A student's plays, best score and levels won in every game",
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: [app.authenticate, requireAbility('read', 'Activity')],
      handler: async (request) => {
        const viewer = signedInUser(request).row;
        const student = await studentVisibleTo(users, viewer, request.query.student_id);
        return { student_id: student.id, items: await plays.scores(student.id) };
      },
    });

    app.route({
      ...endpointRoute(gameEndpoints.preferences, {
        ...common,
        summary: "The student's game settings: sound, speech and the level chosen per game",
        errors: errorResponses(401, 403),
      }),
      preValidation: playing,
      handler: async (request) => preferences.find(signedInUser(request).row.id),
    });

    app.route({
      ...endpointRoute(gameEndpoints.savePreferences, {
        ...common,
        summary: "Save the student's game settings",
        errors: errorResponses(400, 401, 403),
      }),
      preValidation: playing,
      handler: async (request) => preferences.save(signedInUser(request).row.id, request.body),
    });
  };
}
