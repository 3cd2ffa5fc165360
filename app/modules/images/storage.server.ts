import { fileStoreFor } from '~/modules/file-store/file-store.server';
import type { Storage } from '~/modules/file-store/storage.server';

/**
 * Public pictures: /media serves what is under images/ here (DATA_DIR/uploads, or uploads/ in the
 * bucket). Private documents: documents/private-storage.server.ts.
 */
export const storage: Storage = fileStoreFor('uploads');
