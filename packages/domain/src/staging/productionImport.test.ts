import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { productionImport, type ProductionImportEvent } from './productionImport.ts';

const started: ProductionImportEvent = { type: 'ProductionImportStarted', data: { importId: 'i1' } };
const progressed: ProductionImportEvent = { type: 'ProductionImportProgressed', data: { importId: 'i1', promoted: 500, imported: 480, merged: 20 } };

describe('Import to Production', () => {
  it('starts a transfer when none runs, and joins the one that runs', () => {
    expect(given(productionImport, []).when({ type: 'StartProductionImport', importId: 'i1' }).run()).toEqual([started]);
    const running = given(productionImport, [started]);
    expect(running.when({ type: 'StartProductionImport', importId: 'i2' }).run()).toEqual([]);
    expect(running.state.running).toEqual({ importId: 'i1', promoted: 0, imported: 0, merged: 0 });
  });

  it('records progress and the end of the transfer under way only', () => {
    const running = given(productionImport, [started, progressed]);
    expect(running.state.running).toMatchObject({ promoted: 500, imported: 480, merged: 20 });
    expect(running.when({ type: 'RecordProductionImportProgress', importId: 'other', promoted: 1, imported: 1, merged: 0 }).run()).toEqual([]);
    const [completed] = running.when({ type: 'CompleteProductionImport', importId: 'i1', promoted: 900, imported: 870, merged: 30 }).run();
    expect(completed).toEqual({ type: 'ProductionImportCompleted', data: { importId: 'i1', promoted: 900, imported: 870, merged: 30 } });
    const after = given(productionImport, [started, progressed, completed!]);
    expect(after.state).toEqual({ running: null, last: { importId: 'i1', promoted: 900, imported: 870, merged: 30, status: 'completed', error: null } });
    expect(after.when({ type: 'CompleteProductionImport', importId: 'i1', promoted: 900, imported: 870, merged: 30 }).run()).toEqual([]);
    expect(after.when({ type: 'StartProductionImport', importId: 'i2' }).run()).toEqual([{ type: 'ProductionImportStarted', data: { importId: 'i2' } }]);
  });

  it('keeps the totals reached when a transfer fails', () => {
    const [failed] = given(productionImport, [started, progressed]).when({ type: 'FailProductionImport', importId: 'i1', error: 'The transfer stopped: boom' }).run();
    expect(given(productionImport, [started, progressed, failed!]).state.last).toEqual({
      importId: 'i1', promoted: 500, imported: 480, merged: 20, status: 'failed', error: 'The transfer stopped: boom',
    });
  });
});
