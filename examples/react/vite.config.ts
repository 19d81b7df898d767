import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npx vite react` from examples/: the dev server with React Fast Refresh; `npx vite build react` to react/dist.
export default defineConfig({
  plugins: [react()],
});
