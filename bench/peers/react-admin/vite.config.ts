import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Production build of the peer, as a team shipping react-admin would make it. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 5000 },
});
