import { z } from 'zod';
import { API_ERROR_CODES } from '../../../common/api-errors.ts';
import { ADMIN_CALL_HEADER } from '../../../common/http-headers.ts';
import { MAX_ID } from '../../../common/schemas/list.ts';
import { COMPONENT_NAMES, type NamedSchema, type RouteDoc } from './route-doc.ts';

/** A route as Fastify registered it, with its entry when it declared one. */
export interface RegisteredRoute {
  method: string;
  url: string;
  doc: RouteDoc | undefined;
}

type JsonSchema = Record<string, unknown>;

/** The contract of shared/spec/DECISIONS.md sections 4 and 6; raised when a route changes shape. */
export const API_VERSION = '1.0.0';

const failure = z.object({
  success: z.literal(false),
  message: z.string().meta({ description: 'English text for people; branch on code' }),
  code: z.enum(API_ERROR_CODES),
  requestId: z.string().optional().meta({ description: 'With a 500: the reference to quote' }),
  data: z
    .object({
      current: z.record(z.string(), z.unknown()),
      savedBy: z.string().nullable(),
      savedAt: z.string().nullable(),
    })
    .optional()
    .meta({
      description: 'With a 409 conflict of a versioned save: the item now, who saved it last and when',
    }),
});

const STATUS_TEXT: Record<number, string> = {
  400: 'The query, body or path could not be accepted (the message names the field)',
  401: 'No live session: the token or cookie is missing, unknown or expired',
  403: 'The address is not on the admin IP allow-list, the right is missing, or a cookie write came from another origin',
  404: 'No such record, or one the caller may not see',
  409: 'A duplicate, or a change that would lock every administrator out',
  413: 'The upload is larger than the limit',
  415: 'The uploaded file is not of an accepted type',
  429: 'Too many requests: wait the seconds in Retry-After',
};

/** A versioned save's 409 (decision 057). */
const STALE_TEXT =
  'conflict: the item was saved by someone else since the version sent; data carries it as it is now (current, as its detail answers it), savedBy and savedAt. Else a duplicate, or a change that would lock every administrator out';

/** The version a save started from (decision 057); a `version` field of the body does the same. */
const IF_MATCH: JsonSchema = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The version the save started from, as the detail answered it (ETag, "7" or W/"7"); a stale one is 409 conflict. Without it (and without a version field) the save works as it always did.',
  schema: { type: 'string', pattern: '^(W/)?"[0-9]+"$' },
};

const ADMIN_SECURITY = [{ bearerAuth: [] }, { sessionCookie: [], adminCall: [] }];

/** `/api/news/:id` → `/api/news/{id}` and the names of its path parameters. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

/**
 * Components built from zod schemas, each under its name; named schemas inside others become $refs
 * too. One name is one JSON schema, so two routes cannot give different things the same name.
 */
function componentStore() {
  const schemas: Record<string, JsonSchema> = {};
  const add = (name: string, json: JsonSchema) => {
    const existing = schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(json))
      throw new Error(`API reference: the component name ${name} is used for two different schemas`);
    schemas[name] = json;
  };
  return {
    schemas,
    ref({ name, schema }: NamedSchema, io: 'input' | 'output'): JsonSchema {
      const text = JSON.stringify(
        z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: COMPONENT_NAMES }),
      ).replaceAll('"#/$defs/', '"#/components/schemas/');
      const {
        $defs = {},
        $schema: _,
        $ref,
        ...rest
      } = JSON.parse(text) as JsonSchema & {
        $defs?: Record<string, JsonSchema>;
      };
      for (const [defName, def] of Object.entries($defs)) add(defName, def);
      if ($ref !== `#/components/schemas/${name}`) add(name, rest);
      return { $ref: `#/components/schemas/${name}` };
    },
  };
}

