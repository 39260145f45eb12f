/**
 * The part of the server's configuration that public pages may show. The server fills it in from
 * its environment (`publicSettingsOf` in src/server/env.ts) and hands it to the page loaders;
 * nothing else of the configuration reaches the browser.
 */
export interface PublicSettings {
  /** Days an inquiry and its attachment are kept before they are erased (INQUIRY_RETENTION_DAYS). */
  inquiryRetentionDays: number;
  /** The largest file a form takes, in MB (UPLOAD_LIMIT_MB). */
  uploadLimitMb: number;
  /** Days an application and its CV are kept (APPLICATION_RETENTION_DAYS). */
  applicationRetentionDays: number;
  /** Days the staff access history is kept (HISTORY_RETENTION_DAYS), stated by the privacy notice. */
  historyRetentionDays: number;
}
