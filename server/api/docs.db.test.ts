import { describe, expect, it } from 'vitest';
import { api } from './api';

// The published contract: every public call of spec §7 with its method and responses.
const publicCalls = [
  ['get', '/courses', ['200']],
  ['get', '/news-and-events/news', ['200']],
  ['get', '/news-and-events/events', ['200']],
  ['get', '/news-and-events/news/{id}', ['200', '404']],
  ['post', '/users/contactus', ['201', '400', '413', '415', '429']],
] as const;

// Every staff and student call of spec §7 built so far, and the calls added beside them.
const privateCalls = [
  ['post', '/admin/login'],
  ['post', '/admin/register'],
  ['post', '/admin/send-otp'],
  ['post', '/admin/verify-otp'],
  ['get', '/admin/admin'],
  ['post', '/admin/logout'],
  ['post', '/admin/post-course'],
  ['get', '/admin/list-courses'],
  ['post', '/admin/change-visibility'],
  ['post', '/admin/delete-course'],
  ['post', '/admin/change-fees'],
  ['post', '/admin/remove-course-fees'],
  ['post', '/admin/update-course'],
  ['post', '/admin/post-news'],
  ['post', '/admin/post-event'],
  ['get', '/admin/getallcontactus'],
  ['delete', '/admin/deletecontactus/{id}'],
  ['get', '/admin/audit-log'],
  ['get', '/admin/applicants'],
  ['post', '/admin/change-application-status'],
  ['post', '/admin/change-fee-status'],
  ['post', '/admin/change-user-course'],
  ['post', '/admin/create-user'],
  ['post', '/admin/apply-course-for-user'],
  ['get', '/admin/getuserbyid/{id}'],
  ['patch', '/admin/update-user-profile'],
  ['post', '/admin/reveal-aadhaar'],
  ['get', '/users/user'],
  ['get', '/users/applications'],
  ['post', '/users/update-resume'],
  ['post', '/users/apply'],
  ['post', '/users/submit-admission'],
  ['post', '/auth/email-otp/send-verification-otp'],
  ['post', '/auth/sign-in/email-otp'],
  ['get', '/users/my-data'],
  ['post', '/users/request-erasure'],
  ['get', '/admin/erasure-requests'],
  ['post', '/admin/erase-student'],
] as const;

describe('GET /api/openapi.json', () => {
  it('documents every staff, student and sign-in call, each with its failure answers', async () => {
    const doc = await (await api.request('/openapi.json')).json();
    for (const [method, path] of privateCalls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        `${method} ${path} failures`,
      ).toBe(true);
    }
  });

  it('is an OpenAPI 3.1 document of every public call, served under /api', async () => {
    const res = await api.request('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300'); // the same for everyone: may be shared
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const [method, path, statuses] of publicCalls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses).sort()).toEqual([...statuses].sort());
    }
  });

  it('describes the contact body and the failure shape', async () => {
    const doc = await (await api.request('/openapi.json')).json();
    const contact = doc.paths['/users/contactus'].post;
    const body = contact.requestBody.content['application/json'].schema;
    const resolved = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(resolved.required.sort()).toEqual(['email', 'message', 'name', 'phone']);
    const failure = contact.responses['429'].content['application/json'].schema;
    expect(failure.$ref).toBe('#/components/schemas/Failure');
    expect(doc.components.schemas.Failure.required.sort()).toEqual(['message', 'success']);
    expect(doc.components.schemas.Course.required).toEqual(
      expect.arrayContaining(['_id', 'title', 'description', 'images', 'eligibility', 'fees', 'date', 'applicants']),
    );
  });
});

const isAnnotation = (node: Record<string, unknown>) => Object.keys(node).every((key) => ['description', 'title', 'example'].includes(key));
/** Where a success answer's schema leaves its fields unnamed: an open record, or a value of any shape. */
function unnamedParts(doc: { components: { schemas: Record<string, unknown> } }, schema: unknown, at: string, seen = new Set<string>()): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    return unnamedParts(doc, doc.components.schemas[name], name, seen);
  }
  const described = ['type', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((key) => key in node);
  if (!described || (node.type === 'object' && !node.properties)) return [at];
  const children = [
    ...Object.entries((node.properties ?? {}) as Record<string, unknown>).map(([name, child]) => [`${at}.${name}`, child] as const),
    ...(node.items ? [[`${at}[]`, node.items] as const] : []),
    ...['anyOf', 'oneOf'].flatMap((key) => ((node[key] as unknown[] | undefined) ?? []).map((child) => [at, child] as const)),
    // (allOf also carries a bare { description } beside a $ref: an annotation, not a value.)
    ...((node.allOf as Record<string, unknown>[] | undefined) ?? []).filter((child) => !isAnnotation(child)).map((child) => [at, child] as const),
  ];
  return children.flatMap(([path, child]) => unnamedParts(doc, child, path, seen));
}

describe('every success answer', () => {
  it('is described field by field: no open record, no value of any shape (audit snapshots aside)', async () => {
    const doc = await (await api.request('/openapi.json')).json();
    const unnamed = Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>,
    )
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => [`${method} ${path}`, operation] as const))
      .flatMap(([call, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([status, response]) => unnamedParts(doc, response.content?.['application/json']?.schema, `${call} ${status}`)),
      );
    // An audit entry keeps the record as it was before and after a write, whatever record it was.
    expect(unnamed.sort()).toEqual(['AuditEntry.after', 'AuditEntry.before']);
  });
});

describe('GET /api/docs', () => {
  it('is a readable HTML page naming every public call', async () => {
    const res = await api.request('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/<script/i); // works under the CSP and offline
    for (const [method, path] of publicCalls) expect(html).toContain(`${method.toUpperCase()} /api${path}`);
    expect(html).toContain('<strong>429</strong>');
  });

  it('shows each request body once per content type it accepts (Enroll Student: JSON and multipart)', async () => {
    const html = await (await api.request('/docs')).text();
    const createUser = html.slice(html.indexOf('POST /api/admin/create-user'));
    const section = createUser.slice(0, createUser.indexOf('</section>'));
    expect(section).toContain('Request body (<code>application/json</code>)');
    expect(section).toContain('Request body (<code>multipart/form-data</code>)');
    expect(section).toContain('CreateUserJson');
  });
});
