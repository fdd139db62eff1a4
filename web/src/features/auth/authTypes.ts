/** A staff account as the server answers it (`GET /api/user`, `GET /api/users`). */
export interface User {
  id: string;
  username: string;
  email: string | null;
  createdAt: string;
}

export interface LoginCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}
