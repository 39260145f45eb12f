import type { FastifyInstance } from 'fastify';
import type { Renderer } from '../render/site-bundle.ts';

/**
 * Makes a public page fail on request, so that tests reach the error page: with the request header
 * `X-Test-Fault: loader` its loader fails, `render` its rendering, `all` the error page's rendering
 * too (the plain HTML page answers), `database` its loader as when the database refuses connections. Any other value or none changes nothing. Only test servers
 * register it (server.ts, e2e-server.ts); the app never does.
 */
export async function pageFaults(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const fault = request.headers['x-test-fault'];
    if (typeof fault === 'string') request.pageRenderer = (renderer) => withFault(renderer, fault);
  });
}
// NOTE: as fastify-plugin marks a plugin: its hook applies to the whole app, not a child context.
Object.assign(pageFaults, { [Symbol.for('skip-override')]: true });

function withFault(renderer: Renderer, fault: string): Renderer {
  const fail = () => {
    throw new Error(`Test fault: ${fault}`);
  };
  if (fault === 'loader') return { ...renderer, loadPage: async () => fail() };
  if (fault === 'database')
    return {
      ...renderer,
      loadPage: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    };
  if (fault === 'render')
    return {
      ...renderer,
      render: (state) => (state.route === 'serverError' ? renderer.render(state) : fail()),
    };
  if (fault === 'all') return { ...renderer, render: fail };
  return renderer;
}
