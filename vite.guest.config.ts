import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { scopedName, treeshake } from './vite.config.ts'

/**
 * The guest page's client (decision 0030): the server renders it with React, and the browser
 * hydrates that HTML with preact/compat, a tenth of react-dom's size, to keep the page's first load
 * within its 90 KB budget. A build of its own, into the same folder after the owner app's
 * (`npm run build`), so that no chunk is shared with the owner app, which stays on React; the
 * server reads this build's manifest for the page's script and stylesheets (server/ssr/manifest.ts).
 */
export default defineConfig({
  plugins: [react()],
  css: { modules: { generateScopedName: scopedName } },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/guest-manifest.json',
    sourcemap: true,
    rollupOptions: {
      input: { site: 'web/site/entry-client.tsx' },
      treeshake,
    },
  },
})
