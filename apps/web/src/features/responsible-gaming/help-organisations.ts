import { helpOrganisations } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';

export type HelpOrganisation = (typeof helpOrganisations)[number];

/** The organisations that help players in this language, in the contract's order. */
export function helpOrganisationsFor(language: Language): HelpOrganisation[] {
  return helpOrganisations.filter((organisation) => (organisation.languages as readonly Language[]).includes(language));
}
