create table if not exists read.contact_imports (
  id uuid primary key,
  file_name text,
  columns jsonb not null,
  status text not null,
  processed integer not null default 0,
  imported integer not null default 0,
  merged integer not null default 0,
  rejected integer not null default 0,
  error text,
  uploaded_at timestamptz not null,
  started_at timestamptz,
  completed_at timestamptz,
  uploaded_by text
);
comment on table read.contact_imports is 'CSV imports of contacts and how far each got.';
comment on column read.contact_imports.id is 'Import id.';
comment on column read.contact_imports.file_name is 'Name of the uploaded file.';
comment on column read.contact_imports.columns is 'Header of the file.';
comment on column read.contact_imports.status is 'uploaded, running, completed or failed.';
comment on column read.contact_imports.processed is 'Rows read so far.';
comment on column read.contact_imports.imported is 'Rows that became new contacts.';
comment on column read.contact_imports.merged is 'Rows merged into an existing contact (same e-mail, else same phone).';
comment on column read.contact_imports.rejected is 'Rows refused; the reasons are in read.contact_import_rejections.';
comment on column read.contact_imports.error is 'Why the import stopped, when it failed.';
comment on column read.contact_imports.uploaded_at is 'When the file was uploaded.';
comment on column read.contact_imports.started_at is 'When the import started.';
comment on column read.contact_imports.completed_at is 'When it ended.';
comment on column read.contact_imports.uploaded_by is 'Who uploaded it.';

create table if not exists read.contact_import_rejections (
  import_id uuid not null,
  line integer not null,
  reason text not null,
  row_values jsonb not null,
  primary key (import_id, line)
);
comment on table read.contact_import_rejections is 'Rows of a CSV import that were refused, with the reason.';
comment on column read.contact_import_rejections.import_id is 'The import.';
comment on column read.contact_import_rejections.line is 'Line in the file (the header is line 1).';
comment on column read.contact_import_rejections.reason is 'Why the row was refused.';
comment on column read.contact_import_rejections.row_values is 'The row, column name to value.';
