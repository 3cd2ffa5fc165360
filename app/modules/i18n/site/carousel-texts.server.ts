import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

/** The Home hero carousel's controls and the buttons of its three slides. */
export function carouselTexts(i18n: I18n) {
  return {
    label: i18n._(msg({ message: 'Highlights', comment: 'The name of the slide show at the top of the home page.' })),
    slideOf: template(i18n, msg({ message: '{number} of {count}', comment: 'A slide’s name for screen readers: “2 of 3”.' }), ['number', 'count']),
    showSlide: template(i18n, msg`Show slide {number}: {title}`, ['number', 'title']),
    pause: i18n._(msg`Pause the slide show`),
    play: i18n._(msg`Play the slide show`),
    previous: i18n._(msg`Previous slide`),
    next: i18n._(msg`Next slide`),
    /** The buttons of the three slides, in the order of hero-slides.ts. */
    buttons: [i18n._(msg`Explore Courses`), i18n._(msg`Meet the Institute`), i18n._(msg`View All Courses`)],
  };
}

export type CarouselTexts = ReturnType<typeof carouselTexts>;
