import { Link } from 'react-router';
import type { CarouselTexts } from '~/modules/i18n/site/carousel-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { HeroSlide } from './hero-slides';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons';
import { useCarousel } from './use-carousel';

// The Home hero (spec §2), built on the WAI-ARIA carousel pattern: a labelled region, slides as
// groups "n of 3", previous/next, a slide picker and a pause control. Hidden slides are inert
// and invisible, so neither the keyboard nor a screen reader lands in them. While it rotates by
// itself the slides are not announced; once the visitor drives it, each change is.
export function HeroCarousel({ instituteName, slides, texts }: { instituteName: string; slides: HeroSlide[]; texts: CarouselTexts }) {
  const carousel = useCarousel(slides.length);
  const control = 'flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur hover:bg-white/30';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      className="relative isolate h-[34rem] overflow-hidden bg-brand-800 tab:h-[32rem] desk:h-[36rem]"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') carousel.next();
        else if (event.key === 'ArrowLeft') carousel.previous();
      }}
    >
      {/* The page's one h1 stays put while the slides change under it. */}
      <div className="absolute inset-x-0 top-0 z-10 mx-auto max-w-7xl px-5 pt-14 tab:px-6 desk:pt-24">
        <h1 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{instituteName}</h1>
      </div>
      <div aria-live={carousel.playing ? 'off' : 'polite'} className="h-full">
        {slides.map((slide, i) => {
          const current = i === carousel.index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fillText(texts.slideOf, { number: i + 1, count: slides.length })}
              inert={!current}
              className={`absolute inset-0 transition-[opacity,visibility] duration-700 ${current ? 'visible opacity-100' : 'invisible opacity-0'}`}
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
                className="absolute inset-0 -z-10 size-full object-cover object-[70%_center]"
              />
              <div
                className={
                  'absolute inset-0 -z-10 bg-slate-950/60 tab:bg-transparent tab:bg-linear-to-r ' +
                  'tab:from-slate-950/85 tab:via-slate-950/55 tab:to-transparent'
                }
              />
              <div className="mx-auto flex h-full max-w-7xl flex-col gap-5 px-5 pt-28 tab:px-6 desk:pt-36">
                <h2 className="max-w-xl text-4xl font-extrabold tracking-tight text-white tab:text-5xl">{slide.title}</h2>
                <p className="max-w-lg text-lg leading-relaxed text-slate-100">{slide.description}</p>
                <Link to={slide.cta.to} className="w-fit rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
                  {texts.buttons[i]}
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-5 mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 tab:px-6">
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => carousel.goTo(i)}
              aria-current={i === carousel.index ? 'true' : undefined}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === carousel.index ? 'w-7 bg-amber-400' : 'w-2.5 bg-white/70 group-hover:bg-white'}`}
              />
              <span className="sr-only">{fillText(texts.showSlide, { number: i + 1, title: slide.title })}</span>
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button type="button" onClick={carousel.togglePlaying} className={control}>
            {carousel.playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            <span className="sr-only">{carousel.playing ? texts.pause : texts.play}</span>
          </button>
          <button type="button" onClick={carousel.previous} className={control}>
            <ChevronIcon left className="size-6" />
            <span className="sr-only">{texts.previous}</span>
          </button>
          <button type="button" onClick={carousel.next} className={control}>
            <ChevronIcon className="size-6" />
            <span className="sr-only">{texts.next}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
