export * from './endpoint';
export * from './fields';
export { Schema } from './schema';
export type { Static, TObject, TSchema } from '@sinclair/typebox';
