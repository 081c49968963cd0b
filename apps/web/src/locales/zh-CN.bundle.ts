/** All zh-CN texts, one top-level key per module file (`common.json` -> `common.*`). */
const files = import.meta.glob<Record<string, unknown>>('./zh-CN/*.json', { eager: true, import: 'default' });

const resources: Record<string, unknown> = {};
for (const [path, content] of Object.entries(files)) resources[path.slice('./zh-CN/'.length, -'.json'.length)] = content;

export default resources;
