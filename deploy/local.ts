/**
 * `npm run deploy:local`: the several-server topology on this machine (deploy/topology.ts):
 * PostgreSQL primary + streaming replica, Redis, three servers, HAProxy in front.
 *
 *   npm run deploy:local                 start (creates what is missing, keeps what exists)
 *   npm run deploy:local -- --stop       stop everything, keep the data
 *   npm run deploy:local -- --stop --clean   stop and remove the folder
 *   npm run deploy:local -- --status     what runs
 *
 * DEPLOY_DIR (default data/deploy) holds it all; DEPLOY_BASE_PORT (default 8100) is HAProxy's
 * port, the others follow it (docs/operations.md §12).
 */
import { parseArgs } from 'node:util';
import {
  down,
  log,
  pgRunning,
  ports,
  readState,
  serverPid,
  SERVERS,
  topologyFromEnv,
  up,
  waitFor,
} from './topology.ts';

const { values } = parseArgs({
  options: {
    stop: { type: 'boolean', default: false },
    clean: { type: 'boolean', default: false },
    status: { type: 'boolean', default: false },
  },
  strict: true,
});
const t = topologyFromEnv();

if (values.stop) {
  await down(t, { clean: values.clean });
} else if (values.status) {
  const p = ports(t);
  const state = readState(t);
  log(
    `primary: node ${state.primary} (${pgRunning(t, state.primary) ? 'running' : 'stopped'}), replica: ${state.replica ? (pgRunning(t, state.primary === 'a' ? 'b' : 'a') ? 'running' : 'stopped') : 'none (promoted)'}`,
  );
  for (let i = 0; i < SERVERS; i++)
    log(`server ${i + 1} on ${p.server(i)}: ${serverPid(t, i) ? `pid ${serverPid(t, i)}` : 'stopped'}`);
  log(
    `balancer ${p.balancer}: ${(await waitFor(`http://127.0.0.1:${p.balancer}/readyz`, 1000)) ? 'ready' : 'not answering'}`,
  );
} else {
  try {
    await up(t);
  } catch (error) {
    console.error(`deploy: ${(error as Error).message}`);
    process.exit(1);
  }
}
