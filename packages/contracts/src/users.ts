import { z } from 'zod';
import { accepted } from './answers.ts';
import { idParams } from './ids.ts';

/** A staff account as every screen sees it. Never carries a password or its hash. */
export const userView = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type UserView = z.infer<typeof userView>;

const text = (message: string) => z.string({ error: message });

export const loginBody = z.object({
  username: text('Username is required').trim().min(1, 'Username is required').max(200, 'Username is too long'),
  password: text('Password is required').min(1, 'Password is required').max(200, 'Password is too long'),
  rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;

export const createUserBody = z.object({
  username: text('Username is required').trim().min(1, 'Username is required'),
  email: text('Valid email is required').trim().min(1, 'Valid email is required'),
  password: text('Password must be at least 6 characters').min(6, 'Password must be at least 6 characters'),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.object({
  username: text('Username is required').trim().min(1, 'Username is required'),
  email: text('Valid email is required').trim().min(1, 'Valid email is required'),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const changePasswordBody = z.object({
  currentPassword: text('Current password is required').min(1, 'Current password is required').optional(),
  newPassword: text('Password must be at least 6 characters').min(6, 'Password must be at least 6 characters'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const userIdParams = idParams;

/** GET /api/users: every account, oldest first. */
export const userList = z.array(userView).readonly();
/** POST /api/auth/login, POST /api/users, PUT /api/users/{id}. */
export const acceptedUser = accepted(userView);
export const signedOut = accepted(z.object({ signedOut: z.literal(true) }));
export const passwordChanged = accepted(z.object({ changed: z.literal(true) }));
export const userDeleted = accepted(z.object({ deleted: z.literal(true) }));
