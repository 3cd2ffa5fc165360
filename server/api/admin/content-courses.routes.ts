import { createRoute, z } from '@hono/zod-openapi';
import { rupeesOutput } from '~/utils/rupees-schema';
import { createRouter } from '../create-router';
import { addCourse } from '~/modules/courses/add-course.server';
import { addCourseInput, changeCourseFeesInput, courseIdInput, updateCourseForm, updateCourseInput } from '~/modules/courses/courses.schemas';
import { COURSE_HAS_APPLICATIONS, deleteCourse } from '~/modules/courses/delete-course.server';
import { findCourses } from '~/modules/courses/find-courses.server';
import { editCourse } from '~/modules/courses/edit-course.server';
import { updateCourseFees } from '~/modules/courses/update-course-fees.server';
import { updateCourseVisibility } from '~/modules/courses/update-course-visibility.server';
import { admissionSeason } from '../record-schemas';
import { adminCourseJson } from './admin-serializers';
import { badInput, done, failureResponse, formBody, json, jsonBody, tokenHeader, unauthorized, uploadFailures } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { actorOf, requireAdmin, requireStaff, type AdminVariables } from './require-admin';

// Course calls of the dashboard (spec §7 'Admin dashboard'): every one needs an administrator,
// writes the change and its audit entry in one transaction, and drops cached public pages.
const TAGS = ['Admin: courses'];
const notFound = { 404: failureResponse('Course not found') };

const adminCourse = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string().openapi({ description: 'Sanitised HTML' }),
    eligibility: z.string().nullable(),
    fees: rupeesOutput('Total fee; null when not set').nullable(),
    duration: z.string().nullable().openapi({ description: "How long the course runs, e.g. '1 year'; null when not given" }),
    reportingOn: z.string().nullable().openapi({ description: 'The day admitted students report (YYYY-MM-DD, India); null when not decided' }),
    images: z.array(z.string()).openapi({ description: 'Image URLs: the first is the card image, the second the detail image' }),
    date: z.string().openapi({ description: 'ISO 8601 date the course was posted' }),
    applicants: z.number().int(),
    visible: z.boolean().openapi({ description: 'Shown on the public site' }),
    ...admissionSeason.shape,
    accepted: z.number().int().openapi({ description: 'Applications Accepted: the seats taken' }),
    requiresVerifiedDocuments: z.boolean().openapi({ description: "Accept only once the student's documents are verified" }),
    offerNeedsFirstInstalment: z.boolean().openapi({ description: 'A merit offer is accepted only once the first instalment is paid' }),
  })
  .openapi('AdminCourse');

// The commands' inputs are the domain's schemas (courses.schemas.ts), documented there with
// .meta(). Schemas from app/modules may be built before @hono/zod-openapi extends zod, so they
// get no .openapi() of their own: one documented here is wrapped (pipe()) first.
export const contentCoursesApi = createRouter<AdminVariables>();

contentCoursesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/post-course',
    tags: TAGS,
    summary: 'Add a course (Add Course form)',
    middleware: [requireStaff('courses'), multipartOnly('the course')] as const,
    request: { headers: tokenHeader, ...formBody(addCourseInput) },
    responses: {
      201: json(done.extend({ _id: z.string() }), "Course added successfully! (with the new course's id)"),
      ...badInput,
      ...unauthorized,
      ...uploadFailures,
    },
  }),
  async (c) => {
    const id = await addCourse({ input: c.req.valid('form'), actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Course added successfully!', _id: id }, 201);
  },
);

contentCoursesApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/list-courses',
    tags: TAGS,
    summary: 'Every course, hidden ones included, newest first (Manage Courses)',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader },
    responses: {
      200: json(z.object({ success: z.literal(true), message: z.string(), coursesData: z.array(adminCourse) }), 'All courses'),
      ...unauthorized,
    },
  }),
  async (c) => {
    const coursesData = (await findCourses()).map(adminCourseJson);
    return c.json({ success: true as const, message: 'Courses fetched successfully', coursesData }, 200);
  },
);

contentCoursesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/change-visibility',
    tags: TAGS,
    summary: 'Hide a visible course from the public site, or show a hidden one',
    middleware: [requireStaff('courses')] as const,
    request: { headers: tokenHeader, ...jsonBody(courseIdInput) },
    responses: {
      200: json(done.extend({ visible: z.boolean() }), "'Course visible on the public site' or 'Course hidden from the public site'"),
      ...badInput,
      ...unauthorized,
      ...notFound,
    },
  }),
  async (c) => {
    const course = await updateCourseVisibility({ id: c.req.valid('json').id, actor: actorOf(c) });
    const message = course.visible ? 'Course visible on the public site' : 'Course hidden from the public site';
    return c.json({ success: true as const, message, visible: course.visible }, 200);
  },
);

contentCoursesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/delete-course',
    tags: TAGS,
    summary: 'Delete a course nobody has applied to',
    description:
      `A course with applications is refused with 409 '${COURSE_HAS_APPLICATIONS}': deleting it would ` + `delete the students' applications. Hide it instead.`,
    middleware: [requireStaff('courses')] as const,
    request: { headers: tokenHeader, ...jsonBody(courseIdInput) },
    responses: {
      200: json(done, 'Course deleted successfully'),
      ...badInput,
      ...unauthorized,
      ...notFound,
      409: failureResponse(COURSE_HAS_APPLICATIONS),
    },
  }),
  async (c) => {
    await deleteCourse({ id: c.req.valid('json').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Course deleted successfully' }, 200);
  },
);

contentCoursesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/change-fees',
    tags: TAGS,
    summary: "Set or change a course's total fee (rupees)",
    middleware: [requireStaff('courses')] as const,
    request: { headers: tokenHeader, ...jsonBody(changeCourseFeesInput) },
    responses: { 200: json(done.extend({ fees: rupeesOutput('The course fee now') }), 'Fees updated!'), ...badInput, ...unauthorized, ...notFound },
  }),
  async (c) => {
    const { id, fees } = c.req.valid('json');
    const course = await updateCourseFees({ id, fees, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Fees updated!', fees: course.fees! }, 200);
  },
);

contentCoursesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/remove-course-fees',
    tags: TAGS,
    summary: "Remove a course's fee (shown as NA / 'contact the institute')",
    middleware: [requireStaff('courses')] as const,
    request: { headers: tokenHeader, ...jsonBody(courseIdInput) },
    responses: { 200: json(done, 'Fees removed successfully!'), ...badInput, ...unauthorized, ...notFound },
  }),
  async (c) => {
    await updateCourseFees({ id: c.req.valid('json').id, fees: null, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Fees removed successfully!' }, 200);
  },
);

contentCoursesApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/update-course',
    tags: TAGS,
    summary: 'Edit a course (title, description, eligibility, duration, reporting date, images, admission window, seats)',
    description: "JSON or multipart/form-data. Only the fields sent change. Images (multipart only), when sent, replace all of the course's images.",
    middleware: [requireStaff('courses')] as const,
    request: {
      headers: tokenHeader,
      body: { content: { 'application/json': { schema: updateCourseInput }, 'multipart/form-data': { schema: updateCourseForm } }, required: false },
    },
    responses: {
      200: json(done.extend({ course: adminCourse }), 'Course updated successfully!'),
      ...badInput,
      ...unauthorized,
      ...notFound,
      ...uploadFailures,
    },
  }),
  async (c) => {
    // Both media types are declared, so each validator passes the other's requests through
    // with an empty object: pick the one that matches the request.
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    const multipart = type.startsWith('multipart/form-data');
    if (!multipart && !type.startsWith('application/json')) {
      return c.json({ success: false as const, message: 'Send the course changes as JSON or multipart/form-data.' }, 400);
    }
    const { id, ...changes } = multipart ? (c.req.valid('form') as z.output<typeof updateCourseForm>) : c.req.valid('json');
    const course = await editCourse({ id, changes, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Course updated successfully!', course: adminCourseJson(course) }, 200);
  },
);
