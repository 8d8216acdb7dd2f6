// The endpoint map: every endpoint's method, path and schemas, declared once and used by the
// services' routes and the web's api files alike.
export * from './endpoint';
export * from './assessments';
export * from './activity-time';
export * from './auth';
export * from './email-reports';
export * from './evaluations';
export * from './reports';
export * from './signup';
export * from './students';
export * from './users';
export * from './welcome';
export * from './worksheets';
