import { type ZodType, z } from 'zod';

/** A zod schema under the name it has in the document's components. */
export interface NamedSchema {
  name: string;
  schema: ZodType;
}

/**
 * The component name of every named schema. A named schema used inside another (a row inside its
 * list) becomes a $ref to its component rather than a copy.
 */
export const COMPONENT_NAMES = z.registry<{ id: string }>();

/** The first name given to a schema stays its name (news and FAQ share one input schema). */
export function named(name: string, schema: ZodType): NamedSchema {
  const known = COMPONENT_NAMES.get(schema)?.id;
  if (known === undefined) COMPONENT_NAMES.add(schema, { id: name });
  return { name: known ?? name, schema };
}

/**
 * What a route tells the API reference about itself, declared on the route (`config.api`) beside
 * the handler, with the same zod schemas the handler's service parses with. `GET /api/openapi.json`
 * is built from the routes Fastify registered, so a route cannot exist without its entry, and
 * `openapi.api.test.ts` fails when an /api route has none.
 */
export interface RouteDoc {
  tag: string;
  summary: string;
  description?: string;
  /**
   * `public`: anyone (a token, when sent, must be live and hold `right`); `admin`: a session, by
   * bearer token or by the session cookie with X-KV-Admin: 1 (decision 012), holding `right` when one
   * is named.
   */
  access: 'public' | 'admin';
  /** The permission string(s) the route checks; any one of them (or 0ALL) will do. */
  right?: string | readonly string[];
  query?: NamedSchema;
  body?: NamedSchema & { type?: 'json' | 'multipart'; files?: readonly string[] };
  /** The `data` of the success envelope. */
  data?: NamedSchema;
  /** An answer that is not the envelope (a CSV file, the editor-upload reply). */
  produces?: { contentType: string; description: string; schema?: NamedSchema };
  /** Refusals besides those the access and parameters imply (e.g. 409, 413, 415, 429). */
  errors?: readonly number[];
  /**
   * A save of an existing item that may name the version it started from (decision 057): `If-Match`
   * or a `version` field; a stale one is 409 `conflict` with the item as it is now.
   */
  versioned?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the API reference (modules/openapi). */
    api?: RouteDoc;
  }
}
