import { z } from 'zod';
import { premiumContract } from '@/shared/api';

const { ATHAN_PREMIUM_STATUSES } = premiumContract;

/** The plain form: no rules of its own (spec §5); the server refuses what a code cannot hold. */
export const athanPremiumFormSchema = z.object({
  code: z.string(),
  status: z.enum(ATHAN_PREMIUM_STATUSES),
  consumerName: z.string(),
  consumerEmail: z.string(),
});

export type AthanPremiumFormValues = z.input<typeof athanPremiumFormSchema>;

export const athanPremiumFormValues = (record?: premiumContract.AthanPremiumCode): AthanPremiumFormValues => ({
  code: record?.code ?? '',
  status: (ATHAN_PREMIUM_STATUSES as readonly string[]).includes(record?.status ?? '') ? (record!.status as AthanPremiumFormValues['status']) : 'ACTIVE',
  consumerName: record?.consumerName ?? '',
  consumerEmail: record?.consumerEmail ?? '',
});
