// The floor of bench/floor.ts: a bare Fastify server answering every GET with one recorded answer
// (status, headers and body bytes, as the site sent them), so that the bench can show how close the
// site comes to the cost of HTTP itself. Reads {"status", "headers", "body"} (body in base64) as
// JSON on stdin, listens on the port given as its argument on 127.0.0.1, and prints "ready".
import Fastify from 'fastify';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { status, headers, body } = JSON.parse(input);
const bytes = Buffer.from(body, 'base64');

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.status(status).headers(headers).send(bytes);
});
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
process.stdout.write('ready\n');
