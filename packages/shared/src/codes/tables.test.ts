import { describe, expect, it } from 'vitest';
import {
  AVIATION_AUTHORITIES,
  BUSINESS_TYPES,
  CODE_TABLES,
  codeLabel,
  findCode,
  INCOTERMS,
  isSeaOnlyIncoterm,
  MATERIAL_CLASSES,
  type CodeItem,
  UNIT_CODES,
} from './tables';
import { optionLabel, TC_DICTIONARIES, TC_DOMAIN_CODES } from './tc-dictionaries';

const codes = (table: CodeItem[]): string[] => table.map((e) => e.code);
const enOf = (table: CodeItem[]): string[] => table.map((e) => e.en);

describe('spec 001 §9 / domain reference code tables: every entry is bilingual and unique', () => {
  it('has the tables the portal needs', () => {
    expect(Object.keys(CODE_TABLES).sort()).toEqual(
      [
        'aviationAuthority',
        'businessType',
        'materialClass',
        'wheelMaterialGroup',
        'repairEquipmentType',
        'supplierType',
        'supplierNature',
        'productRange',
        'quickParcelTier',
        'serviceMode',
        'partCondition',
        'releaseCertificate',
        'repairProcess',
        'warrantyUnit',
        'warrantyStart',
        'priority',
        'serialReturn',
        'otherCharge',
        'incoterm',
        'contractType',
        'unit',
      ].sort(),
    );
  });

  for (const [name, table] of Object.entries(CODE_TABLES)) {
    it(`${name}: non-empty, every entry has code, zh and en, codes unique`, () => {
      expect(table.length).toBeGreaterThan(0);
      for (const entry of table) {
        expect(entry.code.trim()).not.toBe('');
        expect(entry.zh.trim()).not.toBe('');
        expect(entry.en.trim()).not.toBe('');
      }
      expect(new Set(codes(table)).size).toBe(table.length);
      expect(new Set(table.map((e) => e.en.toLowerCase())).size).toBe(table.length);
    });
  }
});

