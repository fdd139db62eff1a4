import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import type { CompanyProfile } from './companyProfileRules.ts';
import { saveCompanyProfile, type CompanyProfileSaved, type SaveCompanyProfile } from './saveCompanyProfile.ts';

export type { CompanyProfile, CompanyProfileInput } from './companyProfileRules.ts';
export { checkCompanyProfile, checkKeyBenefits } from './companyProfileRules.ts';
export type { CompanyProfileSaved, SaveCompanyProfile } from './saveCompanyProfile.ts';

/**
 * The team's company profile (name, industry, audience, tone, description, key benefits) that the
 * AI generators write from: one stream for the team, each save recording the whole profile.
 */
export const COMPANY_PROFILE_STREAM = 'company-profile';

export type CompanyProfileCommand = SaveCompanyProfile;
export type CompanyProfileEvent = CompanyProfileSaved;

export interface CompanyProfileState {
  /** Null until the first save. */
  profile: CompanyProfile | null;
}

export const initialCompanyProfile: CompanyProfileState = { profile: null };

export const companyProfile: Decider<CompanyProfileCommand, CompanyProfileEvent, CompanyProfileState> = {
  initialState: initialCompanyProfile,
  evolve(state, event) {
    switch (event.type) {
      case 'CompanyProfileSaved':
        return { profile: event.data };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SaveCompanyProfile':
        return saveCompanyProfile(command, state.profile);
      default:
        return assertNever(command.type);
    }
  },
};

/** The one profile stream: the id is ignored. */
export const companyProfileHandler = commandHandler(companyProfile, () => COMPANY_PROFILE_STREAM);
