import { z } from 'zod';

/** RFC 9457 problem details, the body of every error answer of the API. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** What went wrong, stably: a code of contracts/error-texts, or the kind (`NOT_FOUND`, ...). */
  code: z.string().optional(),
  /** The values the code's text names. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
