import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CLICK_GUARD_MS,
  decimalDigits,
  DEFAULT_UNIT,
  digitsOnly,
  email,
  EMAIL_CODE_TTL_LENIENT_MINUTES,
  EMAIL_CODE_TTL_MINUTES,
  FIELD_ERROR_KEYS,
  FIELD_MAX,
  MAX_DIRECTORS,
  MAX_OTHER_FEES,
  MAX_OTHER_FEES_LENIENT,
  maxOtherFees,
  MESSAGE_DURATION_S,
  mobile,
  MOBILE_MAX,
  NARROW_BREAKPOINT,
  noSpaces,
  optionalField,
  REQUEST_TIMEOUT_MS,
  requiredText,
  SIDEBAR_WIDTH,
  SMS_CODE_TTL_MINUTES,
  STAFF_COMPANY_ID,
  staffId,
  steppedQuantity,
  supplierCode,
  text,
  url,
  STEPPED_QUANTITY_MAX_DIGITS,
} from './fields';

/** Messages of a failed parse ([] when it succeeds). */
const errs = (schema: z.ZodType, value: unknown): string[] => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('spec 001 §5/§9 field length 60', () => {
  it('FIELD_MAX is 60', () => {
    expect(FIELD_MAX).toBe(60);
  });

  it('text() trims and allows up to 60 characters', () => {
    expect(text().parse('  Boeing  ')).toBe('Boeing');
    expect(errs(text(), 'x'.repeat(60))).toEqual([]);
    expect(errs(text(), 'x'.repeat(61))).toEqual(['validation.too_long']);
    // Surrounding spaces do not count.
    expect(errs(text(), ` ${'x'.repeat(60)} `)).toEqual([]);
    expect(errs(text(10), 'x'.repeat(11))).toEqual(['validation.too_long']);
    expect(errs(text(), undefined)).toEqual(['validation.required']);
    expect(errs(text(), 42)).toEqual(['validation.invalid_type']);
  });

  it('requiredText() also rejects empty and blank values', () => {
    expect(errs(requiredText(), '')).toEqual(['validation.required']);
    expect(errs(requiredText(), '   ')).toEqual(['validation.required']);
    expect(errs(requiredText(), 'Air China')).toEqual([]);
  });

  it('property: text() accepts exactly the strings whose trimmed length is <= max', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 70 }), (s, max) => {
        expect(text(max).safeParse(s).success).toBe(s.trim().length <= max);
      }),
    );
  });
});

describe('spec 001 §5 no spaces, numbers only, URL', () => {
  it('noSpaces rejects any whitespace', () => {
    expect(errs(noSpaces, 'ABC-123')).toEqual([]);
    expect(errs(noSpaces, 'ABC 123')).toEqual(['validation.no_spaces']);
    expect(errs(noSpaces, ' ABC')).toEqual(['validation.no_spaces']);
    expect(errs(noSpaces, 'A\tB')).toEqual(['validation.no_spaces']);
    expect(errs(noSpaces, 'x'.repeat(61))).toEqual(['validation.too_long']);
  });

  it('digitsOnly accepts digits (or nothing) and an optional maximum', () => {
    expect(errs(digitsOnly(), '0123456789')).toEqual([]);
    expect(errs(digitsOnly(), '')).toEqual([]);
    expect(errs(digitsOnly(), '12a')).toEqual(['validation.digits_only']);
    expect(errs(digitsOnly(), '-12')).toEqual(['validation.digits_only']);
    expect(errs(digitsOnly(), '1.5')).toEqual(['validation.digits_only']);
    expect(errs(digitsOnly(3), '1234')).toEqual(['validation.too_long']);
  });

  it('url must be a correct http(s) address', () => {
    expect(errs(url, 'https://www.comac.cc')).toEqual([]);
    expect(errs(url, 'http://example.com/path?q=1')).toEqual([]);
    expect(url.parse(' https://example.com ')).toBe('https://example.com');
    expect(errs(url, 'www.example.com')).toEqual(['validation.url']);
    expect(errs(url, 'ftp://example.com')).toEqual(['validation.url']);
    expect(errs(url, 'javascript:alert(1)')).toEqual(['validation.url']);
    expect(errs(url, 'https://localhost')).toEqual(['validation.url']);
    expect(errs(url, `https://example.com/${'a'.repeat(50)}`)).toEqual(['validation.too_long']);
  });
});

