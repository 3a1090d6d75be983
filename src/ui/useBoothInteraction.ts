import { useState } from 'react';
import type { InteractionResult } from '../../schemas/exhibitorInteraction';
import { useFormSubmission } from './useFormSubmission';

/**
 * A booth interaction's sending through the formSubmission machine: a reply with success false fails with the
 * server's return_text (shown under the title Error, 002 §8); a success keeps the reply to show its texts.
 */
export function useBoothInteraction<V>(send: (values: V) => Promise<InteractionResult>) {
  const [result, setResult] = useState<InteractionResult | null>(null);
  const submission = useFormSubmission(async (values: V) => {
    const reply = await send(values);
    if (!reply.success) throw new Error(reply.return_text);
    setResult(reply);
  });
  return { ...submission, result };
}
