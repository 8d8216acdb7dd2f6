import { signupStudentSchema, signupTutorSchema, userSchema } from '../schemas/users';
import { defineEndpoint } from './endpoint';

/** Registering tutors and students. */
export const signupEndpoints = {
  tutor: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/signup/tutor',
    body: signupTutorSchema,
    status: 201,
    response: userSchema,
  }),
  student: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/signup/student',
    body: signupStudentSchema,
    status: 201,
    response: userSchema,
  }),
};
