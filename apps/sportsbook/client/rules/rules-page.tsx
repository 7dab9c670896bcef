import { useTranslation } from 'react-i18next';

/**
 * The player-facing rules (reference §7.7), every sentence a translation key. Sections are listed here so a
 * rule cannot exist in one language and be missing from another: the completeness test checks the files.
 */
export function RulesPage() {
  const { t } = useTranslation();
  const sections = [
    {
      title: t('rules.general.title'),
      paragraphs: [t('rules.general.p1'), t('rules.general.p2'), t('rules.general.p3')],
    },
    {
      title: t('rules.handicap.title'),
      paragraphs: [t('rules.handicap.p1'), t('rules.handicap.p2'), t('rules.handicap.p3')],
    },
    { title: t('rules.total.title'), paragraphs: [t('rules.total.p1'), t('rules.total.p2')] },
    { title: t('rules.live.title'), paragraphs: [t('rules.live.p1'), t('rules.live.p2'), t('rules.live.p3')] },
    { title: t('rules.parlay.title'), paragraphs: [t('rules.parlay.p1'), t('rules.parlay.p2')] },
    { title: t('rules.void.title'), paragraphs: [t('rules.void.p1'), t('rules.void.p2'), t('rules.void.p3')] },
    { title: t('rules.cashOut.title'), paragraphs: [t('rules.cashOut.p1'), t('rules.cashOut.p2')] },
    { title: t('rules.esports.title'), paragraphs: [t('rules.esports.p1'), t('rules.esports.p2')] },
    { title: t('rules.cockfight.title'), paragraphs: [t('rules.cockfight.p1'), t('rules.cockfight.p2')] },
    {
      title: t('rules.oddsFormats.title'),
      paragraphs: [
        t('rules.oddsFormats.p1'),
        t('rules.oddsFormats.decimal'),
        t('rules.oddsFormats.hongkong'),
        t('rules.oddsFormats.malay'),
        t('rules.oddsFormats.indonesian'),
      ],
    },
    { title: t('rules.maxPayout.title'), paragraphs: [t('rules.maxPayout.p1')] },
  ];
  return (
    <article className="page prose-page">
      <h2 className="page-title">{t('rules.title')}</h2>
      {sections.map((section) => (
        <section key={section.title} className="rules-section">
          <h3 className="section-title">{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
