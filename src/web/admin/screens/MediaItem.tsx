import { type FormEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import { ADMIN_PATHS, type AdminSectionKey } from '../../../common/admin-paths.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { canDeleteMedia } from '../../../common/permissions.ts';
import type { MediaRow, MediaUse } from '../../../common/rows.ts';
import { MEDIA_ALT_MAX } from '../../../common/schemas/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api, startFromVersion } from '../lib/api.ts';
import { conflictOf, useConflictWords } from '../lib/conflicts.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { Link, useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';

type Detail = MediaRow & { usedBy: MediaUse[] };
type Edit = Pick<MediaRow, 'altEN' | 'altVI' | 'focalX' | 'focalY'>;

const sectionOf = (type: MediaUse['type']) => CONTENT_TYPES[type].adminSection as AdminSectionKey;
const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/**
 * One picture of the media library (decision 036): its descriptions, its focal point (a click on
 * the picture, or the two numbers for the keyboard) with a banner-shaped crop to see the effect,
 * where it is used, and delete (the server refuses while it is used and says where).
 */
export default function MediaItem({ id }: { id: number }) {
  const { t } = useI18n();
  const { user } = useSession();
  const dialogs = useDialogs();
  const conflictWords = useConflictWords();
  const { navigate } = useRouter();
  const formId = useId();
  const [row, setRow] = useState<Detail | null>(null);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    api.get<Detail>(`/api/media/${id}`).then(
      (answer) => {
        setRow(answer);
        setEdit({ altEN: answer.altEN, altVI: answer.altVI, focalX: answer.focalX, focalY: answer.focalY });
      },
      (failure: Error) => setError(failure.message),
    );
  }, [id]);

  const setFocalFromClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setEdit(
      (e) =>
        e && {
          ...e,
          focalX: clampPercent(((event.clientX - box.left) / box.width) * 100),
          focalY: clampPercent(((event.clientY - box.top) / box.height) * 100),
        },
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!edit) return;
    try {
      await api.post(`/api/media/${id}`, edit);
      await dialogs.alert(t('media.saved'));
    } catch (failure) {
      // Saved by someone else since it was opened (decision 057): theirs is shown, the form keeps
      // the editor's values, and saving again keeps them over it.
      const conflict = conflictOf(failure);
      if (conflict) {
        setRow(conflict.current as unknown as Detail);
        startFromVersion(`/api/media/${id}`, conflict.current.version);
      }
      await dialogs.alert(
        conflict ? t('conflict.keptInForm', conflictWords(conflict)) : (failure as Error).message,
      );
    }
  };

  const remove = async () => {
    if (!(await dialogs.confirm(t('media.confirmDelete')))) return;
    try {
      await api.delete('/api/media', { mediaNo: [id] });
      await dialogs.alert(t('media.deleted'));
      navigate(ADMIN_PATHS.media());
    } catch (failure) {
      // A used picture: the server's answer names every item that shows it.
      await dialogs.alert((failure as Error).message);
    }
  };

  const position = edit ? `${edit.focalX}% ${edit.focalY}%` : '50% 50%';
  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <p>
        <Link to={ADMIN_PATHS.media()} className="admin-button">
          {t('media.back')}
        </Link>
      </p>
      <h1 id="screen-title" className="admin-screen__title">
        {row?.fileName ?? t('media.title')}
      </h1>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!row && !error && <p className="admin-loading">{t('form.loading')}</p>}
      {row && edit && (
        <div className="admin-media-item">
          <div className="admin-focal">
            <div className="admin-focal__frame">
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the two number fields are the keyboard's way to set the point */}
              <img
                className="admin-focal__image"
                src={row.url}
                alt={t('form.currentImage')}
                width={row.width ?? undefined}
                height={row.height ?? undefined}
                onClick={setFocalFromClick}
              />
              <span
                className="admin-focal__dot"
                style={{ left: `${edit.focalX}%`, top: `${edit.focalY}%` }}
                aria-hidden="true"
              />
            </div>
            {/* How a wide banner crops it: the focal point stays in view. */}
            <img className="admin-focal__crop" src={row.url} alt="" style={{ objectPosition: position }} />
            {row.width && row.height && (
              <p className="admin-field__hint">{t('media.size', { width: row.width, height: row.height })}</p>
            )}
          </div>
          <form className="admin-form admin-media-item__form" onSubmit={save}>
            {(['altEN', 'altVI'] as const).map((name) => (
              <div key={name} className="admin-field">
                <label className="admin-field__label" htmlFor={`${formId}-${name}`}>
                  {t(`media.${name}`)}
                </label>
                <div className="admin-field__control">
                  <input
                    id={`${formId}-${name}`}
                    type="text"
                    maxLength={MEDIA_ALT_MAX}
                    value={edit[name]}
                    aria-describedby={`${formId}-alt-hint`}
                    onChange={(e) => setEdit({ ...edit, [name]: e.target.value })}
                  />
                </div>
              </div>
            ))}
            <p id={`${formId}-alt-hint`} className="admin-field__hint">
              {t('media.altHint')}
            </p>
            <fieldset className="admin-field admin-media-item__focal">
              <legend className="admin-field__label">{t('media.focal')}</legend>
              <div className="admin-field__control admin-inline">
                {(['focalX', 'focalY'] as const).map((name) => (
                  <label key={name} className="admin-media-item__percent">
                    <span>{t(`media.${name}`)}</span>
                    <input
                      type="number"
                      min={0}
                      max={100}
                      step={1}
                      value={edit[name]}
                      onChange={(e) => setEdit({ ...edit, [name]: clampPercent(Number(e.target.value)) })}
                    />
                  </label>
                ))}
                <p className="admin-field__hint">{t('media.focalHint')}</p>
              </div>
            </fieldset>
            <div className="admin-form__actions">
              {user && canDeleteMedia(user.settings) && (
                <button type="button" className="admin-button admin-button--danger" onClick={remove}>
                  {t('media.delete')}
                </button>
              )}
              <button type="submit" className="admin-button admin-button--primary">
                {t('media.save')}
              </button>
            </div>
          </form>
          <section className="admin-media-item__uses" aria-labelledby={`${formId}-uses`}>
            <h2 id={`${formId}-uses`}>{t('media.usedBy')}</h2>
            {row.usedBy.length === 0 ? (
              <p>{t('media.unused')}</p>
            ) : (
              <ul>
                {row.usedBy.map((use) => (
                  <li key={`${use.type}-${use.no}`}>
                    <Link
                      to={ADMIN_PATHS.detail(sectionOf(use.type), use.no)}
                      className="admin-media-item__use"
                    >
                      {t(`media.type.${use.type}`)} #{use.no}: {use.title}
                    </Link>{' '}
                    ({use.localeCd}
                    {use.isDeleted ? `, ${t('media.inTrash')}` : ''})
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
