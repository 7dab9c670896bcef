import { createLoggerOptions } from '@croupier/contracts/logger-options';
import { pino } from 'pino';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * The vendor's logger, with the platform's redaction: its errors can carry the wallet calls it made (the
 * signing secret's signature, a launch token, a request body), which must never reach a log line.
 */
export function createVendorLogger(level: LoggerOptions['level'], destination?: DestinationStream) {
  const options = { ...createLoggerOptions(level), name: 'house-vendor' };
  return destination ? pino(options, destination) : pino(options);
}
