/** Spec: privacy = 1. */
export const PRIVACY_ACCEPTED_MESSAGE = 'Privacy Policy accepted';
