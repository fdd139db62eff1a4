import { useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { CheckCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { COMPANY_PROFILE_LIMITS } from '@outreach/contracts';
import { addBenefit, removeBenefit } from './companyProfileForm.ts';

interface KeyBenefitsInputProps {
  /** Given by the form item. */
  value?: string[];
  onChange?: (benefits: string[]) => void;
}

/** The key benefits list: typed one at a time, added with Enter or the add button (trimmed, no duplicates), each removable. */
export function KeyBenefitsInput({ value = [], onChange }: KeyBenefitsInputProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleAdd = () => {
    const result = addBenefit(value, typed);
    if (result.error !== undefined) {
      setError(result.error);
      return;
    }
    setError(null);
    setTyped('');
    if (result.benefits.length !== value.length) onChange?.(result.benefits);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the benefit instead of submitting the form.
    event.preventDefault();
    handleAdd();
  };
  const handleTyped = (text: string) => {
    setTyped(text);
    setError(null);
  };
  const handleRemove = (index: number) => onChange?.(removeBenefit(value, index));

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          aria-label="New key benefit"
          placeholder="e.g. 7-day free trial, no setup fees"
          value={typed}
          maxLength={COMPANY_PROFILE_LIMITS.benefitMax}
          status={error ? 'error' : undefined}
          onChange={(event) => handleTyped(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={handleAdd} disabled={typed.trim() === ''}>
          Add
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {value.length > 0 && (
        <ul aria-label="Key benefits" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {value.map((benefit, index) => (
            <li key={benefit} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px 4px 12px', border: '1px solid #f0f0f0', borderRadius: 6 }}>
              <CheckCircleOutlined aria-hidden style={{ color: '#52c41a' }} />
              <Typography.Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{benefit}</Typography.Text>
              <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={`Remove ${benefit}`} onClick={() => handleRemove(index)} />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
