import { z } from 'zod';

/** The forgot-password form: one e-mail address. Messages are catalogue keys of the `auth` namespace. */
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.emailRequired')
    .pipe(z.email('validation.emailInvalid')),
});
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
