import { type SyntheticEvent, useId } from 'react';
import { LIMITS } from '../../../common/codes.ts';
import { PATHS } from '../../../common/paths.ts';
import type { FaqRow } from '../../../common/rows.ts';
import { SITE } from '../../../common/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { ListEnd, ViewEarlier } from '../../components/ViewMore.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import { pageAnchor, pageLink } from '../paged-list.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { AsideLinks } from './AsideLinks.tsx';
import type { load } from './FaqsPage.server.ts';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

/**
 * Only one answer is open at a time (spec 4): `<details name="faq">` does it natively; this does it
 * where the browser does not know `name` on details yet.
 */
function closeOthers({ currentTarget: opened }: SyntheticEvent<HTMLDetailsElement>) {
  if (!opened.open) return;
  for (const other of opened.closest('ul')!.querySelectorAll('details[open]'))
    if (other !== opened) other.removeAttribute('open');
}

export const messages: readonly MessageSection[] = ['career.faqs'];

export default function FaqsPage({ path, data, previewId }: PageProps<LoaderData<typeof load>>) {
  const { t, href, localeCd } = useI18n();
  const id = useId();
  const pageSize = LIMITS.publicFaqPageSize;
  const faqs = usePagedList<FaqRow>({ path: '/api/faq', pageSize, first: data, query: { localeCd } });

  return (
    <SubPage path={path} title={t('career.faqs.title')} lead={t('career.faqs.lead')}>
      <div className="container jobs-layout">
        <div className="jobs-layout__main">
          <h2 className="visually-hidden">{t('career.faqs.listTitle')}</h2>
          {faqs.firstPage > 1 && <ViewEarlier href={pageLink(href(PATHS.faqs), faqs.firstPage - 1)} />}
          {faqs.items.length > 0 ? (
            <ul ref={faqs.listRef} className="accordion faq">
              {faqs.items.map((faq, i) => {
                const questionId = `${id}-q${faq.faqNo}`;
                return (
                  <li
                    key={faq.faqNo}
                    id={pageAnchor(i, pageSize, faqs.firstPage)}
                    className="accordion__item"
                  >
                    {/* Opens without scripts, and stays as the visitor left it when the page hydrates:
                        React never sets `open` after the first render (decision 029). */}
                    <details name="faq" open={faq.faqNo === previewId || undefined} onToggle={closeOthers}>
                      <summary id={questionId} className="accordion__button">
                        <span className="accordion__q" aria-hidden="true">
                          {t('career.faqs.question')}
                        </span>
                        <h3 className="faq__question">
                          {faq.typeCdNm && <span className="faq__type">{faq.typeCdNm}</span>}
                          <span className="faq__title">{faq.title}</span>
                        </h3>
                        <Icon name="plus" className="accordion__closed" />
                        <Icon name="minus" className="accordion__opened" />
                      </summary>
                      <section
                        aria-labelledby={questionId}
                        className="accordion__panel faq__answer"
                        dangerouslySetInnerHTML={{ __html: faq.contents }}
                      />
                    </details>
                  </li>
                );
              })}
            </ul>
          ) : (
            !faqs.isLoading && <p className="empty">{t('career.faqs.empty')}</p>
          )}
          <ListEnd
            list={faqs}
            href={pageLink(href(PATHS.faqs), faqs.page + 1)}
            errorText={t('career.faqs.error')}
          />
        </div>
        <aside className="career-aside career-aside--contact" aria-labelledby="faq-aside-title">
          <h2 id="faq-aside-title" className="career-aside__title">
            {t('career.faqs.aside.title')}
          </h2>
          <p>{t('career.faqs.aside.text')}</p>
          <a className="button career-aside__button" href={`mailto:${SITE.careersEmail}`}>
            <Icon d={PAGE_ICONS.mail} size={18} />
            {t('career.faqs.aside.button')}
          </a>
          <p className="career-aside__address">{SITE.careersEmail}</p>
          <AsideLinks
            links={[
              { href: href(PATHS.jobs), label: t('career.faqs.aside.jobs') },
              { href: href(PATHS.hr), label: t('menu.hr') },
            ]}
          />
        </aside>
      </div>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.faqs.title'), description: t('career.faqs.metaDescription') });
}
