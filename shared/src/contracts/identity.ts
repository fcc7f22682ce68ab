import { boolean, enums, literal, object, optional, pattern, refine, size, string, type Infer } from 'superstruct';
import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH, PROFILE_MAX_LENGTH as MAX } from '../constants';
import { SessionUserStruct } from './session';

// Requests and answers of the identity calls (accounts-and-after-sale §3 "Payloads", §7). A failure answers 4xx with
// { success: false, message, field? } (field names the form field the message belongs to); success answers 200.

/** Longest password accepted anywhere: argon2 hashes anything, but a megabyte password is an attack, not a secret. */
export const MAX_PASSWORD_LENGTH = 256;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, plus, hyphen, spaces and parentheses (storefront §5, accounts §5). */
export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;

const email = refine(size(string(), 1, MAX_EMAIL_LENGTH), 'email', (value) => EMAIL_PATTERN.test(value));
const password = (min: number) => size(string(), min, MAX_PASSWORD_LENGTH);

export const SignUpRequestStruct = object({ email, password: password(MIN_PASSWORD_LENGTH.signUp) });
export type SignUpRequest = Infer<typeof SignUpRequestStruct>;

export const SignInRequestStruct = object({
  identity: size(string(), 1, MAX_EMAIL_LENGTH),
  credential: size(string(), 1, MAX_PASSWORD_LENGTH),
  remember_me: boolean(),
});
export type SignInRequest = Infer<typeof SignInRequestStruct>;

/** Sign-up and sign-in answer: the user with a fresh token. */
export const AuthSuccessStruct = object({ success: literal(true), user: SessionUserStruct });
export type AuthSuccess = Infer<typeof AuthSuccessStruct>;

export const PasswordResetRequestStruct = object({ email });
export const PasswordResetValidateStruct = object({ token: size(string(), 1, 512) });
export const PasswordResetValidityStruct = object({ valid: boolean() });
export const PasswordResetConfirmStruct = object({
  password: password(MIN_PASSWORD_LENGTH.reset),
  password_confirmation: size(string(), 1, MAX_PASSWORD_LENGTH),
  token: size(string(), 1, 512),
});

export const ChangePasswordRequestStruct = object({
  currentPassword: size(string(), 1, MAX_PASSWORD_LENGTH),
  newPassword: password(MIN_PASSWORD_LENGTH.change),
});

/**
 * POST /api/profile: the profile form (email and the required fields as the form requires them); each field's longest
 * is PROFILE_MAX_LENGTH.
 */
export const ProfileUpdateStruct = object({
  email,
  firstName: size(string(), 1, MAX.firstName),
  lastName: size(string(), 1, MAX.lastName),
  company: optional(size(string(), 0, MAX.company)),
  country: size(string(), 1, MAX.country),
  streetAddress: size(string(), 1, MAX.streetAddress),
  apartment: optional(size(string(), 0, MAX.apartment)),
  city: size(string(), 1, MAX.city),
  county: optional(size(string(), 0, MAX.county)),
  postcode: size(string(), 1, MAX.postcode),
  phone: pattern(size(string(), 1, MAX.phone), PHONE_PATTERN),
  orderNotes: optional(size(string(), 0, MAX.orderNotes)),
  /** Required when `email` differs from the account's: an email change re-proves who is asking (docs/decisions/0025). */
  currentPassword: optional(size(string(), 0, MAX_PASSWORD_LENGTH)),
});
export type ProfileUpdate = Infer<typeof ProfileUpdateStruct>;
export const ProfileUpdatedStruct = object({ success: literal(true), message: string(), user: SessionUserStruct });

/** POST /api/account/delete: `password` holds the typed confirmation phrase (accounts §3). */
export const DeleteAccountRequestStruct = object({ password: size(string(), 1, 100) });

/** Plain success answer (reset request and confirm, change password, delete, logout). */
export const SuccessStruct = object({ success: literal(true), message: optional(string()) });

/** A failed identity call's body (4xx). */
export const FailureStruct = object({ success: optional(literal(false)), message: string(), field: optional(string()) });

/** Social sign-in: GET /auth/{provider}?return=/path starts it (a same-site path; default /account). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/**
 * Where a finished social sign-in lands: `/sign-in/complete#token=…&return=/path`. The token rides in the fragment,
 * which browsers never send to a server or in a Referer; the page reads it, removes it from the address
 * (history.replaceState), loads the user with it (GET /api/initiate) and stores both.
 */
export const SOCIAL_SIGN_IN_COMPLETE_PATH = '/sign-in/complete';
export const SocialSignInResultStruct = object({ token: size(string(), 1, 512), return: string() });
export type SocialSignInResult = Infer<typeof SocialSignInResultStruct>;
/**
 * When a social sign-in cannot happen the user is sent to `/sign-in?social=…&provider=…`: `unavailable` (the provider
 * is not configured on this server) or `failed` (cancelled, refused, or no verified email address).
 */
export const SocialSignInNoticeStruct = object({ social: enums(['unavailable', 'failed']), provider: enums(SOCIAL_PROVIDERS) });
export type SocialSignInNotice = Infer<typeof SocialSignInNoticeStruct>;
