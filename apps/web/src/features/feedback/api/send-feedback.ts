import type { Language, SendFeedbackBody } from '@croupier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** `PUT /wps/feedback`: visitors and members alike (the session goes along when there is one). */
export function sendFeedback(language: Language, feedback: SendFeedbackBody): Promise<{ id: string }> {
  return apiRequest('/wps/feedback', {
    schema: z.object({ id: z.string() }),
    language,
    method: 'PUT',
    body: feedback,
  });
}
