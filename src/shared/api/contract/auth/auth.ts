import { z } from 'zod';
import { SECURITY_POINTS, type SecurityPointKey } from '@/shared/lib/permissions';
import { defineCall } from '../define';
import { successReply } from '../common';

/** Reset-password strength rule: 8+ characters with a letter, a digit and one of @$!%*#?&+- */
export const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&+-])[A-Za-z\d@$!%*#?&+-]{8,}$/;
/** The spec's message for a password that breaks STRONG_PASSWORD (shown word for word). */
export const STRONG_PASSWORD_MESSAGE = 'Password should contain Alphanumeric with atleast 1 capital and special character';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

const pointKeys = SECURITY_POINTS.map((p) => p.key) as [SecurityPointKey, ...SecurityPointKey[]];

export const profile = z.object({
  userId: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  groupId: z.number().int(),
  /** Permission value per security point key; missing points mean no bits. */
  securityPermissions: z.partialRecord(z.enum(pointKeys), z.number().int().min(0).max(127)),
  mustChangePassword: z.boolean(),
});
export type Profile = z.output<typeof profile>;

export const loginBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
});

/** POST {auth}/login — app key and secret in headers; the token comes back in `x-auth-token`. */
export const login = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/login',
  summary: 'Sign in with e-mail and password',
  access: 'public',
  body: loginBody,
  reply: profile,
});

export const logout = defineCall({
  service: 'auth',
  method: 'GET',
  path: '/logout',
  summary: 'Revoke the current token',
  access: 'session',
  reply: successReply,
});

/** The profile of the current token (used to refresh permissions after a reload). */
export const me = defineCall({
  service: 'auth',
  method: 'GET',
  path: '/me',
  summary: 'The signed-in profile',
  access: 'session',
  reply: profile,
});

export const forgotBody = z.object({ email: z.string().trim().email().max(254) });
/** Reset by the e-mailed token, or (with a live session and no token) change one's own password. */
export const resetBody = z
  .object({
    token: z.string().min(1).max(200).optional(),
    /** Required when a signed-in account changes its own password, unless it must choose a new one. */
    currentPassword: z.string().max(200).optional(),
    password: z.string().max(200).regex(STRONG_PASSWORD, STRONG_PASSWORD_MESSAGE),
    rePassword: z.string().max(200).regex(STRONG_PASSWORD, STRONG_PASSWORD_MESSAGE),
  })
  .refine((body) => body.password === body.rePassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['rePassword'] });
export type ResetBody = z.output<typeof resetBody>;
export const forgotOrResetBody = z.union([forgotBody, resetBody]);

/**
 * POST {auth}/forgot: with `{ email }` it sends the reset e-mail; with `{ token?, password, rePassword }`
 * (the spec's "same forgot path") it resets the password.
 */
export const forgot = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/forgot',
  summary: 'Send a reset e-mail, or reset the password',
  access: 'public',
  body: forgotOrResetBody,
  reply: successReply,
});
