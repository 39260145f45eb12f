/**
 * How long personal data is kept, in days: INQUIRY_RETENTION_DAYS,
 * APPLICATION_RETENTION_DAYS and HISTORY_RETENTION_DAYS. The
 * server's purge applies it; the admin's guidance states it (from /api/user/me).
 */
export interface RetentionPolicy {
  inquiryDays: number;
  applicationDays: number;
  historyDays: number;
}
