import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bootShell } from './boot-shell';

const UNIQUE_OFF = '\0antd-tooltip-unique-off';

/**
 * antd's ConfigProvider wraps the app in the tooltip "unique" provider only when `tooltip.unique`
 * is set, which this app never sets, but imports it (and the whole popup library, 9 KB gzipped)
 * either way. Its import there resolves to a pass-through, so the sign-in page does without it
 * (D-702); Tooltip, Dropdown and the others import the library themselves.
 */
function noTooltipUnique(): Plugin {
  return {
    name: 'aerosupply-no-tooltip-unique',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) return UNIQUE_OFF;
      return null;
    },
    load(id) {
      return id === UNIQUE_OFF ? 'export default function UniqueProvider(props) { return props.children; }' : null;
    },
  };
}

const backend = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = Object.fromEntries(['/api', '/oauth', '/admin'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]));

export default defineConfig(({ command, mode }) => {
  // A NODE_ENV inherited from the caller (the e2e server runs with NODE_ENV=test) must not turn
  // the production build into React's development build.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [noTooltipUnique(), react(), bootShell()],
    server: { port: 5173, proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      // Read by scripts/login-size.mjs to measure what /login loads.
      manifest: true,
      rolldownOptions: {
        // rc form's index only re-exports (and sets statics on its Form): importing its FormProvider
        // context must not run the whole engine (undefined = the package's own setting elsewhere).
        treeshake: { moduleSideEffects: (id: string) => (/[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/.test(id) ? false : undefined) },
        output: {
          codeSplitting: {
            groups: [
              // antd's Form engine (rc form, async-validator) is not on the sign-in page (D-700):
              // left to the automatic chunking it shares a chunk with the Input the page needs.
              // (its FormProvider context, which antd's Input imports through form/context, stays out).
              {
                name: 'form-engine',
                test: (id) => /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) && !/[\\/]FormContext\.js$/.test(id),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
