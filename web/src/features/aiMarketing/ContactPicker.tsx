import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue.ts';
import { CONTACT_SEARCH_DEBOUNCE_MS } from './aiMarketingChoices.ts';
import { aiMarketingQueries } from './aiMarketingQueries.ts';
import { contactOptions } from './leadStatisticsDisplay.ts';

export interface PickedContact {
  value: string;
  label: string;
}

interface ContactPickerProps {
  id: string;
  value: PickedContact | undefined;
  onChange: (contact: PickedContact | undefined) => void;
}

/**
 * A contact chosen by searching the contacts (GET /api/contacts?search=…&limit=100&offset=0; the
 * first 20 found are listed). The chosen contact keeps its name while another search runs.
 */
export function ContactPicker({ id, value, onChange }: ContactPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, CONTACT_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useQuery(aiMarketingQueries.contactPicker(debounced));
  const options = contactOptions(data?.contacts ?? []);
  const handleChange = (picked: PickedContact | undefined) => onChange(picked ? { value: picked.value, label: String(picked.label) } : undefined);
  return (
    <Select<PickedContact>
      id={id}
      labelInValue
      allowClear
      value={value}
      onChange={handleChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isFetching}
      placeholder="Search contacts by name, e-mail or city"
      notFoundContent={isError ? 'Failed to load contacts' : isFetching ? 'Searching...' : 'No contacts found'}
      style={{ width: '100%' }}
    />
  );
}
