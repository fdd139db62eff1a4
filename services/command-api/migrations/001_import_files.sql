create schema if not exists command;
create table if not exists command.import_files (
  import_id text not null,
  seq integer not null,
  data bytea not null,
  primary key (import_id, seq)
);
comment on table command.import_files is 'Uploaded CSV files of contact imports, in chunks, read back as a stream by the import job.';
