/** Forwarder matching rules (D-312). */
import { describe, expect, it } from 'vitest';
import { matchForwarders, type MatchForwarder } from './matching';

const fwd = (id: number, code: string, over: Partial<MatchForwarder> = {}): MatchForwarder => ({ id, code, enabled: true, scope: 'international', leg: 'both', serviceMode: null, origin: null, destination: null, ...over });
const intlIn = { direction: 'intl_in', serviceMode: 'PAID_AIR', originPort: 'FRA', destinationPort: 'PVG' };

describe('matchForwarders', () => {
  it('keeps entries serving the leg, enabled, best fit first', () => {
    const list = [
      fwd(1, 'DOM', { scope: 'domestic' }),
      fwd(2, 'LASTONLY', { leg: 'last' }),
      fwd(3, 'OFF', { enabled: false }),
      fwd(4, 'ROUTE', { origin: 'FRA', destination: 'pvg', serviceMode: 'PAID_AIR' }),
      fwd(5, 'WRONGROUTE', { origin: 'LAX' }),
    ];
    expect(matchForwarders(intlIn, 'first', list)).toEqual([
      { id: 4, matched: true, met: ['scope', 'serviceMode', 'origin', 'destination'] },
      { id: 1, matched: false, met: ['serviceMode', 'origin', 'destination'] },
      { id: 5, matched: false, met: ['scope', 'serviceMode', 'destination'] },
    ]);
  });
  it('ranks the scope: domestic for domestic first legs, international for every last leg', () => {
    const list = [fwd(1, 'A', { scope: 'domestic' }), fwd(2, 'B', { scope: 'international' })];
    const dom = { ...intlIn, direction: 'dom_out', serviceMode: null };
    expect(matchForwarders(dom, 'first', list).map((f) => [f.id, f.matched])).toEqual([[1, true], [2, false]]);
    expect(matchForwarders(dom, 'last', list).map((f) => [f.id, f.matched])).toEqual([[2, true], [1, false]]);
  });
  it('treats an open service mode on either side as a fit, a different one as a miss', () => {
    expect(matchForwarders({ ...intlIn, serviceMode: null }, 'first', [fwd(1, 'A', { serviceMode: 'SEA' })])[0]!.matched).toBe(true);
    expect(matchForwarders(intlIn, 'first', [fwd(1, 'A', { serviceMode: 'SEA' })])[0]!.met).not.toContain('serviceMode');
  });
});
