import { msg } from '@lingui/core/macro';

// What the Applied Courses action may answer (the resume, submit-admission.server.ts and the
// document checks of profile-messages.server.ts), listed so that translateMessage finds each.
export const APPLICATIONS_MESSAGES = [msg`Resume updated successfully!`, msg`Please select a resume file before saving.`];
