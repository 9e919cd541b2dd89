import {
  defineEndpoint,
  EMPLOYEE_LIST_MAX,
  IdListText,
  IdText,
  Line,
  LIST_CAPPED_HEADER,
  LONG_LIST_MAX,
  MessageAnswer,
  NoInput,
  RequiredByRule,
  Schema,
  type AnyEndpoint,
  type Static,
} from '../endpoints';
import { AVATAR_BODY_LIMIT_BYTES } from '../form-rules';
import { EmailAddress, PersonName, PhoneNumber } from './person-fields';
import { Building, PersonnelEmployee } from './personnel-employee';
import { BuildingIdsText, PermissionListText } from './personnel-fields';
import { getBuildingLocations, setBuildingLocation } from './personnel-locations';

export * from './personnel-employee';
export * from './personnel-fields';
export * from './personnel-locations';
export * from './personnel-permissions';

/**
 * Personnel administration (spec part 1 §2 /Admin, §3, §7; part 2 §2, §3, §4, §7): the platform's employee
 * directory, its calls, their answers and rules, shared by the reference server and the admin plugin (the screen
 * over it). Paths are under the legacy base. The admin variants of editEmployee and the personnel fields of
 * getEmployeeDetail are the account's calls (profile.ts), which take personnel-fields.ts's fields.
 */

/** Who may make the personnel calls: the administration is admin only (spec part 1 §6). */
export const PERSONNEL_ADMIN_PERMISSIONS = ['admin'] as const;

const PERSONNEL_ADMIN_ACCESS = { allowed: PERSONNEL_ADMIN_PERMISSIONS };

/** Spec part 1 §9: the admin employee list shows 100 per page. */
export const PERSONNEL_PAGE_SIZE = 100;

/** The employee-added answer, which the spec does not word (the admin plugin translates it); the refusals are coded, SERVER_MESSAGES. */
export const PERSONNEL_MESSAGES = {
  employeeAdded: 'Employee added: the registration link was sent by email',
} as const;

/** The admin variants' answer: the success message and the employee as the list shows it now. */
export const PersonnelEditAnswer = Schema.Object({ message: Schema.String(), employee: PersonnelEmployee });
export type PersonnelEditAnswer = Static<typeof PersonnelEditAnswer>;

export const AddEmployeeAnswer = PersonnelEditAnswer;
export type AddEmployeeAnswer = PersonnelEditAnswer;

/** deleteEmployee answers SUCCESS_MESSAGES.employeeDeleted. */
export type DeleteEmployeeAnswer = MessageAnswer;

/** editEmployee, admin variant (a): the access lists, saved together; `permission` is required. */
export interface EmployeeAccessPayload {
  customer: number;
  permission: readonly string[];
  /** Building ids; none clears the employee's projects. */
  building: readonly number[];
}

/** Spec part 1 §3 New employee payload (lists as repeated keys or one comma list; image a data URI). */
export interface NewEmployeePayload {
  email: string;
  name: string;
  surname: string;
  phone: string;
  building?: readonly number[];
  /** Nationality: a country id of /geolocation/countries. */
  country?: number;
  permission?: readonly string[];
  image?: string;
}

export const getEmployees = defineEndpoint({
  id: 'personnel.getEmployees',
  backend: 'legacy',
  method: 'GET',
  path: '/companies/getEmployees',
  summary: "The company's personnel as the admin list shows it, sorted by surname and name",
  description: `A company of more than ${EMPLOYEE_LIST_MAX} employees gets its newest ${EMPLOYEE_LIST_MAX}, and the answer carries ${LIST_CAPPED_HEADER}.`,
  access: PERSONNEL_ADMIN_ACCESS,
  input: NoInput,
  answer: Schema.Array(PersonnelEmployee, { maxItems: EMPLOYEE_LIST_MAX }),
  // At least one: the signed-in admin is an employee of their own company.
  smoke: { minItems: 1 },
});

export const getBuildings = defineEndpoint({
  id: 'personnel.getBuildings',
  backend: 'legacy',
  method: ['GET', 'POST'],
  path: '/companies/getBuildings',
  summary: "The company's projects (buildings), sorted by label",
  // Admin's; the modules that pick a project from it ask for it in their manifests' platformCalls (spec part 1 §5:
  // the Impact Evaluation request; part 2 §6: Ava), and the host adds their permissions when they are enabled.
  access: PERSONNEL_ADMIN_ACCESS,
  input: NoInput,
  answer: Schema.Array(Building, { maxItems: LONG_LIST_MAX }),
  smoke: {},
});

export const addEmployee = defineEndpoint({
  id: 'personnel.addEmployee',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/addEmployee',
  summary: "Adds an employee to the admin's company and mails the registration link",
  description:
    'Spec part 1 §3 New employee payload, §5 New employee. name, surname, email and phone are required by the ' +
    "form's rules: a blank one answers 400 'Must be compiled' naming it. Nothing is created when the mail cannot be sent (503).",
  access: PERSONNEL_ADMIN_ACCESS,
  errors: [409],
  bodyLimit: AVATAR_BODY_LIMIT_BYTES,
  input: Schema.Object({
    // Optional here: the form's rules answer a blank one with the spec's 'Must be compiled' (host/core form-rules).
    name: RequiredByRule(PersonName),
    surname: RequiredByRule(PersonName),
    email: RequiredByRule(EmailAddress),
    phone: RequiredByRule(PhoneNumber),
    permission: Schema.Optional(PermissionListText),
    building: Schema.Optional(BuildingIdsText),
    /** Nationality: a country id of /geolocation/countries; '' is none. */
    country: Schema.Optional(IdListText({ maxLength: 32 })),
    /** A PNG, JPEG or WebP data URI, checked as the account's avatar; no longer than the call's body can be. */
    image: Schema.Optional(Line({ maxLength: AVATAR_BODY_LIMIT_BYTES })),
  }),
  answer: AddEmployeeAnswer,
});

export const deleteEmployee = defineEndpoint({
  id: 'personnel.deleteEmployee',
  backend: 'legacy',
  method: 'POST',
  path: '/customers/deleteEmployee',
  summary: "Deletes an employee of the admin's company, with their sessions and rows",
  access: PERSONNEL_ADMIN_ACCESS,
  errors: [404],
  // Optional here: a missing id answers 'Not a valid id: employee', as a bad one does.
  input: Schema.Object({ employee: RequiredByRule(IdText()) }),
  answer: MessageAnswer,
});

export const personnelEndpoints: readonly AnyEndpoint[] = [
  getEmployees,
  getBuildings,
  getBuildingLocations,
  setBuildingLocation,
  addEmployee,
  deleteEmployee,
];
