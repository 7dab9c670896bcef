import { auditActions } from '@croupier/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/audit-log.json';
import th from '../../../locales/th/audit-log.json';
import { auditActionLabelKey, isAuditAction } from './action-label';

describe('audit action labels', () => {
  it('give every action the server may write a sentence in Thai and English, not its code', () => {
    for (const bundle of [th, en]) {
      const labels: Record<string, string> = bundle.actions;
      expect(Object.keys(labels).sort()).toEqual([...auditActions].sort());
      for (const action of auditActions) expect(labels[action], action).not.toMatch(/^[a-z.-]+$/);
    }
  });

  it('are found by i18next under their dotted codes', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { 'audit-log': en }, th: { 'audit-log': th } } });
    expect(i18n.t(auditActionLabelKey('merchant.maintenance.set'), { ns: 'audit-log' })).toBe(
      en.actions['merchant.maintenance.set'],
    );
    // A code that is also the start of another (operator.login, operator.login.refused) finds its own label.
    expect(i18n.t(auditActionLabelKey('operator.login'), { ns: 'audit-log' })).toBe(en.actions['operator.login']);
    expect(i18n.t(auditActionLabelKey('operator.login.refused'), { ns: 'audit-log', lng: 'th' })).toBe(
      th.actions['operator.login.refused'],
    );
  });

  it('leave an unknown code to be shown as it is', () => {
    expect(isAuditAction('merchant.maintenance.set')).toBe(true);
    expect(isAuditAction('player.retired-action')).toBe(false);
  });
});
