export * from './plugin-manifest';
export * from './platform-call-grants';
export * from './permission-matcher';
export * from './parse-string-list';
export * from './manifest-rules';
export * from './messages';
export * from './office-document-types';
export * from './server-messages';
export * from './validation-rules';
export * from './storage-keys';
export * from './api-contract';
export * from './form-rules';
export * from './message-rules';
export * from './risk-math';
export * from './endpoints';
export * from './error-message';
export * from './full-name';
export * from './format-date';
// The platform's contract (host/core/contract): declarations, answers and rules the modules' screens use.
export * from './contract/company';
export * from './contract/geography';
export * from './contract/health';
export * from './contract/process-health';
export * from './contract/permissions';
export * from './contract/personnel';
// editEmployee's admin variants are personnel administration's too (the admin plugin's toggles and access form).
export * from './contract/profile';
// Messages to a person: sent, read and deleted from a module's screens (the GPS detail) and the account.
export * from './contract/messages';
// Sign-in, the public area, help and the account's monitored countries (the account plugin's screens).
export * from './contract/session';
export * from './contract/public-area';
export * from './contract/help';
export * from './contract/monitored-countries';
