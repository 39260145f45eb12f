import { INQUIRY_STATUSES, type LocaleCd } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';

/**
 * Controls that save from the list itself: the partner ON/OFF select (saves at once) and the
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
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  canEdit: boolean;
  save: (value: string) => Promise<unknown>;
  confirm?: string;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  if (!canEdit) return <>{options.find((o) => o.value === value)?.label ?? value}</>;
  const onChange = async (next: string) => {
    if (confirm && !(await dialogs.confirm(confirm))) return onSaved();
    try {
      await save(next);
      await dialogs.alert(t('msg.updated'));
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) await dialogs.alert((e as Error).message);
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

export function PartnerSwitch(props: {
  partnerNo: number;
  name: string;
  useYn: string;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  return (
    <InlineSelect
      label={t('col.onoffOf', { name: props.name })}
      value={props.useYn}
      options={[
        { value: 'Y', label: 'ON' },
        { value: 'N', label: 'OFF' },
      ]}
      canEdit={props.canEdit}
      save={(useYn) => {
        const form = new FormData();
        form.set('useYn', useYn);
        return api.post(`/api/partner/${props.partnerNo}`, form);
      }}
      onSaved={props.onSaved}
    />
  );
}

export function StatusSelect(props: {
  qnaNo: number;
  statusCd: string;
  localeCd: LocaleCd;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  return (
    <InlineSelect
      label={t('col.statusOf', { num: props.qnaNo })}
      value={props.statusCd}
      options={INQUIRY_STATUSES.codes.map((code) => ({
        value: code,
        label: INQUIRY_STATUSES.label(code, props.localeCd),
      }))}
      canEdit={props.canEdit}
      confirm={t('msg.confirmStatus')}
      save={(statusCd) => api.post(`/api/qna/${props.qnaNo}`, { statusCd })}
      onSaved={props.onSaved}
    />
  );
}
