import { z } from 'zod';
import { PERMISSION_VALUE_MESSAGE } from './messages';

/** The bits one by one, in the order the screens show them; ALL (127) stands alone. */
export const SINGLE_BITS = [1, 2, 4, 8, 16, 32] as const;
export const ALL_BITS = 127;

/** A permission value: ALL (127), or a sum of the single bits (0–63). */
export const permissionValue = z
  .number({ error: PERMISSION_VALUE_MESSAGE })
  .int(PERMISSION_VALUE_MESSAGE)
  .refine((value) => value === ALL_BITS || (value >= 0 && value <= 63), PERMISSION_VALUE_MESSAGE);
