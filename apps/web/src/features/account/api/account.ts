import type {
  AccountResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from '@tailor/core/contracts/account';
import type { AuthResponse, MessageResponse } from '@tailor/core/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/api/get-user';
import { postToExtension } from '@/features/extension/handoff';
import { apiJson, apiRequest, getQueryFn } from '@/lib/api';
import { filenameFromDisposition, saveBlob } from '@/lib/download';
import { getErrorMessage } from '@/lib/errors';

export const ACCOUNT_QUERY_KEY = ['/api/account'] as const;

/** The account's sign-in state for Settings (email verified, password set, LinkedIn linked). */
export function useAccount() {
  return useQuery<AccountResponse | null>({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: getQueryFn<AccountResponse>({ on401: 'throw', redirectOnAuthError: true }),
  });
}

async function call<T>(url: string, body: unknown, fallback: string): Promise<T> {
  try {
    return await apiJson<T>('POST', url, body);
  } catch (error) {
    throw new Error(getErrorMessage(error, fallback));
  }
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => call<MessageResponse>('/api/account/verification', {}, 'Failed to send the email'),
    onSuccess: (data) => toast({ title: 'Verification email sent', description: data.message }),
    onError: (error) =>
      toast({ title: 'Could not send the email', description: error.message, variant: 'destructive' }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      call<MessageResponse>('/api/account/password', body, 'Failed to change your password'),
    onSuccess: (data) => toast({ title: 'Password changed', description: data.message }),
    onError: (error) =>
      toast({ title: 'Password not changed', description: error.message, variant: 'destructive' }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      call<MessageResponse>('/api/auth/verify-email', { token }, 'Failed to verify your email'),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      call<MessageResponse>('/api/auth/forgot-password', body, 'Failed to send the email'),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      call<AuthResponse>('/api/auth/reset-password', body, 'Failed to set your password'),
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, data.user);
      toast({ title: 'Password changed', description: 'You are signed in; every other session was ended.' });
    },
  });
}

/** Saves the zip of everything the account holds ("Download my data"). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      try {
        const response = await apiRequest('GET', '/api/account/export');
        const name =
          filenameFromDisposition(response.headers.get('content-disposition')) ?? 'tailor-data.zip';
        saveBlob(await response.blob(), name);
      } catch (error) {
        throw new Error(getErrorMessage(error, 'Failed to download your data'));
      }
    },
    onSuccess: () => toast({ title: 'Download started' }),
    onError: (error) =>
      toast({ title: 'Download failed', description: error.message, variant: 'destructive' }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => {
      return apiJson<MessageResponse>('DELETE', '/api/account', body).catch((error: unknown) => {
        throw new Error(getErrorMessage(error, 'Failed to delete your account'));
      });
    },
    onSuccess: (data) => {
      postToExtension({ type: 'tailor:logout' });
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: 'Account deleted', description: data.message });
      navigate('/auth', { replace: true });
    },
    onError: (error) =>
      toast({ title: 'Account not deleted', description: error.message, variant: 'destructive' }),
  });
}
