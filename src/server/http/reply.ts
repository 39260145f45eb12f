/** The success envelope every API answer shares: {"success":true,"data":…}. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
