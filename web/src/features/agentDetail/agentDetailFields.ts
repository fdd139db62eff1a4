import { CONTACT_STATUS_LABELS } from '../contacts/contactDisplay.ts';
import type { Contact } from '../contacts/contactsTypes.ts';

export const NOT_PROVIDED = 'Not provided';
/** Service areas are shown only when the text is longer than this (spec part 1 §9). */
export const SERVICE_AREAS_MIN_LENGTH = 10;

export function fullName(contact: Pick<Contact, 'firstName' | 'lastName'>): string {
  return [contact.firstName, contact.lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
}

/** The mobile number, else the main phone. */
export function mobileNumber(contact: Pick<Contact, 'mobilePhone' | 'phone'>): string | null {
  return contact.mobilePhone?.trim() || contact.phone?.trim() || null;
}

/** The office number, only when it differs from the mobile number. */
export function distinctOfficePhone(contact: Pick<Contact, 'mobilePhone' | 'phone' | 'officePhone'>): string | null {
  const office = contact.officePhone?.trim();
  if (!office) return null;
  return office === mobileNumber(contact) ? null : office;
}

export function companyName(contact: Pick<Contact, 'company' | 'officeCompanyName'>): string {
  return contact.company?.trim() || contact.officeCompanyName?.trim() || 'Independent Agent';
}

/** The first part of the location ('Austin' of 'Austin, TX 78701'). */
export function primaryLocation(location: string | null | undefined): string {
  return location?.split(',')[0]?.trim() || NOT_PROVIDED;
}

export function accountStatusLabel(status: Contact['status'] | null | undefined): string {
  return status ? CONTACT_STATUS_LABELS[status] : 'Active';
}

export function showsServiceAreas(serviceAreas: string | null | undefined): boolean {
  return (serviceAreas?.trim().length ?? 0) > SERVICE_AREAS_MIN_LENGTH;
}

export function yearsText(years: number | null | undefined): string {
  return years === null || years === undefined ? NOT_PROVIDED : `${years} ${years === 1 ? 'year' : 'years'}`;
}
