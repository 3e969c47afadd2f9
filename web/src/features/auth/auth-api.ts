import { AuthResponseSchema, UserSchema, type LoginBody, type RegisterBody } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api';

export const fetchMe = (signal?: AbortSignal) => apiRequest('/auth/me', { schema: UserSchema, signal });
export const login = (body: LoginBody) => apiRequest('/auth/login', { method: 'POST', body, schema: AuthResponseSchema });
export const register = (body: RegisterBody) => apiRequest('/auth/register', { method: 'POST', body, schema: AuthResponseSchema });
