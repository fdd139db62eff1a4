-- A contact's view reads the newest check of its address from read.email_verifications (joined on
-- the address), no longer from copies on its row. Each check a campaign made (one per new address)
-- updated the contact's wide row as well: a second write of every check, now gone. A contact whose
-- address changes shows that address's check, none until it is checked.
alter table read.contacts
  drop column if exists email_verification_status,
  drop column if exists email_verification_sub_status,
  drop column if exists email_verification_score,
  drop column if exists email_verified_at,
  drop column if exists is_email_deliverable,
  drop column if exists is_free_email;
