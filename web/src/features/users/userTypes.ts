import type { CreateUserBody, UpdateUserBody } from '@outreach/contracts';

export type CreateUserInput = CreateUserBody;
export type UpdateUserInput = UpdateUserBody;

export const PASSWORD_MIN_LENGTH = 6;
