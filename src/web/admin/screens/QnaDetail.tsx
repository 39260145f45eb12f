import { useEffect, useState } from 'react';
import { INQUIRY_TYPES } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import type { InquiryRow } from '../../../common/schemas/inquiry.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ConsentLine } from '../components/ConsentLine.tsx';
import { PresenceNotice } from '../components/Presence.tsx';
import { api, downloadFile } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { listPathOf } from '../lib/list-memory.ts';
import { useItemPresence } from '../lib/presence.ts';
import { Link, useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { dmy } from '../sections/cells.tsx';
import { StatusSelect } from '../sections/inline.tsx';

/** The read-only inquiry (spec 2): heading, status select, sender, contents and attachment. */
export function QnaDetail({ id }: { id: number }) {
  const { t, localeCd } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const { navigate } = useRouter();
  // Who may change the status is an editor here; a reader is not announced (decision 061).
  const others = useItemPresence(can('e', 'QnAQnA') ? CONTENT_TYPES.qna.name : undefined, id);
  const [row, setRow] = useState<InquiryRow | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.get<InquiryRow>(`/api/qna/${id}`).then(setRow, (e: Error) => setError(e.message));
  }, [id]);

  const list = listPathOf('qna/qna');
  const onDownload = async () => {
    if (!row || !(await downloadFile(row.fileUrl, row.fileName))) await dialogs.alert(t('msg.fileNotExist'));
  };

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('page.qna/qna')}
      </h1>
      <PresenceNotice others={others} />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!row && !error && <p className="admin-loading">{t('form.loading')}</p>}
      {row && (
        <article className="admin-detail">
          <header className="admin-detail__head">
            <p className="admin-detail__category">{INQUIRY_TYPES.label(row.typeCd, localeCd)}</p>
            <h2>{row.title}</h2>
            <p>{dmy(row.createDt)}</p>
          </header>
          <dl className="admin-detail__fields">
            <dt>{t('col.status')}</dt>
            <dd>
              <StatusSelect
                qnaNo={id}
                statusCd={row.statusCd}
                localeCd={localeCd}
                version={row.version}
                canEdit={can('e', CONTENT_TYPES.qna.page)}
                onSaved={() => navigate(list)}
              />
            </dd>
            <dt>{t('field.name')}</dt>
            <dd>{row.name}</dd>
            <dt>{t('field.phone')}</dt>
            <dd>{row.phone}</dd>
            <dt>{t('field.email')}</dt>
            <dd>{`${row.email}@${row.emailDomainName}`}</dd>
            <dt>{t('field.contents')}</dt>
            <dd className="admin-detail__contents">{row.contents}</dd>
            <dt>{t('field.attachment')}</dt>
            <dd>
              <button type="button" className="admin-linkbutton" onClick={onDownload}>
                {row.fileName || t('form.noFile')}
              </button>
            </dd>
            <dt>{t('consent.title')}</dt>
            <dd>
              <ConsentLine consentVersion={row.consentVersion} consentAt={row.consentAt} />
            </dd>
          </dl>
        </article>
      )}
      <div className="admin-form__actions">
        <Link to={list} className="admin-button">
          {t('form.list')}
        </Link>
      </div>
    </section>
  );
}
