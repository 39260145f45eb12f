// The open-loop client of bench/load.ts (`openLoad`), in a process of its own so that the bench's
// own garbage (seeding, earlier runs) cannot pause it and count as server latency. Reads
// {"url", "paths", "rate"} as JSON on stdin; sends paths[n] at n / rate seconds after the start,
// each on a free keep-alive connection (a new one when all are busy), and counts each latency from
// the time the request was due; writes {achieved, p50, p99, errors, refused} as JSON on stdout.
import http from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, paths, rate } = JSON.parse(input);
const { hostname, port } = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
const latencies = [];
let errors = 0;
let refused = 0;
const spacing = 1000 / rate;

const send = (path, due) =>
  new Promise((resolve) => {
    const request = http.get({ hostname, port, path, agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        if ((res.statusCode ?? 500) >= 300) refused += 1;
        latencies.push(performance.now() - due);
        resolve();
      });
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => {
      errors += 1;
      resolve();
    });
  });

const started = performance.now();
const answers = [];
for (let n = 0; n < paths.length; ) {
  for (; n < paths.length && started + n * spacing <= performance.now(); n++)
    answers.push(send(paths[n], started + n * spacing));
  await new Promise((r) => setTimeout(r, Math.max(0, started + n * spacing - performance.now())));
}
await Promise.all(answers);
const span = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) =>
  Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1));
process.stdout.write(
  JSON.stringify({
    achieved: Math.round(latencies.length / span),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    refused,
  }),
);
