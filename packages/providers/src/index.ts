export * from './twilio/twilioClient.ts';
export * from './twilio/smsCredentials.ts';