describe('spec 000 §5 / 001 §5 email and mobile', () => {
  it('email must look valid and be at most 60 characters', () => {
    expect(email.parse(' buyer@airline.com.cn ')).toBe('buyer@airline.com.cn');
    expect(errs(email, 'not-an-email')).toEqual(['validation.email']);
    expect(errs(email, 'a@b')).toEqual(['validation.email']);
    expect(errs(email, `${'a'.repeat(55)}@b.com`)).toEqual(['validation.too_long']);
    expect(errs(email, '')).toEqual(['validation.email']);
  });

  it('mobile is optional, digits only, at most 15', () => {
    expect(MOBILE_MAX).toBe(15);
    expect(errs(mobile, undefined)).toEqual([]);
    expect(errs(mobile, '')).toEqual([]);
    expect(errs(mobile, '13800138000')).toEqual([]);
    expect(errs(mobile, '123456789012345')).toEqual([]);
    expect(errs(mobile, '1234567890123456')).toEqual(['validation.too_long']);
    expect(errs(mobile, '+8613800138000')).toEqual(['validation.digits_only']);
    expect(errs(mobile, '138-0013-8000')).toEqual(['validation.digits_only']);
  });
});

describe('spec 001 §3/§9 supplier code 7-9 digits, staff ID 8 digits', () => {
  it('supplierCode accepts 7, 8 and 9 digits only', () => {
    expect(errs(supplierCode, '1234567')).toEqual([]);
    expect(errs(supplierCode, '12345678')).toEqual([]);
    expect(errs(supplierCode, '123456789')).toEqual([]);
    expect(errs(supplierCode, '123456')).toEqual(['validation.supplier_code']);
    expect(errs(supplierCode, '1234567890')).toEqual(['validation.supplier_code']);
    expect(errs(supplierCode, '12345a7')).toEqual(['validation.supplier_code']);
  });

  it('staffId accepts exactly 8 digits', () => {
    expect(errs(staffId, '20240001')).toEqual([]);
    expect(errs(staffId, '2024001')).toEqual(['validation.staff_id']);
    expect(errs(staffId, '202400011')).toEqual(['validation.staff_id']);
    expect(errs(staffId, 'A2024001')).toEqual(['validation.staff_id']);
  });

  it('property: supplierCode accepts a digit string iff its length is 7-9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (s) => {
        expect(supplierCode.safeParse(s).success).toBe(s.length >= 7 && s.length <= 9);
      }),
    );
  });
});

describe('spec 001 §3/§9 stepped quantity: at most 11 digits', () => {
  it('accepts integers up to 11 digits, as numbers or strings', () => {
    expect(STEPPED_QUANTITY_MAX_DIGITS).toBe(11);
    expect(steppedQuantity.parse(0)).toBe(0);
    expect(steppedQuantity.parse(99_999_999_999)).toBe(99_999_999_999);
    expect(steppedQuantity.parse('12')).toBe(12);
  });

  it('rejects 12 digits, decimals, negatives and text', () => {
    expect(errs(steppedQuantity, 100_000_000_000)).toEqual(['validation.max_digits']);
    expect(errs(steppedQuantity, '100000000000')).toEqual(['validation.max_digits']);
    expect(errs(steppedQuantity, 1.5)).toEqual(['validation.integer']);
    expect(errs(steppedQuantity, '1.5')).toEqual(['validation.integer']);
    expect(errs(steppedQuantity, -1)).toEqual(['validation.not_negative']);
    expect(errs(steppedQuantity, 'ten')).toEqual(['validation.digits_only']);
    expect(errs(steppedQuantity, undefined)).toEqual(['validation.required']);
  });
});

