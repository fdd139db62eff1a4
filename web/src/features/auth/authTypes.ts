import type { LoginBody, UserView } from '@outreach/contracts';

/** A staff account as the server answers it (`GET /api/user`, `GET /api/users`). */
export type User = UserView;

export type LoginCredentials = Required<LoginBody>;
