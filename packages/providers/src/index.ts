export * from './twilio/twilioClient.ts';
export * from './twilio/smsCredentials.ts';
export * from './email/smtpTransport.ts';
export * from './email/sendgridKey.ts';
export * from './email/mxLookup.ts';
export * from './email/verifyEmailAddress.ts';
export * from './email/composeEmail.ts';
export * from './email/dkimKey.ts';
