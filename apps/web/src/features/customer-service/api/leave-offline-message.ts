import type { ChatOfflineMessageBody, Language } from '@croupier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The offline form: a message for customer service when nobody is on duty. */
export function leaveOfflineMessage(language: Language, message: ChatOfflineMessageBody): Promise<{ id: string }> {
  return apiRequest('/wps/live-chat/offline-messages', {
    schema: z.object({ id: z.string() }),
    language,
    method: 'POST',
    body: message,
  });
}
