import { describe, expect, it } from 'vitest';
import { emptyCreatorForm } from './creatorForm.ts';
import { formChanged } from './formChanged.ts';

describe('whether a campaign dialog has changes to lose', () => {
  it('has none while the form says what it opened with, the sender offered first counting as chosen', () => {
    const opened = emptyCreatorForm();
    expect(formChanged(opened, emptyCreatorForm(), 'account-1')).toBe(false);
    expect(formChanged(opened, { ...opened, sender: 'account-1' }, 'account-1')).toBe(false);
    expect(formChanged(opened, { ...opened, sender: 'account-1', name: 'Spring' }, 'account-1')).toBe(true);
  });

  it('has some when a field, however deep, says something else', () => {
    const opened = emptyCreatorForm();
    expect(formChanged(opened, { ...opened, sender: 'account-2' }, 'account-1')).toBe(true);
    expect(formChanged(opened, { ...opened, audience: { ...opened.audience, performanceTiers: ['elite'] } })).toBe(true);
    expect(formChanged(opened, { ...opened, subjects: ['Hi'] })).toBe(true);
  });

  it('has none again once a change is undone, or once the form is saved as it stands', () => {
    const opened = emptyCreatorForm();
    const typed = { ...opened, name: 'Spring' };
    expect(formChanged(opened, { ...typed, name: '' })).toBe(false);
    expect(formChanged(typed, typed)).toBe(false);
  });
});
