export * from './api';
export * from './constants';
export * from './endpoint';
export * from './errors';
export * from './format';
export * from './money';
export * from './validators';
export * from './crypto/truelink';
