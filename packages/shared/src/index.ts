export * from './constants';
export * from './permissions';
export * from './schemas/fields';
export * from './schemas/users';
export * from './schemas/auth';
export * from './schemas/errors';
export * from './i18n';
