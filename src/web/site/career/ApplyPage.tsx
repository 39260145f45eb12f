import { PATHS } from '../../../common/paths.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import type { MessageSection } from '../../locales/sections.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ApplyForm } from './ApplyForm.tsx';
import type { load } from './ApplyPage.server.ts';
import '../../styles/pages/career.css';

type ApplyData = LoaderData<typeof load>;

export const messages: readonly MessageSection[] = ['career.apply', 'career.job'];

/** The application form alone, or the confirmation once it has been sent. */
export default function ApplyPage({ path, data }: PageProps<ApplyData>) {
  const { t, href } = useI18n();
  const { job, isSent, posted } = data;
  return (
    <SubPage path={path} title={t('career.apply.pageTitle', { title: job.title })} plain>
      <div className="container apply-page">
        <a className="job-detail__back" href={href(PATHS.job(job.jobNo))}>
          <Icon name="arrow" size={18} className="icon--flip" />
          {t('career.apply.backToJob')}
        </a>
        {isSent && !posted ? (
          <div className="form-outcome form-outcome--sent apply-sent" role="status">
            <h2 className="form-outcome__title">{t('career.apply.sentTitle')}</h2>
            <p>{t('career.apply.sentText')}</p>
            <ArrowLink className="button button--ghost" href={href(PATHS.jobs)}>
              {t('career.apply.sentMore')}
            </ArrowLink>
          </div>
        ) : (
          <>
            <p className="apply-page__lead">{t('career.apply.lead')}</p>
            <ApplyForm
              jobNo={job.jobNo}
              retentionDays={data.retentionDays}
              uploadLimitMb={data.uploadLimitMb}
              posted={posted}
              privacyVersion={data.privacyVersion}
            />
          </>
        )}
      </div>
    </SubPage>
  );
}

export function meta(props: PageProps<ApplyData>, t: Translate): PageMeta {
  const job = props.data?.job;
  if (!job) return pageMeta(t, { title: t('common.notFound'), description: t('common.notFoundText') });
  return pageMeta(t, {
    title: t('career.apply.pageTitle', { title: job.title }),
    description: t('career.apply.metaDescription', { title: job.title }),
  });
}
