import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MAX_LIST_LIMIT } from '../../../../../shared/constants';
import { ContactMessageSchema, MessageResponseSchema, MessagesResponseSchema } from '../../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from '../admin-keys';

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const messageKeys = { list: [...ADMIN_QUERY_ROOT, 'messages'] as const };

export const fetchMessages = (signal?: AbortSignal) =>
  apiRequest(`/admin/messages?limit=${MAX_LIST_LIMIT}`, { schema: MessagesResponseSchema, signal });

/** The inbox, newest first, with the number of messages nobody has handled yet. */
export function useMessages(enabled = true) {
  return useQuery({ queryKey: messageKeys.list, queryFn: ({ signal }) => fetchMessages(signal), enabled, refetchInterval: 60_000 });
}


export const setMessageHandled = (id: string, handled: boolean) =>
  apiRequest(`/admin/messages/${encodeURIComponent(id)}`, { method: 'PUT', body: { handled }, schema: MessageResponseSchema }).then((r) => r.message);
