import { pino } from 'pino';
import { parseVendorEnvironment } from './vendor-environment.js';
import { createVendorServer } from './vendor-server.js';

let environment;
try {
  environment = parseVendorEnvironment(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = pino({ level: environment.LOG_LEVEL, name: 'house-vendor' });
const server = createVendorServer();

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 5_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

server.listen(environment.HOUSE_VENDOR_PORT, environment.HOST, () => {
  logger.info({ port: environment.HOUSE_VENDOR_PORT }, 'house vendor listening');
});
