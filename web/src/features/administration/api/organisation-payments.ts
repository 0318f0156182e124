import {
  type PaymentKind,
  type PaymentListQuery,
  paymentDetailSchema,
  paymentListSchema,
  type Refund,
  type RefundInput,
  refundInputSchema,
  refundSchema,
  treasurerReportSchema,
} from '@portal/contracts/organisation-payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const base = (orgKey: string) => `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}`;

export function usePayments(orgKey: string, query: PaymentListQuery) {
  return useQuery({
    queryKey: ['administration', 'payments', orgKey, query],
    queryFn: ({ signal }) =>
      api.get(`${base(orgKey)}/payments`, {
        query: { ...query },
        signal,
        parse: (data: unknown) => paymentListSchema.parse(data),
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentDetail(orgKey: string, kind: PaymentKind, paymentId: string) {
  return useQuery({
    queryKey: ['administration', 'payment', orgKey, kind, paymentId],
    queryFn: ({ signal }) =>
      api.get(`${base(orgKey)}/payments/${kind}/${paymentId}`, {
        signal,
        parse: (data: unknown) => paymentDetailSchema.parse(data),
      }),
  });
}

/** Sends a refund or void; the idempotency key in the input makes a repeat harmless. */
export function useRefund(orgKey: string, kind: PaymentKind, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput): Promise<Refund> =>
      api.post(`${base(orgKey)}/payments/${kind}/${paymentId}/refunds`, {
        body: refundInputSchema.parse(input),
        parse: (data: unknown) => refundSchema.parse(data),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['administration'], refetchType: 'active' }),
  });
}

export function useTreasurerReport(orgKey: string, period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['administration', 'report', orgKey, period],
    queryFn: ({ signal }) =>
      api.get(`${base(orgKey)}/report`, {
        query: period,
        signal,
        parse: (data: unknown) => treasurerReportSchema.parse(data),
      }),
    placeholderData: keepPreviousData,
  });
}

export const reportCsvUrl = (
  orgKey: string,
  period: { from: string; to: string },
  language: string,
) => `${base(orgKey)}/report/csv?${new URLSearchParams({ ...period, language }).toString()}`;
