import type { AccountsTable } from './tables/accounts';
import type { BookReadingsTable } from './tables/book-readings';
import type { ActivitiesTable, UserActivityTimesTable } from './tables/activities';
import type {
  AttemptQuestionsTable,
  QuizAttemptsTable,
  StudentTestSettingsTable,
  TestAttemptsTable,
} from './tables/assessments';
import type { ContentCopiesTable } from './tables/content-copies';
import type { ClustersTable } from './tables/clusters';
import type { EmailReportDeliveriesTable, EmailReportSettingsTable } from './tables/email-reports';
import type {
  EvaluationAnswersTable,
  EvaluationSubjectsTable,
  EvaluationsTable,
} from './tables/evaluations';
import type { ContentPacksTable } from './tables/content-packs';
import type { GamePlaysTable, GamePreferencesTable } from './tables/game-plays';
import type { GlossaryTermsTable } from './tables/glossary-terms';
import type { GradesTable } from './tables/grades';
import type { InstallationSettingsTable } from './tables/installation-settings';
import type { LessonOpeningsTable } from './tables/lesson-openings';
import type { LessonSearchDocumentsTable } from './tables/lesson-search-documents';
import type { LessonsTable } from './tables/lessons';
import type { LicenseActivationsTable } from './tables/license-activations';
import type { LevelsTable } from './tables/levels';
import type { LoginThrottlesTable } from './tables/login-throttles';
import type { PasswordResetsTable } from './tables/password-resets';
import type { QuestionsTable } from './tables/questions';
import type { RateLimitsTable } from './tables/rate-limits';
import type { StudentClusterAccessTable } from './tables/student-cluster-access';
import type { StudentClusterStatesTable } from './tables/student-cluster-states';
import type { StudentLessonStatesTable } from './tables/student-lesson-states';
import type { SubjectsTable } from './tables/subjects';
import type { TutorSettingsTable } from './tables/tutor-settings';
import type { UsersTable } from './tables/users';

export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  installation_settings: InstallationSettingsTable;
  login_throttles: LoginThrottlesTable;
  password_resets: PasswordResetsTable;
  content_packs: ContentPacksTable;
  levels: LevelsTable;
  grades: GradesTable;
  subjects: SubjectsTable;
  clusters: ClustersTable;
  lessons: LessonsTable;
  glossary_terms: GlossaryTermsTable;
  questions: QuestionsTable;
  lesson_search_documents: LessonSearchDocumentsTable;
  student_lesson_states: StudentLessonStatesTable;
  student_cluster_states: StudentClusterStatesTable;
  student_cluster_access: StudentClusterAccessTable;
  lesson_openings: LessonOpeningsTable;
  quiz_attempts: QuizAttemptsTable;
  test_attempts: TestAttemptsTable;
  attempt_questions: AttemptQuestionsTable;
  student_test_settings: StudentTestSettingsTable;
  activities: ActivitiesTable;
  user_activity_times: UserActivityTimesTable;
  evaluations: EvaluationsTable;
  evaluation_subjects: EvaluationSubjectsTable;
  evaluation_answers: EvaluationAnswersTable;
  email_report_settings: EmailReportSettingsTable;
  email_report_deliveries: EmailReportDeliveriesTable;
  game_plays: GamePlaysTable;
  game_preferences: GamePreferencesTable;
  book_readings: BookReadingsTable;
  tutor_settings: TutorSettingsTable;
  content_copies: ContentCopiesTable;
  license_activations: LicenseActivationsTable;
  rate_limits: RateLimitsTable;
}
