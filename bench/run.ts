import autocannon from 'autocannon';
import { startBuiltApp } from '../e2e/lib/server.ts';

// Throughput of the built app on this machine; prints figures, asserts nothing.
// Later issues add their own scenarios (leave balance, data-table lists, payroll runs).
const scenarios = [
  { name: 'GET /api/v1/health (one database round trip)', path: '/api/v1/health' },
];

const app = await startBuiltApp();
try {
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${app.baseUrl}${scenario.path}`,
      connections: 20,
      duration: 10,
    });
    console.log(
      `${scenario.name}: ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
  }
} finally {
  await app.stop();
}
