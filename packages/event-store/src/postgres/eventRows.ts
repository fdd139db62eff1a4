import type { EventMetadata, Position, RecordedEvent } from '@outreach/domain';

/**
 * Columns of es.events (aliased `e`) as text, so that no type parser installed on the caller's pool (int8 as
 * number, timestamptz as epoch, …) can change or round what we read: bigints go through BigInt.
 * The text columns keep the names of the typed ones, so ORDER BY must name `e.column`: a bare
 * name there means the output column and would sort numbers as text.
 */
export const EVENT_COLUMNS = `
  e.event_id::text as event_id,
  e.stream_id,
  e.stream_revision::text as stream_revision,
  e.transaction_id::text as transaction_id,
  e.global_position::text as global_position,
  e.type,
  e.data::text as data,
  e.metadata::text as metadata,
  floor(extract(epoch from e.recorded_at) * 1000)::int8::text as recorded_at_ms`;

export interface EventRow {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  transaction_id: string;
  global_position: string;
  type: string;
  data: string;
  metadata: string;
  recorded_at_ms: string;
}

export interface PositionRow {
  transaction_id: string;
  global_position: string;
}

export function toPosition(row: PositionRow): Position {
  return { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
}

/**
 * The event of a row. Its data and metadata are parsed when first read, once: a reader that skips
 * events by type (most projections, over most of $all) never pays for parsing what it skips.
 * They are ordinary enumerable properties otherwise (spread, JSON.stringify and deep equality see
 * them; assigning one replaces it).
 */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  let dataText: string | undefined = row.data;
  let metadataText: string | undefined = row.metadata;
  let data: unknown;
  let metadata: EventMetadata | undefined;
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row),
    type: row.type,
    get data(): unknown {
      if (dataText !== undefined) {
        data = JSON.parse(dataText) as unknown;
        dataText = undefined;
      }
      return data;
    },
    set data(value: unknown) {
      data = value;
      dataText = undefined;
    },
    get metadata(): EventMetadata {
      if (metadataText !== undefined) {
        metadata = JSON.parse(metadataText) as EventMetadata;
        metadataText = undefined;
      }
      return metadata!;
    },
    set metadata(value: EventMetadata) {
      metadata = value;
      metadataText = undefined;
    },
    recordedAt: new Date(Number(row.recorded_at_ms)),
  };
}
