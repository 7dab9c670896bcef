import { lotteryPaths, orderDetailSchema } from '@croupier/contracts';
import type { Language, OrderDetail } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { betRecordsQueryKey } from './list-bet-records';
import { fillPath } from './lottery-path';

export function getOrderDetail(orderNo: string, language: Language, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest(fillPath(lotteryPaths.orderDetail, { orderNo }), { schema: orderDetailSchema, language, signal });
}

/** An order with every ticket and chase period (`/lgw/orders/detail/{orderNo}`). */
export function useOrderDetail(orderNo: string | null) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...betRecordsQueryKey(token), 'detail', orderNo],
    queryFn: ({ signal }) => getOrderDetail(orderNo ?? '', language, signal),
    enabled: token !== null && orderNo !== null,
  });
}
