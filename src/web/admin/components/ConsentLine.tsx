import { vietnamDmyTime } from '../../../common/privacy-notice.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The privacy notice version a sender agreed to and when (Vietnam time), or, for a row sent before
 * versions were kept, that the policy box was checked then (decision 039).
 */
export function ConsentLine({
  consentVersion,
  consentAt,
}: {
  consentVersion: number | null | undefined;
  consentAt: string | null | undefined;
}) {
  const { t } = useI18n();
  if (consentVersion == null || !consentAt) return <>{t('consent.beforeVersions')}</>;
  return <>{t('consent.agreed', { version: consentVersion, at: vietnamDmyTime(consentAt) })}</>;
}
