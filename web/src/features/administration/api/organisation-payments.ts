import {
  type PaymentDetail,
  type PaymentKind,
  type PaymentList,
  type PaymentListQuery,
  type Refund,
  type RefundInput,
  refundInputSchema,
  type TreasurerReport,
} from '@portal/contracts/organisation-payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const base = (orgKey: string) => `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}`;

export function usePayments(orgKey: string, query: PaymentListQuery) {
  return useQuery({
    queryKey: ['administration', 'payments', orgKey, query],
    queryFn: ({ signal }) =>
      api.get<PaymentList>(`${base(orgKey)}/payments`, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentDetail(orgKey: string, kind: PaymentKind, paymentId: string) {
  return useQuery({
    queryKey: ['administration', 'payment', orgKey, kind, paymentId],
    queryFn: ({ signal }) =>
      api.get<PaymentDetail>(`${base(orgKey)}/payments/${kind}/${paymentId}`, { signal }),
  });
}

/** Sends a refund or void; the idempotency key in the input makes a repeat harmless. */
export function useRefund(orgKey: string, kind: PaymentKind, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput): Promise<Refund> =>
      api.post<Refund>(`${base(orgKey)}/payments/${kind}/${paymentId}/refunds`, {
        body: refundInputSchema.parse(input),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['administration'], refetchType: 'active' }),
  });
}

export function useTreasurerReport(orgKey: string, period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['administration', 'report', orgKey, period],
    queryFn: ({ signal }) =>
      api.get<TreasurerReport>(`${base(orgKey)}/report`, {
        query: period,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const reportCsvUrl = (
  orgKey: string,
  period: { from: string; to: string },
  language: string,
) => `${base(orgKey)}/report/csv?${new URLSearchParams({ ...period, language }).toString()}`;
