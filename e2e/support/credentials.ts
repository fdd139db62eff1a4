/** The first account of the platform the journeys run against. */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
