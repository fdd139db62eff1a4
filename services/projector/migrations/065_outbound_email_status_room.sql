-- Each e-mail's row in read.outbound_emails is updated twice as it goes out (sending, then sent or
-- its other outcome), a projector batch changing a whole page's e-mails at once. With a third of
-- each page free (fillfactor 70), only about half of those updates found room for the
-- new version on the row's page; the rest wrote a new entry in each of the table's indexes. Each
-- page now keeps more than half its room free, so both updates are heap-only.
alter table read.outbound_emails set (fillfactor = 45);
