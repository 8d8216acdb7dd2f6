import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../domain/service-context';
import { NeedsHelpRepository } from '../reports/needs-help-repository';
import { contentAccessRoutes } from './content-access-routes';
import { studentImportRoutes } from './student-import-routes';
import { studentListRoutes } from './student-list-routes';
import { studentRoutes } from './student-routes';
import { StudentSummariesRepository } from './student-summaries-repository';
import { StudentsRepository } from './students-repository';

/**
 * A tutor looks after the students of their own family or school account: the list with its
 * figures, edits, deletion, which clusters each may study, and CSV import and export.
 */
export function studentsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = context.database.db;
    const students = new StudentsRepository(db, context.now);
    const summaries = new StudentSummariesRepository(db);
    const needsHelp = new NeedsHelpRepository(db, context.catalogue);
    await app.register(studentListRoutes({ context, summaries, needsHelp }));
    await app.register(studentRoutes({ context, students }));
    await app.register(contentAccessRoutes({ context, students }));
    await app.register(studentImportRoutes({ students }));
  };
}
