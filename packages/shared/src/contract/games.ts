import {
  gamePlaySchema,
  gamePreferencesSchema,
  gameScoresQuerySchema,
  gameScoresSchema,
  recordGamePlaySchema,
} from '../schemas/games';
import { defineEndpoint } from './endpoint';

/** The practice games: finished rounds, a student's record per game, and their game settings. */
export const gameEndpoints = {
  recordPlay: defineEndpoint({
    service: 'activity',
    method: 'POST',
    path: '/v1/game-plays',
    body: recordGamePlaySchema,
    status: 201,
    response: gamePlaySchema,
  }),
  scores: defineEndpoint({
    service: 'activity',
    method: 'GET',
    path: '/v1/game-scores',
    query: gameScoresQuerySchema,
    status: 200,
    response: gameScoresSchema,
  }),
  preferences: defineEndpoint({
    service: 'activity',
    method: 'GET',
    path: '/v1/game-preferences',
    status: 200,
    response: gamePreferencesSchema,
  }),
  savePreferences: defineEndpoint({
    service: 'activity',
    method: 'PUT',
    path: '/v1/game-preferences',
    body: gamePreferencesSchema,
    status: 200,
    response: gamePreferencesSchema,
  }),
};
