import { useHelpCentre } from '../api/get-help-centre';
import { RichText } from './rich-text';

/** The brand's licence statement (spec §1), as the operator wrote it in the terms pages; nothing until it is there. */
export function LicenceStatement() {
  const { data } = useHelpCentre();
  const licence = data?.articles.find((article) => article.code === 'licence');
  if (!licence) return null;
  return <RichText html={licence.content} className="text-xs text-text-3" />;
}
