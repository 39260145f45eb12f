import { INQUIRY_STATUSES, type LocaleCd } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { conflictOf, useConflictWords } from '../lib/conflicts.ts';
import { useDialogs } from '../lib/dialogs.tsx';

/** What every list-side control gets from its row: whether it may save, and what to do after. */
interface InlineSaveProps {
  canEdit: boolean;
  onSaved: () => void;
}

/**
 * Controls that save from the list itself: the ON/OFF select (partners) (saves at once) and the
 * inquiry status select (asks 'Do you want to change the status?' first). Without the edit right
 * they show the value only.
 */
function InlineSelect({
  label,
  value,
  options,
  canEdit,
  save,
  confirm,
  onSaved,
}: InlineSaveProps & {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  save: (value: string) => Promise<unknown>;
  confirm?: string;
}) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const conflictWords = useConflictWords();
  if (!canEdit) return <>{options.find((o) => o.value === value)?.label ?? value}</>;
  const onChange = async (next: string) => {
    if (confirm && !(await dialogs.confirm(confirm))) return onSaved();
    try {
      await save(next);
      await dialogs.alert(t('msg.updated'));
    } catch (e) {
      // Changed by someone else since the row was read (decision 057): say who; the row is read again.
      const conflict = conflictOf(e);
      if (conflict) await dialogs.alert(t('conflict.reloaded', conflictWords(conflict)));
      else if (!(e instanceof ApiError) || e.status !== 401) await dialogs.alert((e as Error).message);
    }
    onSaved();
  };
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

const ON_OFF = [
  { value: 'Y', label: 'ON' },
  { value: 'N', label: 'OFF' },
];

/** ON/OFF of a row, saved at once (the partner list): named after the row for screen readers. */
export function OnOffSwitch({
  api: path,
  id,
  name,
  useYn,
  version,
  ...saving
}: InlineSaveProps & { api: string; id: number; name: string; useYn: string; version?: number }) {
  const { t } = useI18n();
  const save = (next: string) => {
    const form = new FormData();
    form.set('useYn', next);
    if (version) form.set('version', String(version));
    return api.post(`${path}/${id}`, form);
  };
  return (
    <InlineSelect {...saving} label={t('col.onoffOf', { name })} value={useYn} options={ON_OFF} save={save} />
  );
}

export function StatusSelect({
  qnaNo,
  statusCd,
  localeCd,
  version,
  ...saving
}: InlineSaveProps & { qnaNo: number; statusCd: string; localeCd: LocaleCd; version?: number }) {
  const { t } = useI18n();
  const options = INQUIRY_STATUSES.codes.map((code) => ({
    value: code,
    label: INQUIRY_STATUSES.label(code, localeCd),
  }));
  return (
    <InlineSelect
      {...saving}
      label={t('col.statusOf', { num: qnaNo })}
      value={statusCd}
      options={options}
      confirm={t('msg.confirmStatus')}
      save={(next) => api.post(`/api/qna/${qnaNo}`, { statusCd: next, ...(version ? { version } : {}) })}
    />
  );
}
