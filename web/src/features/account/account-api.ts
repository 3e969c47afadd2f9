import type { AccountExport, EmailChangeBody, PasswordResetConfirmBody, UpdateMeBody } from '../../../../shared/schemas/account';
import type { AuthResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api';

// The account API (docs/security.md, "Accounts").
export const confirmPasswordReset = (body: PasswordResetConfirmBody) => apiRequest<AuthResponse>('/auth/password-reset/confirm', { method: 'POST', body });
export const updateMe = (body: UpdateMeBody) => apiRequest<AuthResponse>('/auth/me', { method: 'PUT', body });
export const requestEmailChange = (body: EmailChangeBody) => apiRequest('/auth/email-change', { method: 'POST', body });
export const confirmEmailChange = (token: string) => apiRequest<{ email: string }>('/auth/email-change/confirm', { method: 'POST', body: { token } });
export const logoutAll = () => apiRequest('/auth/logout-all', { method: 'POST' });
export const exportMyData = () => apiRequest<AccountExport>('/auth/me/export');
export const deleteMe = (password: string) => apiRequest('/auth/me', { method: 'DELETE', body: { password } });

/** The token an e-mailed link carries after `#token=` (never sent to the server in the address). */
export const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
