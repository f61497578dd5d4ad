import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // <acq-*> are custom elements: Vue sets their properties and listens to their events as is.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('acq-') } } })],
  preview: { host: '127.0.0.1', strictPort: true },
});
