import { useEffect, useState } from 'react';
import { ADMIN_PATHS, type AdminSectionKey } from '../../../common/admin-paths.ts';
import type { TodoLine } from '../../../common/todo.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { Link } from '../lib/router.tsx';

/**
 * The start screen's "What needs doing" (decision 059): each line the server counts for the
 * signed-in account (`GET /api/admin/todo`, only the pages it may read) that has something to do,
 * linked to the list filtered to exactly those, or to the items themselves (failed e-mails: and to
 * their own screen, decision 063).
 */
export function TodoList() {
  const { t, localeCd } = useI18n();
  const [lines, setLines] = useState<TodoLine[] | null>(null);
  const [error, setError] = useState('');

  // The counts of out-of-date translations and soon changes are per language of the admin's lists.
  useEffect(() => {
    api.get<TodoLine[]>('/api/admin/todo', { localeCd }).then(setLines, (e: Error) => setError(e.message));
  }, [localeCd]);

  if (error)
    return (
      <p className="admin-error" role="alert">
        {error}
      </p>
    );
  if (!lines) return null;
  const due = lines.filter((line) => line.count > 0);
  const text = (line: TodoLine) =>
    t(`todo.${line.kind}`, { count: line.count, type: line.section ? t(`page.${line.section}`) : '' });
  const linkOf = (line: TodoLine) =>
    line.path ?? (line.section ? ADMIN_PATHS.list(line.section, 1, line.query) : ADMIN_PATHS.dashboard);
  return (
    <section className="admin-box admin-todo" aria-labelledby="todo-title">
      <h2 id="todo-title">{t('todo.title')}</h2>
      {due.length === 0 ? (
        <p>{t('todo.none')}</p>
      ) : (
        <ul>
          {due.map((line) => (
            <li key={`${line.kind} ${line.section}`}>
              {line.ids && line.section ? (
                <>
                  {line.path ? <Link to={line.path}>{text(line)}</Link> : text(line)}:{' '}
                  <ItemLinks section={line.section} ids={line.ids} />
                </>
              ) : (
                <Link to={linkOf(line)}>{text(line)}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The items a line names (failed e-mails), each a link to its detail. */
function ItemLinks({ section, ids }: { section: AdminSectionKey; ids: number[] }) {
  const { t } = useI18n();
  return ids.map((id, index) => (
    <span key={id}>
      {index > 0 && ', '}
      <Link to={ADMIN_PATHS.detail(section, id)}>{t('todo.item', { id })}</Link>
    </span>
  ));
}
