import { pino, type Logger, type LevelWithSilent } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger };

export interface LoggerOptions {
  /** Readable coloured lines for a person at a terminal instead of JSON lines. */
  pretty?: boolean;
}

/** Structured JSON logs (or readable lines for a terminal); secrets and credentials are redacted wherever they appear. */
export function createLogger(level: LevelWithSilent, name: string, options: LoggerOptions = {}): Logger {
  const settings = {
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
  };
  if (!options.pretty) return pino(settings);
  return pino(settings, pinoPretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' }));
}

/**
 * How the single-process start logs: JSON lines at LOG_LEVEL when its output is collected (a file,
 * a pipe, a container); on a terminal readable lines, and only warnings and errors unless LOG_LEVEL
 * is set, so that the start's own lines (address, first-start password, demo data) stand out.
 */
export function consoleLogging(input: { isTerminal: boolean; levelSet: boolean; level: LevelWithSilent }): {
  level: LevelWithSilent;
  pretty: boolean;
} {
  if (!input.isTerminal) return { level: input.level, pretty: false };
  return { level: input.levelSet ? input.level : 'warn', pretty: true };
}
