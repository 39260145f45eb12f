import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import {
  constraints,
  fieldsOf,
  type JsonSchema,
  matches,
  type OpenApiDocument,
  type Operation,
  operationsByTag,
  refName,
  typeLabel,
} from '../lib/api-reference.ts';

const DOCUMENT_URL = '/api/openapi.json';
/** How deep schemas nest on screen; deeper ones are named, not opened. */
const MAX_DEPTH = 5;

type Components = Record<string, JsonSchema>;

/**
 * The API reference for administrators: the server's OpenAPI document (GET /api/openapi.json,
 * generated from its routes) as calls grouped by tag. Each call and each named schema is a
 * native disclosure (<details>), opened with Enter or Space; the filter narrows the calls.
 */
export function ApiReference() {
  const { t } = useI18n();
  const filterId = useId();
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    let isCurrent = true;
    fetch(DOCUMENT_URL, { headers: { accept: 'application/json' } })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((body: OpenApiDocument) => isCurrent && setDoc(body))
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
    };
  }, []);

  const groups = useMemo(() => (doc ? operationsByTag(doc) : []), [doc]);
  const shown = groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((op) => matches(op, group.tag, filter)),
    }))
    .filter((group) => group.operations.length);
  const total = groups.reduce((n, group) => n + group.operations.length, 0);
  const count = shown.reduce((n, group) => n + group.operations.length, 0);
  const components = doc?.components?.schemas ?? {};

  return (
    <section className="admin-screen admin-apiref" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('frame.apiReference')}
      </h1>
      <p className="admin-guidance">
        {t('apiRef.lead')}{' '}
        <a href={DOCUMENT_URL} download="openapi.json">
          {t('apiRef.download')}
        </a>
        {doc && ` · ${t('apiRef.version', { version: doc.info.version })}`}
      </p>
      {hasFailed && (
        <p className="admin-error" role="alert">
          {t('apiRef.failed')}
        </p>
      )}
      {!doc && !hasFailed && <p className="admin-loading">{t('form.loading')}</p>}
      {doc && (
        <>
          <div className="admin-apiref__tools">
            <label htmlFor={filterId} className="admin-apiref__label">
              {t('apiRef.filter')}
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              placeholder={t('apiRef.filterHint')}
              onChange={(e) => setFilter(e.target.value)}
            />
            <p className="admin-apiref__count" aria-live="polite">
              {t('apiRef.shown', { count, total })}
            </p>
          </div>
          <nav className="admin-apiref__tags" aria-label={t('apiRef.groups')}>
            <ul>
              {shown.map(({ tag, operations }) => (
                <li key={tag}>
                  <a href={`#${tagId(tag)}`}>
                    {tag} <span>{operations.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {count === 0 && <p className="admin-table__empty">{t('apiRef.none')}</p>}
          {shown.map(({ tag, operations }) => (
            <section key={tag} className="admin-apiref__group" aria-labelledby={tagId(tag)}>
              <h2 id={tagId(tag)} tabIndex={-1}>
                {tag}
              </h2>
              <ul className="admin-apiref__ops">
                {operations.map((op) => (
                  <li key={`${op.method} ${op.path}`}>
                    <OperationView operation={op} components={components} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

const tagId = (tag: string) => `api-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A <details> whose content is rendered only once opened: the document has hundreds of schemas. */
function Disclosure({
  summary,
  className,
  summaryClass,
  children,
}: {
  summary: ReactNode;
  className: string;
  summaryClass?: string;
  children: () => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className={className} onToggle={(e) => setIsOpen(e.currentTarget.open)}>
      <summary className={summaryClass}>{summary}</summary>
      {isOpen && children()}
    </details>
  );
}

function OperationView({ operation: op, components }: { operation: Operation; components: Components }) {
  const { t } = useI18n();
  return (
    <Disclosure
      className="admin-apiref__op"
      summary={
        <>
          <span className={`admin-apiref__method admin-apiref__method--${op.method.toLowerCase()}`}>
            {op.method}
          </span>
          <code className="admin-apiref__path">{op.path}</code>
          <span className="admin-apiref__summary">{op.summary}</span>
          <span className={op.isAdmin ? 'admin-apiref__who admin-apiref__who--admin' : 'admin-apiref__who'}>
            {op.isAdmin ? t('apiRef.admin') : t('apiRef.public')}
          </span>
        </>
      }
    >
      {() => (
        <div className="admin-apiref__detail">
          {op.description.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className="admin-apiref__access">
            <dt>{t('apiRef.access')}</dt>
            <dd>{op.isAdmin ? t('apiRef.adminText') : t('apiRef.publicText')}</dd>
            {op.rights.length > 0 && (
              <>
                <dt>{t('apiRef.permission')}</dt>
                <dd>
                  {op.rights.map((right, i) => (
                    <span key={right}>
                      {i > 0 && ` ${t('apiRef.or')} `}
                      <code>{right}</code>
                    </span>
                  ))}
                </dd>
              </>
            )}
          </dl>
          {op.parameters.length > 0 && (
            <>
              <h3>{t('apiRef.parameters')}</h3>
              <FieldTable
                rows={op.parameters.map((p) => ({
                  name: p.name,
                  where: p.in,
                  schema: p.schema,
                  required: p.required,
                }))}
                components={components}
                depth={0}
              />
            </>
          )}
          {op.body && (
            <>
              <h3>{t('apiRef.requestBody')}</h3>
              <p>
                {op.body.contentTypes.map((type, i) => (
                  <span key={type}>
                    {i > 0 && ` ${t('apiRef.or')} `}
                    <code>{type}</code>
                  </span>
                ))}
              </p>
              <SchemaView schema={op.body.schema} components={components} depth={0} />
            </>
          )}
          <h3>{t('apiRef.responses')}</h3>
          <dl className="admin-apiref__responses">
            {op.responses.map((response) => (
              <div key={response.status}>
                <dt>
                  <code className="admin-apiref__status">{response.status}</code> {response.description}
                </dt>
                {response.schema && (
                  <dd>
                    <SchemaView schema={response.schema} components={components} depth={0} />
                  </dd>
                )}
              </div>
            ))}
          </dl>
        </div>
      )}
    </Disclosure>
  );
}

/** A named schema opens into its fields; an object shows them; anything else is its type. */
function SchemaView({
  schema,
  components,
  depth,
}: {
  schema: JsonSchema;
  components: Components;
  depth: number;
}) {
  const name =
    refName(schema) ?? (schema.type === 'array' ? refName((schema.items ?? {}) as JsonSchema) : null);
  const target = name ? components[name] : undefined;
  if (name && target && depth < MAX_DEPTH)
    return (
      <Disclosure
        className="admin-apiref__schema"
        summaryClass="admin-apiref__schema-name"
        summary={<code className="admin-apiref__code">{typeLabel(schema)}</code>}
      >
        {() => <SchemaView schema={target} components={components} depth={depth + 1} />}
      </Disclosure>
    );
  const fields = fieldsOf(schema);
  if (fields.length && depth < MAX_DEPTH)
    return (
      <FieldTable
        rows={fields.map((f) => ({ name: f.name, schema: f.schema, required: f.required }))}
        components={components}
        depth={depth}
      />
    );
  if (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some(isComplex) && depth < MAX_DEPTH)
    return (
      <ul className="admin-apiref__options">
        {(schema.anyOf as JsonSchema[]).map((option) => (
          <li key={JSON.stringify(option)}>
            <SchemaView schema={option} components={components} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  return <code className="admin-apiref__code">{typeLabel(schema)}</code>;
}

/** A schema worth opening: named, an object with fields, or a list of named ones. */
const isComplex = (schema: JsonSchema): boolean =>
  !!refName(schema) ||
  fieldsOf(schema).length > 0 ||
  (schema.type === 'array' && !!refName((schema.items ?? {}) as JsonSchema));

function FieldTable({
  rows,
  components,
  depth,
}: {
  rows: { name: string; where?: string; schema: JsonSchema; required: boolean }[];
  components: Components;
  depth: number;
}) {
  const { t } = useI18n();
  const hasWhere = rows.some((row) => row.where);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-apiref__table">
        <thead>
          <tr>
            <th scope="col">{t('apiRef.name')}</th>
            {hasWhere && <th scope="col">{t('apiRef.in')}</th>}
            <th scope="col">{t('apiRef.type')}</th>
            <th scope="col">{t('apiRef.notes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.where ?? ''} ${row.name}`}>
              <th scope="row">
                <code className="admin-apiref__code">{row.name}</code>
                <span className={row.required ? 'admin-apiref__required' : 'admin-apiref__optional'}>
                  {row.required ? t('apiRef.required') : t('apiRef.optional')}
                </span>
              </th>
              {hasWhere && <td>{row.where}</td>}
              <td>
                <SchemaView schema={row.schema} components={components} depth={depth + 1} />
              </td>
              <td>
                {[
                  ...constraints(row.schema),
                  ...(row.schema.description ? [String(row.schema.description)] : []),
                ].join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
