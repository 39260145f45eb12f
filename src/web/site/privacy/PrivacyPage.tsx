import { PATHS, queryString } from '../../../common/paths.ts';
import { noticeBlocks, type PrivacyNoticeListed, vietnamDmy } from '../../../common/privacy-notice.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import type { MessageSection } from '../../locales/sections.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './PrivacyPage.server.ts';
import '../../styles/pages/privacy.css';

export const messages: readonly MessageSection[] = ['privacy'];

type PrivacyData = LoaderData<typeof load>;

/**
 * The privacy notice (decision 039): the version in force, or an earlier one, with its number and the
 * day it took effect, and the list of every version. The text is rendered as text, block by block.
 */
export default function PrivacyPage({ path, data }: PageProps<PrivacyData>) {
  const { t, href } = useI18n();
  const since = vietnamDmy(data.publishedAt);
  return (
    <SubPage path={path} title={t('privacy.title')}>
      <div className="container privacy">
        <p className="privacy__version">
          {t(data.isLatest ? 'privacy.inForce' : 'privacy.earlier', { version: data.versionNo, date: since })}
        </p>
        {!data.isLatest && (
          <p className="privacy__latest">
            <a href={href(PATHS.privacy)}>{t('privacy.readLatest')}</a>
          </p>
        )}
        <div className="prose privacy__text">
          <NoticeText text={data.contents} />
        </div>
        <VersionList versions={data.versions} shown={data.versionNo} />
      </div>
    </SubPage>
  );
}

function NoticeText({ text }: { text: string }) {
  return noticeBlocks(text).map((block, i) => {
    const key = `${block.kind}-${i}`;
    if (block.kind === 'heading')
      return block.level === 2 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
    if (block.kind === 'list')
      return (
        <ul key={key}>
          {block.items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ul>
      );
    return <p key={key}>{block.text}</p>;
  });
}

/** Every published version, newest first, each a link but the one shown. */
function VersionList({ versions, shown }: { versions: PrivacyNoticeListed[]; shown: number }) {
  const { t, href } = useI18n();
  const latest = versions[0]?.versionNo;
  return (
    <section className="privacy__versions" aria-labelledby="privacy-versions-title">
      <h2 id="privacy-versions-title">{t('privacy.versions')}</h2>
      <ul>
        {versions.map(({ versionNo, publishedAt }) => {
          const label = t('privacy.versionItem', { version: versionNo, date: vietnamDmy(publishedAt) });
          const link =
            href(PATHS.privacy) + (versionNo === latest ? '' : queryString({ version: versionNo }));
          return (
            <li key={versionNo}>
              {versionNo === shown ? <span aria-current="page">{label}</span> : <a href={link}>{label}</a>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function meta(props: PageProps<PrivacyData>, t: Translate): PageMeta {
  return pageMeta(t, {
    title: props.data.isLatest
      ? t('privacy.title')
      : `${t('privacy.title')} · ${t('privacy.versionShort', { version: props.data.versionNo })}`,
    description: t('privacy.metaDescription'),
  });
}
