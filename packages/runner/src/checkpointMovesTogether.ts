import type { Position } from '@outreach/domain';
import DataLoader from 'dataloader';
import type pg from 'pg';

export interface CheckpointMove {
  name: string;
  from: Position;
  to: Position;
}

/**
 * Checkpoint moves of batches a subscriber has nothing to do for, made together: the subscribers
 * of a process read the same batches in step, so after an append up to one such move per
 * subscriber is asked for at the same moment. The moves asked for on one pool in one turn of the
 * event loop go to `moveAll` at once (one statement instead of a round trip and a commit each),
 * which moves distinct checkpoints, each by its own compare-and-set, and answers the names moved.
 * A checkpoint asked to move twice at once (not done by one runner) moves in turn: the second
 * finds it moved.
 */
export function checkpointMovesTogether<M extends CheckpointMove>(
  moveAll: (pool: pg.Pool, moves: readonly M[]) => Promise<Set<string>>,
): (pool: pg.Pool, move: M) => Promise<boolean> {
  const loaders = new WeakMap<pg.Pool, DataLoader<M, boolean>>();
  return (pool, move) => {
    let loader = loaders.get(pool);
    if (!loader) {
      loader = new DataLoader<M, boolean>(
        async (moves) => {
          if (new Set(moves.map((m) => m.name)).size < moves.length) {
            const answers: boolean[] = [];
            for (const m of moves) answers.push((await moveAll(pool, [m])).has(m.name));
            return answers;
          }
          const moved = await moveAll(pool, moves);
          return moves.map((m) => moved.has(m.name));
        },
        { cache: false, batchScheduleFn: (flush) => void setImmediate(flush) },
      );
      loaders.set(pool, loader);
    }
    return loader.load(move);
  };
}
