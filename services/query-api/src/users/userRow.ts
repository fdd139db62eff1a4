import { sql } from 'slonik';

/** Rows of read.users as `userView` (contracts) reads them. */
export const selectUser = sql.fragment`select id::text as id, username, email, created_at as "createdAt" from read.users`;
