import { gameSettingSummarySchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function listGameSettings(merchant: string, signal?: AbortSignal) {
  return apiRequest('/bo/lottery/settings', z.array(gameSettingSummarySchema), { query: { merchant }, signal });
}

export function useGameSettings(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'settings', merchant],
    queryFn: ({ signal }) => listGameSettings(merchant, signal),
    enabled: merchant !== '',
  });
}
