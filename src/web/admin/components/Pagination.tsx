import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../lib/router.tsx';

const BLOCK = 10;

/** Ten page links at a time with previous/next symbols (spec 9). */
export function Pagination({
  pageNo,
  pageCount,
  href,
}: {
  pageNo: number;
  pageCount: number;
  href: (pageNo: number) => string;
}) {
  const { t } = useI18n();
  const first = Math.floor((pageNo - 1) / BLOCK) * BLOCK + 1;
  const last = Math.min(pageCount, first + BLOCK - 1);
  const pages = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  return (
    <nav className="admin-pagination" aria-label={t('list.pagination')}>
      {pageNo > 1 ? (
        <Link to={href(pageNo - 1)} aria-label={t('list.previous')}>
          ‹
        </Link>
      ) : (
        <span aria-hidden="true">‹</span>
      )}
      {pages.map((n) =>
        n === pageNo ? (
          <span key={n} aria-current="page" className="admin-pagination__current">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} aria-label={t('list.pageN', { n })}>
            {n}
          </Link>
        ),
      )}
      {pageNo < pageCount ? (
        <Link to={href(pageNo + 1)} aria-label={t('list.next')}>
          ›
        </Link>
      ) : (
        <span aria-hidden="true">›</span>
      )}
    </nav>
  );
}