function operation(doc: RouteDoc, params: string[], components: ReturnType<typeof componentStore>) {
  const rights = doc.right === undefined ? [] : typeof doc.right === 'string' ? [doc.right] : [...doc.right];
  const parameters: JsonSchema[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    // A token from an e-mail's link (the applicant's status page); every other parameter is a number.
    schema:
      name === 'token'
        ? { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' }
        : { type: 'integer', minimum: 1, maximum: MAX_ID },
  }));
  if (doc.query) {
    components.ref(doc.query, 'input');
    const query = components.schemas[doc.query.name]!;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema>) ?? {}))
      parameters.push({ name, in: 'query', required: required.has(name), schema });
  }

  const responses: Record<string, JsonSchema> = {};
  const success = doc.produces
    ? {
        description: doc.produces.description,
        content: {
          [doc.produces.contentType]: {
            schema: doc.produces.schema ? components.ref(doc.produces.schema, 'output') : { type: 'string' },
          },
        },
      }
    : {
        description: 'Success: the envelope with the answer in data',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              properties: {
                success: { const: true },
                data: doc.data ? components.ref(doc.data, 'output') : {},
              },
            },
          },
        },
      };
  responses['200'] = success;
  const statuses = new Set<number>(doc.errors ?? []);
  if (doc.query || doc.body) statuses.add(400);
  if (doc.access === 'admin' || rights.length) statuses.add(401).add(403);
  if (params.length) statuses.add(404);
  if (doc.versioned) {
    statuses.add(409);
    parameters.push(IF_MATCH);
  }
  for (const status of [...statuses].sort())
    responses[String(status)] = {
      description: (doc.versioned && status === 409 ? STALE_TEXT : STATUS_TEXT[status]) ?? 'Refused',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      ...(status === 429 && {
        headers: {
          'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
        },
      }),
    };

  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description && { description: doc.description }),
    ...(rights.length && { 'x-kv-permission': rights }),
    security: doc.access === 'admin' ? ADMIN_SECURITY : rights.length ? [{}, ...ADMIN_SECURITY] : [],
    ...(parameters.length && { parameters }),
    ...(doc.body && { requestBody: requestBody(doc.body, components) }),
    responses,
  };
}

function requestBody(body: NonNullable<RouteDoc['body']>, components: ReturnType<typeof componentStore>) {
  const schema = components.ref(body, 'input');
  if (body.type !== 'multipart') return { required: true, content: { 'application/json': { schema } } };
  const files = Object.fromEntries(
    (body.files ?? []).map((field) => [
      field,
      { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file' },
    ]),
  );
  return {
    required: true,
    description: 'multipart/form-data with the file; the same fields as JSON are accepted without a file',
    content: {
      'multipart/form-data': { schema: { allOf: [schema, { type: 'object', properties: files }] } },
      'application/json': { schema },
    },
  };
}

/**
 * The OpenAPI 3.1 document of every documented route, in registration order. Routes without an
 * entry are left out (and fail openapi.api.test.ts); HEAD routes Fastify adds beside GET are not
 * listed.
 */
export function openApiDocument(routes: readonly RegisteredRoute[]) {
  const components = componentStore();
  components.ref({ name: 'Failure', schema: failure }, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  for (const route of routes) {
    if (!route.doc || route.method === 'HEAD') continue;
    const { path, params } = openApiPath(route.url);
    if (!tags.includes(route.doc.tag)) tags.push(route.doc.tag);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route.doc, params, components) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'KidVenture Vietnam site API',
      version: API_VERSION,
      description:
        'The JSON API of the public site and its back-office. Success is {"success":true,"data":…}; a refusal is {"success":false,"message":…,"code":…}. Admin calls carry a bearer token from POST /api/user/login, or the session cookie together with X-KV-Admin: 1 (the admin app).',
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/user/login' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kv_session',
          description: 'Set by login; HttpOnly',
        },
        adminCall: {
          type: 'apiKey',
          in: 'header',
          name: ADMIN_CALL_HEADER,
          description: 'Must be 1: without it the cookie is ignored and the call answered as to a visitor',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
