// The endpoint map: every endpoint's method, path and schemas, declared once and used by the
// services' routes and the web's api files alike.
export * from './endpoint';
export * from './assessments';
export * from './activities';
export * from './activity-time';
export * from './auth';
export * from './books';
export * from './catalogue';
export * from './content-copies';
export * from './dictionary';
export * from './email-reports';
export * from './evaluations';
export * from './games';
export * from './lesson-content';
export * from './lesson-search';
export * from './licensing';
export * from './media-settings';
export * from './reports';
export * from './serve-lesson';
export * from './signup';
export * from './students';
export * from './users';
export * from './wal-damage';
export * from './welcome';
export * from './worksheets';
