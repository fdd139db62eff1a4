import { describe, expect, it } from 'vitest';
import { consoleLogging } from './logger.ts';

describe('consoleLogging', () => {
  it('keeps JSON lines at LOG_LEVEL when the output is not a terminal', () => {
    expect(consoleLogging({ isTerminal: false, levelSet: false, level: 'info' })).toEqual({ level: 'info', pretty: false });
    expect(consoleLogging({ isTerminal: false, levelSet: true, level: 'debug' })).toEqual({ level: 'debug', pretty: false });
  });

  it('prints readable lines on a terminal, warnings and errors only unless LOG_LEVEL says otherwise', () => {
    expect(consoleLogging({ isTerminal: true, levelSet: false, level: 'info' })).toEqual({ level: 'warn', pretty: true });
    expect(consoleLogging({ isTerminal: true, levelSet: true, level: 'debug' })).toEqual({ level: 'debug', pretty: true });
  });
});
