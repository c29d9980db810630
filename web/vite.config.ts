import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { raiseMiniSatHeap } from '../adapters/sat/raiseMiniSatHeap.js';

function pureLogicSolver(): Plugin {
  return {
    name: 'pure-logic-solver',
    transform(code, id) {
      if (!id.includes('/node_modules/logic-solver/')) return undefined;
      // MiniSat's 64 MiB asm.js heap is raised in the bundle, as the Node build raises it at load time.
      const raised = id.endsWith('/minisat.js') ? raiseMiniSatHeap(code) : undefined;
      return { code: raised ?? code, moduleSideEffects: false };
    },
  };
}

const repo = (p: string): string => fileURLToPath(new URL(`../${p}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^cspkit\/(core|models|adapters)$/, replacement: repo('$1/index.ts') },
      // loadMiniSat.ts reads and evaluates files with Node's modules; the bundle imports MiniSat instead.
      { find: /^\.\/loadMiniSat\.js$/, replacement: repo('adapters/sat/loadMiniSatBrowser.ts') },
    ],
  },
  worker: { format: 'es', plugins: () => [pureLogicSolver()] },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
});
