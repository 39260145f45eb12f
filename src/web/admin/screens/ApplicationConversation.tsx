import { type FormEvent, useId, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { APPLICATION_STATUSES, codeLabel } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { Dialog } from '../../components/Dialog.tsx';
import type { Translate } from '../../lib/i18n.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { Field } from '../components/Field.tsx';
import { ApiError, api } from '../lib/api.ts';
import {
  type ApplicantMessage,
  type Conversation,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type OtherApplication,
  type StatusEvent,
  timelineOf,
} from '../lib/conversation.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { dmy, dmyTime } from '../sections/cells.tsx';
import type { FieldDef, Values } from '../sections/types.ts';

const { application } = CONTENT_TYPES;

/** dd/mm/yyyy hh:mm, Vietnam time. */
const dayAndMinute = (value: string) => dmyTime(value).slice(0, 16);

/**
 * The application's conversation below what the applicant sent: the person's other applications,
 * then the timeline of status changes and e-mails, newest first, with "Send a message" for those
 * who may edit applications. After a message is sent the timeline is read again.
 */
export function ApplicationConversation({
  applicationNo,
  record,
}: {
  applicationNo: number;
  record: Values;
}) {
  const { t } = useI18n();
  const { can } = useSession();
  const [conversation, setConversation] = useState<Conversation>(record as Conversation);
  const [isWriting, setIsWriting] = useState(false);
  const entries = timelineOf(conversation.events, conversation.messages);

  const reload = () =>
    api.get<Conversation>(`${application.api}/${applicationNo}`).then(setConversation, () => {});

  return (
    <>
      <OtherApplications list={record.otherApplications as OtherApplication[] | undefined} />
      <section className="admin-timeline" aria-labelledby="timeline-title">
        <div className="admin-timeline__head">
          <h3 id="timeline-title">{t('conversation.timeline')}</h3>
          {can('e', application.page) && (
            <button type="button" className="admin-button" onClick={() => setIsWriting(true)}>
              {t('conversation.sendMessage')}
            </button>
          )}
        </div>
        {entries.length === 0 ? (
          <p className="admin-timeline__empty">{t('conversation.nothingYet')}</p>
        ) : (
          <ol className="admin-timeline__list">
            {entries.map((entry) =>
              entry.kind === 'event' ? (
                <EventItem key={`e${entry.event.eventNo}`} event={entry.event} />
              ) : (
                <MessageItem key={`m${entry.message.messageNo}`} message={entry.message} />
              ),
            )}
          </ol>
        )}
      </section>
      {isWriting && (
        <SendMessage
          applicationNo={applicationNo}
          onClose={() => setIsWriting(false)}
          onSent={() => {
            setIsWriting(false);
            reload();
          }}
        />
      )}
    </>
  );
}

/** Who made a change: staff by name; without one, the applicant (a withdrawal) or the site itself. */
export function byWhom(event: Pick<StatusEvent, 'by' | 'statusCd'>, t: Translate): string {
  if (event.by) return event.by;
  return t(event.statusCd === '70' ? 'conversation.byApplicant' : 'conversation.bySite');
}

/** "Moved from Reviewing to Interview by admin, 27/11/2026 14:02". */
export function eventText(event: StatusEvent, t: Translate, localeCd: 'EN' | 'VI'): string {
  const status = (code: string) => codeLabel(APPLICATION_STATUSES, code, localeCd) || code;
  const vars = { to: status(event.statusCd), by: byWhom(event, t), at: dayAndMinute(event.at) };
  return event.fromStatusCd
    ? t('conversation.moved', { ...vars, from: status(event.fromStatusCd) })
    : t('conversation.set', vars);
}

function EventItem({ event }: { event: StatusEvent }) {
  const { t, localeCd } = useI18n();
  return (
    <li className="admin-timeline__item admin-timeline__item--event">
      <p>{eventText(event, t, localeCd)}</p>
    </li>
  );
}

function MessageItem({ message }: { message: ApplicantMessage }) {
  const { t } = useI18n();
  return (
    <li className="admin-timeline__item admin-timeline__item--message">
      <p className="admin-timeline__subject">
        <span>{message.subject}</span>{' '}
        <span className={`admin-badge admin-badge--${message.status}`}>
          {t(`conversation.status.${message.status}`)}
        </span>
      </p>
      <p className="admin-timeline__meta">
        {t(`conversation.when.${message.status}`, { at: dayAndMinute(message.sendAt) })}
        {' · '}
        {message.by ? t('conversation.by', { by: message.by }) : t('conversation.bySite')}
      </p>
      <details className="admin-timeline__body">
        <summary>{t('conversation.showEmail')}</summary>
        <p>{message.body}</p>
      </details>
    </li>
  );
}

/** Earlier or later applications of the same person (the same e-mail or phone), each opening its detail. */
function OtherApplications({ list }: { list: OtherApplication[] | undefined }) {
  const { t, localeCd } = useI18n();
  if (!list?.length) return null;
  return (
    <section className="admin-others" aria-labelledby="others-title">
      <h3 id="others-title">{t('conversation.others')}</h3>
      <ul>
        {list.map((other) => (
          <li key={other.applicationNo}>
            <Link to={ADMIN_PATHS.detail('board/application', other.applicationNo)}>{other.jobTitle}</Link>
            {' · '}
            {codeLabel(APPLICATION_STATUSES, other.statusCd, localeCd) || other.statusCd}
            {' · '}
            {dmy(other.createDt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

const messageFields: FieldDef[] = [
  { name: 'subject', label: 'subject', kind: 'text', maxLength: MESSAGE_SUBJECT_MAX },
  { name: 'body', label: 'body', kind: 'textarea', maxLength: MESSAGE_BODY_MAX },
];

/** A free message in the one dialog: POST /api/application/{no}/message {subject, body}. */
function SendMessage({
  applicationNo,
  onClose,
  onSent,
}: {
  applicationNo: number;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const formId = useId();
  const [values, setValues] = useState<Values>({ subject: '', body: '' });
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const subject = String(values.subject ?? '').trim();
    const body = String(values.body ?? '').trim();
    if (!subject || !body) return setError(t('conversation.messageRequired'));
    setIsSending(true);
    try {
      await api.post(`${application.api}/${applicationNo}/message`, { subject, body });
      onSent();
      await dialogs.alert(t('conversation.messageSent'));
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 401)) setError((failure as Error).message);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('conversation.sendMessage')}
      className="admin-dialog admin-dialog--wide"
      actions={
        <>
          <button type="button" className="admin-button" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="admin-button admin-button--primary"
            disabled={isSending}
          >
            {t('conversation.send')}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-message-form" onSubmit={onSubmit} noValidate>
        <p className="admin-field__hint">{t('conversation.messageHint')}</p>
        {messageFields.map((field) => (
          <Field
            key={field.name}
            field={field}
            values={values}
            record={null}
            isNew
            set={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
        ))}
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
