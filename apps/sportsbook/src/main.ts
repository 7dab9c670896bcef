import Fastify from 'fastify';
import { parseSportsbookEnvironment } from './sportsbook-environment.js';

// The composition root: the feed, the book and the player app are wired here as they land (decision 0055).
let environment;
try {
  environment = parseSportsbookEnvironment(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = Fastify({ logger: { level: environment.LOG_LEVEL } });
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ host: environment.HOST, port: environment.SPORTSBOOK_PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
