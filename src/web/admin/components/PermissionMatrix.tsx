import {
  ACTIONS,
  ALL,
  ALL_PERMISSIONS,
  menuOf,
  PAGES,
  PUBLISH,
  pageName,
  rightsOf,
} from '../../../common/permissions.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The matrix's columns: the four actions, then Publish (decision 058) for the pages staff write. */
const COLUMNS = [...ACTIONS, PUBLISH] as const;

/**
 * The authority screen's permission matrix: one row per page, one checkbox per right. Select All
 * grants the all-access setting (0ALL); All OFF clears everything (spec 6). Only a System Manager
 * may hold User management rights, so those rows are disabled for a General Manager.
 */
export function PermissionMatrix({
  settings,
  isSystemManager,
  labelledBy,
  onChange,
}: {
  settings: string[];
  isSystemManager: boolean;
  labelledBy: string;
  onChange: (settings: string[]) => void;
}) {
  const { t } = useI18n();
  const hasAll = settings.includes(ALL);
  const isOn = (permission: string) => hasAll || settings.includes(permission);
  const toggle = (permission: string) => {
    const expanded = hasAll ? [...ALL_PERMISSIONS] : settings;
    onChange(
      expanded.includes(permission) ? expanded.filter((p) => p !== permission) : [...expanded, permission],
    );
  };
  return (
    <div className="admin-matrix">
      <div className="admin-matrix__actions">
        <button
          type="button"
          className="admin-button"
          onClick={() => onChange([ALL])}
          disabled={!isSystemManager}
        >
          {t('form.selectAll')}
        </button>
        <button type="button" className="admin-button" onClick={() => onChange([])}>
          {t('form.allOff')}
        </button>
      </div>
      <table className="admin-table admin-matrix__table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('col.board')}</th>
            {COLUMNS.map((action) => (
              <th scope="col" key={action}>
                {t(`action.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAGES.map((page) => {
            const isDisabled = menuOf(page) === 'User' && !isSystemManager;
            const rowLabel = `${t(`menu.${menuOf(page)}`)} › ${t(`pageName.${pageName(page)}`)}`;
            return (
              <tr key={page}>
                <th scope="row">{rowLabel}</th>
                {COLUMNS.map((action) => (
                  <td key={action} className="admin-matrix__cell">
                    {/* A right the page does not have (adding an application, publishing a question) has no box. */}
                    {rightsOf(page).includes(action) && (
                      <input
                        type="checkbox"
                        aria-label={`${rowLabel}: ${t(`action.${action}`)}`}
                        checked={isOn(`${action}${page}`)}
                        disabled={isDisabled}
                        onChange={() => toggle(`${action}${page}`)}
                      />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
