export * from './automation';
export * from './entities';
export * from './expenses-files';
export * from './lookups';
export * from './portal';
export * from './properties';
export * from './tenancy';
export * from './users';
