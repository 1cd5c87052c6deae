import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Stand-alone page for looking at the card components (not part of the app build):
//   npx vite --config apps/web/src/features/card/dev/vite.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: fileURLToPath(new URL('../../../../public', import.meta.url)),
  plugins: [react()],
  server: { port: 5190, strictPort: true },
});
