/**
 * The permissions an employee can hold (spec part 1 §6) and how personnel administration shows them: labels for
 * the forms and badges, badge colours (spec part 1 §3).
 */

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
