import { useTranslation } from 'react-i18next';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { oddsFormats, type OddsFormat } from '../../src/domain/sportsbook-model.js';

const storageKey = 'sportsbook.odds-format';

function storedFormat(): OddsFormat | undefined {
  try {
    const value = window.localStorage.getItem(storageKey);
    return oddsFormats.find((format) => format === value);
  } catch {
    return undefined;
  }
}

type OddsFormatContextValue = { format: OddsFormat; setFormat: (format: OddsFormat) => void };

const OddsFormatContext = createContext<OddsFormatContextValue>({ format: 'decimal', setFormat: () => undefined });

/** The player's odds format: what they chose last on this device, else the session's (decimal by default). */
export function OddsFormatProvider({ initial, children }: { initial: OddsFormat; children: ReactNode }) {
  const [format, setFormatState] = useState<OddsFormat>(() => storedFormat() ?? initial);
  const setFormat = useCallback((next: OddsFormat) => {
    setFormatState(next);
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // A private window refuses storage; the choice still holds for this visit.
    }
  }, []);
  const value = useMemo(() => ({ format, setFormat }), [format, setFormat]);
  return <OddsFormatContext value={value}>{children}</OddsFormatContext>;
}

export function useOddsFormat(): OddsFormatContextValue {
  return useContext(OddsFormatContext);
}

export function useOddsFormatLabels(): Record<OddsFormat, string> {
  const { t } = useTranslation();
  return {
    decimal: t('oddsFormats.decimal'),
    hongkong: t('oddsFormats.hongkong'),
    malay: t('oddsFormats.malay'),
    indonesian: t('oddsFormats.indonesian'),
  };
}
