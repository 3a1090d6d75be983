import { CREDITS } from '../../../schemas/constants';
import type { CreditsConfig } from '../../../schemas/credits';
import { isOn } from '../../../schemas/eventConfig';
import type { SessionItemDoc } from '../../../schemas/sessionItem';

export interface CreditOffer {
  credit_name: string;
  credit_num_select: string;
  value: number;
}

const SCALE = 10 ** CREDITS.VALUE_DECIMALS;

/** A credit value to 2 decimals (000 §9). */
export const creditValue = (value: number) => Math.round(value * SCALE) / SCALE;
/** A value in hundredths, as earned credits are stored. */
export const toHundredths = (value: number) => Math.round(value * SCALE);
export const fromHundredths = (hundredths: number) => hundredths / SCALE;

/**
 * The event's credit types the session offers: those of credits_config.options whose credit_num_select is a
 * credit_id of the session's credits_array, with the session's value. None when credits are off.
 */
export function sessionOffers(config: CreditsConfig | undefined, session: SessionItemDoc): CreditOffer[] {
  if (!config || !isOn(config.enabled)) return [];
  const credits = session.credits_array ?? [];
  return (config.options ?? []).flatMap((option) => {
    const credit = credits.find((c) => String(c.credit_id) === option.credit_num_select);
    return credit
      ? [
          {
            credit_name: option.credit_name,
            credit_num_select: option.credit_num_select,
            value: creditValue(credit.value),
          },
        ]
      : [];
  });
}

/** The chosen values of the comma-joined choice (000 §5), trimmed, without repeats. */
export const parseChoice = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  ),
];
