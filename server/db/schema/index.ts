export * from './auth';
export * from './events';
export * from './users';
