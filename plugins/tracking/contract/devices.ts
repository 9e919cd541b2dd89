import { defineEndpoint, IdText, Line, Matching, MessageAnswer, NUMBER_BLANKS, Schema, SHORT_LIST_MAX, type Static } from '@vigil/core';
import { TRACKING_OWN_PERMISSIONS } from './permissions';
import { TRACKING_APPS } from './tracking-apps';

/**
 * Pairing (issue 20): a tracked person's device runs one of the free apps; the admin (or the person) picks the
 * app and gets its address with the device's own secret, a QR code of it and the steps. The secret is shown once
 * and stored hashed; revoking a device ends its positions at once.
 */

const OWN_ACCESS = { allowed: TRACKING_OWN_PERMISSIONS };

/** Blank or absent: the signed-in user; another employee's id only for an admin or gps operator of the company. */
const EmployeeField = () => Schema.Optional(Matching(`^${NUMBER_BLANKS}[0-9]{0,15}${NUMBER_BLANKS}$`, 'Not a valid id', { maxLength: 32 }));

export const TrackingDevice = Schema.Object({
  id: Schema.Integer(),
  app: Schema.Union(TRACKING_APPS.map((app) => Schema.Literal(app))),
  label: Schema.String(),
  created_at: Schema.String(),
  /** When it last sent anything we accepted; null before its first fix. */
  last_seen_at: Schema.Nullable(Schema.String()),
  revoked: Schema.Boolean(),
});
export type TrackingDevice = Static<typeof TrackingDevice>;

export const getDevices = defineEndpoint({
  id: 'tracking.getDevices',
  backend: 'legacy',
  method: 'GET',
  path: '/tracking/getDevices',
  summary: "A person's paired devices",
  description: "Without `employee`, the signed-in user's own; another employee's for an admin or gps operator of the same company.",
  access: OWN_ACCESS,
  errors: [404],
  input: Schema.Object({ employee: EmployeeField() }),
  answer: Schema.Object({ devices: Schema.Array(TrackingDevice, { maxItems: SHORT_LIST_MAX }) }),
  smoke: {},
});

/** How to set the app up: the address (with the secret), what to type where, and a QR code of the address. */
export const DeviceSetup = Schema.Object({
  app: Schema.Union(TRACKING_APPS.map((app) => Schema.Literal(app))),
  /** OsmAnd: the URL template; Traccar Client: the server URL; OwnTracks: the HTTP mode URL. */
  url: Schema.String(),
  /** Traccar Client's device identifier; OwnTracks' user name; OsmAnd: none (the secret is in the URL). */
  identifier: Schema.Nullable(Schema.String()),
  /** OwnTracks' password; null for the others (their secret is the identifier or in the URL). */
  password: Schema.Nullable(Schema.String()),
  /** An SVG of the QR code of what the app scans or opens. */
  qrSvg: Schema.String(),
  /** The steps in the app, as catalogue keys of the tracking namespace ('setup.osmand.1'...). */
  steps: Schema.Array(Schema.String(), { maxItems: 12 }),
});
export type DeviceSetup = Static<typeof DeviceSetup>;

export const pairDevice = defineEndpoint({
  id: 'tracking.pairDevice',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/pairDevice',
  summary: 'Pairs a new device and answers its setup, with its secret shown this once',
  description: 'app is osmand, traccar or owntracks; label names the device (e.g. "Work phone").',
  access: OWN_ACCESS,
  errors: [404, 409],
  input: Schema.Object({
    employee: EmployeeField(),
    app: Line({ maxLength: 16, examples: ['traccar'] }),
    label: Schema.Optional(Line({ maxLength: 60 })),
  }),
  answer: Schema.Object({ device: TrackingDevice, setup: DeviceSetup }),
});

export const revokeDevice = defineEndpoint({
  id: 'tracking.revokeDevice',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/revokeDevice',
  summary: 'Revokes a paired device: what it sends from now on is refused',
  access: OWN_ACCESS,
  errors: [404],
  input: Schema.Object({ device: IdText() }),
  answer: MessageAnswer,
});
