import { Link } from 'react-router';
import type { CarouselTexts } from '~/modules/i18n/site/carousel-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { HYDRATE_HOME_WITHIN_MS, type HeroSlide } from './hero-slides';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { useCarousel } from './use-carousel';

// The Home hero (spec §2), built on the WAI-ARIA carousel pattern: a labelled region, slides as
// groups "n of 3", previous/next, a slide picker and a pause control. Hidden slides are inert
// and invisible, so neither the keyboard nor a screen reader lands in them. While it rotates by
// itself the slides are not announced; once the visitor drives it, each change is.
// Its look is in app/app.css (.hero…): long class lists there, not in the page's JavaScript.
export function HeroCarousel({ instituteName, slides, texts }: { instituteName: string; slides: HeroSlide[]; texts: CarouselTexts }) {
  const carousel = useCarousel(slides.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      // It moves by itself: the page hydrates in time for its first change, touched or not (decision 049).
      data-hydrate-ms={HYDRATE_HOME_WITHIN_MS}
      className="hero"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') carousel.next();
        else if (event.key === 'ArrowLeft') carousel.previous();
      }}
    >
      {/* The page's one h1 stays put while the slides change under it. */}
      <div className="hero-name">
        <h1>{instituteName}</h1>
      </div>
      <div aria-live={carousel.playing ? 'off' : 'polite'} className="h-full">
        {slides.map((slide, i) => {
          const current = i === carousel.index;
          // Hidden slides are inert; the stylesheet fades them out by that (.hero-slide[inert]).
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fillText(texts.slideOf, { number: i + 1, count: slides.length })}
              inert={!current}
              className="hero-slide"
            >
              {/* The first picture is the page's largest paint: fetched first, never lazy. */}
              <img
                src={slide.picture.src}
                srcSet={slide.picture.srcSet}
                sizes="100vw"
                width={slide.picture.width}
                height={slide.picture.height}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className="hero-picture"
              />
              <div className="hero-shade" />
              <div className="hero-body">
                <h2>{slide.title}</h2>
                <p>{slide.description}</p>
                <Link to={slide.cta.to}>{texts.buttons[i]}</Link>
              </div>
            </div>
          );
        })}
      </div>

      <div className="hero-controls">
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button key={slide.id} type="button" onClick={() => carousel.goTo(i)} aria-current={i === carousel.index ? 'true' : undefined} className="hero-dot">
              <span />
              <span className="sr-only">{fillText(texts.showSlide, { number: i + 1, title: slide.title })}</span>
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button type="button" onClick={carousel.togglePlaying} className="hero-control">
            {carousel.playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            <span className="sr-only">{carousel.playing ? texts.pause : texts.play}</span>
          </button>
          <button type="button" onClick={carousel.previous} className="hero-control">
            <ChevronLeftIcon className="size-6" />
            <span className="sr-only">{texts.previous}</span>
          </button>
          <button type="button" onClick={carousel.next} className="hero-control">
            <ChevronRightIcon className="size-6" />
            <span className="sr-only">{texts.next}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
