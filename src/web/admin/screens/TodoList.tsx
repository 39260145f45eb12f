import { useEffect, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import type { TodoLine } from '../../../common/todo.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { Link } from '../lib/router.tsx';

/**
 * The start screen's "What needs doing" (decision 059): each line the server counts for the
 * signed-in account (`GET /api/admin/todo`, only the pages it may read) that has something to do,
 * linked to the list filtered to exactly those, or to the items themselves.
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
    t(`todo.${line.kind}`, { count: line.count, type: t(`page.${line.section}`) });
  return (
    <section className="admin-box admin-todo" aria-labelledby="todo-title">
      <h2 id="todo-title">{t('todo.title')}</h2>
      {due.length === 0 ? (
        <p>{t('todo.none')}</p>
      ) : (
        <ul>
          {due.map((line) => (
            <li key={`${line.kind} ${line.section}`}>
              {line.ids ? (
                <>
                  {text(line)}:{' '}
                  {line.ids.map((id, index) => (
                    <span key={id}>
                      {index > 0 && ', '}
                      <Link to={ADMIN_PATHS.detail(line.section, id)}>{t('todo.item', { id })}</Link>
                    </span>
                  ))}
                </>
              ) : (
                <Link to={line.path ?? ADMIN_PATHS.list(line.section, 1, line.query)}>{text(line)}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
