import { z } from 'zod';
import { authContract } from '@/shared/api';

/** New password twice, each by the spec's strength rule. Messages are catalogue keys of the `auth` namespace. */
export const resetPasswordSchema = z
  .object({
    password: z.string().min(1, 'validation.required').regex(authContract.STRONG_PASSWORD, 'validation.strongPassword'),
    rePassword: z.string().min(1, 'validation.required').regex(authContract.STRONG_PASSWORD, 'validation.strongPassword'),
  })
  .refine((values) => values.password === values.rePassword, { message: 'validation.passwordsDiffer', path: ['rePassword'] });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
