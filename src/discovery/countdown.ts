/** The deal countdown's arithmetic (§4 "Listing blocks"): what is left until the end, never below zero. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left from `now` to `end` (ms since the epoch); a deal already past is all zeros. */
export function countdownParts(end: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor(left / 3600) % 24, minutes: Math.floor(left / 60) % 60, seconds: left % 60 };
}

/** Two digits, as the add-on prints each unit. */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');
