/** Placeholder path parameters: ids nobody has, so a permitted call touches no real record. */
export function fillParams(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (/key|code|token/i.test(name) ? 'no-such-key' : '999999')).replace(/\*$/, 'x');
}
