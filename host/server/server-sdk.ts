/**
 * What plugins' server parts may import from the host (`@vigil/server-sdk`), besides `@vigil/core`. Keep it small
 * and stable: a plugin sees the platform through these types and helpers only.
 */
export { defineServerPart } from './plugin-server-api';
export type { AuthenticatedUser, PlatformServices, PluginMigration, PluginSeedStep, ServerPart } from './plugin-server-api';
export { bind } from './endpoints/mount-endpoint';
export type { EndpointBinding, EndpointCall, EndpointHandler, HandlerAnswer } from './endpoints/mount-endpoint';
export { HttpError } from './http-error';
export { addIdColumn } from './database/dialect';
export type { Database } from './database/schema';
export type { MailMessage, MailService } from './mail/mail-service';
export { demoEmployeeIds } from './seed/demo-employee-ids';
