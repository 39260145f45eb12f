import type { ReactNode } from 'react';
import { groupOf, listPathOf } from '../../../common/paths.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The frame of every company, career, partner and news page: a title band with the breadcrumb, the
 * content, and 'Learn more' cards for the other pages of the same group. Both derive from the URL,
 * so a page opened by direct link looks the same as one reached from the menu.
 */
export function SubPage({
  path,
  title,
  lead,
  children,
  plain = false,
}: {
  path: string;
  title: string;
  lead?: string;
  children: ReactNode;
  /** Solid pages (news, job detail) have no coloured title band. */
  plain?: boolean;
}) {
  const { t, href } = useI18n();
  const group = groupOf(path);
  const own = listPathOf(path) ?? path;
  const current = group?.items.find((item) => own === item.path || own.startsWith(`${item.path}/`));
  const siblings = group?.items.filter((item) => item !== current) ?? [];
  return (
    <>
      <section
        className={`page-hero${plain ? ' page-hero--plain' : ''}${group ? ` page-hero--${group.key}` : ''}`}
      >
        <div className="container">
          <nav aria-label={t('common.breadcrumb')}>
            <ol className="breadcrumb">
              <li>
                <a href={href('/')}>{t('common.home')}</a>
              </li>
              {group && <li>{t(`menu.${group.key}`)}</li>}
              {current && (
                <li>
                  <a href={href(current.path)} aria-current={path === current.path ? 'page' : undefined}>
                    {t(`menu.${current.key}`)}
                  </a>
                </li>
              )}
            </ol>
          </nav>
          <h1 className="page-hero__title">{title}</h1>
          {lead && <p className="page-hero__lead">{lead}</p>}
        </div>
      </section>
      <div className="page-body">{children}</div>
      {group && siblings.length > 0 && (
        <PageSection
          className="learn-more"
          heading={{ id: 'learn-more-title', title: t('common.learnMore'), className: 'learn-more__title' }}
        >
          <ul className="learn-more__list">
            {siblings.map((item) => (
              <li key={item.key}>
                <a className="learn-more__card" href={href(item.path)}>
                  <span className="learn-more__group">{t(`menu.${group.key}`)}</span>
                  <span className="learn-more__name">{t(`menu.${item.key}`)}</span>
                  <Icon name="arrow" />
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
}
