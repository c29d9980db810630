import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

function pureLogicSolver(): Plugin {
  return {
    name: 'pure-logic-solver',
    transform(code, id) {
      if (id.includes('/node_modules/logic-solver/')) return { code, moduleSideEffects: false };
      return undefined;
    },
  };
}

const repo = (p: string): string => fileURLToPath(new URL(`../${p}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [{ find: /^cspkit\/(core|models|adapters)$/, replacement: repo('$1/index.ts') }],
  },
  worker: { format: 'es', plugins: () => [pureLogicSolver()] },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
});
