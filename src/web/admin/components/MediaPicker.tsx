import { useEffect, useState } from 'react';
import type { MediaRow } from '../../../common/rows.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { api, type ListResult } from '../lib/api.ts';
import { altOf, thumbnailOf } from '../lib/media.ts';

const PAGE = 12;

/**
 * The media library as a chooser (decision 036): a search and a grid of thumbnails, more pages on
 * demand; choosing one closes it. Loaded only when an image field or the editor opens it.
 */
export default function MediaPicker({
  onPick,
  onClose,
}: {
  onPick: (row: MediaRow) => void;
  onClose: () => void;
}) {
  const { t, localeCd } = useI18n();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ searchText: '', pageNo: 1 });
  const [rows, setRows] = useState<MediaRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let isCurrent = true;
    api
      .get<ListResult<MediaRow>>('/api/media', { ...query, pageCnt: PAGE })
      .then((page) => {
        if (!isCurrent) return;
        setRows((shown) => (query.pageNo === 1 ? page.list : [...shown, ...page.list]));
        setTotal(page.total);
      })
      .catch((failure: Error) => isCurrent && setError(failure.message));
    return () => {
      isCurrent = false;
    };
  }, [query]);

  const search = () => setQuery({ searchText: draft.trim(), pageNo: 1 });

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('media.chooseTitle')}
      className="admin-dialog admin-picker"
      actions={
        <button type="button" className="admin-button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {/* Not a <form>: the chooser opens inside the record's form, whose submit must not fire. */}
      <search className="admin-search">
        <input
          type="search"
          aria-label={t('list.searchText')}
          placeholder={t('list.searchPlaceholder')}
          value={draft}
          maxLength={200}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search();
          }}
        />
        <button type="button" className="admin-button" onClick={search}>
          {t('list.search')}
        </button>
      </search>
      {error && (
        <p className="admin-error" role="alert">
          {t('media.failed', { error })}
        </p>
      )}
      {total === 0 && <p>{t('list.empty')}</p>}
      {total === null && !error && <p className="admin-loading">{t('list.loading')}</p>}
      <ul className="admin-media-grid admin-media-grid--picker">
        {rows.map((row) => {
          // Named by its description (what staff search for), else its file name.
          const name = altOf(row, localeCd) || row.fileName;
          return (
            <li key={row.mediaNo}>
              <button
                type="button"
                className="admin-media-card"
                aria-label={t('media.pick', { name })}
                onClick={() => onPick(row)}
              >
                <img src={thumbnailOf(row)} alt="" loading="lazy" />
                <span className="admin-media-card__name">{row.fileName}</span>
                <span className="admin-media-card__alt">{altOf(row, localeCd)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {total !== null && rows.length < total && (
        <button
          type="button"
          className="admin-button"
          onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo + 1 }))}
        >
          {t('media.more')}
        </button>
      )}
    </Dialog>
  );
}
