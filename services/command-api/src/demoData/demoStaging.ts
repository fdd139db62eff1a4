import { EMPTY_FIELDS, type StagedAgent } from '@outreach/domain';
import type { DemoAgent } from '@outreach/demo-data';

export const DEMO_BATCH_SIZE = 1000;

export const demoBatchId = (n: number) => `demo-${String(n).padStart(4, '0')}`;

/** Whether a staging batch is one of the demo data's. */
export const isDemoBatch = (batchId: string) => /^demo-\d{4}$/.test(batchId);

/** A demo record as a staged agent of its batch, with the same fields a data source would bring. */
export function toStagedAgent(agent: DemoAgent, batchId: string): StagedAgent {
  return {
    stagedAgentId: `${batchId}.${agent.index}`,
    fields: {
      ...EMPTY_FIELDS,
      firstName: agent.firstName,
      lastName: agent.lastName,
      agentName: agent.agentName,
      email: agent.email,
      phone: agent.mobilePhone,
      officePhone: agent.officePhone,
      company: agent.company,
      city: agent.city,
      state: agent.state,
      zipCode: agent.zipCode,
      listingCount: agent.listingCount,
      totalListingsForRent: agent.totalListingsForRent,
      yearsExperience: agent.yearsExperience,
      serviceAreas: agent.serviceAreas || null,
      licenseNumber: agent.licenseNumber,
      website: agent.website,
      dataSource: agent.dataSource,
    },
  };
}
