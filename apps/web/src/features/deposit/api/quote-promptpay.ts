import { promptPayQuoteSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type PromptPayQuote = z.infer<typeof promptPayQuoteSchema>;
export type PromptPayQuoteRequest = { channelCode: string; amount: string };

/** The PromptPay QR for this amount (a PNG data URL of the EMVCo payload) to scan in a banking app. */
export function quotePromptPay(request: PromptPayQuoteRequest, language: Language): Promise<PromptPayQuote> {
  return apiRequest('/wps/deposit/promptpay/quote', {
    schema: promptPayQuoteSchema,
    language,
    method: 'POST',
    body: request,
  });
}

export function useQuotePromptPay() {
  const language = useLanguage();
  return useMutation({ mutationFn: (request: PromptPayQuoteRequest) => quotePromptPay(request, language) });
}
