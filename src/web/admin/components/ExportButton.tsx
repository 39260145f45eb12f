import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { downloadFromApi, type Query } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';

/** "Export CSV": downloads what the list currently selects (its filters, every page). */
export function ExportButton({ path, query }: { path: string; query: Query }) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const [isBusy, setBusy] = useState(false);

  const onExport = async () => {
    const { pageNo: _pageNo, pageCnt: _pageCnt, ...filter } = query;
    setBusy(true);
    try {
      await downloadFromApi(path, filter, 'inquiries.csv');
    } catch (e) {
      await dialogs.alert(t('exportCsv.failed', { message: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="admin-button" disabled={isBusy} onClick={onExport}>
      {isBusy ? t('exportCsv.busy') : t('exportCsv.button')}
    </button>
  );
}
