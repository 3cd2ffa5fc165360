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
    route('*', 'routes/_site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
