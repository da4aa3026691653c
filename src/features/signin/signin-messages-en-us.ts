// The sign-in page's words, kept with its chunk: the field labels and the button as the sign-in
// requirements word them, the rest ours. One message for a wrong email or password: it never says
// which. Another locale's are a chunk of their own (catalogue-signin-*.ts, not precached) that the
// page waits for before it draws; British English writes these as en-us does. Apart from
// signin-messages.ts so that another locale's catalogue can name the shape without importing the
// module that loads it (no import cycle, not even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  title: 'Sign in',
  intro: 'Sign in to see pricing options and to create courses.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  missingFields: 'Enter your email and your password.',
  wrongCredentials: 'The email or password is incorrect.',
  rateLimited: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  rateLimitedNoTime: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unavailable: 'Signing in is not possible right now. Please try again in a moment.',
  offline: 'You are offline. Connect to the internet to sign in.',
  success: 'You are signed in. Taking you back in a moment…',
  alreadySignedIn: (name: string) => `You are signed in as ${name}.`,
  continue: 'Continue',
  errorSummary: 'Sign-in failed',
};

export type SignInMessages = Widen<typeof enUs>;
