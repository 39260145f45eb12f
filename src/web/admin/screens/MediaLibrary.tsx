import { type FormEvent, useEffect, useId, useState } from 'react';
import { ADMIN_PATHS, type ListQueryState } from '../../../common/admin-paths.ts';
import { LIMITS } from '../../../common/codes.ts';
import type { MediaRow } from '../../../common/rows.ts';
import { MEDIA_ALT_MAX } from '../../../common/schemas/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { api, type ListResult } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { altOf, thumbnailOf } from '../lib/media.ts';
import { Link, useRouter } from '../lib/router.tsx';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const PAGE = 24;

/**
 * The media library (decision 036): an upload form (the picture and its two descriptions), then
 * the pictures newest first as a grid, searched by file name or description, each opening its
 * detail (focal point, where it is used, delete).
 */
export default function MediaLibrary({ pageNo, query }: { pageNo: number; query: ListQueryState }) {
  const { t, localeCd } = useI18n();
  const { navigate } = useRouter();
  const searchText = query.searchText ?? '';
  const [draft, setDraft] = useState(searchText);
  const [page, setPage] = useState<ListResult<MediaRow> | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let isCurrent = true;
    api.get<ListResult<MediaRow>>('/api/media', { pageNo, pageCnt: PAGE, searchText }).then(
      (answer) => isCurrent && setPage(answer),
      (failure: Error) => isCurrent && setError(failure.message),
    );
    return () => {
      isCurrent = false;
    };
  }, [pageNo, searchText]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(ADMIN_PATHS.media(1, { searchText: draft.trim() }));
  };

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('media.title')}
      </h1>
      <p className="admin-guidance">{t('media.lead')}</p>
      <UploadForm onUploaded={(mediaNo) => navigate(ADMIN_PATHS.mediaItem(mediaNo))} />
      <search>
        <form className="admin-search" onSubmit={search}>
          <input
            type="search"
            aria-label={t('list.searchText')}
            placeholder={t('list.searchPlaceholder')}
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="admin-button">
            {t('list.search')}
          </button>
        </form>
      </search>
      {error && (
        <p className="admin-error" role="alert">
          {t('media.failed', { error })}
        </p>
      )}
      {!page && !error && <p className="admin-loading">{t('list.loading')}</p>}
      {page && (
        <>
          <p className="admin-toolbar__total">{t('list.total', { total: page.total })}</p>
          {page.total === 0 && <p>{searchText ? t('list.empty') : t('media.empty')}</p>}
          <ul className="admin-media-grid">
            {page.list.map((row) => {
              const alt = altOf(row, localeCd);
              return (
                <li key={row.mediaNo}>
                  <Link to={ADMIN_PATHS.mediaItem(row.mediaNo)} className="admin-media-card">
                    <img src={thumbnailOf(row)} alt="" loading="lazy" />
                    <span className="admin-media-card__name">{row.fileName}</span>
                    <span className={alt ? 'admin-media-card__alt' : 'admin-media-card__alt is-missing'}>
                      {alt || t('media.noDescription')}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pagination
            pageNo={pageNo}
            pageCount={Math.ceil(page.total / PAGE)}
            href={(n) => ADMIN_PATHS.media(n, { searchText })}
          />
        </>
      )}
    </section>
  );
}

/** A new picture with its descriptions; the detail screen opens on it to set the focal point. */
function UploadForm({ onUploaded }: { onUploaded: (mediaNo: number) => void }) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alts, setAlts] = useState({ altEN: '', altVI: '' });
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return dialogs.alert(t('msg.fillAllFields'));
    if (file.size > LIMITS.uploadBytes) return dialogs.alert(t('media.uploadHint'));
    const body = new FormData();
    body.set('file', file);
    body.set('altEN', alts.altEN);
    body.set('altVI', alts.altVI);
    setIsSending(true);
    try {
      onUploaded(await api.post<number>('/api/media', body));
    } catch (failure) {
      await dialogs.alert((failure as Error).message);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className="admin-form admin-media-upload" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-media-upload__title">
        {t('media.upload')}
      </h2>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-file`}>
          {t('media.file')}
        </label>
        <div className="admin-field__control">
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id={`${id}-file-hint`} className="admin-field__hint">
            {t('media.uploadHint')}
          </p>
        </div>
      </div>
      {(['altEN', 'altVI'] as const).map((name) => (
        <div key={name} className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-${name}`}>
            {t(`media.${name}`)}
          </label>
          <div className="admin-field__control">
            <input
              id={`${id}-${name}`}
              type="text"
              maxLength={MEDIA_ALT_MAX}
              value={alts[name]}
              onChange={(e) => setAlts({ ...alts, [name]: e.target.value })}
            />
          </div>
        </div>
      ))}
      <div className="admin-form__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={isSending}>
          {t('media.upload')}
        </button>
      </div>
    </form>
  );
}
