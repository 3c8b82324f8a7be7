import { z } from 'zod';

/** Every error answer of the API has this shape (docs/contributing.md, "The contract"). */
export const errorResponseSchema = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
