import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import type { ApplicationRow } from '../../../common/schemas/application.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ConsentLine } from '../components/ConsentLine.tsx';
import { isPdf, PdfPreview } from '../components/PdfPreview.tsx';
import { downloadFile } from '../lib/api.ts';
import type { Conversation, ScreeningAnswer } from '../lib/conversation.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { dmyTime } from '../sections/cells.tsx';
import type { Values } from '../sections/types.ts';
import { ApplicationConversation } from './ApplicationConversation.tsx';

/**
 * An application as the applicant sent it, above its status and note form (the form screen's
 * record summary): the job (its form for those who may edit jobs), how to reach the applicant,
 * where they came from, the cover letter, the screening answers and the CV, downloaded or, for a
 * PDF, read in place; then the conversation (other applications, the timeline).
 */
export function ApplicationDetail({ record }: { record: Values }) {
  const { t } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const row = record as unknown as ApplicationRow & Conversation;
  const { job } = CONTENT_TYPES;

  const onDownload = async () => {
    if (!(await downloadFile(row.fileUrl, row.fileName))) await dialogs.alert(t('msg.fileNotExist'));
  };

  return (
    <article className="admin-detail admin-application" aria-labelledby="application-name">
      <header className="admin-detail__head">
        <p className="admin-detail__category">
          {can('e', job.page) ? (
            <Link to={ADMIN_PATHS.detail('board/recruit', row.jobNo)}>{row.jobTitle}</Link>
          ) : (
            row.jobTitle
          )}
        </p>
        <h2 id="application-name">{row.name}</h2>
      </header>
      <dl className="admin-detail__fields">
        <dt>{t('application.email')}</dt>
        <dd>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </dd>
        <dt>{t('application.phone')}</dt>
        <dd>
          <a href={`tel:${row.phone}`}>{row.phone}</a>
        </dd>
        <dt>{t('application.language')}</dt>
        <dd>{t(`application.languages.${row.localeCd}`)}</dd>
        <dt>{t('application.received')}</dt>
        <dd>{dmyTime(row.createDt)}</dd>
        {row.source && (
          <>
            <dt>{t('conversation.source')}</dt>
            <dd>{row.source}</dd>
          </>
        )}
        <dt>{t('application.coverLetter')}</dt>
        <dd className="admin-detail__contents">{row.coverLetter || t('application.noCoverLetter')}</dd>
        {Array.isArray(row.answers) && row.answers.length > 0 && (
          <>
            <dt>{t('conversation.answers')}</dt>
            <dd>
              <Answers answers={row.answers} />
            </dd>
          </>
        )}
        <dt>{t('application.cv')}</dt>
        <dd>
          <button type="button" className="admin-button" onClick={onDownload}>
            {t('application.download', { name: row.fileName })}
          </button>
        </dd>
        <dt>{t('consent.title')}</dt>
        <dd>
          <ConsentLine consentVersion={row.consentVersion} consentAt={row.consentAt} />
        </dd>
      </dl>
      {/* Browsers that cannot show a PDF in a page (phones, mostly) keep the download only. */}
      {isPdf(row.fileUrl) && navigator.pdfViewerEnabled && (
        <PdfPreview fileUrl={row.fileUrl} fileName={row.fileName} />
      )}
      <ApplicationConversation applicationNo={row.applicationNo} record={record} />
    </article>
  );
}

/** The screening questions as asked, each with its answer; yes/no in words. */
function Answers({ answers }: { answers: ScreeningAnswer[] }) {
  const { t } = useI18n();
  const answerText = (answer: ScreeningAnswer) => {
    if (!answer.answer) return t('conversation.noAnswer');
    if (answer.kind !== 'yesno') return answer.answer;
    return t(answer.answer === 'Y' ? 'conversation.yes' : 'conversation.no');
  };
  return (
    <dl className="admin-answers">
      {answers.map((answer) => (
        <div key={answer.questionNo}>
          <dt>{answer.text}</dt>
          <dd className="admin-detail__contents">{answerText(answer)}</dd>
        </div>
      ))}
    </dl>
  );
}
