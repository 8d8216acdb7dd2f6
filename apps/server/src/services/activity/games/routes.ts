import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brokenGameRoundRule,
  GAME_ROUND_RULE_FIELDS,
  gamePlaySchema,
  gamePreferencesSchema,
  gameScoresQuerySchema,
  gameScoresSchema,
  recordGamePlaySchema,
} from '@aula/shared';
import { requireAbility, signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { invalidField } from '../../../platform/errors';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import { studentVisibleTo } from '../../../domain/users/student-access';
import { UsersRepository } from '../../../domain/users/users-repository';
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
    const users = new UsersRepository(context.database.db, context.now);
    const preferences = new GamePreferencesRepository(context.database.db, context.now);
    const playing = [app.authenticate, requireAbility('play', 'Game')];
    const common = { ...bearerSecurity, tags: ['games'] };

    app.post(
      '/v1/game-plays',
      {
        config: studyRoute,
        preValidation: playing,
        schema: {
          ...common,
          summary:
            'Record a finished round of a practice game (refused unless the game could have produced it)',
          body: recordGamePlaySchema,
          response: { 201: gamePlaySchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
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
    );

    app.get(
      '/v1/game-scores',
      {
        preValidation: [app.authenticate, requireAbility('read', 'Activity')],
        schema: {
          ...common,
          summary: "A student's plays, best score and levels won in every game",
          querystring: gameScoresQuerySchema,
          response: { 200: gameScoresSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = signedInUser(request).row;
        const student = await studentVisibleTo(users, viewer, request.query.student_id);
        return { student_id: student.id, items: await plays.scores(student.id) };
      },
    );

    app.get(
      '/v1/game-preferences',
      {
        preValidation: playing,
        schema: {
          ...common,
          summary: "The student's game settings: sound, speech and the level chosen per game",
          response: { 200: gamePreferencesSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => preferences.find(signedInUser(request).row.id),
    );

    app.put(
      '/v1/game-preferences',
      {
        preValidation: playing,
        schema: {
          ...common,
          summary: "Save the student's game settings",
          body: gamePreferencesSchema,
          response: { 200: gamePreferencesSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => preferences.save(signedInUser(request).row.id, request.body),
    );
  };
}
