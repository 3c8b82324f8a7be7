import { z } from 'zod';

/** Login and registration: username and password are both required (spec). */
export const credentialsSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username is at most 64 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is at most 256 characters'),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** GET /api/auth/user; credits of -1 mean unlimited. */
export const userSchema = z.object({ username: z.string(), credits: z.number().int() });
export type User = z.infer<typeof userSchema>;
