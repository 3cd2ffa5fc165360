import { msg } from '@lingui/core/macro';

// The sentences of app/utils/redirect-notices.ts, listed so that redirectNotice finds each in the
// portal's catalogues (redirect-notice.server.test.ts checks every notice has its translations).
export const REDIRECT_NOTICE_MESSAGES = [msg`Invalid application ID`, msg`Complete your profile to apply for Courses`, msg`Login to apply for Courses`];
