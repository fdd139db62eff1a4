create schema if not exists runner;

create table if not exists runner.checkpoints (
  name text primary key,
  position_commit bigint not null default 0,
  position_prepare bigint not null default 0,
  updated_at timestamptz not null default now()
);
comment on table runner.checkpoints is 'How far each reactor (a process that turns events into work) has read the event store.';
comment on column runner.checkpoints.name is 'The reactor: unique across the deployment.';
comment on column runner.checkpoints.position_commit is 'Global position (commit part) of the last event the reactor took into account.';
comment on column runner.checkpoints.position_prepare is 'Global position (prepare part) of the last event the reactor took into account.';

create table if not exists runner.work (
  kind text not null,
  key text not null,
  due_at timestamptz not null,
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  last_error text,
  scheduled_at timestamptz not null default now(),
  primary key (kind, key)
);
create index if not exists work_due_idx on runner.work (kind, due_at);
comment on table runner.work is 'Long-running or delayed work that a reactor decided on (an import to run, a step due later): done by one process at a time under an advisory lock, resumed by another after a crash, deleted when done.';
comment on column runner.work.kind is 'What sort of work: the worker that does it (contact-import, production-import, …).';
comment on column runner.work.key is 'Which piece of work of its kind (an import id): scheduling the same key twice keeps one row.';
comment on column runner.work.due_at is 'Not before this moment (the team clock): delayed work waits for it.';
comment on column runner.work.payload is 'What the worker needs beyond the key (who asked, the request id).';
comment on column runner.work.attempts is 'Failed attempts so far; each failure waits longer before the next.';
comment on column runner.work.last_error is 'The last failure, for operators.';
