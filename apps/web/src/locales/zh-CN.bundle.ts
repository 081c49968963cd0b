/**
 * zh-CN texts of the sign-in path (core modules), one top-level key per file (`common.json` ->
 * `common.*`). The other modules' texts are in zh-CN.rest.ts, loaded before any other page.
 */
const files = import.meta.glob<Record<string, unknown>>(['./zh-CN/{common,layout,auth,errors}.json'], { eager: true, import: 'default' });

const resources: Record<string, unknown> = {};
for (const [path, content] of Object.entries(files)) resources[path.slice('./zh-CN/'.length, -'.json'.length)] = content;

export default resources;
