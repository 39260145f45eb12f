/**
 * A session as its account's sessions list shows it (decision 038): the server answers it, the
 * admin's Security screen and account page list it. Never the token or its hash.
 */
export interface SessionEntry {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ipaddress: string;
  browser: string;
  current: boolean;
}
