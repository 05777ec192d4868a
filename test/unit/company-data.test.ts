// §6 / §3.19: company data is locked only when the shop says clients may not change it and the
// field holds the client's data.
import { describe, expect, it } from 'vitest';
import { COMPANY_FIELD_KINDS, companyFieldLocked } from '../../src/domain/company-data.ts';

describe('companyFieldLocked (§6)', () => {
  it.each<[boolean | null | undefined, string, boolean]>([
    [false, 'Drewex Sp. z o.o.', true],
    [false, '5261040828', true],
    [false, '', false],
    [false, '   ', false],
    [true, 'Drewex Sp. z o.o.', false],
    [null, 'Drewex Sp. z o.o.', false],
    [undefined, 'Drewex Sp. z o.o.', false],
  ])('setting %j, server value %j → %j', (allowed, value, locked) => {
    expect(companyFieldLocked(allowed, value)).toBe(locked);
  });

  it('company data is the company name and the tax number', () => {
    expect(COMPANY_FIELD_KINDS).toEqual(['company', 'nip']);
  });
});
