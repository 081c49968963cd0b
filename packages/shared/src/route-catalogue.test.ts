import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMenuLeaves } from './menus';
import { legacyRedirectMap, legacyRoutesMarkdown, legacyRows } from './route-catalogue';

describe('spec 000 §2 route catalogue', () => {
  it('docs/legacy-routes.md is current (run `npm run docs:routes`)', () => {
    const file = path.resolve(import.meta.dirname, '../../../docs/legacy-routes.md');
    expect(fs.readFileSync(file, 'utf8')).toBe(legacyRoutesMarkdown());
  });

  it('maps every old path once, either to an existing screen or to the module that will build it', () => {
    const rows = legacyRows();
    const olds = rows.map((r) => r.old);
    expect(new Set(olds).size).toBe(olds.length);
    const screens = new Set(allMenuLeaves().map((l) => l.url));
    for (const r of rows) {
      expect(r.target !== null || r.planned !== null, r.old).toBe(true);
      if (r.target) expect(screens.has(r.target), `${r.old} -> ${r.target}`).toBe(true);
    }
    expect(olds).toEqual(expect.arrayContaining(['sys/log', 'sys/accountLog', 'sup/sys/userManager', 'hc/freeze/step1', 'tchc/supBlack/listIst', 'logistics/rpa/index']));
  });

  it('redirects old paths of existing screens', () => {
    const map = legacyRedirectMap();
    expect(map['/sys/log']).toBe('/system/log');
    expect(map['/hc/financeApproval/index']).toBe('/suppliers/finance-approval');
    expect(map['/tctc/supBlack/list']).toBe('/suppliers/blacklist');
    expect(map['/logistics/rpa/index']).toBe('/logistics/rpa');
    // The last planned paths land on their screens too (D-458): no catalogue path is left without one.
    expect(map['/hc/agreementInquiry/inquiryProgramme/searchFbbj']).toBe('/sourcing/rfx');
    expect(map['/tc/agreementInquiry/inquiryProgramme/searchPorject/detailStepFive']).toBe('/sourcing/rfx');
    expect(legacyRows().filter((r) => r.target === null)).toEqual([]);
  });
});
