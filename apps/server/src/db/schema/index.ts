export * from './entities';
export * from './expenses-files';
export * from './lookups';
export * from './properties';
export * from './tenancy';
export * from './users';