describe('spec 001 §9 aviation authority codes 0-6', () => {
  it('maps 0..6 to CAAC, FAA, EASA and their combinations', () => {
    expect(codes(AVIATION_AUTHORITIES)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(AVIATION_AUTHORITIES.map((e) => e.extra?.authorities)).toEqual([
      ['CAAC'],
      ['FAA'],
      ['EASA'],
      ['CAAC', 'FAA'],
      ['CAAC', 'EASA'],
      ['FAA', 'EASA'],
      ['CAAC', 'FAA', 'EASA'],
    ]);
  });
});

describe('spec 001 §9 business types 1-7 and material classes 1-10', () => {
  it('business types: purchase, send for repair, sharing, mutual aid, rent-in, rent-out, equipment sale', () => {
    expect(codes(BUSINESS_TYPES)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(enOf(BUSINESS_TYPES)).toEqual(['Purchase', 'Send for repair', 'Sharing', 'Mutual aid', 'Rent-in', 'Rent-out', 'Equipment sale']);
  });

  it('material classes 1-10 in the order of the spec', () => {
    expect(codes(MATERIAL_CLASSES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(enOf(MATERIAL_CLASSES)).toEqual([
      'Standard parts',
      'Raw material',
      'General spare parts',
      'Consumables',
      'Rotables/accessories',
      'Engine',
      'APU',
      'Landing gear',
      'Aircraft-related equipment',
      'Fixed assets',
    ]);
  });

  it('wheel groups, equipment types, supplier types, natures, product ranges have the spec sizes', () => {
    expect(CODE_TABLES.wheelMaterialGroup).toHaveLength(7);
    expect(CODE_TABLES.repairEquipmentType).toHaveLength(13);
    expect(CODE_TABLES.supplierType).toHaveLength(2);
    expect(enOf(CODE_TABLES.supplierNature)).toEqual([
      'OEM',
      'OEM sole agency',
      'Air material distributor',
      'Airline',
      'Parts/consumables manufacturer',
    ]);
    expect(CODE_TABLES.productRange).toHaveLength(8);
    expect(CODE_TABLES.serviceMode).toHaveLength(10);
  });

  it('quick-parcel tiers carry their hours and weight limits', () => {
    const tiers = CODE_TABLES.quickParcelTier.map((t) => [t.extra?.hours, t.extra?.maxKg, t.extra?.minKg]);
    expect(tiers).toEqual([
      [4, 20, undefined],
      [24, 20, undefined],
      [48, 20, undefined],
      [72, 20, undefined],
      [72, undefined, 20],
      [undefined, undefined, undefined],
    ]);
  });
});

describe('domain reference: conditions, certificates, repair processes, warranty, priority, charges', () => {
  it('part conditions are the two-letter sale conditions plus BER and SCRAP', () => {
    expect(codes(CODE_TABLES.partCondition)).toEqual(['FN', 'NE', 'NS', 'OH', 'SV', 'RP', 'IN', 'IT', 'AR', 'US', 'BER', 'SCRAP']);
    expect(findCode('partCondition', 'OH')?.zh).toBe('大修');
  });

  it('release certificates include 8130-3, EASA Form 1 and CAAC AAC-038', () => {
    expect(codes(CODE_TABLES.releaseCertificate)).toEqual(
      expect.arrayContaining(['FAA_8130_3', 'EASA_FORM_1', 'CAAC_AAC_038', 'COC']),
    );
  });

  it('repair processes are the 13 Spec 2000 letters', () => {
    expect(codes(CODE_TABLES.repairProcess).join('')).toBe('TROBEMCLPXUAS');
  });

  it('warranty unit + start give the nine combinations CI .. HR', () => {
    const combos = CODE_TABLES.warrantyUnit.flatMap((u) => CODE_TABLES.warrantyStart.map((s) => u.code + s.code));
    expect(combos).toEqual(['CI', 'CP', 'CR', 'DI', 'DP', 'DR', 'HI', 'HP', 'HR']);
  });

  it('priorities rank AOG first', () => {
    expect(codes(CODE_TABLES.priority)).toEqual(['AOG', 'WSP', 'USR', 'RTN']);
    expect(CODE_TABLES.priority.map((p) => p.extra?.rank)).toEqual([1, 2, 3, 4]);
  });

  it('serial returns P, C, E and other charges 01-09 (no VAT)', () => {
    expect(codes(CODE_TABLES.serialReturn)).toEqual(['P', 'C', 'E']);
    expect(codes(CODE_TABLES.otherCharge)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09']);
    expect(enOf(CODE_TABLES.otherCharge).some((l) => /vat/i.test(l))).toBe(false);
  });
});

describe('domain reference: Incoterms 2020 with the seaOnly flag', () => {
  it('has the 11 terms, DPU instead of DAT', () => {
    expect(codes(INCOTERMS)).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
    expect(codes(INCOTERMS)).not.toContain('DAT');
  });

  it('flags exactly FAS, FOB, CFR, CIF as sea-only', () => {
    expect(INCOTERMS.filter((t) => t.extra?.seaOnly === true).map((t) => t.code)).toEqual(['FAS', 'FOB', 'CFR', 'CIF']);
    for (const t of INCOTERMS) expect(typeof t.extra?.seaOnly).toBe('boolean');
    expect(isSeaOnlyIncoterm('fob')).toBe(true);
    expect(isSeaOnlyIncoterm('FCA')).toBe(false);
    expect(isSeaOnlyIncoterm('XYZ')).toBe(false);
  });
});

describe('spec 000 §3 TC_* dictionaries', () => {
  it('has exactly the nine domain codes', () => {
    expect(Object.keys(TC_DICTIONARIES).sort()).toEqual([...TC_DOMAIN_CODES].sort());
    expect(TC_DOMAIN_CODES).toEqual([
      'TC_IQ_TYPE',
      'TC_FACTORY_TYPE',
      'TC_SUPPLIER_ORG',
      'TC_GROUP_TYPE',
      'TC_ICT_TYPE',
      'TC_SITE_TYPE',
      'TC_PAY_PERIOD',
      'TC_CURRENCY',
      'TC_TAX_RATE',
    ]);
  });

  for (const code of TC_DOMAIN_CODES) {
    it(`${code}: items have TEXT, ENTEXT and unique VALUE`, () => {
      const items = TC_DICTIONARIES[code];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(12);
      for (const o of items) {
        expect(o.TEXT.trim()).not.toBe('');
        expect(o.ENTEXT.trim()).not.toBe('');
        expect(o.VALUE.trim()).not.toBe('');
      }
      expect(new Set(items.map((o) => o.VALUE)).size).toBe(items.length);
    });
  }

  it('TC_TAX_RATE holds the China VAT rates 0, 1, 3, 6, 9, 13 %', () => {
    expect(TC_DICTIONARIES.TC_TAX_RATE.map((o) => o.VALUE)).toEqual(['0', '1', '3', '6', '9', '13']);
  });

  it('TC_CURRENCY uses ISO 4217 codes and starts with CNY', () => {
    const values = TC_DICTIONARIES.TC_CURRENCY.map((o) => o.VALUE);
    expect(values[0]).toBe('CNY');
    expect(values).toContain('USD');
    for (const v of values) expect(v).toMatch(/^[A-Z]{3}$/);
  });

  it('TC_ICT_TYPE is the Incoterms list', () => {
    expect(TC_DICTIONARIES.TC_ICT_TYPE.map((o) => o.VALUE)).toEqual(codes(INCOTERMS));
  });
});

describe('spec 000 §3 option label: TEXT for zh, ENTEXT otherwise', () => {
  const option = { TEXT: '人民币', ENTEXT: 'Chinese yuan', VALUE: 'CNY' };

  it('picks the label by language', () => {
    expect(optionLabel(option, 'zh')).toBe('人民币');
    expect(optionLabel(option, 'en')).toBe('Chinese yuan');
  });

  it('falls back to TEXT when ENTEXT is missing', () => {
    expect(optionLabel({ TEXT: '其他' }, 'en')).toBe('其他');
    expect(optionLabel({ TEXT: '其他', ENTEXT: null }, 'en')).toBe('其他');
    expect(optionLabel({ TEXT: '其他', ENTEXT: '' }, 'en')).toBe('其他');
  });

  it('code tables use zh/en the same way', () => {
    expect(codeLabel(BUSINESS_TYPES[1]!, 'zh')).toBe('送修');
    expect(codeLabel(BUSINESS_TYPES[1]!, 'en')).toBe('Send for repair');
  });
});

describe('units (D-560)', () => {
  it('the request enums and the unit code table hold the same codes', () => {
    expect(CODE_TABLES.unit.map((u) => u.code)).toEqual([...UNIT_CODES]);
  });
});
