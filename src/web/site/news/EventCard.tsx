import { PATHS } from '../../../common/paths.ts';
import type { PublicRows } from '../../../common/rows.ts';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { EventTime } from './EventTime.tsx';

export type EventRow = PublicRows['event'];

/** The widths a card's picture is shown at: one column on phones, two, then three. */
export const EVENT_CARD_SIZES = '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw';

/** An event in the list: picture, kind, when, where, title and summary, the whole card a link. */
export function EventCard({ item, isPriority = false }: { item: EventRow; isPriority?: boolean }) {
  const { href } = useI18n();
  return (
    <a className="card event-card" href={href(PATHS.event(item.eventNo))}>
      <div className="card__media event-card__media">
        {item.imageUrl ? (
          <ResponsiveImage
            src={item.imageUrl}
            variants={item.imageVariants}
            sizes={EVENT_CARD_SIZES}
            alt=""
            width={960}
            height={540}
            focal={{ x: item.focalX, y: item.focalY }}
            isPriority={isPriority}
          />
        ) : (
          <div className="card__placeholder" aria-hidden="true" />
        )}
        <span className={`badge event-card__kind${item.kind === '20' ? ' badge--sun' : ''}`}>
          {item.kindNm}
        </span>
      </div>
      <div className="card__body">
        <h2 className="card__title">{item.title}</h2>
        <p className="event-card__when">
          <EventTime startAt={item.startAt} endAt={item.endAt} />
        </p>
        {item.place && <p className="event-card__place">{item.place}</p>}
        {item.summary && <p className="card__text">{item.summary}</p>}
      </div>
    </a>
  );
}
