import type { Language } from '../../../../shared/constants';
import type { AuthResponseSchema, InterfaceLanguageBody, LoginBody, RegisterBody } from '../../../../shared/schemas/auth';
import type { OkSchema } from '../../../../shared/schemas/common';
import { apiRequest, type ResponseOf } from '../../lib/api';

export const login = (body: LoginBody) => apiRequest<ResponseOf<typeof AuthResponseSchema>>('/auth/login', { method: 'POST', body });
export const register = (body: RegisterBody) => apiRequest<ResponseOf<typeof AuthResponseSchema>>('/auth/register', { method: 'POST', body });
export const saveInterfaceLanguage = (language: Language) =>
  apiRequest<ResponseOf<typeof OkSchema>>('/auth/language', { method: 'PUT', body: { language } satisfies InterfaceLanguageBody });
export const requestPasswordReset = (email: string) => apiRequest('/auth/password-reset', { method: 'POST', body: { email } });
