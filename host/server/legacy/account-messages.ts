/** Error texts of the account calls that the spec does not word (its catalogue has only the success texts). */
export const ACCOUNT_ERRORS = {
  usernameTaken: 'This username is already taken',
  emailTaken: 'This email is already registered',
  unknownCompany: 'Unknown company: use the sign-up link your company sent you',
  unconfirmed: 'Confirm your registration with the link we emailed you',
  registrationToken: 'This confirmation link is not valid: it was already used or has expired',
  resetToken: 'This password reset link is not valid: it was already used, replaced by a newer one or has expired',
  mailFailed: 'We could not send the email. Please try again later',
  imageFormat: 'The image must be a PNG, JPEG or WebP data URI',
  imageContent: 'The image content does not match its type',
  unknownCountry: 'Unknown country',
  notMonitored: 'This country is not among your monitored countries',
  unknownLevel: 'Unknown threat level',
  alertNotFound: 'Notification not found',
  employeeNotFound: 'Employee not found',
  adminOnly: "You don't have the permissions for this call (it needs one of: admin)",
} as const;

/** Spec: privacy = 1. */
export const PRIVACY_ACCEPTED_MESSAGE = 'Privacy Policy accepted';
