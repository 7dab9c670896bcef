import type { ErrorCode } from '../errors.js';
import type { Language } from '../languages.js';
import { englishErrorMessages } from './en.js';
import { filipinoErrorMessages } from './fil.js';
import { portugueseErrorMessages } from './pt-br.js';
import { thaiErrorMessages } from './th.js';

/** The error catalogue's texts in every language (the server and the console); the player site loads one at a time. */
export const errorMessages: Record<Language, Record<ErrorCode, string>> = {
  th: thaiErrorMessages,
  en: englishErrorMessages,
  'pt-BR': portugueseErrorMessages,
  fil: filipinoErrorMessages,
};

export function errorMessage(code: ErrorCode, language: Language): string {
  return errorMessages[language][code];
}
