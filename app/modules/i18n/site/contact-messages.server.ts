import { msg } from '@lingui/core/macro';

// What the server may answer a visitor's contact message with (contact.schemas.ts and the rate
// limit of create-contact-message.server.ts), listed so that translateMessage finds each in the
// site's catalogues. A test feeds the form's schema bad input and checks every answer is here.
export const CONTACT_MESSAGES = [
  msg`Name is required.`,
  msg`Name is too long.`,
  msg`E-mail is required.`,
  msg`E-mail is too long.`,
  msg`Enter a valid e-mail address.`,
  msg`Phone is required.`,
  msg`Enter a valid phone number.`,
  msg`Message is required.`,
  msg`Message is too long (5000 characters at most).`,
  msg`You have sent several messages in a short time. Please wait a few minutes, or call us.`,
];
