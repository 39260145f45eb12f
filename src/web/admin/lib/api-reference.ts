/**
 * Reading the server's OpenAPI document (GET /api/openapi.json) for the reference screen: the
 * operations grouped by tag, and a schema's type in a few words. Only the parts the server writes
 * are read (modules/openapi/document.ts); anything else is shown as it comes.
 */
export type JsonSchema = { [key: string]: unknown };

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  summary: string;
  description: string;
  isAdmin: boolean;
  /** The permission strings the route checks (any one of them, or 0ALL). */
  rights: string[];
  parameters: Parameter[];
  body: { contentTypes: string[]; schema: JsonSchema } | null;
  responses: { status: string; description: string; schema: JsonSchema | null }[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const asObject = (value: unknown): JsonSchema =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : {};

const firstSchema = (content: unknown): JsonSchema | null => {
  const first = Object.values(asObject(content))[0];
  return first ? asObject(asObject(first).schema) : null;
};

function operationOf(method: string, path: string, op: JsonSchema): Operation {
  const security = Array.isArray(op.security) ? (op.security as JsonSchema[]) : [];
  const body = asObject(op.requestBody);
  return {
    method: method.toUpperCase(),
    path,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    // Admin-only: every way in names a scheme (a public route lists none, or an empty one).
    isAdmin: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
    rights: Array.isArray(op['x-kv-permission']) ? (op['x-kv-permission'] as string[]) : [],
    parameters: (Array.isArray(op.parameters) ? (op.parameters as JsonSchema[]) : []).map((p) => ({
      name: String(p.name),
      in: String(p.in),
      required: p.required === true,
      schema: asObject(p.schema),
    })),
    body: op.requestBody
      ? { contentTypes: Object.keys(asObject(body.content)), schema: firstSchema(body.content) ?? {} }
      : null,
    responses: Object.entries(asObject(op.responses)).map(([status, response]) => ({
      status,
      description: String(asObject(response).description ?? ''),
      schema: firstSchema(asObject(response).content),
    })),
  };
}

/** The operations under each tag, tags in the document's order, operations in path order. */
export function operationsByTag(doc: OpenApiDocument): { tag: string; operations: Operation[] }[] {
  const groups = new Map<string, Operation[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = Array.isArray(op.tags) && op.tags.length ? String(op.tags[0]) : '';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(operationOf(method, path, op));
    }
  return [...groups]
    .filter(([, operations]) => operations.length)
    .map(([tag, operations]) => ({ tag, operations }));
}

/** Whether an operation matches what was typed in the filter: its method, path, summary or tag. */
export function matches(operation: Operation, tag: string, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${operation.method} ${operation.path} ${operation.summary} ${tag}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The component a `$ref` names ('#/components/schemas/BannerRow' → 'BannerRow'). */
export const refName = (schema: JsonSchema): string | null =>
  typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1)! : null;

/** A schema's type in a few words: `string`, `integer`, `BannerRow[]`, `"Y" | "N"`, `string | null`. */
export function typeLabel(schema: JsonSchema): string {
  const ref = refName(schema);
  if (ref) return ref;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(options)) return options.map(typeLabel).join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map(typeLabel).join(' & ');
  if (schema.type === 'array') return `${typeLabel(asObject(schema.items))}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.contentMediaType ? 'file' : schema.type;
  return 'any';
}

/** Limits and defaults worth stating beside a field: `1–200 characters`, `≤ 100`, `default "Y"`. */
export function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(`${min}–${max}${unit}`);
    else if (min !== undefined) out.push(`≥ ${min}${unit}`);
    else if (max !== undefined) out.push(`≤ ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' chars');
  if (schema.exclusiveMinimum !== undefined) {
    out.push(`> ${schema.exclusiveMinimum}`);
    range(undefined, schema.maximum, '');
  } else range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.pattern === 'string') out.push(`/${schema.pattern}/`);
  if ('default' in schema) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** An object schema's fields (of its allOf parts too), with whether each is required. */
export function fieldsOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [schema];
  return parts.flatMap((part) => {
    const required = new Set(Array.isArray(part.required) ? (part.required as string[]) : []);
    return Object.entries(asObject(part.properties)).map(([name, field]) => ({
      name,
      schema: asObject(field),
      required: required.has(name),
    }));
  });
}
