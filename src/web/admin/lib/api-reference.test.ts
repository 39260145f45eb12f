import { describe, expect, it } from 'vitest';
import {
  constraints,
  fieldsOf,
  matches,
  type OpenApiDocument,
  operationsByTag,
  typeLabel,
} from './api-reference.ts';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1.0.0' },
  tags: [{ name: 'Banner' }, { name: 'Session' }],
  paths: {
    '/api/user/login': {
      post: {
        tags: ['Session'],
        summary: 'Sign in',
        security: [],
        responses: { 200: { description: 'ok' } },
      },
    },
    '/api/banner': {
      get: {
        tags: ['Banner'],
        summary: 'List',
        security: [{}, { bearerAuth: [] }],
        'x-kv-permission': ['rMainBanner'],
        parameters: [{ name: 'pageNo', in: 'query', required: false, schema: { type: 'integer' } }],
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } },
          },
        },
      },
      delete: {
        tags: ['Banner'],
        summary: 'Delete',
        security: [{ bearerAuth: [] }, { sessionCookie: [], adminCall: [] }],
        requestBody: { content: { 'application/json': { schema: { type: 'array' } } } },
        responses: { 200: { description: 'ok' }, 401: { description: 'no session' } },
      },
    },
  },
};

describe('reading the OpenAPI document for the reference screen', () => {
  it('groups operations by tag in the document’s order and tells admin-only ones apart', () => {
    const groups = operationsByTag(doc);
    expect(groups.map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['Banner', ['GET /api/banner', 'DELETE /api/banner']],
      ['Session', ['POST /api/user/login']],
    ]);
    const [list, remove] = groups[0]!.operations;
    expect(list).toMatchObject({ isAdmin: false, rights: ['rMainBanner'], body: null });
    expect(list!.parameters).toEqual([
      { name: 'pageNo', in: 'query', required: false, schema: { type: 'integer' } },
    ]);
    expect(list!.responses[0]!.schema).toEqual({ $ref: '#/components/schemas/X' });
    expect(remove).toMatchObject({ isAdmin: true, body: { contentTypes: ['application/json'] } });
    expect(remove!.responses.map((r) => r.status)).toEqual(['200', '401']);
  });

  it('filters by every word typed, in the method, path, summary or tag', () => {
    const [list, remove] = operationsByTag(doc)[0]!.operations;
    expect(matches(remove!, 'Banner', 'delete BANNER')).toBe(true);
    expect(matches(list!, 'Banner', 'delete banner')).toBe(false);
    expect(matches(list!, 'Banner', '  ')).toBe(true);
  });

  it('names types and limits in a few words', () => {
    expect(typeLabel({ $ref: '#/components/schemas/BannerRow' })).toBe('BannerRow');
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/BannerRow' } })).toBe(
      'BannerRow[]',
    );
    expect(typeLabel({ type: 'string', enum: ['Y', 'N'] })).toBe('"Y" | "N"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeLabel({ type: 'string', contentMediaType: 'application/octet-stream' })).toBe('file');
    expect(typeLabel({})).toBe('any');
    expect(constraints({ type: 'string', minLength: 1, maxLength: 200, default: 'Y' })).toEqual([
      '1–200 chars',
      'default "Y"',
    ]);
    expect(constraints({ type: 'integer', maximum: 100 })).toEqual(['≤ 100']);
    expect(constraints({ type: 'integer', exclusiveMinimum: 0, maximum: 9 })).toEqual(['> 0', '≤ 9']);
    expect(
      fieldsOf({
        allOf: [{ properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { f: {} } }],
      }),
    ).toEqual([
      { name: 'a', schema: { type: 'string' }, required: true },
      { name: 'f', schema: {}, required: false },
    ]);
  });
});
