import type { FormRule } from 'antd';
import { NUMBER_RANGES, outOfRange, type NumberField } from './emailAccountForm.ts';

/** The form rule of a number field: a value out of its range or not whole is an error under it, left as typed. */
export function numberRangeRule(field: NumberField): FormRule {
  return {
    validator: (_rule, value: number | null | undefined) => (outOfRange(field, value) ? Promise.reject(new Error(NUMBER_RANGES[field].message)) : Promise.resolve()),
  };
}
