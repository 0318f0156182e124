import { z } from 'zod';
import { singleLineText } from '@portal/contracts/text';

export const validateTokenInputSchema = z.strictObject({
  token: singleLineText().max(16 * 1024),
});
export type ValidateTokenInput = z.infer<typeof validateTokenInputSchema>;

export const validateTokenResultSchema = z.object({ isValid: z.boolean() });
export type ValidateTokenResult = z.infer<typeof validateTokenResultSchema>;
