import type pg from 'pg';

/** The searched fields of a contact, as a test writes it straight into the read model. */
export interface SearchedContact {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  company: string;
  status: string;
}

/** Contacts straight into read.contacts (search_text is generated from them). */
export async function insertSearchedContacts(pool: pg.Pool, rows: readonly SearchedContact[]): Promise<void> {
  await pool.query(
    `insert into read.contacts (id, first_name, last_name, email, company, status, created_at, updated_at)
     select id, first_name, last_name, email, company, status, now(), now()
       from jsonb_to_recordset($1::jsonb) as r(id uuid, first_name text, last_name text, email text, company text, status text)`,
    [JSON.stringify(rows)],
  );
}
