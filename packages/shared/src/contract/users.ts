import { idParamsSchema } from '../schemas/catalogue';
import { ownProfileSchema, tutorDetailSchema, updateOwnProfileSchema } from '../schemas/students';
import {
  currentUserSchema,
  getUserRequestSchema,
  updateMyPreferencesSchema,
  userListSchema,
  userSchema,
} from '../schemas/users';
import { defineEndpoint } from './endpoint';

/** The signed-in user, their own profile, and one user of their account. */
export const userEndpoints = {
  me: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/users/me',
    status: 200,
    response: currentUserSchema,
  }),
  updatePreferences: defineEndpoint({
    service: 'main',
    method: 'PATCH',
    path: '/users/me',
    body: updateMyPreferencesSchema,
    status: 200,
    response: currentUserSchema,
  }),
  updateProfile: defineEndpoint({
    service: 'main',
    method: 'PUT',
    path: '/users/me/profile',
    body: updateOwnProfileSchema,
    status: 200,
    response: ownProfileSchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/get-user',
    body: getUserRequestSchema,
    status: 200,
    response: userSchema,
  }),
};

/** The tutors of the caller's account. */
export const tutorEndpoints = {
  list: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/tutors',
    status: 200,
    response: userListSchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/tutors/:id',
    params: idParamsSchema,
    status: 200,
    response: tutorDetailSchema,
  }),
};
