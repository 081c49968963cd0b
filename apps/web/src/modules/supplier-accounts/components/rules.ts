/** antd rules from the shared schemas of the supplier administrator screens. */
import '@aerosupply/shared/supplier-accounts/messages';
import type { Rule } from 'antd/es/form';
import { checkEmployeePassword } from '@aerosupply/shared/validation/password';
import { messageOf } from '../../onboarding';

export { zodRule } from '../../onboarding';

/** Employee password (spec 001 §5): 8-12, letters/underscore/digits, two kinds. */
export const employeePasswordRule: Rule = {
  required: true,
  validator: async (_rule, value: string | undefined) => {
    const codes = checkEmployeePassword(value);
    if (codes.length) throw new Error(codes.map((c) => (c === 'too_short' || c === 'too_long' ? messageOf('password.employee_format') : messageOf(`password.${c}`))).join('; '));
  },
};
