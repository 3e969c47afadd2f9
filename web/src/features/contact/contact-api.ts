import { ContactResponseSchema, type ContactBody } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../lib/api';

export const sendContactMessage = (body: ContactBody) =>
  apiRequest('/contact', { method: 'POST', body, schema: ContactResponseSchema });
