import { useState } from 'react';
import { APPLICATION_STATUSES } from '../../../common/codes.ts';
import { csvFile } from '../../../common/csv.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { formatDmy, vietnamDate } from '../../../common/dates.ts';
import { BULK_LIMIT, TEMPLATE_STATUSES } from '../../../common/schemas/application-messages.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { chunksOf } from '../components/list/selection.ts';
import { ApiError, api, downloadFromApi } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { saveBlob } from '../lib/download.ts';
import { useSession } from '../lib/session.tsx';
import { str } from './cells.tsx';
import type { Row, SelectionActionsProps } from './types.ts';

const { application } = CONTENT_TYPES;

/**
 * The chosen applications as a CSV made here: the rows of this page the list already holds (every
 * row the filter matches comes from the server's export instead).
 */
function pageCsv(rows: Row[], localeCd: 'EN' | 'VI'): Blob {
  const isVi = localeCd === 'VI';
  const heading = isVi
    ? ['Mã hồ sơ', 'Ngày nhận', 'Vị trí', 'Trạng thái', 'Họ tên', 'Email', 'Số điện thoại']
    : ['No.', 'Received', 'Job', 'Status', 'Name', 'E-mail', 'Phone'];
  const lines = rows.map((row) => [
    str(row, 'applicationNo'),
    formatDmy(vietnamDate(new Date(str(row, 'createDt')))),
    str(row, 'jobTitle'),
    APPLICATION_STATUSES.label(str(row, 'statusCd') as never, localeCd),
    str(row, 'name'),
    str(row, 'email'),
    str(row, 'phone'),
  ]);
  return new Blob([csvFile([heading, ...lines])], { type: 'text/csv;charset=utf-8' });
}

/**
 * What staff do with chosen applications (decision 055): move them to a status, notifying the
 * applicants or not (POST /api/application/bulk, 500 at a time, with progress), and export them.
 * Delete is the list's own button.
 */
export function ApplicationBulkActions({ ids, rows, isAllMatching, query, onDone }: SelectionActionsProps) {
  const { t, localeCd } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const [statusCd, setStatusCd] = useState('');
  const [isNotified, setIsNotified] = useState(true);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const canMove = can('e', application.page);
  const statusName = (code: string) => APPLICATION_STATUSES.label(code as never, localeCd);
  // Only statuses with a stage e-mail (20–60) can notify: New and Withdrawn have none.
  const canNotify = !statusCd || (TEMPLATE_STATUSES as readonly string[]).includes(statusCd);
  const notifies = isNotified && canNotify;

  const move = async () => {
    if (!statusCd) return;
    const question = t(notifies ? 'pipeline.bulk.confirmNotify' : 'pipeline.bulk.confirm', {
      count: ids.length,
      status: statusName(statusCd),
    });
    if (!(await dialogs.confirm(question))) return;
    let updated = 0;
    setProgress({ done: 0, total: ids.length });
    try {
      for (const chunk of chunksOf(ids, BULK_LIMIT)) {
        const answer = await api.post<{ updated: number }>(`${application.api}/bulk`, {
          applicationNos: chunk,
          statusCd,
          notify: notifies ? 'Y' : 'N',
        });
        updated += answer.updated;
        setProgress((p) => p && { ...p, done: p.done + chunk.length });
      }
      onDone(t('pipeline.bulk.updated', { count: updated, status: statusName(statusCd) }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      onDone(t('pipeline.bulk.failed', { count: updated, message: (e as Error).message }));
    } finally {
      setProgress(null);
    }
  };

  const exportChosen = async () => {
    try {
      if (isAllMatching) {
        const { pageNo: _pageNo, pageCnt: _pageCnt, ...filter } = query;
        await downloadFromApi(`${application.api}/export`, filter, 'applications.csv');
      } else saveBlob(pageCsv(rows, localeCd), `applications-${vietnamDate()}-selected.csv`);
    } catch (e) {
      await dialogs.alert(t('exportCsv.failed', { message: (e as Error).message }));
    }
  };

  return (
    <div className="admin-selection__actions">
      {canMove && (
        <>
          <label className="admin-selection__field">
            <span>{t('pipeline.bulk.moveTo')}</span>
            <select value={statusCd} onChange={(e) => setStatusCd(e.target.value)} disabled={!!progress}>
              <option value="">{t('pipeline.bulk.choose')}</option>
              {APPLICATION_STATUSES.codes.map((code) => (
                <option key={code} value={code}>
                  {statusName(code)}
                </option>
              ))}
            </select>
          </label>
          <label className="admin-selection__field">
            <input
              type="checkbox"
              checked={notifies}
              disabled={!canNotify}
              onChange={(e) => setIsNotified(e.target.checked)}
            />
            <span>{t('pipeline.bulk.notify')}</span>
          </label>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={!statusCd || !!progress}
            onClick={move}
          >
            {t('pipeline.bulk.move', { count: ids.length })}
          </button>
        </>
      )}
      <button type="button" className="admin-button" onClick={exportChosen}>
        {t('pipeline.bulk.export')}
      </button>
      {progress && (
        <span className="admin-selection__progress">
          <progress
            value={progress.done}
            max={progress.total}
            aria-label={t('pipeline.bulk.progressLabel')}
          />
          {t('pipeline.bulk.progress', { done: progress.done, total: progress.total })}
        </span>
      )}
    </div>
  );
}
