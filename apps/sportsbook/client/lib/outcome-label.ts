import type { TFunction } from 'i18next';

/**
 * A label the book sends as an i18n key (`outcomes.over`, `markets.ft_ou`: the markets catalogue's keys) in the
 * player's language; any other label (a score `2:1`, a competitor's name) is already what the player reads.
 */
export function translatedLabel(t: TFunction, label: string): string {
  if (!/^(outcomes|markets)\.[\w.]+$/.test(label)) return label;
  return (t as unknown as (key: string, options: { defaultValue: string }) => string)(label, { defaultValue: label });
}

/**
 * An outcome as the slip names it: a side by its team's name ("Red Lions -0.5" reads better than "Home -0.5"),
 * anything else by its translated label.
 */
export function outcomeNameOf(
  t: TFunction,
  event: { home: string; away: string; sport: string },
  outcome: { id: string; label: string },
): string {
  if (event.sport !== 'cockfight' && (outcome.id === 'home' || outcome.id === '1')) return event.home;
  if (event.sport !== 'cockfight' && (outcome.id === 'away' || outcome.id === '2')) return event.away;
  return translatedLabel(t, outcome.label);
}
