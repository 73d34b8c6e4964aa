// `npm run bench -- load`: two real instances on one PostgreSQL database, mixed learner traffic from
// autocannon on the same machine (course and level data, runs and completions of many students,
// profile reads, logins). Goal: 1,000 requests a second at p99 < 100 ms. Prints load.rps,
// load.p99_ms, load.errors.
import autocannon from 'autocannon';
import {
  freshDatabase,
  startInstance,
  stopInstance,
  untilSandboxesWarm,
  type Instance,
} from './support/cluster.ts';
import { makeLearners, type Learner } from './support/learners.ts';
import { CLAIMS_DESCRIPTION, mixedRequest } from './support/mixed-traffic.ts';

const DURATION_S = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS_PER_INSTANCE = 25;
const LEARNERS = 120;
/** The offered rate (requests a second over all instances): the goal is this many at p99 < 100 ms. */
const TARGET_RPS = Number(process.env.LOAD_RPS ?? 1000);

function hammer(instance: Instance, learners: readonly Learner[]): Promise<autocannon.Result> {
  return autocannon({
    url: instance.url,
    connections: CONNECTIONS_PER_INSTANCE,
    duration: DURATION_S,
    overallRate: Math.ceil(TARGET_RPS / 2),
    requests: [{ setupRequest: (request) => ({ ...request, ...mixedRequest(learners) }) }],
  });
}

const database = await freshDatabase('load');
const instances: Instance[] = [];
try {
  instances.push(
    ...(await Promise.all([startInstance(database.url), startInstance(database.url)])),
  );
  const learners = await makeLearners(instances, LEARNERS, Date.now().toString(36));
  await untilSandboxesWarm(instances);
  // A short warm-up so JIT and connection pools are ready, then the measured run.
  await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.url,
        connections: 10,
        duration: 3,
        requests: [{ setupRequest: (request) => ({ ...request, ...mixedRequest(learners) }) }],
      }),
    ),
  );
  const results = await Promise.all(instances.map((instance) => hammer(instance, learners)));
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const errors = results.reduce(
    (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
    0,
  );
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  console.log(`load.rps ${Math.round(total / DURATION_S)}`);
  console.log(`load.p99_ms ${p99}`);
  console.log(`load.errors ${errors}`);
  console.log(
    `load.requests ${total} (${DURATION_S} s at an offered ${TARGET_RPS}/s, ${instances.length} instances, ${CONNECTIONS_PER_INSTANCE * instances.length} connections, ${LEARNERS} learners; ${CLAIMS_DESCRIPTION})`,
  );
} finally {
  // autocannon drops its sockets at the deadline; let the requests it left behind finish first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all(instances.map(stopInstance));
  await database.drop();
}
