import { ExternalLink } from 'lucide-react';
import { useLanguage } from '@/lib/use-language';
import { helpOrganisationsFor } from '../help-organisations';

/** The organisations that help with gambling problems in the visitor's language, each opening in a new tab. */
export function HelpOrganisationsList({ variant = 'cards' }: { variant?: 'cards' | 'links' }) {
  const language = useLanguage();
  const organisations = helpOrganisationsFor(language);
  if (variant === 'links') {
    return (
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="help-organisations">
        {organisations.map((organisation) => (
          <li key={organisation.url}>
            <a
              href={organisation.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1 text-info hover:underline"
            >
              {organisation.name}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="help-organisations">
      {organisations.map((organisation) => (
        <li key={organisation.url}>
          <a
            href={organisation.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-14 items-center justify-between gap-3 rounded-control border border-border bg-raised/40 px-4 py-2.5 transition-colors duration-150 hover:border-text-3 hover:bg-raised"
          >
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-text">{organisation.name}</span>
              <span className="block truncate text-xs text-text-3">{new URL(organisation.url).hostname}</span>
            </span>
            <ExternalLink className="size-4 shrink-0 text-info" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
