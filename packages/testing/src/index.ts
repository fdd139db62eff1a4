export * from './postgresServer.ts';
export * from './testDatabase.ts';
export * from './natsServer.ts';
export * from './testEvents.ts';
export * from './fakeTwilio.ts';
export * from './testClock.ts';
export * from './smtpSink.ts';
export * from './dnsServer.ts';
