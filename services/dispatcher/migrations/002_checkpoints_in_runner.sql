-- The handlers' checkpoints move to the runner's table, where every reactor keeps its own.
insert into runner.checkpoints (name, position_commit, position_prepare, updated_at)
select name, position_commit, position_prepare, updated_at from dispatcher.checkpoints
on conflict (name) do nothing;
drop table dispatcher.checkpoints;
