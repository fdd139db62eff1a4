/**
 * Which existing contact an imported agent is, if any. Different e-mails are different agents: an
 * agent is matched by its e-mail, and by its phone only when it has no e-mail. An agent with a new
 * e-mail whose phone another contact holds is a new contact sharing that phone.
 */
export function matchImportedAgent(hasEmail: boolean, emailOwner: string | undefined, phoneOwner: string | undefined): { owner?: string; phoneSharedWith?: string } {
  if (emailOwner) return { owner: emailOwner };
  if (!hasEmail && phoneOwner) return { owner: phoneOwner };
  return phoneOwner ? { phoneSharedWith: phoneOwner } : {};
}
