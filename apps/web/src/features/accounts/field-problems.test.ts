import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { describeFieldProblem, problemFor } from './field-problems';

const t = i18n.getFixedT('en', 'accounts');

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('describeFieldProblem', () => {
  it('fills the brand rule lengths into pattern and length messages', () => {
    const rule = { field: 'mobileNum', acceptedPattern: 'DIGITS', minLength: 9, maxLength: 10 } as const;
    expect(describeFieldProblem(t, 'PATTERN', { rule })).toBe('Please enter 9-10 digits');
    expect(describeFieldProblem(t, 'LENGTH', { rule })).toBe('Content length must be between 9 and 10');
    expect(
      describeFieldProblem(t, 'PATTERN', {
        rule: { ...rule, field: 'payeeName', acceptedPattern: 'THAI_ENGLISH_SPACES' },
      }),
    ).toBe('Please enter 9-10 Thai or English letters; spaces are fine');
  });

  it("uses the spec's password message with the password rule's lengths", () => {
    expect(describeFieldProblem(t, 'PASSWORD_FORMAT')).toBe(
      'Please fill in your password with 8 - 20 characters, including upper and lower case letters, a digit and a symbol',
    );
  });

  it('fills in the age and describes the other codes', () => {
    expect(describeFieldProblem(t, 'AGE_REQUIRED', { minimumAge: 21 })).toBe(
      'Please confirm you are 21 years old or older',
    );
    expect(describeFieldProblem(t, 'REQUIRED')).toBe('Input cannot be empty');
    expect(describeFieldProblem(t, 'MOBILE_FORMAT')).toBe('Please enter a valid mobile number');
  });

  it("shows a server's own sentence as it is", () => {
    expect(describeFieldProblem(t, 'This username is already taken.')).toBe('This username is already taken.');
  });

  it('says "required" rather than "wrong format" for an empty value', () => {
    expect(problemFor('EMAIL_FORMAT', '  ')).toBe('REQUIRED');
    expect(problemFor('EMAIL_FORMAT', 'x')).toBe('EMAIL_FORMAT');
    expect(problemFor('TERMS_REQUIRED', false)).toBe('TERMS_REQUIRED');
  });

  it('has a message for every pattern kind in every language', () => {
    for (const language of ['th', 'en', 'pt-BR', 'fil']) {
      const translate = i18n.getFixedT(language, 'accounts');
      const rule = { field: 'line', acceptedPattern: 'UPPERCASE', minLength: 2, maxLength: 9 } as const;
      expect(describeFieldProblem(translate, 'PATTERN', { rule })).toMatch(/2.*9/);
    }
  });
});
