create table if not exists read.company_profiles (
  id boolean primary key default true check (id),
  name text not null,
  industry text not null,
  target_audience text not null,
  tone text not null,
  company_description text not null,
  key_benefits text[] not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
comment on table read.company_profiles is 'The team''s company profile that the AI generators write from (one row, absent until first saved; the history of every save is in read.audit_trail under stream company-profile).';
comment on column read.company_profiles.id is 'Always true: the table holds at most one row.';
comment on column read.company_profiles.name is 'The company name (at least 2 characters).';
comment on column read.company_profiles.industry is 'Software/Technology, Real Estate Technology, CRM/Sales Tools, Marketing Technology, Financial Services or Consulting.';
comment on column read.company_profiles.target_audience is 'Who the company sells to, in its own words (the form starts with ''Real estate agents and brokers'').';
comment on column read.company_profiles.tone is 'The tone generated e-mails are written in: professional, friendly, casual or formal.';
comment on column read.company_profiles.company_description is 'What the company does (at least 20 characters).';
comment on column read.company_profiles.key_benefits is 'The key benefits or features, in the order given, each trimmed, none twice (at least one).';
comment on column read.company_profiles.created_at is 'When the profile was first saved.';
comment on column read.company_profiles.updated_at is 'When the profile was last saved with a change.';