describe('spec 000 §5 bidValidDay: digits, optionally with decimals', () => {
  it('accepts digits with optional decimals', () => {
    expect(decimalDigits.parse('30')).toBe('30');
    expect(decimalDigits.parse('7.5')).toBe('7.5');
    expect(decimalDigits.parse(15)).toBe('15');
  });

  it("rejects anything else with the 'digits only' key", () => {
    for (const bad of ['', 'abc', '1.', '.5', '-3', '1.2.3', '1e3']) {
      expect(errs(decimalDigits, bad)).toEqual(['validation.digits_only']);
    }
  });
});

describe('spec 000 §5 optional fields: null and empty string count as empty', () => {
  it('optionalField treats null and "" as absent but validates real values', () => {
    const optionalEmail = optionalField(email);
    expect(optionalEmail.parse('')).toBeUndefined();
    expect(optionalEmail.parse(null)).toBeUndefined();
    expect(optionalEmail.parse(undefined)).toBeUndefined();
    expect(optionalEmail.parse('a@b.cn')).toBe('a@b.cn');
    expect(errs(optionalEmail, 'nope')).toEqual(['validation.email']);
  });
});

describe('spec 001 §5/§9 wizard limits: 5 directors, 5 (or 6) other fees', () => {
  it('allows at most 5 directors/supervisors', () => {
    expect(MAX_DIRECTORS).toBe(5);
  });

  it('defaults to 5 other fees, with the 6 reading as the lenient setting', () => {
    expect(MAX_OTHER_FEES).toBe(5);
    expect(MAX_OTHER_FEES_LENIENT).toBe(6);
    expect(maxOtherFees()).toBe(5);
    expect(maxOtherFees(false)).toBe(6);
  });

  it('default unit is EA', () => {
    expect(DEFAULT_UNIT).toBe('EA');
  });
});

describe('spec 000 §9 / 001 §9 constants', () => {
  it('has the timing, layout and company constants of the spec', () => {
    expect(CLICK_GUARD_MS).toBe(2000);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(MESSAGE_DURATION_S).toBe(5);
    expect(NARROW_BREAKPOINT).toBe(992);
    expect(SIDEBAR_WIDTH).toBe(210);
    expect(STAFF_COMPANY_ID).toBe(2);
  });

  it('spec 000 §5 verification codes: email 10 minutes (12 h lenient), SMS 5 minutes', () => {
    expect(EMAIL_CODE_TTL_MINUTES).toBe(10);
    expect(EMAIL_CODE_TTL_LENIENT_MINUTES).toBe(720);
    expect(SMS_CODE_TTL_MINUTES).toBe(5);
  });
});

describe('spec 001 §5 field error keys', () => {
  it('lists every key the helpers produce, all under validation.*', () => {
    expect(new Set(FIELD_ERROR_KEYS).size).toBe(FIELD_ERROR_KEYS.length);
    for (const key of FIELD_ERROR_KEYS) expect(key).toMatch(/^validation\.[a-z_]+$/);
    for (const key of [
      'validation.too_long',
      'validation.digits_only',
      'validation.email',
      'validation.url',
      'validation.no_spaces',
      'validation.supplier_code',
      'validation.staff_id',
    ]) {
      expect(FIELD_ERROR_KEYS).toContain(key);
    }
  });

  it('property: every message produced by a helper is in FIELD_ERROR_KEYS', () => {
    const schemas: z.ZodType[] = [text(), requiredText(), noSpaces, digitsOnly(5), url, email, mobile, supplierCode, staffId, steppedQuantity, decimalDigits];
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.oneof(fc.string({ maxLength: 70 }), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined)), (schema, value) => {
        for (const message of errs(schema, value)) expect(FIELD_ERROR_KEYS as readonly string[]).toContain(message);
      }),
    );
  });
});
