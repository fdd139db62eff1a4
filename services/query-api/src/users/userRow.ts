import { sql } from 'slonik';
import { z } from 'zod';

export const userRow = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});

export const selectUser = sql.fragment`select id::text as id, username, email, created_at as "createdAt" from read.users`;
