import { defineEndpoint, IdText, LONG_LIST_MAX, Matching, NoInput, RequiredByRule, Schema, type Static } from '../endpoints';

/**
 * Where the company's projects are (issue 21): the admin sets a project's location on /Admin, and the documents'
 * map puts a marker there. A separate read beside getBuildings, whose answer keeps the spec's {label, value}.
 */

/** A project with its location: both coordinates, or both null until the admin sets them. */
export const BuildingLocation = Schema.Object({
  label: Schema.String(),
  value: Schema.Integer(),
  /** Degrees north, -90 to 90 (WGS 84). */
  lat: Schema.Nullable(Schema.Number()),
  /** Degrees east, -180 to 180 (WGS 84). */
  lng: Schema.Nullable(Schema.Number()),
});
export type BuildingLocation = Static<typeof BuildingLocation>;

/** The decimals a coordinate may be sent with: twelve are far below a millimetre. */
const DECIMALS = '(\\.[0-9]{1,12})?';

/** The 400 texts of a coordinate out of range or not a number ('<text>: <field>'). */
export const LOCATION_MESSAGES = {
  latitude: 'Not a latitude (a number from -90 to 90)',
  longitude: 'Not a longitude (a number from -180 to 180)',
} as const;

/** -90 to 90, by its digits: the input check refuses the rest before the handler. '' is none. */
const Latitude = Matching(`^(-?(90(\\.0{1,12})?|[0-8]?[0-9]${DECIMALS}))?$`, LOCATION_MESSAGES.latitude, { maxLength: 24, examples: ['45.4642'] });
/** -180 to 180. '' is none. */
const Longitude = Matching(`^(-?(180(\\.0{1,12})?|(1[0-7][0-9]|[1-9]?[0-9])${DECIMALS}))?$`, LOCATION_MESSAGES.longitude, {
  maxLength: 24,
  examples: ['9.19'],
});

/** Who sets and reads the locations: the admin (the documents modules read them on their own server side). */
const LOCATION_ACCESS = { allowed: ['admin'] as const };

export const getBuildingLocations = defineEndpoint({
  id: 'personnel.getBuildingLocations',
  backend: 'legacy',
  method: 'GET',
  path: '/companies/getBuildingLocations',
  summary: "The company's projects (buildings) with their locations, sorted by label",
  description: 'A project without a location has lat and lng null. The newest projects when the company has more than the list holds.',
  access: LOCATION_ACCESS,
  input: NoInput,
  answer: Schema.Array(BuildingLocation, { maxItems: LONG_LIST_MAX }),
  smoke: {},
});

export const setBuildingLocation = defineEndpoint({
  id: 'personnel.setBuildingLocation',
  backend: 'legacy',
  method: 'POST',
  path: '/companies/setBuildingLocation',
  summary: "Sets or clears the location of one of the company's projects (buildings)",
  description:
    'lat and lng in degrees (WGS 84), both or neither: neither (absent or blank) clears the location, one without ' +
    "the other answers 400 'Missing input' naming it. A project of another company answers 404, as a missing one does. " +
    'Answers the project with its location as it is now.',
  access: LOCATION_ACCESS,
  errors: [404],
  input: Schema.Object({
    // Optional here: a missing id answers 'Not a valid id: building', as a bad one does.
    building: RequiredByRule(IdText()),
    lat: Schema.Optional(Latitude),
    lng: Schema.Optional(Longitude),
  }),
  answer: BuildingLocation,
});
