import { useI18n } from '../lib/i18n.tsx';
import { Icon } from './Icon.tsx';

/**
 * 'View more' under a public list that appends its next page in place (jobs, FAQs). It stays
 * enabled while a page loads so keyboard focus is not lost; a second click then does nothing.
 */
export function ViewMore({ isLoading, onMore }: { isLoading: boolean; onMore: () => void }) {
  const { t } = useI18n();
  return (
    <div className="view-more">
      <button
        type="button"
        className="button button--ghost"
        aria-busy={isLoading}
        onClick={() => {
          if (!isLoading) onMore();
        }}
      >
        {t('common.viewMore')}
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
