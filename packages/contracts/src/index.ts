export * from './envelope.js';
export * from './errors.js';
export * from './languages.js';
export * from './money.js';
export * from './system.js';
export * from './accounts.js';
export * from './patterns.js';
export * from './wallet.js';
