export * from './plugin-manifest';
export * from './permission-matcher';
export * from './manifest-rules';
export * from './messages';
export * from './validation-rules';
export * from './storage-keys';
export * from './api-contract';
export * from './form-rules';
