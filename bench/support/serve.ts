// Child process of a benchmark: the real main service and a bare Fastify route, side by side in
// one process, so the ratio between them says what our stack costs over Fastify itself.
import Fastify from 'fastify';
import { ROLE_IDS } from '@aula/shared';
import { openContext } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/platform/env';
import { hashPassword } from '../../apps/server/src/platform/passwords';
import { createActivityService } from '../../apps/server/src/services/activity/activity-service';
import { createDictionaryService } from '../../apps/server/src/services/dictionary/dictionary-service';
import { createMainService } from '../../apps/server/src/services/main/main-service';
import { UsersRepository } from '../../apps/server/src/domain/users/users-repository';
import { seedCatalogue } from './seed-catalogue';
import { seedOpenLessons } from './seed-open-lessons';

const env = loadEnv();
const context = await openContext(env);
const users = new UsersRepository(context.database.db, context.now);
const accountId = await users.createAccount('Bench family');
const student = await users.create({
  username: `bench-${Date.now()}`,
  password_hash: await hashPassword('bench-secret'),
  firstname: 'Bench',
  lastname: 'Student',
  email: null,
  language: 'en',
  avatar: null,
  name_of_the_school: 'Bench',
  grade_id: 1,
  rol_id: ROLE_IDS.student,
  tutor_id: null,
  account_id: accountId,
});

// BENCH_STUDENTS > 0: a catalogue with that many students and their lesson states.
const seededStudents = Number(process.env.BENCH_STUDENTS ?? 0);
const catalogue = seededStudents > 0 ? await seedCatalogue(context, seededStudents) : undefined;

// The seeded district's tutor: reads the whole student list with its figures.
const districtTutor = catalogue
  ? await users.create({
      username: `bench-tutor-${Date.now()}`,
      password_hash: 'not-a-real-hash',
      firstname: 'Bench',
      lastname: 'Tutor',
      email: 'bench-tutor@example.com',
      language: 'en',
      avatar: null,
      name_of_the_school: 'Bench School',
      grade_id: null,
      rol_id: ROLE_IDS.tutor,
      tutor_id: null,
      account_id: catalogue.accountId,
    })
  : undefined;

const main = await createMainService(context);
await main.listen({ host: '127.0.0.1', port: 0 });
// BENCH_DICTIONARY: the dictionary service too (its word lists load before it listens).
const dictionary = process.env.BENCH_DICTIONARY
  ? await createDictionaryService(context)
  : undefined;
await dictionary?.listen({ host: '127.0.0.1', port: 0 });
// BENCH_ACTIVITY: the activity service too, and every seeded student with their lesson open
// and its lesson activity record started (what serve-lesson and activity updates need).
const activity = process.env.BENCH_ACTIVITY ? await createActivityService(context) : undefined;
await activity?.listen({ host: '127.0.0.1', port: 0 });
const activityIds =
  activity && catalogue
    ? await seedOpenLessons(
        context,
        catalogue.studentIds.map((id, index) => ({
          id,
          lessonId: catalogue.openLessonIds[index]!,
        })),
      )
    : undefined;
const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (app: typeof bare) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(
  JSON.stringify({
    mainPort: portOf(main),
    dictionaryPort: dictionary ? portOf(dictionary) : undefined,
    activityPort: activity ? portOf(activity) : undefined,
    barePort: portOf(bare),
    token: main.issueToken(student),
    // A seeded student halfway through the list, with saved states.
    catalogueToken: catalogue
      ? main.issueToken({
          id: catalogue.studentIds[Math.floor(seededStudents / 2)]!,
          token_version: 0,
        })
      : undefined,
    tutorToken: districtTutor ? main.issueToken(districtTutor) : undefined,
    subjectId: catalogue?.subjectId,
    clusterId: catalogue?.clusterId,
    lessonStates: catalogue?.lessonStates,
    // BENCH_TOKENS: every seeded student's token and open lesson, for load that acts as them.
    students:
      catalogue && process.env.BENCH_TOKENS
        ? catalogue.studentIds.map((id, index) => ({
            id,
            token: main.issueToken({ id, token_version: 0 }),
            lessonId: catalogue.openLessonIds[index]!,
            activityId: activityIds?.[index],
          }))
        : undefined,
    dialect: context.database.dialect,
  }),
);
process.on('SIGTERM', () => {
  // BENCH_KEEP_DATA: the crash test reads the data again after a restart.
  if (process.env.BENCH_KEEP_DATA) process.exit(0);
  // Leave a shared PostgreSQL database as it was found.
  const accounts = catalogue ? [accountId, catalogue.accountId] : [accountId];
  void context.database.db
    .deleteFrom('accounts')
    .where('id', 'in', accounts)
    .execute()
    .finally(() => process.exit(0));
});
