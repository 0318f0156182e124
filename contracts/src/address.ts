import { z } from 'zod';

export const addressSchema = z.object({
  addressLine1: z.string().trim().max(50).nullish(),
  addressLine2: z.string().trim().max(50).nullish(),
  addressLine3: z.string().trim().max(50).nullish(),
  city: z.string().trim().max(50).nullish(),
  postCode: z.string().trim().max(16).nullish(),
  country: z.string().trim().max(56).nullish(),
});
export type Address = z.infer<typeof addressSchema>;
