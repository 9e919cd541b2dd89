/**
 * What plugins' server parts may import from the host (`@vigil/server-sdk`), besides `@vigil/core`. Keep it small
 * and stable: a plugin sees the platform through these types and helpers only.
 */
export { defineServerPart } from './plugin-server-api';
export type { LiveIds, LiveServices, LiveTopic, PlatformServices, PluginJob, PluginMigration, PluginSeedStep, SeedServices, ServerPart } from './plugin-server-api';
export type { AuthenticatedUser } from './auth/session-user';
// What a plugin's server part offers to the plugins that use it, as they receive it (`platform.uses`).
export type { ServerFunctions } from './plugin-host/server-functions';
export { bind } from './endpoints/endpoint-binding';
export type { EndpointBinding, EndpointCall, EndpointHandler, HandlerAnswer } from './endpoints/endpoint-binding';
export { HttpError } from './http-error';
// A list that grows with use: read `.limit(max + 1)`, newest first, and keep the first `max`.
export { capList } from './endpoints/cap-list';
// A table of requests any user adds to: each account keeps its newest REQUESTS_KEPT_PER_ACCOUNT.
export { keepNewestRequests, keepNewestRows, REQUESTS_KEPT_PER_ACCOUNT } from './database/keep-newest-requests';
export { addIdColumn } from './database/dialect';
export { inChunks, ROWS_PER_STATEMENT } from './database/in-chunks';
// A bounded map whose entries expire: a plugin's short-lived cache (tracking's devices).
export { TtlCache } from './auth/ttl-cache';
export type { Database } from './database/schema';
export type { MailMessage, MailService } from './mail/mail-service';
// Messages to employees (platform.messages), and the origin the links a plugin mails point to.
export type { MessagesService, PlatformMessage } from './messages/platform-messages';
export { publicBaseUrl } from './legacy/public-url';
export { demoEmployeeIds } from './seed/demo-employee-ids';
// Legacy id fields as numbers; a handler that answers 'Not a valid id' for a missing field declares it Optional.
export { readId, readIdList } from './legacy/form-input';
// Geography: a country's emoji flag, the time in its zone, its ISO 3166-1 numeric code (the key of map geometry).
export { countryFlag } from './geography/country-flag';
export { countryTime, zoneOffsetSeconds, type ZoneTime } from './geography/country-time';
export { isoNumericCode } from './geography/iso-numeric-code';
// Monitored countries: a stored level_alert list, read as the known threat levels.
export { parseLevels } from './legacy/parse-levels';
// Mail a call cannot succeed without: a failure answers 503 and is logged without the mail.
export { sendOrFail } from './legacy/send-or-fail';
// Files: the storage service's interface, and the helpers an endpoint streams a stored file or an upload with.
export type { FileMeta, FileStorage, StoredFileInfo } from './files/file-storage';
export type { FilePolicy } from './files/file-policy';
export { DEFAULT_FILE_POLICY } from './files/file-policy';
export { sendStoredFile, storedFileAnswer } from './files/send-stored-file';
export type { SendFileOptions } from './files/send-stored-file';
export { storeUpload } from './files/store-upload';
export type { UploadOptions } from './files/store-upload';
export { acceptFileUploads } from './files/accept-file-uploads';
// PDF: a hand-written writer of vector paths and Helvetica text (one canvas per page), and the width of a line.
export { PdfCanvas, writePdf } from './pdf/pdf-document';
export type { PdfFont, PdfInfo } from './pdf/pdf-document';
export { textWidth } from './pdf/text-width';
