/**
 * Which proxies may tell the client address (setting TRUST_PROXY). The address feeds the per-IP
 * rate limits and the sign-in, session and operation logs, so by default X-Forwarded-For, which any
 * client can write, is ignored and the socket address is used.
 */
import type { TrustProxy } from '../../config';

/** Fastify's `trustProxy` option for the setting. */
export function trustProxyOption(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  // Fastify ignores a numeric hop count (it fails closed); believe the `hops` nearest entries ourselves:
  // hop 0 is the socket peer (the proxy), so with 1 the right-most X-Forwarded-For entry is the client.
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
