/** A notification that the read side changed, published by the projector after each commit. */
export interface BusMessage {
  subject: string;
  data: unknown;
}

export type BusHandler = (message: BusMessage) => void;

/** Publish/subscribe between services: NATS between processes, in memory inside one process. */
export interface Bus {
  readonly kind: 'nats' | 'in-process';
  publish(subject: string, data: unknown): void;
  /** `subject` may end in `.>` to receive every subject below it. Returns an unsubscribe function. */
  subscribe(subject: string, handler: BusHandler): () => void;
  /** Resolves once everything published so far has reached the server (or the subscribers). */
  flush(): Promise<void>;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** Does a NATS-style pattern (`a.b.*`, `a.>`) match a subject? */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}
