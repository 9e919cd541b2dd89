import { ACCOUNT_SECURITY_MESSAGES } from '../../../core/messages';
import type { CatalogueOf } from '../../i18n/catalogue-of';

/** The public area's English texts (spec part 1 §2): sign-in, password reset, sign-up, the side panel. */
export const publicEn = {
  brand: 'Vigil',
  tagline: 'Corporate security management platform',
  fields: {
    username: 'Username',
    password: 'Password',
    newPassword: 'New password',
    passwordConfirm: 'Confirm password',
    email: 'Email',
    name: 'Name',
    surname: 'Surname',
    company: 'Company',
    token: 'Token',
  },
  passwordHint: 'At least 8 characters, with a number and a symbol, and no spaces.',
  backToSignIn: 'Back to sign in',
  language: 'Language',
  unavailable: {
    title: 'Service unavailable',
    text: 'The service is temporarily unavailable. Please try again in a few minutes.',
    retry: 'Try again',
  },
  login: {
    title: 'Sign in',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    unavailable: 'Sign-in is not available right now, try again.',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter the email address of your account: we will send you a link to choose a new password.',
    submit: 'Send reset link',
  },
  signUp: {
    title: 'Sign up',
    intro: 'Create your account for {{company}}.',
    submit: 'Sign up',
  },
  newPassword: {
    title: 'Choose a new password',
    submit: 'Save new password',
  },
  confirmRegistration: {
    title: 'Confirm your registration',
    intro: 'Choose the username and password you will sign in with.',
    submit: 'Confirm registration',
  },
  confirmEmail: {
    title: 'Confirm your new email address',
    intro: 'Make this the email address of your Vigil account. Your other sessions will be signed out.',
    submit: 'Confirm the new address',
  },
  /** The server's success message of the email change (its refusals are coded, SERVER_MESSAGES). */
  server: {
    emailChanged: ACCOUNT_SECURITY_MESSAGES.emailChanged,
  },
  side: {
    label: 'About Vigil',
    heading: 'Security intelligence for travelling teams',
    description:
      'Vigil gives your company risk and security updates on over 200 countries, monitored around the clock: country analysis, news alerts, travel security, staff tracking and the tools to act on them.',
    manageRisk: 'Manage your risk',
    returnToWebsite: 'Return to website',
  },
  risk: {
    title: 'Manage your risk',
    intro: 'Our analysts prepare three evaluations on request, each delivered by email:',
    cteTitle: 'Country Threat Evaluation',
    cteBody:
      'A written assessment of the political, criminal, terrorist and health threats of a country, with the trend of each and practical advice for the people you send there.',
    ieTitle: 'Impact Evaluation',
    ieBody:
      'How a crisis in a country would hit your project: the value of the assets and the number of people on site weighed against the local threats, with the measures that reduce the impact.',
    sedTitle: 'Security Events Database',
    sedBody:
      'Every recorded security event within a chosen radius of a location and period, so you can see what really happened around a site before deciding.',
    contact: 'Want to know more? Contact us',
    close: 'Close',
  },
} as const;

/** Every other language translates the same keys. */
export type PublicCatalogue = CatalogueOf<typeof publicEn>;
