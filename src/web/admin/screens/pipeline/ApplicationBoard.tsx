import { type DragEvent, useEffect, useRef, useState } from 'react';
import { ADMIN_PATHS } from '../../../../common/admin-paths.ts';
import { APPLICATION_STATUSES, type ApplicationStatusCd } from '../../../../common/codes.ts';
import { formatDmy, vietnamDate } from '../../../../common/dates.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { JobFilter } from '../../components/list/JobFilter.tsx';
import { ViewTabs } from '../../components/ViewTabs.tsx';
import { ApiError, api, type ListResult } from '../../lib/api.ts';
import { conflictOf, useConflictWords } from '../../lib/conflicts.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { str } from '../../sections/cells.tsx';
import type { ListViewProps, Row } from '../../sections/types.ts';
import { type BoardState, EMPTY_COLUMN, moveCard, withPage } from './board-state.ts';

/** Cards a column shows at first and adds with each "Show more". */
const CARDS_A_PAGE = 50;
const STATUSES = APPLICATION_STATUSES.codes;

/**
 * The applications as a board (decision 055): a column per status with its count and its newest
 * cards, the job filter of the list (in the URL: `?view=board&jobNo=`). A card moves by drag and
 * drop or by its "Move to…" menu, each through POST /api/application/{no} (the applicant notified
 * as the status's template says); the columns change once the server agreed, and the move is announced.
 */
