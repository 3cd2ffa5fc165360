import { Hono } from 'hono';
import { type DocumentViewer, documentFiles } from '../server/files/documents.routes';

/**
 * The /files routes with a test header standing in for the session: `x-test-viewer:
 * student:<userId>` or `admin:<adminId>`. The routes decide only what a viewer may see; who the
 * viewer is comes from the caller (server/files/document-viewer.ts in the real app).
 */
export function filesWithTestViewer(): Hono {
  return new Hono().route(
    '/files',
    documentFiles({
      resolveViewer: async (c): Promise<DocumentViewer> => {
        const [type, id] = (c.req.header('x-test-viewer') ?? '').split(':');
        if (type === 'student' && id) return { type, userId: id };
        if (type === 'admin' && id) return { type, adminId: id };
        return null;
      },
    }),
  );
}
