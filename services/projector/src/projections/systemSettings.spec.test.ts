import { describe, it } from 'vitest';
import { iso, projectionSpec, specTime } from '../projectionSpec.ts';
import { systemSettings } from './systemSettings.ts';

const spec = projectionSpec(systemSettings);

const changed = (timezone: string, autoUnsubscribe: boolean) => ({
  type: 'SystemSettingsChanged',
  data: { timezone, autoUnsubscribe, previous: { timezone: 'pt', autoUnsubscribe: true } },
});
const query = `select timezone, auto_unsubscribe, ${iso('updated_at')} as updated_at from read.system_settings`;

describe('systemSettings projection', () => {
  it('has no row until the settings are first saved (Pacific is read as the default)', async () => {
    await spec.given([]).then(query, []);
  });

  it('keeps one row with the latest time zone and auto-unsubscribe', async () => {
    await spec.given([changed('et', false), changed('ct', true)]).then(query, [{ timezone: 'ct', auto_unsubscribe: true, updated_at: specTime(1) }]);
  });
});
