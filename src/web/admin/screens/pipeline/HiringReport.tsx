import { useEffect, useId, useState } from 'react';
import { ADMIN_PATHS } from '../../../../common/admin-paths.ts';
import { APPLICATION_STATUSES, type ApplicationStatusCd } from '../../../../common/codes.ts';
import { csvFile } from '../../../../common/csv.ts';
import { isIsoDate, vietnamDate } from '../../../../common/dates.ts';
import type { ApplicationReport } from '../../../../common/schemas/application-report.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { DateInput } from '../../components/DateInput.tsx';
import { JobFilter } from '../../components/list/JobFilter.tsx';
import { ViewTabs } from '../../components/ViewTabs.tsx';
import { api } from '../../lib/api.ts';
import { saveBlob } from '../../lib/download.ts';
import { useRouter } from '../../lib/router.tsx';
import type { ListViewProps } from '../../sections/types.ts';
import { BarChart } from './BarChart.tsx';

type Filter = { from: string; to: string; jobNo: string };

/** The report's figures as rows of a file or table, headings in the admin's language. */
function reportRows(
  report: ApplicationReport,
  t: (key: string) => string,
  statusName: (code: string) => string,
) {
  const days = (value: number | null) => (value === null ? '' : value);
  return [
    [t('pipeline.report.status'), t('pipeline.report.count'), t('pipeline.report.medianDays')],
    ...report.byStatus.map((row) => [
      statusName(row.statusCd),
      row.count,
      days(report.medianDaysInStatus[row.statusCd]),
    ]),
    [],
    [t('pipeline.report.source'), t('pipeline.report.applications'), t('pipeline.report.hired')],
    ...report.bySource.map((row) => [row.source, row.applications, row.hired]),
    [],
    [t('pipeline.report.medianToHire'), days(report.medianDaysToHire)],
  ];
}

/**
 * The hiring report (decision 055): the days and the job in the URL (`?view=report&from=&to=&jobNo=`),
 * the funnel by status and the applications by source as bar charts (chart.js, loaded with this
 * screen only) and the same figures as tables, the medians, and the figures as a CSV made here.
 */
export default function HiringReport({ section, query }: ListViewProps) {
  const { t, localeCd } = useI18n();
  const id = useId();
  const { navigate } = useRouter();
  const filter: Filter = {
    from: isIsoDate(query.from ?? '') ? query.from! : '',
    to: isIsoDate(query.to ?? '') ? query.to! : '',
    jobNo: /^\d{1,10}$/.test(query.jobNo ?? '') ? query.jobNo! : '',
  };
  const [draft, setDraft] = useState(filter);
  const [report, setReport] = useState<ApplicationReport | null>(null);
  const [error, setError] = useState('');
  const key = `${filter.from}|${filter.to}|${filter.jobNo}`;
  const statusName = (code: string) => APPLICATION_STATUSES.label(code as ApplicationStatusCd, localeCd);
  const days = (value: number | null) =>
    value === null
      ? t('pipeline.report.none')
      : t('pipeline.report.days', { days: value.toLocaleString(localeCd === 'VI' ? 'vi' : 'en') });

  useEffect(() => {
    let isCurrent = true;
    setDraft(filter);
    setError('');
    api.get<ApplicationReport>(`${section.api}/report`, filter).then(
      (answer) => isCurrent && setReport(answer),
      (e: Error) => isCurrent && setError(e.message),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);

  const show = (next: Filter) => navigate(ADMIN_PATHS.list(section.key, 1, { view: 'report', ...next }));

  const download = () => {
    if (!report) return;
    const blob = new Blob([csvFile(reportRows(report, t, statusName))], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, `hiring-report-${vietnamDate()}.csv`);
  };

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('pipeline.report.title')}
      </h1>
      <ViewTabs section={section} current="report" query={query} />
      <form
        className="admin-search"
        onSubmit={(e) => {
          e.preventDefault();
          show(draft);
        }}
      >
        {(['from', 'to'] as const).map((name) => (
          <label key={name} className="admin-search__date" htmlFor={`${id}-${name}`}>
            <span>{t(name === 'from' ? 'list.from' : 'list.to')}</span>
            <DateInput
              id={`${id}-${name}`}
              value={draft[name]}
              onChange={(day) => setDraft({ ...draft, [name]: day })}
            />
          </label>
        ))}
        <JobFilter section={section} value={draft.jobNo} onChange={(jobNo) => show({ ...draft, jobNo })} />
        <button type="submit" className="admin-button">
          {t('pipeline.report.apply')}
        </button>
        <button type="button" className="admin-button" onClick={download} disabled={!report}>
          {t('pipeline.report.download')}
        </button>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!report && !error && <p className="admin-loading">{t('form.loading')}</p>}
      {report && (
        <div className="admin-report" aria-live="polite">
          <p className="admin-report__median">
            {t('pipeline.report.medianToHire')}: <strong>{days(report.medianDaysToHire)}</strong>
          </p>
          <section className="admin-report__part" aria-labelledby="report-funnel">
            <h2 id="report-funnel">{t('pipeline.report.funnel')}</h2>
            <BarChart
              label={t('pipeline.report.funnel')}
              labels={report.byStatus.map((row) => statusName(row.statusCd))}
              series={[
                { label: t('pipeline.report.applications'), values: report.byStatus.map((row) => row.count) },
              ]}
            />
            <table className="admin-table">
              <caption className="admin-report__caption">{t('pipeline.report.funnelTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('pipeline.report.status')}</th>
                  <th scope="col">{t('pipeline.report.count')}</th>
                  <th scope="col">{t('pipeline.report.medianDays')}</th>
                </tr>
              </thead>
              <tbody>
                {report.byStatus.map((row) => (
                  <tr key={row.statusCd}>
                    <th scope="row">{statusName(row.statusCd)}</th>
                    <td>{row.count}</td>
                    <td>{days(report.medianDaysInStatus[row.statusCd])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="admin-report__part" aria-labelledby="report-sources">
            <h2 id="report-sources">{t('pipeline.report.sources')}</h2>
            {report.bySource.length === 0 ? (
              <p>{t('list.empty')}</p>
            ) : (
              <>
                <BarChart
                  label={t('pipeline.report.sources')}
                  labels={report.bySource.map((row) => row.source)}
                  series={[
                    {
                      label: t('pipeline.report.applications'),
                      values: report.bySource.map((row) => row.applications),
                    },
                    { label: t('pipeline.report.hired'), values: report.bySource.map((row) => row.hired) },
                  ]}
                />
                <table className="admin-table">
                  <caption className="admin-report__caption">{t('pipeline.report.sourcesTable')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('pipeline.report.source')}</th>
                      <th scope="col">{t('pipeline.report.applications')}</th>
                      <th scope="col">{t('pipeline.report.hired')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.bySource.map((row) => (
                      <tr key={row.source}>
                        <th scope="row">{row.source}</th>
                        <td>{row.applications}</td>
                        <td>{row.hired}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
