import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pngFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * GET /api/openapi.json against the routes Fastify actually registered (its own route tree, not
 * the reference's recorder), and the documented answers against real ones.
 */
type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'delete', 'put', 'patch'];

let server: TestServer;
let doc: Json & {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
beforeAll(async () => {
  server = await startTestServer({ withDemoContent: true });
  const res = await server.api.get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => server?.close());

/** Every `METHOD /path` Fastify's route tree holds, read from printRoutes (HEAD left out). */
function registeredRoutes(): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return routes;
}

const documentedRoutes = () =>
  new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    ),
  );

/** Every `$ref` anywhere in the value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  return found;
}

/** The schema with every $ref replaced by its component (the components hold no cycles). */
function resolved(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Json;
  if (typeof $ref === 'string') return resolved(doc.components.schemas[$ref.split('/').at(-1)!]);
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolved(value)]));
}

/** A validator of the documented success answer of `METHOD path`. */
function answerSchema(method: string, path: string): z.ZodType {
  const op = doc.paths[path]![method]! as {
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  };
  return z.fromJSONSchema(resolved(op.responses['200']!.content['application/json']!.schema) as never);
}

describe('GET /api/openapi.json', () => {
  it('lists every registered /api and /file route with its methods, and nothing else', () => {
    const registered = [...registeredRoutes()].filter((r) => / \/(api|file)\//.test(r)).sort();
    expect(registered.length).toBeGreaterThan(50);
    expect([...documentedRoutes()].sort()).toEqual(registered);
  });

  it('is structurally OpenAPI 3.1: info, operations with responses, resolvable $refs, declared path parameters', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const tags = new Set((doc.tags as { name: string }[]).map((t) => t.name));
    const schemes = Object.keys((doc.components as unknown as { securitySchemes: Json }).securitySchemes);
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        const operation = op as Json & { responses: Json; parameters?: { name: string; in: string }[] };
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('200');
        for (const response of Object.values(operation.responses))
          expect(response).toHaveProperty('description');
        for (const tag of operation.tags as string[]) expect(tags).toContain(tag);
        for (const name of path.match(/\{(\w+)\}/g) ?? [])
          expect(operation.parameters).toContainEqual(
            expect.objectContaining({ name: name.slice(1, -1), in: 'path', required: true }),
          );
        for (const requirement of operation.security as Json[])
          for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
      }
    for (const ref of refsIn(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(doc.components.schemas, ref).toHaveProperty(ref.split('/').at(-1)!);
    }
  });

  it('marks admin routes with their security and permission, public ones without', () => {
    const del = doc.paths['/api/banner']!.delete!;
    expect(del.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [], adminCall: [] }]);
    expect(del['x-kv-permission']).toEqual(['dMainBanner']);
    expect(doc.paths['/api/banner']!.get!.security).toEqual([
      {},
      { bearerAuth: [] },
      { sessionCookie: [], adminCall: [] },
    ]);
    expect(doc.paths['/api/user/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/qna']!.post!.requestBody).toMatchObject({
      content: { 'multipart/form-data': expect.any(Object) },
    });
  });

  it('describes the answers the API really gives (rows and lists, visitor and administrator)', async () => {
    const check = (method: string, path: string, body: unknown) =>
      expect(answerSchema(method, path).safeParse(body).error?.issues, `${method} ${path}`).toBeUndefined();
    for (const type of ['banner', 'news', 'job', 'faq', 'video', 'partner']) {
      for (const client of [server.api, server.admin]) {
        const list = await client.get(`/api/${type}`, { localeCd: 'VI' });
        expect(list.body.data.list.length, type).toBeGreaterThan(0);
        check('get', `/api/${type}`, list.body);
        const id = list.body.data.list[0][`${type}No`];
        check('get', `/api/${type}/{id}`, (await client.get(`/api/${type}/${id}`)).body);
      }
    }
    for (const path of [
      '/api/qna',
      '/api/auth',
      '/api/ip',
      '/api/history',
      '/api/user/me',
      '/api/user/session',
    ])
      check('get', path, (await server.admin.get(path)).body);
    const created = await server.admin.form('/api/banner', {
      localeCd: 'EN',
      title: 'Reference banner',
      bannerImg: await pngFile('ref.png'),
    });
    check('post', '/api/banner', created.body);
    check('post', '/api/ip/dc', (await server.admin.post('/api/ip/dc', { ipaddress: '127.0.0.1' })).body);
  });

  it('documents a row with exactly the fields it has: a missing or an extra field fails', async () => {
    const row = answerSchema('get', '/api/faq/{id}');
    const { list } = (await server.api.get('/api/faq', { localeCd: 'EN' })).body.data;
    const real = (await server.api.get(`/api/faq/${list[0].faqNo}`)).body;
    expect(row.safeParse(real).success).toBe(true);
    expect(row.safeParse({ ...real, data: { ...real.data, surprise: 1 } }).success).toBe(false);
    const { title: _, ...withoutTitle } = real.data;
    expect(row.safeParse({ ...real, data: withoutTitle }).success).toBe(false);
  });
});
