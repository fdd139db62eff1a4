import { invalid } from '../kit/errors.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 50;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const USERNAME = /^[\p{L}\p{N}._@-]+$/u;

export function checkUsername(raw: string): string {
  const username = raw.trim();
  if (username.length < 1) throw invalid('Username is required');
  if (username.length > USERNAME_MAX_LENGTH) throw invalid(`Username must be at most ${USERNAME_MAX_LENGTH} characters`);
  if (!USERNAME.test(username)) throw invalid('Username can only contain letters, numbers, dots, dashes, underscores and @');
  return username;
}

export function checkEmail(raw: string): string {
  const email = raw.trim();
  if (!EMAIL.test(email) || email.length > 254) throw invalid('Valid email is required');
  return email;
}

export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw invalid(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) throw invalid(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
}