export default function ApplicationBoard({ section, query }: ListViewProps) {
  const { t, localeCd } = useI18n();
  const conflictWords = useConflictWords();
  const { can } = useSession();
  const { navigate } = useRouter();
  const [columns, setColumns] = useState<BoardState>({});
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const [openMenu, setOpenMenu] = useState<number | null>(null);
  const [dragged, setDragged] = useState<{ id: number; from: string } | null>(null);
  const focusAfterMove = useRef<number | null>(null);
  const jobNo = /^\d{1,10}$/.test(query.jobNo ?? '') ? query.jobNo! : '';
  const canMove = can('e', section.page);
  const statusName = (code: string) => APPLICATION_STATUSES.label(code as ApplicationStatusCd, localeCd);
  const idOf = (card: Row) => Number(card[section.idField]);

  const loadPage = async (statusCd: string, pageNo: number) => {
    const page = await api.get<ListResult<Row>>(section.api, {
      statusCd,
      ...(jobNo ? { jobNo } : {}),
      sort: 'createDt',
      order: 'desc',
      pageNo,
      pageCnt: CARDS_A_PAGE,
    });
    return { list: page.list, total: page.total, pageNo };
  };

  useEffect(() => {
    let isCurrent = true;
    setError('');
    Promise.all(STATUSES.map((code) => loadPage(code, 1).then((page) => [code, page] as const))).then(
      (pages) => {
        if (!isCurrent) return;
        setColumns(pages.reduce((state, [code, page]) => withPage(state, code, page, section.idField), {}));
      },
      (e: Error) => isCurrent && setError(e.message),
    );
    return () => {
      isCurrent = false;
    };
  }, [jobNo]);

  // The moved card keeps the focus in its new column.
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(`board-card-${focusAfterMove.current}`)?.focus();
    focusAfterMove.current = null;
  });

  const showMore = async (statusCd: string) => {
    const column = columns[statusCd] ?? EMPTY_COLUMN;
    try {
      const page = await loadPage(statusCd, column.pageNo + 1);
      setColumns((state) => withPage(state, statusCd, page, section.idField));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const move = async (card: Row, to: string) => {
    const from = str(card, 'statusCd');
    setOpenMenu(null);
    if (from === to) return;
    const id = idOf(card);
    try {
      // The status's template decides whether the applicant is e-mailed (decision 052); the move
      // is from the version the card shows (decision 057).
      const version = Number(card.version);
      await api.post(`${section.api}/${id}`, { statusCd: to, version });
      focusAfterMove.current = id;
      const changes = { version: version + 1 };
      setColumns((state) => moveCard(state, { id, from, to, idField: section.idField, changes }));
      setAnnouncement(t('pipeline.board.moved', { name: str(card, 'name'), status: statusName(to) }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const conflict = conflictOf(e);
      if (conflict) {
        // Moved by someone else since the board was read: the card goes where it is now.
        const { current } = conflict;
        const now = { id, from, to: str(current, 'statusCd'), idField: section.idField, changes: current };
        setColumns((state) => moveCard(state, now));
        const message = t('conflict.movedBy', conflictWords(conflict));
        setAnnouncement(t('pipeline.board.moveFailed', { name: str(card, 'name'), message }));
        return;
      }
      setAnnouncement(
        t('pipeline.board.moveFailed', { name: str(card, 'name'), message: (e as Error).message }),
      );
    }
  };

  const onDrop = (e: DragEvent, to: string) => {
    e.preventDefault();
    const moving = dragged;
    setDragged(null);
    const card = moving && columns[moving.from]?.cards.find((c) => idOf(c) === moving.id);
    if (card) void move(card, to);
  };

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t(`page.${section.key}`)}
      </h1>
      <ViewTabs section={section} current="board" query={query} />
      <JobFilter
        section={section}
        value={jobNo}
        onChange={(value) =>
          navigate(ADMIN_PATHS.list(section.key, 1, { view: 'board', ...(value ? { jobNo: value } : {}) }))
        }
      />
      <p className="admin-board__help">{t(canMove ? 'pipeline.board.help' : 'pipeline.board.readOnly')}</p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <p className="admin-board__announcement" role="status">
        {announcement}
      </p>
      <div className="admin-board">
        {STATUSES.map((code) => {
          const column = columns[code] ?? EMPTY_COLUMN;
          const headingId = `board-column-${code}`;
          return (
            <section
              key={code}
              className={`admin-board__column${dragged && dragged.from !== code ? ' admin-board__column--target' : ''}`}
              aria-labelledby={headingId}
              onDragOver={(e) => canMove && dragged && e.preventDefault()}
              onDrop={(e) => onDrop(e, code)}
            >
              <h2 id={headingId} className="admin-board__heading">
                {statusName(code)} <span className="admin-board__count">{column.total}</span>
              </h2>
              <ul className="admin-board__cards">
                {column.cards.map((card) => {
                  const id = idOf(card);
                  return (
                    <li key={id}>
                      <article
                        id={`board-card-${id}`}
                        tabIndex={-1}
                        className="admin-board__card"
                        draggable={canMove}
                        onDragStart={(e) => {
                          e.dataTransfer.effectAllowed = 'move';
                          e.dataTransfer.setData('text/plain', String(id));
                          setDragged({ id, from: code });
                        }}
                        onDragEnd={() => setDragged(null)}
                        aria-label={str(card, 'name')}
                      >
                        <Link to={ADMIN_PATHS.detail(section.key, id)} className="admin-board__name">
                          {str(card, 'name')}
                        </Link>
                        <span className="admin-board__job">{str(card, 'jobTitle')}</span>
                        <time className="admin-board__date" dateTime={str(card, 'createDt')}>
                          {formatDmy(vietnamDate(new Date(str(card, 'createDt'))))}
                        </time>
                        {canMove && (
                          <MoveMenu
                            name={str(card, 'name')}
                            current={code}
                            isOpen={openMenu === id}
                            onToggle={(isOpen) => setOpenMenu(isOpen ? id : null)}
                            onMove={(to) => move(card, to)}
                          />
                        )}
                      </article>
                    </li>
                  );
                })}
              </ul>
              {column.cards.length < column.total && (
                <button
                  type="button"
                  className="admin-button admin-board__more"
                  onClick={() => showMore(code)}
                >
                  {t('pipeline.board.more', { status: statusName(code) })}
                </button>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}

/** A card's "Move to…" button and its menu of the other statuses (arrow keys move, Escape closes). */
function MoveMenu({
  name,
  current,
  isOpen,
  onToggle,
  onMove,
}: {
  name: string;
  current: string;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  onMove: (to: string) => void;
}) {
  const { t, localeCd } = useI18n();
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    menu.current?.querySelector('button')?.focus();
    // A click or the focus anywhere else closes the menu.
    const onOutside = (e: Event) => {
      if (!container.current?.contains(e.target as Node)) onToggle(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen]);
  const items = () => [...(menu.current?.querySelectorAll('button') ?? [])];
  const onKeyDown = (e: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      onToggle(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      all[(at + (e.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length]?.focus();
    }
  };
  return (
    <div className="admin-board__menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="admin-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-label={t('pipeline.board.moveLabel', { name })}
        onClick={() => onToggle(!isOpen)}
      >
        {t('pipeline.board.moveTo')}
      </button>
      {isOpen && (
        <div ref={menu} className="admin-board__menu-list" role="menu" tabIndex={-1} onKeyDown={onKeyDown}>
          {APPLICATION_STATUSES.codes
            .filter((code) => code !== current)
            .map((code) => (
              <button key={code} type="button" role="menuitem" onClick={() => onMove(code)}>
                {APPLICATION_STATUSES.label(code, localeCd)}
              </button>
            ))}
        </div>
      )}
    </div>
  );
}
