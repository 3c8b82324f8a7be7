import { z } from 'zod';
import { hasNoNul } from './text-rules';

/** Login and registration: username and password are both required (spec). */
export const credentialsSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username is at most 64 characters')
    .refine(hasNoNul, 'A username cannot contain a NUL character'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is at most 256 characters')
    .refine(hasNoNul, 'A password cannot contain a NUL character'),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** A new password must also be long enough to resist guessing (OWASP: at least 8). */
export const PASSWORD_MIN_LENGTH = 8;
export const registrationSchema = credentialsSchema.extend({
  password: credentialsSchema.shape.password.min(
    PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
});

/** GET /api/auth/user; credits of -1 mean unlimited. */
export const userSchema = z.object({ username: z.string(), credits: z.number().int() });
export type User = z.infer<typeof userSchema>;
