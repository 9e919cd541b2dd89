/**
 * What `vigil` exits with, so that a script can tell a failed check from a problem of access or of the network
 * (issue 15). `vigil --help` prints EXIT_CODES_HELP; tests/cli checks each code.
 */
export const EXIT_CODES = {
  ok: 0,
  /** A check failed: an unhealthy answer, a failed smoke row; also a wrong option. */
  checksFailed: 1,
  /** The legacy API refused the smoke user's sign-in (wrong username or password, account disabled...). */
  signInFailed: 2,
  /** A backend gave no answer at all: DNS lookup failed, connection refused or reset, timeout. */
  unreachable: 3,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

export const EXIT_CODES_HELP = `
Exit codes:
  0  done: every check passed
  1  checks failed (an unhealthy backend, a failed smoke row), or a wrong option
  2  could not sign in: the backend refused the smoke user's credentials
  3  backend unreachable: no answer (DNS lookup failed, connection refused or reset, timeout)
`;
