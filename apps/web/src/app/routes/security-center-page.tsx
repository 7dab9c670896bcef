import { maxBankAccounts } from '@croupier/contracts';
import { ChevronRight, KeyRound, Landmark, Mail, Smartphone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useMemberInfo } from '@/features/accounts/api/get-member-info';
import { LinkedProvidersPanel } from '@/features/social-login/components/linked-providers-panel';
import { TwoFactorPanel } from '@/features/two-factor/components/two-factor-panel';
import { useBankAccounts } from '@/features/withdrawal/api/list-bank-accounts';
import { PaymentPasswordPanel } from '@/features/withdrawal/components/payment-password-panel';
import { useSetAppState } from '@/lib/app-store';
import { maskEmail, maskMobile } from '@/lib/mask-contact';

/**
 * The security centre (member centre securityCenter, "my account"): who the account is, its contact details masked,
 * the login password (the accounts feature's dialog), the payment password (the withdrawal feature's panel) and the
 * two-factor authentication (the two-factor feature's panel).
 */
export function SecurityCenterPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('member');
  const info = useMemberInfo();
  const accounts = useBankAccounts();
  const setAppState = useSetAppState();
  const member = info.data;
  const notSet = <span className="text-text-3">{t('security.notSet')}</span>;

  return (
    <div data-testid="security-page" className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
      <Panel title={t('security.account')} description={t('security.accountDescription')}>
        <dl className="divide-y divide-border/70">
          <Row icon={UserRound} label={t('security.username')} testId="security-account">
            {member ? <span className="font-semibold">{member.account}</span> : <Placeholder />}
          </Row>
          <Row icon={Smartphone} label={t('security.mobile')} testId="security-mobile">
            {member ? (
              member.mobileNum ? (
                <span className="tabular-nums">{maskMobile(member.mobileNum)}</span>
              ) : (
                notSet
              )
            ) : (
              <Placeholder />
            )}
          </Row>
          <Row icon={Mail} label={t('security.email')} testId="security-email">
            {member ? member.email ? maskEmail(member.email) : notSet : <Placeholder />}
          </Row>
          <Row icon={KeyRound} label={t('security.loginPassword')}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setAppState({ accountDialog: 'changePassword' })}
              data-testid="security-change-password"
            >
              {t('security.changePassword')}
            </Button>
          </Row>
          <Row icon={Landmark} label={t('security.bankAccounts')}>
            <Link
              to="/member?page=withdraw"
              className={buttonClassName('ghost', 'sm', '-me-2 gap-1 text-text')}
              data-testid="security-bank-accounts"
            >
              {accounts.data
                ? t('security.bankAccountsBound', { bound: accounts.data.length, max: maxBankAccounts })
                : '…'}
              <ChevronRight className="size-4 text-text-3 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </Row>
        </dl>
      </Panel>
      <PaymentPasswordPanel timeZone={timeZone} />
      <TwoFactorPanel timeZone={timeZone} />
      <LinkedProvidersPanel timeZone={timeZone} />
    </div>
  );
}

function Row({
  icon: Icon,
  label,
  testId,
  children,
}: {
  icon: typeof UserRound;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-14 items-center gap-3 py-2">
      <Icon className="size-[18px] shrink-0 text-text-3" aria-hidden="true" />
      <dt className="min-w-0 flex-1 text-sm text-text-2">{label}</dt>
      <dd className="text-end text-sm text-text" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Placeholder() {
  return <span className="inline-block h-4 w-24 animate-pulse rounded bg-raised align-middle" />;
}
