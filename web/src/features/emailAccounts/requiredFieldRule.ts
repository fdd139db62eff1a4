import type { FormRule } from 'antd';
import { missingFields, REQUIRED_MESSAGES, type EmailAccountFormValues, type RequiredField } from './emailAccountForm.ts';

/** The form rule of a required field, from the same check that decides the 'Missing Information' toast. */
export function requiredFieldRule(field: RequiredField, secretStored: boolean): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () =>
      missingFields(getFieldsValue(true) as EmailAccountFormValues, secretStored).includes(field)
        ? Promise.reject(new Error(REQUIRED_MESSAGES[field]))
        : Promise.resolve(),
  });
}
