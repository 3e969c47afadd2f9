// The load of `npm run bench -- http`: autocannon, N keep-alive connections, one request in flight
// on each. Each connection runs a conversation, so a request may depend on the previous answer (a
// verify names the review the random call before it served, a guest keeps its cookie).
import autocannon from 'autocannon';

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  body: string;
  /** Header names as the server sent them (Fastify: lower case). */
  headers: Record<string, string | string[]>;
}

/** One connection's requests: `next` gets the previous response (undefined for the first request). */
export interface Conversation {
  next(previous: HttpResponse | undefined): HttpRequest;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p99: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  errors: number;
}

export function httpRequest(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown): HttpRequest {
  return body === undefined ? { method, path, headers } : { method, path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Always the same request. */
export function fixed(request: HttpRequest): () => Conversation {
  return () => ({ next: () => request });
}

/** Runs one conversation per connection against 127.0.0.1:port for `seconds`. */
export async function runLoad(options: { port: number; connections: number; seconds: number; conversation: (index: number) => Conversation }): Promise<LoadResult> {
  let clients = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.seconds,
    // Each connection's own request list: the conversation's state outlives autocannon's per-loop context.
    setupClient(client) {
      const conversation = options.conversation(clients++);
      let previous: HttpResponse | undefined;
      client.setRequests([
        {
          setupRequest: (request) => ({ ...request, ...conversation.next(previous) }),
          onResponse: (status, body, _context, headers) => {
            previous = { status, body, headers: headers as HttpResponse['headers'] };
          },
        },
      ]);
    },
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
  return { requests: result.requests.total, rps: result.requests.total / result.duration, p99: result.latency.p99, statuses, errors: result.errors };
}
