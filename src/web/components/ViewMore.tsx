import type { MouseEvent } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { Icon } from './Icon.tsx';

/**
 * 'View more' under a public list that appends its next page in place (jobs, FAQs, press). It is a
 * link to the list with one page more (`href`), so it works before and without scripts (a tap
 * before hydration is held and replayed, decision 029); scripts append the page instead. It stays
 * enabled while a page loads so keyboard focus is not lost; a second click then does nothing.
 */
export function ViewMore({
  href,
  isLoading,
  onMore,
}: {
  href: string;
  isLoading: boolean;
  onMore: () => void;
}) {
  const { t } = useI18n();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (!isLoading) onMore();
  };
  return (
    <div className="view-more">
      <a className="button button--ghost" href={href} data-replay="" aria-busy={isLoading} onClick={onClick}>
        {t('common.viewMore')}
        <Icon name="plus" size={18} />
      </a>
    </div>
  );
}

/**
 * The end of a 'View more' list (a usePagedList): what went wrong if the last page failed to load,
 * in `errorText`, then 'View more' (`href`, the list with one page more) while pages remain.
 */
export function ListEnd({
  list,
  href,
  errorText,
}: {
  list: { error: string | null; hasMore: boolean; isLoading: boolean; more: () => unknown };
  href: string;
  errorText: string;
}) {
  return (
    <>
      {list.error && (
        <p className="form-error list-error" role="alert">
          {errorText}
        </p>
      )}
      {list.hasMore && <ViewMore href={href} isLoading={list.isLoading} onMore={() => void list.more()} />}
    </>
  );
}

/** Above a list shown from a later page (a long list's `?page=N`): the link to the page before. */
export function ViewEarlier({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <p className="view-earlier">
      <a href={href}>{t('common.viewEarlier')}</a>
    </p>
  );
}
