/** "14:32" in the admin language, with the day and month when it is not today. */
export function clockTime(at: number, locale: string): string {
  const date = new Date(at);
  const isToday = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    ...(isToday ? {} : { day: 'numeric', month: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
