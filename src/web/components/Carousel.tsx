import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { Icon } from './Icon.tsx';
import { type ImageVariant, imagePreload, ResponsiveImage } from './ResponsiveImage.tsx';

export interface Slide {
  bannerNo: number;
  title: string;
  contents: string;
  linkUrl: string;
  imageUrl: string;
  imageVariants?: ImageVariant[];
  /** The picture's description in the page's language (its media library item); '' when none. */
  imageAlt?: string;
  focalX?: number;
  focalY?: number;
}

const AUTOPLAY_MS = 3500;
/** Slides span the window. */
const SLIDE_SIZES = '100vw';

/** The first slide's image, the home page's largest paint on every screen: preloaded from the head. */
export const firstSlidePreload = (slides: Slide[]) =>
  slides[0]?.imageUrl ? imagePreload(slides[0].imageUrl, slides[0].imageVariants, SLIDE_SIZES) : undefined;

/**
 * The home banner carousel: cross-fades every 3.5 s with a 1 s transition, loops, pauses while
 * hovered or focused, and never moves by itself for visitors who prefer reduced motion.
 *
 * Until it is hydrated, and without scripts, the slides are a row the visitor scrolls through
 * (scroll snap, carousel.css); hydration starts the cross-fade at the slide the visitor scrolled
 * to, and a tap on an arrow or a dot before that is replayed then (`data-replay`, boot.ts).
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t, href } = useI18n();
  const [index, setIndex] = useState(0);
  const [isEnhanced, setEnhanced] = useState(false);
  const [isPaused, setPaused] = useState(false);
  const [isReduced, setReduced] = useState(false);
  const count = slides.length;
  const wrap = useCallback((next: number) => ((next % count) + count) % count, [count]);
  /** By a step from the slide shown when the tap is handled (a replayed tap comes after the scroll's slide). */
  const step = (by: number) => setIndex((i) => wrap(i + by));
  const go = useCallback((next: number) => setIndex(wrap(next)), [wrap]);
  const row = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    // The slide the visitor scrolled to before hydration is the one the cross-fade starts from.
    const scroller = row.current;
    if (!scroller) return;
    setIndex(Math.round(scroller.scrollLeft / scroller.clientWidth) || 0);
    scroller.scrollLeft = 0;
    setEnhanced(true);
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (count < 2 || isPaused || isReduced) return;
    timer.current = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer.current);
  }, [index, isPaused, isReduced, count, go]);

  if (count === 0) return null;
  const link = (url: string) => (url.startsWith('/') ? href(url) : url);

  return (
    <section
      className={isEnhanced ? 'carousel is-enhanced' : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel__slides" ref={row} aria-live={isPaused || isReduced ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a slide is a labelled group
          <div
            key={slide.bannerNo}
            className={`carousel__slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slideOf', { n: i + 1, total: count })}
            aria-hidden={isEnhanced ? i !== index : undefined}
          >
            {/* Every slide has its image, so each can be scrolled to before and without scripts: only the
                first is fetched with the page; the others, lazy, when they come into view. */}
            <ResponsiveImage
              className="carousel__image"
              src={slide.imageUrl}
              variants={slide.imageVariants}
              sizes={SLIDE_SIZES}
              // The caption carries the title: without a description the picture is decorative.
              alt={slide.imageAlt ?? ''}
              // The crop keeps the picture's focal point in view (the centre without one).
              focal={{ x: slide.focalX, y: slide.focalY }}
              width={2500}
              height={1000}
              isPriority={i === 0}
            />
            <div className="carousel__caption container">
              <p className="carousel__title">{slide.title}</p>
              {slide.contents && <p className="carousel__text">{slide.contents}</p>}
              {slide.linkUrl && (
                <a
                  className="button button--light"
                  href={link(slide.linkUrl)}
                  tabIndex={isEnhanced && i !== index ? -1 : undefined}
                >
                  {t('common.learnMore')}
                  <span className="visually-hidden">: {slide.title}</span>
                  <Icon name="arrow" size={18} />
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls container">
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('home.previousSlide')}
            data-replay=""
            onClick={() => step(-1)}
          >
            <Icon name="arrow" size={20} className="icon--flip" />
          </button>
          <ol className="carousel__dots">
            {slides.map((slide, i) => (
              <li key={slide.bannerNo}>
                <button
                  type="button"
                  aria-label={t('home.goToSlide', { n: i + 1 })}
                  aria-current={i === index}
                  data-replay=""
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('home.nextSlide')}
            data-replay=""
            onClick={() => step(1)}
          >
            <Icon name="arrow" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
