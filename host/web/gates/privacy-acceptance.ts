/**
 * Spec part 1 §4 (Privacy): USER_PRIVACY is 'true' after a successful accept and 'false' after a failed one;
 * absent or 'null' counts as not accepted. Sign-in writes 'true' or 'null' from the session's privacyCheckedDate.
 */
export function isPrivacyAccepted(stored: string | null): boolean {
  return stored !== null && stored !== 'null' && stored !== 'false' && stored !== '';
}

/** What sign-in stores for the session's privacyCheckedDate. */
export function privacyFromSession(privacyCheckedDate: string | null | undefined): 'true' | 'null' {
  return privacyCheckedDate ? 'true' : 'null';
}
