import type { LoginCredentials } from './authTypes.ts';

export type LoginField = 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

const REQUIRED: Record<LoginField, string> = {
  username: 'Username is required',
  password: 'Password is required',
};

/** The message a field shows for its value, or undefined when it is filled in. */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  return value === '' ? REQUIRED[field] : undefined;
}

/** Every field's message; an empty object when the form can be sent. */
export function loginErrors(values: Pick<LoginCredentials, LoginField>): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['username', 'password'] as const) {
    const error = loginFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
