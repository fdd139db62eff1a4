import { describe, expect, it } from 'vitest';
import { importToProductionSummary } from './importSummary.ts';

describe('importToProductionSummary', () => {
  it('reports the transferred total with new and merged agents', () => {
    expect(importToProductionSummary({ totalTransferred: 120, imported: 100, merged: 20 })).toBe(
      'Transferred 120 agents to production (100 new, 20 merged).',
    );
  });

  it('falls back to the imported count, then to zero', () => {
    expect(importToProductionSummary({ imported: 7 })).toBe('Transferred 7 agents to production (7 new, 0 merged).');
    expect(importToProductionSummary(null)).toBe('Transferred 0 agents to production (0 new, 0 merged).');
  });
});

describe('importToProductionSummary while the transfer goes on', () => {
  it('says how far it got and that it continues', () => {
    expect(importToProductionSummary({ status: 'running', totalTransferred: 30000, imported: 29990, merged: 10 })).toBe(
      'Transferred 30000 agents so far (29990 new, 10 merged); the rest continue in the background.',
    );
  });
});
