import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

// What the public site's shell says on every page (header, menu, account menu, footer, the
// WhatsApp button), in the page's language. The site layout's loader sends it with the page.

/**
 * Texts with `{placeholders}` are filled by the page with what it knows (app/modules/i18n/fill-text.ts).
 * The account menu's texts come only while a student is signed in: a visitor's page carries less.
 */
export function shellTexts(i18n: I18n, { signedIn }: { signedIn: boolean }) {
  return {
    skipToContent: i18n._(msg`Skip to content`),
    mainNavigation: i18n._(msg`Main`),
    nav: {
      home: i18n._(msg`Home`),
      about: i18n._(msg`About Us`),
      courses: i18n._(msg`Courses`),
      news: i18n._(msg`News And Events`),
      contact: i18n._(msg`Contact Us`),
      policies: i18n._(msg`Policies`),
    },
    openMenu: i18n._(msg`Open menu`),
    closeMenu: i18n._(msg`Close menu`),
    menu: i18n._(msg`Menu`),
    adminLogin: i18n._(msg`Admin Login`),
    login: i18n._(msg`Login`),
    footer: {
      aboutHeading: i18n._(msg`About the institute`),
      about: template(i18n, msg({ message: 'Healthcare and hospital-management training in Nagpur. Established {established}.' }), ['established']),
      information: i18n._(msg`Information`),
      contact: i18n._(msg`Contact`),
      opensInNewTab: template(i18n, msg({ message: '{label} (opens in a new tab)', comment: 'A social network’s name, e.g. Facebook.' }), ['label']),
      copyright: template(i18n, msg({ message: '© {year} {institute}. Established {established}. All rights reserved.' }), [
        'year',
        'institute',
        'established',
      ]),
    },
    language: i18n._(msg`Language`),
    quickContact: i18n._(msg`Quick contact`),
    whatsapp: i18n._(msg`Chat with us on WhatsApp (opens in a new tab)`),
    account: signedIn ? accountTexts(i18n) : null,
  };
}

/** The signed-in student's menu (the greeting, their pages, Sign out). */
function accountTexts(i18n: I18n) {
  return {
    yourAccount: i18n._(msg`Your account`),
    greeting: template(i18n, msg({ message: 'Hi {greeting}', comment: 'The account button: the student’s first name follows.' }), ['greeting']),
    applications: i18n._(msg`Applied Courses`),
    profile: i18n._(msg`My Profile`),
    signOut: i18n._(msg`Sign out`),
    signOutFailed: i18n._(msg`Signing out did not work. Please try again.`),
  };
}

export type ShellTexts = ReturnType<typeof shellTexts>;
