create table if not exists read.templates (
  id uuid primary key,
  type text not null,
  name text not null,
  subject_lines text[] not null,
  content text not null,
  variables text[] not null,
  target_tier text,
  category text not null,
  status text not null,
  copied_from_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  created_by text not null,
  updated_by text not null
);
create index if not exists templates_created_idx on read.templates (created_at desc, id);
create index if not exists templates_type_category_idx on read.templates (type, category, created_at desc);
comment on table read.templates is 'E-mail and SMS templates of the template library (deleted ones are removed); their history is in the event store, stream template-{id}.';
comment on column read.templates.id is 'Template id (stream template-{id}).';
comment on column read.templates.type is 'email, or sms for a category starting with sms-.';
comment on column read.templates.name is 'The name staff gave the template.';
comment on column read.templates.subject_lines is 'Subject line options of an e-mail template (empty for SMS templates); may hold {{variables}}.';
comment on column read.templates.content is 'The e-mail body or SMS text, with {{variables}} (Liquid).';
comment on column read.templates.variables is 'Variables the template lists or uses.';
comment on column read.templates.target_tier is 'Performance tier the template is written for (elite, high-performer, active, moderate, entry, all), if any.';
comment on column read.templates.category is 'general, another e-mail category, or sms-general, sms-demo, sms-trial, sms-follow-up, sms-nurture, sms-urgent.';
comment on column read.templates.status is 'draft (Save Draft) or saved (Save Template).';
comment on column read.templates.copied_from_id is 'The template this one was copied from, if any.';
comment on column read.templates.created_at is 'When the template was created or copied.';
comment on column read.templates.updated_at is 'When it last changed.';
comment on column read.templates.created_by is 'Who created it: a username, or the process or webhook.';
comment on column read.templates.updated_by is 'Who changed it last.';
