/** zh-CN texts of every module outside the sign-in path (see zh-CN.bundle.ts). */
const files = import.meta.glob<Record<string, unknown>>(['./zh-CN/*.json', '!./zh-CN/{common,layout,auth,errors}.json'], {
  eager: true,
  import: 'default',
});

const resources: Record<string, unknown> = {};
for (const [path, content] of Object.entries(files)) resources[path.slice('./zh-CN/'.length, -'.json'.length)] = content;

export default resources;
