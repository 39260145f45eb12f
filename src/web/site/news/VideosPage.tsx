import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { VideoRow } from '../../../common/rows.ts';
import { SITE } from '../../../common/site-config.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { formatDate } from '../../lib/format.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './VideosPage.server.ts';
import { YoutubeThumb } from './YoutubeThumb.tsx';
import { PLAYER_ALLOW, pauseYoutube, youtubeEmbed, youtubeWatch } from './youtube.ts';
import '../../styles/pages/news.css';
import type { MessageSection } from '../../locales/sections.ts';

const newestFirst = (a: VideoRow, b: VideoRow) => b.createDt.localeCompare(a.createDt);

/**
 * A video is a link to its YouTube page, which works before the scripts run and without them; once
 * hydrated, a plain click plays it here instead. A tap held before hydration is replayed (boot.ts).
 */
const playsHere = (play: () => void) => ({
  target: '_blank',
  rel: 'noopener',
  'data-replay': '',
  onClick: (e: MouseEvent) => {
    if (e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    play();
  },
});

export const messages: readonly MessageSection[] = ['newsPages.videos'];

/**
 * The featured video as a large player (a still with a play button until asked, so no YouTube code
 * loads before that), and the other videos as a grid that plays each one in a dialog (spec 4).
 */
export default function VideosPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t } = useI18n();
  const sorted = [...data.list].sort(newestFirst);
  const main = sorted.find((v) => v.typeCd === '00') ?? sorted[0];
  const others = sorted.filter((v) => v !== main && v.typeCd !== '00');

  const mainFrame = useRef<HTMLIFrameElement>(null);
  const [isMainPlaying, setMainPlaying] = useState(false);
  const [current, setCurrent] = useState<VideoRow | null>(null);
  const [isOpen, setOpen] = useState(false);
  /**
   * The dialog's player mounts only once the dialog is open (its own effect runs first), so the
   * initial focus lands on the Close button, not inside the player where Escape would not reach us.
   */
  const [hasDialogFrame, setDialogFrame] = useState(false);

  useEffect(() => {
    if (isMainPlaying) mainFrame.current?.focus();
  }, [isMainPlaying]);

  useEffect(() => {
    setDialogFrame(isOpen);
  }, [isOpen]);

  const open = (video: VideoRow) => {
    pauseYoutube(mainFrame.current);
    setCurrent(video);
    setOpen(true);
  };

  return (
    <SubPage plain path={path} title={t('menu.videos')} lead={t('newsPages.videos.lead')}>
      <div className="container">
        {main ? (
          <>
            <section className="video-feature" aria-labelledby="video-feature-title">
              <div className="video-feature__player">
                {isMainPlaying ? (
                  <iframe
                    ref={mainFrame}
                    className="video-frame__iframe"
                    src={youtubeEmbed(main.youtubeId)}
                    title={t('newsPages.videos.player', { title: main.title })}
                    allow={PLAYER_ALLOW}
                    allowFullScreen
                  />
                ) : (
                  <a
                    className="video-facade"
                    href={youtubeWatch(main.youtubeId)}
                    {...playsHere(() => setMainPlaying(true))}
                    aria-label={t('newsPages.videos.play', { title: main.title })}
                  >
                    <YoutubeThumb id={main.youtubeId} isPriority />
                    <span className="video-play video-play--large" aria-hidden="true">
                      <Icon name="play" size={40} />
                    </span>
                  </a>
                )}
              </div>
              <div className="video-feature__info">
                <SectionHeading
                  id="video-feature-title"
                  eyebrow={
                    main.typeCd === '00' ? t('newsPages.videos.featured') : t('newsPages.videos.latest')
                  }
                  title={main.title}
                  className="video-feature__title"
                />
                <p className="video-feature__date">
                  <time dateTime={main.createDt.slice(0, 10)}>{formatDate(main.createDt)}</time>
                </p>
                <p className="video-feature__text">{t('newsPages.videos.featuredText')}</p>
                <a
                  className="button button--ghost"
                  href={SITE.social.youtube}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="youtube" size={20} />
                  {t('newsPages.videos.channel')}
                  <span className="visually-hidden"> ({t('common.newTab')})</span>
                </a>
              </div>
            </section>

            <section className="video-more" aria-labelledby="video-more-title">
              <SectionHeading
                id="video-more-title"
                title={t('newsPages.videos.moreTitle')}
                lead={others.length > 0 ? t('newsPages.videos.moreLead') : undefined}
              />
              {others.length ? (
                <ul className="video-grid">
                  {others.map((video) => (
                    <li key={video.videoNo} className="video-card">
                      <div className="video-card__media">
                        <YoutubeThumb id={video.youtubeId} />
                        <span className="video-play" aria-hidden="true">
                          <Icon name="play" size={26} />
                        </span>
                      </div>
                      <div className="video-card__body">
                        <h3 className="video-card__title">
                          <a
                            className="video-card__button"
                            href={youtubeWatch(video.youtubeId)}
                            {...playsHere(() => open(video))}
                          >
                            {video.title}
                          </a>
                        </h3>
                        <p className="video-card__date">
                          <time dateTime={video.createDt.slice(0, 10)}>{formatDate(video.createDt)}</time>
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="empty">{t('newsPages.videos.noMore')}</p>
              )}
            </section>
          </>
        ) : (
          <p className="empty">{t('newsPages.videos.empty')}</p>
        )}
      </div>

      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={current?.title ?? t('menu.videos')}
        className="dialog--video"
      >
        <div className="video-frame">
          {isOpen && hasDialogFrame && current && (
            <iframe
              className="video-frame__iframe"
              src={youtubeEmbed(current.youtubeId)}
              title={t('newsPages.videos.player', { title: current.title })}
              allow={PLAYER_ALLOW}
              allowFullScreen
            />
          )}
        </div>
      </Dialog>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('menu.videos'), description: t('newsPages.videos.description') });
}
