// A small HTTP/1.1 load generator (autocannon is not installed here): N keep-alive connections on raw
// sockets, one request in flight per connection, responses parsed just enough to find their end
// (Content-Length or chunked). Each connection runs a conversation, so a request may depend on the
// previous answer (a verify needs the review a random call served). Loopback only.
import net from 'node:net';

export interface HttpResponse {
  status: number;
  /** The raw header block, lower-case names not guaranteed. */
  head: string;
  body: Buffer;
}

/** One connection's requests: `next` gets the previous response (undefined for the first request). */
export interface Conversation {
  next(previous: HttpResponse | undefined): Buffer;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Responses by status code. */
  statuses: Record<number, number>;
  errors: number;
}

/** Serialises a request; `headers` as name -> value. */
export function httpRequest(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Buffer {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  let head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (payload) head += `content-type: application/json\r\ncontent-length: ${payload.length}\r\n`;
  head += '\r\n';
  return payload ? Buffer.concat([Buffer.from(head), payload]) : Buffer.from(head);
}

/** Always the same request. */
export function fixed(request: Buffer): () => Conversation {
  return () => ({ next: () => request });
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** Incremental parser of a stream of HTTP/1.1 responses. */
class ResponseParser {
  private buf: Buffer = Buffer.alloc(0);
  constructor(private readonly onResponse: (r: HttpResponse) => void) {}

  push(chunk: Buffer): void {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    for (;;) {
      const end = this.buf.indexOf(CRLF2);
      if (end === -1) return;
      const head = this.buf.toString('latin1', 0, end);
      const status = Number(head.slice(9, 12));
      const start = end + 4;
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (length || status === 304 || status === 204) {
        const n = length ? Number(length[1]) : 0;
        if (this.buf.length < start + n) return;
        const body = this.buf.subarray(start, start + n);
        this.buf = this.buf.subarray(start + n);
        this.onResponse({ status, head, body });
        continue;
      }
      if (!/\r\ntransfer-encoding: *chunked/i.test(head)) throw new Error(`response without a length: ${head.slice(0, 200)}`);
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buf.indexOf('\r\n', at);
        if (lineEnd === -1) return;
        const size = Number.parseInt(this.buf.toString('latin1', at, lineEnd), 16);
        if (this.buf.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          at = lineEnd + 4;
          break;
        }
        parts.push(this.buf.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      this.buf = this.buf.subarray(at);
      this.onResponse({ status, head, body: Buffer.concat(parts) });
    }
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `connections` conversations against host:port for `seconds`, after `warmupSeconds` unmeasured. */
export async function runLoad(options: {
  port: number;
  connections: number;
  seconds: number;
  warmupSeconds?: number;
  conversation: (index: number) => Conversation;
}): Promise<LoadResult> {
  const { port, connections } = options;
  const warmupMs = (options.warmupSeconds ?? 1) * 1000;
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const statuses: Record<number, number> = {};
  let errors = 0;
  let measuring = false;
  let stopping = false;
  const started = performance.now();
  let measureStart = 0;

  const record = (ms: number, status: number) => {
    if (!measuring) return;
    if (count === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[count++] = ms;
    statuses[status] = (statuses[status] ?? 0) + 1;
  };

  const runners = Array.from({ length: connections }, (_, index) => {
    const conversation = options.conversation(index);
    return new Promise<void>((resolve) => {
      let sentAt = 0;
      let socket: net.Socket;
      const send = (previous: HttpResponse | undefined) => {
        if (stopping) {
          socket.end();
          resolve();
          return;
        }
        sentAt = performance.now();
        socket.write(conversation.next(previous));
      };
      const open = () => {
        socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
        const parser = new ResponseParser((r) => {
          record(performance.now() - sentAt, r.status);
          send(r);
        });
        socket.on('connect', () => send(undefined));
        socket.on('data', (d: Buffer) => {
          try {
            parser.push(d);
          } catch {
            errors += 1;
            socket.destroy();
          }
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          if (stopping) return resolve();
          errors += 1;
          setTimeout(open, 50);
        });
      };
      open();
    });
  });

  await new Promise((r) => setTimeout(r, warmupMs));
  measuring = true;
  measureStart = performance.now();
  await new Promise((r) => setTimeout(r, options.seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - measureStart) / 1000;
  stopping = true;
  await Promise.race([Promise.all(runners), new Promise((r) => setTimeout(r, 10_000))]);
  void started;
  const sorted = latencies.slice(0, count).sort();
  return { requests: count, seconds: elapsed, rps: count / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), statuses, errors };
}
