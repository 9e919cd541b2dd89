import { ACCOUNT_PATHS } from './api-contract';
import type { MessageAnswer } from './endpoints';

/**
 * Personnel administration (spec part 1 §2 /Admin, §3, §7; part 2 §2, §3, §4, §7): the calls, their answers and
 * the permission badges, shared by the reference server and the admin plugin. Paths are under the legacy base.
 */

export const PERSONNEL_PATHS = {
  employees: '/companies/getEmployees',
  buildings: '/companies/getBuildings',
  addEmployee: '/customers/addEmployee',
  deleteEmployee: '/customers/deleteEmployee',
  /** The admin variants (access lists, one flag) of the account's own call. */
  editEmployee: ACCOUNT_PATHS.editEmployee,
  employeeDetail: ACCOUNT_PATHS.employeeDetail,
} as const;

/** Who may make the personnel calls but the buildings list: the administration is admin only (spec part 1 §6). */
export const PERSONNEL_ADMIN_PERMISSIONS = ['admin'] as const;
/** Spec part 2 §6: loading employees and buildings for Ava needs admin or ava. */
export const BUILDINGS_PERMISSIONS = ['admin', 'ava'] as const;

/** The permissions an employee can hold (spec part 1 §6), with the labels the forms and badges show. */
export const PERMISSION_LABELS = {
  admin: 'Admin',
  gpa: 'GPA',
  free: 'Free',
  gpa_detail: 'GPA detail',
  gps: 'GPS',
  ops: 'OPS',
  opt: 'OPT',
  tep: 'TEP',
  tra: 'TRA',
  nat: 'NAT',
  inf: 'INF',
  cmr: 'CMR',
  ava: 'AVA',
  srmt: 'SRMT',
  'dvr-s': 'DVR-S',
} as const;

export type PermissionValue = keyof typeof PERMISSION_LABELS;
export const PERMISSION_VALUES = Object.keys(PERMISSION_LABELS) as PermissionValue[];

export function isPermissionValue(value: string): value is PermissionValue {
  return Object.hasOwn(PERMISSION_LABELS, value);
}

/** A choice as the API lists it: permissions (value the permission) and projects (value the building id). */
export interface LabelValue<V extends string | number = string> {
  label: string;
  value: V;
}

/** A company's project, "building" in the API (spec part 2 §3 Building). */
export type Building = LabelValue<number>;

export function permissionOption(value: string): LabelValue {
  return { value, label: isPermissionValue(value) ? PERMISSION_LABELS[value] : value };
}

/** Badge colours per permission (spec part 1 §3: free, gps, ops, admin, gpa); the rest share a neutral style. */
export interface BadgeColours {
  foreground: string;
  background: string;
}

export const PERMISSION_BADGE_COLOURS: Readonly<Record<'free' | 'gps' | 'ops' | 'admin' | 'gpa', BadgeColours>> = {
  free: { foreground: '#00594f', background: '#d7f0ec' },
  gps: { foreground: '#ffffff', background: '#2e7d32' },
  ops: { foreground: '#ffffff', background: '#6a1b9a' },
  admin: { foreground: '#ffffff', background: '#0f2a44' },
  gpa: { foreground: '#ffffff', background: '#1565c0' },
};

export const NEUTRAL_BADGE_COLOURS: BadgeColours = { foreground: '#37474f', background: '#eceff1' };

export function badgeColours(permission: string): BadgeColours {
  return Object.hasOwn(PERMISSION_BADGE_COLOURS, permission)
    ? PERMISSION_BADGE_COLOURS[permission as keyof typeof PERMISSION_BADGE_COLOURS]
    : NEUTRAL_BADGE_COLOURS;
}

/** Spec part 1 §9: the admin employee list shows 100 per page. */
export const PERSONNEL_PAGE_SIZE = 100;

/** One employee of /companies/getEmployees (spec part 2 §3: the admin list also uses language and countryName). */
export interface PersonnelEmployee {
  id: number;
  name: string;
  surname: string;
  email: string;
  /** '' until the employee has confirmed the mailed registration link and chosen one. */
  username: string;
  /** Image URL with a cache-busting suffix, or null. */
  media: string | null;
  /** Permission values, in the order of PERMISSION_VALUES. */
  permission: string[];
  building: Building[];
  isTrackingEnable: boolean;
  /** Hidden means disabled: the employee cannot sign in (spec part 1 §4). */
  hidden: boolean;
  politicalriskvisible: boolean;
  language: 'en' | 'it';
  /** Name of the nationality, or null. */
  countryName: string | null;
  last_login: string | null;
  /** True for the signed-in admin's own row. */
  areYou: boolean;
  /** False while the mailed registration link has not been used. */
  registered: boolean;
}

/** The flags an admin switches one at a time, sent as 1 or 0 (spec part 2 §7, employee edit call). */
export const EMPLOYEE_FLAGS = ['isTrackingEnable', 'hidden', 'politicalriskvisible'] as const;
export type EmployeeFlag = (typeof EMPLOYEE_FLAGS)[number];

/** editEmployee, admin variant (a): the access lists, saved together; `permission` is required. */
export interface EmployeeAccessPayload {
  customer: number;
  permission: readonly string[];
  /** Building ids; none clears the employee's projects. */
  building: readonly number[];
}

/** The admin variants' answer: the success message and the employee as the list shows it now. */
export interface PersonnelEditAnswer extends MessageAnswer {
  employee: PersonnelEmployee;
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

export type AddEmployeeAnswer = PersonnelEditAnswer;

/** deleteEmployee answers SUCCESS_MESSAGES.employeeDeleted. */
export type DeleteEmployeeAnswer = MessageAnswer;

/** Texts the spec does not word: the server answers them, the admin plugin translates them. */
export const PERSONNEL_MESSAGES = {
  employeeAdded: 'Employee added: the registration link was sent by email',
  accountDisabled: 'This account is disabled: ask your administrator',
  notYourself: 'You cannot delete or disable your own account',
  ownAdmin: 'You cannot remove your own admin permission',
  unknownPermission: 'Unknown permission',
  unknownBuilding: 'Unknown project',
  tooManyProjects: 'Too many projects',
  unknownCountry: 'Unknown country',
  flagValue: 'The value must be 1 or 0',
} as const;
