export * from './endpoint';
export * from './fields';
export * from './list-caps';
export { Schema } from './schema';
export type { Static, TObject, TSchema } from '@sinclair/typebox';
