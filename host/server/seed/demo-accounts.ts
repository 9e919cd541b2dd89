/**
 * The demo accounts seeded on first start. The start script prints them and the tests sign in with them, so they
 * are public by design: never reuse these passwords, and replace the accounts on a real installation.
 */
export interface DemoAccount {
  username: string;
  password: string;
  permissions: readonly string[];
  privacyAccepted: boolean;
  name: string;
  surname: string;
  /** Fictional numbers from the 555-01xx range. */
  phone: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.vigil.example';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Vigil-admin-1',
    permissions: ['admin'],
    privacyAccepted: true,
    name: 'Ada',
    surname: 'Admin',
    phone: '+1 555 0101',
  },
  {
    username: 'analyst',
    password: 'Vigil-analyst-1',
    permissions: ['gpa', 'gpa_detail', 'nat', 'inf'],
    privacyAccepted: true,
    name: 'Ann',
    surname: 'Analyst',
    phone: '+1 555 0102',
  },
  {
    username: 'traveller',
    password: 'Vigil-traveller-1',
    permissions: ['tra', 'gps', 'ops'],
    privacyAccepted: true,
    name: 'Tom',
    surname: 'Traveller',
    phone: '+1 555 0103',
  },
  {
    username: 'visitor',
    password: 'Vigil-visitor-1',
    permissions: ['free'],
    privacyAccepted: true,
    name: 'Vera',
    surname: 'Visitor',
    phone: '+1 555 0104',
  },
  {
    username: 'newcomer',
    password: 'Vigil-newcomer-1',
    permissions: ['gpa'],
    privacyAccepted: false,
    name: 'Ned',
    surname: 'Newcomer',
    phone: '+1 555 0105',
  },
];

export function demoEmail(username: string): string {
  return `${username}@${DEMO_EMAIL_DOMAIN}`;
}
