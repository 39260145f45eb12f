import { PATHS } from '../../../common/paths.ts';
import type { MessageSection } from '../../locales/sections.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './WithdrawPage.server.ts';

export const messages: readonly MessageSection[] = ['withdrawal'];

/**
 * Withdrawing consent from an e-mail's link (decision 051). Opening the link changes nothing (mail
 * scanners open links too): the page shows one button, a form posted with the token without
 * scripts, which erases the person's data and comes back here saying so.
 */
export default function WithdrawPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, href } = useI18n();
  const outcome = (title: string, text: string, isRefused = false) => (
    <div className={`form-outcome form-outcome--${isRefused ? 'refused' : 'sent'}`} role="status">
      <h2 className="form-outcome__title">{title}</h2>
      <p>{text}</p>
    </div>
  );
  return (
    <SubPage path={path} title={t('withdrawal.title')}>
      <div className="container">
        {data.isWithdrawn ? (
          outcome(t('withdrawal.doneTitle'), t('withdrawal.done'))
        ) : data.isExpired ? (
          outcome(t('withdrawal.expiredTitle'), t('withdrawal.expired'), true)
        ) : !data.token ? (
          outcome(t('withdrawal.expiredTitle'), t('withdrawal.missing'), true)
        ) : (
          <form method="post" action={href(path)}>
            <p>{t('withdrawal.lead')}</p>
            <input type="hidden" name="token" value={data.token} />
            <button type="submit" className="button">
              {t('withdrawal.button')}
            </button>
          </form>
        )}
        <p>
          <a href={href(PATHS.privacy)}>{t('withdrawal.policy')}</a>
        </p>
      </div>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('withdrawal.title'), description: t('withdrawal.metaDescription') });
}
