import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets and credentials are redacted wherever they appear. */
export function createLogger(level: LevelWithSilent, name: string): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        'req.headers.cookie',
        'req.headers.authorization',
        'authToken',
        '*.authToken',
        'apiKey',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
  });
}
