import { auditSentence } from '~/modules/audit/describe-audit-entry';
import type { AuditLogEntry } from '~/modules/audit/find-audit-log.server';
import type { ContactMessage } from '~/modules/contact/find-contact-messages.server';
import type { Course } from '~/modules/courses/course.server';
import type { InstituteEvent } from '~/modules/events/events.server';
import { imageUrl } from '~/modules/images/images';
import { admissionSeasonJson } from '../serializers';

// Staff views of records, in the field names of spec §3 (`_id`, images as URLs, fees in rupees).
export const adminCourseJson = (course: Course) => ({
  _id: course.id,
  title: course.title,
  description: course.description,
  eligibility: course.eligibility,
  fees: course.fees,
  duration: course.duration,
  reportingOn: course.reportingOn,
  images: course.images.map((image) => imageUrl(image)),
  date: new Date(course.createdAt).toISOString(),
  applicants: course.applicants,
  visible: course.visible,
  ...admissionSeasonJson(course),
  accepted: course.accepted,
  requiresVerifiedDocuments: course.requiresVerifiedDocuments,
  offerNeedsFirstInstalment: course.offerNeedsFirstInstalment,
});

export const adminEventJson = (event: InstituteEvent) => ({
  _id: event.id,
  title: event.title,
  image: event.image ? imageUrl(event.image) : null,
  date: new Date(event.createdAt).toISOString(),
});

/** The visitor's words are data: plain text, never rendered as HTML by us. */
export const contactMessageJson = (message: ContactMessage) => ({
  _id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone,
  message: message.message,
  date: new Date(message.createdAt).toISOString(),
});

export const auditEntryJson = (entry: AuditLogEntry) => ({
  _id: entry.id,
  actorType: entry.actorType,
  actorId: entry.actorId,
  actorName: entry.actorName,
  summary: auditSentence(entry),
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  before: entry.before,
  after: entry.after,
  date: new Date(entry.createdAt).toISOString(),
});
