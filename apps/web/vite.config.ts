import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bootShell } from './boot-shell';

/**
 * The antd components (and their rc parts) a list page shows: layout and list (table, search form,
 * tabs, menus, dialogs). None is on the sign-in page (button, input, config and theme stay out), and
 * neither are the locale files the sign-in page uses; the other components keep their own chunks.
 */
const ANTD_KIT =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](table|pagination|select|tree|checkbox|radio|dropdown|menu|tag|tooltip|popover|popconfirm|form|date-picker|time-picker|tabs|empty|spin|skeleton|typography|drawer|modal|badge|grid|row|col|alert|flex)|@rc-component[\\/](table|pagination|select|tree|checkbox|dropdown|menu|tooltip|trigger|portal|overflow|virtual-list|tabs|drawer|dialog|picker|textarea))[\\/]/;
/** What the sign-in page's providers and inputs use of those folders (contexts, locales). */
const SIGN_IN_PARTS = /[\\/]locale([\\/]|\.js$)|[\\/]antd[\\/]es[\\/]form[\\/](context\.js|validateMessagesContext\.js|hooks[\\/])/;
const LIST_KIT =
  /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/](DataTable|SearchForm|RecordActions|DictSelect|StatusTag|PageContainer|ScrollRegion|ExportButton|GuardedButton|SectionTabs|list[\\/][^/\\]+)|lib[\\/](dict|useListParams|useTableSort|usePagedList|useCan|company-name|format|download))\.tsx?$/;

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
              // The antd components of the signed-in pages in one chunk instead of ~60 small ones
              // (D-703): a cold list page asked for ~140 files. What the sign-in page needs stays in
              // the automatic chunks.
              { name: 'antd-kit', test: (id) => ANTD_KIT.test(id) && !SIGN_IN_PARTS.test(id), includeDependenciesRecursively: false },
              // The list screen kit every list page uses (lib hooks, DataTable, SearchForm, list/*).
              { name: 'list-kit', test: LIST_KIT, includeDependenciesRecursively: false },
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
