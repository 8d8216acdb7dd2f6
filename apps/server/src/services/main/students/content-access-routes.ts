import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentAccess, Language } from '@aula/shared';
import { studentEndpoints } from '@aula/shared';
import { requireAbility } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { endpointRoute } from '../../../platform/endpoint-schema';
import { invalidField } from '../../../platform/errors';
import { pick } from '../../../platform/localized';
import { bearerSecurity, errorResponses } from '../../../platform/route-schemas';
import type { UserRow } from '../../../domain/users/users-repository';
import { studentOfCaller } from '../../../domain/users/student-access';
import type { StudentsRepository } from './students-repository';

const common = { ...bearerSecurity, tags: ['students'] };

export interface ContentAccessRoutesDeps {
  context: ServiceContext;
  students: StudentsRepository;
}

/** The tree of every grade with content, with each cluster's switch for this student. */
async function contentAccessOf(
  { context, students }: ContentAccessRoutesDeps,
  student: UserRow,
  lang: Language,
): Promise<ContentAccess> {
  const [catalogue, disabled] = await Promise.all([
    context.catalogue.snapshot(),
    students.disabledClusters(student.id),
  ]);
  const grades = catalogue.grades
    .filter((grade) => catalogue.subjectsByGrade.has(grade.grade_id))
    .map((grade) => ({
      grade_id: grade.grade_id,
      name: pick(lang, grade.name_en, grade.name_es),
      subjects: (catalogue.subjectsByGrade.get(grade.grade_id) ?? []).map((subject) => ({
        id: subject.id,
        name: pick(lang, subject.name_en, subject.name_es),
        abbreviation: subject.abbreviation,
        clusters: (catalogue.clustersBySubject.get(subject.id) ?? []).map((cluster) => ({
          id: cluster.id,
          title: pick(lang, cluster.title_en, cluster.title_es),
          position: cluster.position,
          total_lessons: catalogue.lessonsByCluster.get(cluster.id)?.length ?? 0,
          enabled: !disabled.has(cluster.id),
        })),
      })),
    }));
  return { student_id: student.id, grades };
}

/** `/students/:id/content_access`: which clusters a student may study, and switching them. */
export function contentAccessRoutes(deps: ContentAccessRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { context, students } = deps;
    const managers = [app.authenticate, requireAbility('manage', 'ContentAccess')];

    app.route({
      ...endpointRoute(studentEndpoints.contentAccess, {
        ...common,
        summary: 'Which clusters a student may study: grade → subject → cluster switches',
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: managers,
      handler: async (request) =>
        contentAccessOf(
          deps,
          await studentOfCaller(context, request, request.params.id),
          request.language,
        ),
    });

    app.route({
      ...endpointRoute(studentEndpoints.updateContentAccess, {
        ...common,
        summary: 'Turn clusters on or off for a student (takes effect at once)',
        errors: errorResponses(400, 401, 403, 404),
      }),
      preValidation: managers,
      handler: async (request) => {
        const student = await studentOfCaller(context, request, request.params.id);
        const catalogue = await context.catalogue.snapshot();
        const changes = request.body.clusters.map((change) => {
          const cluster = catalogue.clusters.get(change.cluster_id);
          if (!cluster) {
            throw invalidField('validation', 'clusters', 'validation.contentAccess.unknownCluster');
          }
          return { ...change, subject_id: cluster.subject_id };
        });
        await students.setClusterAccess(student.id, changes);
        return contentAccessOf(deps, student, request.language);
      },
    });
  };
}
