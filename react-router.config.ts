import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets two builds (e.g. parallel checkouts) live side by side; server/main.ts reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
