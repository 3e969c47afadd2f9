import { useQuery } from '@tanstack/react-query';
import { CalendarResponseSchema } from '../../../../../shared/schemas/planning';
import { apiRequest } from '../../../lib/api';
import { challengeKeys } from './challenges-api';

// Under the challenges key: creating, editing or deleting a challenge refreshes the calendar too.
export const calendarKey = [...challengeKeys.all, 'calendar'] as const;

export function useCalendar() {
  return useQuery({ queryKey: calendarKey, queryFn: ({ signal }) => apiRequest('/admin/daily-challenges/calendar', { schema: CalendarResponseSchema, signal }) });
}
