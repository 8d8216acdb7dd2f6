// The endpoint map: every endpoint's method, path and schemas, declared once and used by the
// services' routes and the web's api files alike.
export * from './endpoint';
export * from './assessments';
export * from './catalogue';
export * from './lesson-content';
export * from './lesson-search';
export * from './media-settings';
export * from './wal-damage';
export * from './books';
export * from './licensing';
export * from './content-copies';
export * from './content-access';
export * from './activities';
export * from './serve-lesson';
export * from './games';
export * from './dictionary';
