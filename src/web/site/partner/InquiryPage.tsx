import { SITE } from '../../../common/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { InquiryArt } from './art.tsx';
import { InquiryForm } from './InquiryForm.tsx';
import type { load } from './InquiryPage.server.ts';
import '../../styles/pages/partner.css';
import type { MessageSection } from '../../locales/sections.ts';

export const messages: readonly MessageSection[] = ['partner.inquiry'];

export default function InquiryPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, list } = useI18n();
  return (
    <SubPage path={path} title={t('menu.inquiry')} lead={t('partner.inquiry.lead')}>
      <div className="container inquiry-layout">
        <div className="inquiry-layout__form">
          <InquiryForm {...data} />
        </div>

        <aside className="inquiry-aside" aria-labelledby="inquiry-aside-title">
          <InquiryArt />
          <SectionHeading
            id="inquiry-aside-title"
            eyebrow={t('partner.inquiry.aside.eyebrow')}
            title={t('partner.inquiry.aside.title')}
            className="inquiry-aside__title"
          />
          <ul className="inquiry-topics">
            {list('partner.inquiry.aside.topics').map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>

          <h3 className="inquiry-aside__subtitle">{t('partner.inquiry.aside.stepsTitle')}</h3>
          <ol className="inquiry-steps">
            {list('partner.inquiry.aside.steps').map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>

          <div className="inquiry-contact">
            <h3 className="inquiry-aside__subtitle">{t('partner.inquiry.aside.contactTitle')}</h3>
            <ul>
              <li>
                <Icon d={PAGE_ICONS.mail} size={18} />
                <span className="visually-hidden">{t('partner.inquiry.aside.email')}: </span>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </li>
              <li>
                <Icon d={PAGE_ICONS.phone} size={18} />
                <span className="visually-hidden">{t('partner.inquiry.aside.phone')}: </span>
                <a href={`tel:${SITE.telephone.replace(/\s/g, '')}`}>{SITE.telephone}</a>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('menu.inquiry'), description: t('partner.inquiry.metaDescription') });
}
