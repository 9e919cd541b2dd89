/**
 * The reference server's demo accounts (seeded by host/server, used by tests/support/test-server). The scaffold
 * works out from their permissions which of them a new plugin admits, so its generated server test holds for
 * any --permissions without an edit.
 */
export interface DemoAccount {
  username: string;
  password: string;
  permissions: readonly string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'Vigil-admin-1', permissions: ['admin'] },
  { username: 'visitor', password: 'Vigil-visitor-1', permissions: ['free'] },
];
