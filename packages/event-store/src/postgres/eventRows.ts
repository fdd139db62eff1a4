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
 * An event read from a row. Its data and metadata are parsed when first read, once: a reader that
 * skips events by type (most projections, over most of $all) never pays for parsing what it skips.
 * They are own enumerable accessor properties (spread, JSON.stringify and deep equality see them;
 * assigning one replaces it), defined from one pair of shared functions, so that every event keeps
 * the same compact shape: an object literal with accessors of its own is a dictionary of about
 * 1 KB, three times this, and the newest 20,000 events read stay cached (readAllCache).
 */
class StoredEvent implements RecordedEvent {
  static #accessors: PropertyDescriptorMap;
  static {
    StoredEvent.#accessors = {
      data: {
        get(this: StoredEvent) {
          if (this.#dataText !== undefined) {
            this.#data = JSON.parse(this.#dataText) as unknown;
            this.#dataText = undefined;
          }
          return this.#data;
        },
        set(this: StoredEvent, value: unknown) {
          this.#data = value;
          this.#dataText = undefined;
        },
        enumerable: true,
        configurable: true,
      },
      metadata: {
        get(this: StoredEvent) {
          if (this.#metadataText !== undefined) {
            this.#metadata = JSON.parse(this.#metadataText) as EventMetadata;
            this.#metadataText = undefined;
          }
          return this.#metadata;
        },
        set(this: StoredEvent, value: EventMetadata) {
          this.#metadata = value;
          this.#metadataText = undefined;
        },
        enumerable: true,
        configurable: true,
      },
    };
  }

  #dataText: string | undefined;
  #data: unknown;
  #metadataText: string | undefined;
  #metadata: EventMetadata | undefined;
  // Declared, not initialised: the constructor creates them in this order, data and metadata in place.
  declare readonly eventId: string;
  declare readonly streamId: string;
  declare readonly revision: bigint;
  declare readonly position: Position;
  declare readonly type: string;
  declare data: unknown;
  declare metadata: EventMetadata;
  declare readonly recordedAt: Date;

  constructor(row: EventRow) {
    this.#dataText = row.data;
    this.#metadataText = row.metadata;
    this.eventId = row.event_id;
    this.streamId = row.stream_id;
    this.revision = BigInt(row.stream_revision);
    this.position = toPosition(row);
    this.type = row.type;
    Object.defineProperties(this, StoredEvent.#accessors);
    this.recordedAt = new Date(Number(row.recorded_at_ms));
  }
}

/** The event of a row (see StoredEvent). */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  return new StoredEvent(row);
}
