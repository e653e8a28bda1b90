export * from './amount';
export * from './bank-account-no';
export * from './date-time';
export * from './relative-time';
export * from './statement-sign';
export * from './status-tone';
