export interface CreateUserInput {
  username: string;
  email: string;
  password: string;
}

export interface UpdateUserInput {
  username: string;
  email: string;
}

export const PASSWORD_MIN_LENGTH = 6;
