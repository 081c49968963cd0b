/** en-US texts of every module outside the sign-in path (see en-US.bundle.ts). */
const files = import.meta.glob<Record<string, unknown>>(['./en-US/*.json', '!./en-US/{common,layout,auth,errors}.json'], {
  eager: true,
  import: 'default',
});

const resources: Record<string, unknown> = {};
for (const [path, content] of Object.entries(files)) resources[path.slice('./en-US/'.length, -'.json'.length)] = content;

export default resources;
