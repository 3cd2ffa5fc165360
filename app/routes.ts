import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// URLs exactly as the route table of the product specification (§2).
export default [
  layout('routes/_site/layout.tsx', [
    index('routes/_site/home.tsx'),
    route('about', 'routes/_site/about.tsx'),
    route('courses', 'routes/_site/courses.tsx'),
    route('apply-course/:id', 'routes/_site/apply-course.tsx'),
    route('news', 'routes/_site/news.tsx'),
    route('news/:id', 'routes/_site/news-detail.tsx'),
    route('contact', 'routes/_site/contact.tsx'),
    route('policies', 'routes/_site/policies.tsx'),
    // Anyone confirms an admission letter by its code (issue 23 point 6): public, never indexed.
    route('verify/:code', 'routes/_site/verify-letter.tsx'),
    // Student portal (issue 4): loaders and actions require the student's session on the server.
    // Their files live in routes/portal/; the site layout stays their parent (header, footer, session).
    route('applications', 'routes/portal/applications.tsx'),
    route('user-profile', 'routes/portal/user-profile.tsx'),
    route('pay-course/:applicationId', 'routes/portal/pay-course.tsx'),
    route('*', 'routes/_site/not-found.tsx'),
  ]),
  // The student sign-in dialog's texts in the page's language, fetched when it opens (a resource route).
  route('sign-in-texts', 'routes/portal/sign-in-texts.ts'),
  // The first administrator's one-time setup link: outside the dashboard layout, nobody can sign in yet.
  route('dashboard/setup/:token', 'routes/dashboard/setup.tsx'),
  // An invitation to join the staff (an owner sent it by e-mail): outside the layout too, the invitee has no account yet.
  route('dashboard/accept-invite/:token', 'routes/dashboard/accept-invite.tsx'),
  // Staff dashboard (issue 3): every loader and action checks the admin session on the server.
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/index.tsx'),
    route('finance', 'routes/dashboard/finance.tsx'),
    route('add-course', 'routes/dashboard/add-course.tsx'),
    route('manage-courses', 'routes/dashboard/manage-courses.tsx'),
    route('edit-course/:id', 'routes/dashboard/edit-course.tsx'),
    route('view-applications', 'routes/dashboard/view-applications.tsx'),
    route('verify-documents', 'routes/dashboard/verify-documents.tsx'),
    route('merit-rounds/:id?', 'routes/dashboard/merit-rounds.tsx'),
    route('payments', 'routes/dashboard/payments.tsx'),
    route('enroll-student', 'routes/dashboard/enroll-student.tsx'),
    route('select-course/:userId', 'routes/dashboard/select-course.tsx'),
    route('change-user-profile/:ChangeUserId', 'routes/dashboard/change-user-profile.tsx'),
    route('news-events', 'routes/dashboard/news-events.tsx'),
    route('contact-us', 'routes/dashboard/contact-us.tsx'),
    route('erasure-requests', 'routes/dashboard/erasure-requests.tsx'),
    route('audit-log', 'routes/dashboard/audit-log.tsx'),
    route('site-settings', 'routes/dashboard/site-settings.tsx'),
    route('receipt-issuer', 'routes/dashboard/receipt-issuer.tsx'),
    route('mail-queue', 'routes/dashboard/mail-queue.tsx'),
    route('staff', 'routes/dashboard/staff.tsx'),
    route('refunds', 'routes/dashboard/refunds.tsx'),
    route('dues', 'routes/dashboard/dues.tsx'),
  ]),
] satisfies RouteConfig;
