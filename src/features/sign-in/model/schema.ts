import { z } from 'zod';

/** Values of the login form. Messages are catalogue keys of the `auth` namespace. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.emailRequired')
    .pipe(z.email('validation.emailInvalid')),
  password: z.string().min(1, 'validation.passwordRequired'),
  rememberMe: z.boolean(),
});
export type SignInValues = z.input<typeof signInSchema>;
