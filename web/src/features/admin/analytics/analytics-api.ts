import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { AnalyticsPayloadSchema, AnalyticsResetResponseSchema, STATS_UPDATE_EVENT, type AnalyticsPayload } from '../../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api';

export const resetAnalytics = () => apiRequest('/analytics/reset', { method: 'POST', body: {}, schema: AnalyticsResetResponseSchema });

export const NO_TOKEN_MESSAGE = 'No authentication token';

/**
 * How long the tab waits for the server's first answer before it says the connection failed
 * (docs/product.md: "Error connecting to analytics server"), rather than "Connecting..." for ever.
 */
export const CONNECT_WAIT_MS = 10_000;
/** The error of a connection that got no answer within CONNECT_WAIT_MS (the tab words it). */
export const CONNECT_TIMEOUT = 'timeout';

export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

export interface AnalyticsFeed {
  status: SocketStatus;
  /** The last connection error (the server's message, e.g. 'No authentication token'). */
  error: string | null;
  payload: AnalyticsPayload | null;
}

export interface AnalyticsFeedControls extends AnalyticsFeed {
  /** Connects again after a refused handshake (socket.io does not retry those by itself). */
  reconnect(): void;
}

/**
 * The live analytics feed: a socket.io connection authenticated with the token at the handshake.
 * The server sends `stats-update` on connect and every ~5 s. Closed when the component unmounts.
 */
export function useAnalyticsFeed(token: string | null): AnalyticsFeedControls {
  const socketRef = useRef<Socket | null>(null);
  const waitRef = useRef<number | undefined>(undefined);
  const [feed, setFeed] = useState<AnalyticsFeed>(() =>
    token ? { status: 'connecting', error: null, payload: null } : { status: 'disconnected', error: NO_TOKEN_MESSAGE, payload: null },
  );

  useEffect(() => {
    if (!token) return;
    // WebSocket only: one connection that stays on one server process, so several workers or instances need no sticky sessions.
    const socket = io(window.location.origin, { auth: { token }, transports: ['websocket'] });
    socketRef.current = socket;
    socket.on('connect', () => setFeed((f) => ({ ...f, status: 'connected', error: null })));
    socket.on('disconnect', () => setFeed((f) => ({ ...f, status: 'disconnected' })));
    socket.on('connect_error', (err: Error) => {
      console.error('Analytics socket:', err.message);
      setFeed((f) => ({ ...f, status: 'disconnected', error: err.message || 'Connection failed' }));
    });
    const timer = window.setTimeout(() => {
      setFeed((f) => (f.status === 'connecting' && !f.payload ? { ...f, status: 'disconnected', error: CONNECT_TIMEOUT } : f));
    }, CONNECT_WAIT_MS);
    waitRef.current = timer;
    socket.on(STATS_UPDATE_EVENT, (data: unknown) => {
      const parsed = AnalyticsPayloadSchema.safeParse(data);
      if (parsed.success) setFeed({ status: 'connected', error: null, payload: parsed.data });
      else console.error('Analytics socket: unexpected payload', parsed.error);
    });
    return () => {
      window.clearTimeout(waitRef.current);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [token]);

  const reconnect = useCallback(() => {
    const socket = socketRef.current;
    if (!socket || socket.connected) return;
    setFeed((f) => ({ ...f, status: 'connecting' }));
    window.clearTimeout(waitRef.current);
    waitRef.current = window.setTimeout(() => {
      setFeed((f) => (f.status === 'connecting' ? { ...f, status: 'disconnected', error: CONNECT_TIMEOUT } : f));
    }, CONNECT_WAIT_MS);
    socket.connect();
  }, []);

  return { ...feed, reconnect };
}
