import { describe, expect, it } from 'vitest';
import { loginErrors, loginFieldError } from './loginValidation.ts';

describe('login validation', () => {
  it('asks for the username and the password', () => {
    expect(loginErrors({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(loginErrors({ username: 'someone', password: '' })).toEqual({ password: 'Password is required' });
  });

  it('accepts any filled-in value, spaces included, as the server decides the rest', () => {
    expect(loginErrors({ username: 'someone', password: ' ' })).toEqual({});
    expect(loginFieldError('username', 'a')).toBeUndefined();
  });
});
