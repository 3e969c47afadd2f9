import type { ContactResponseSchema, ContactBody } from '../../../../shared/schemas/contact';
import { apiRequest, type ResponseOf } from '../../lib/api';

export const sendContactMessage = (body: ContactBody) =>
  apiRequest<ResponseOf<typeof ContactResponseSchema>>('/contact', { method: 'POST', body });
