import type { MemberInfo } from '@croupier/contracts';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronDown,
  Copy,
  Eye,
  EyeOff,
  KeyRound,
  LogOut,
  RefreshCw,
  UserRound,
} from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { useToast } from '@/components/ui/toast-provider';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { copyText } from '@/lib/copy-text';
import { formatMoney } from '@/lib/format-money';
import type { MemberSession } from '@/lib/member-session';
import { storageKeys } from '@/lib/storage-keys';
import { useMemberInfo } from '../api/get-member-info';

/** The balance the header shows, as the wallet reports it (the wallet is another feature, composed in app/). */
export type HeaderBalance = {
  /** Decimal text from the API ("10000.00"). */
  amount: string;
  currency: string;
  currencySymbol: string;
  /** A trial account's play money, labelled as such. */
  playMoney: boolean;
};

type AccountBarProps = {
  session: MemberSession;
  /** Null while it loads or when it could not be read. */
  balance: HeaderBalance | null;
  balanceRefreshing: boolean;
  onRefreshBalance: () => void;
  /** Trial accounts meet member-only places with the "real account needed" dialog instead (spec §6). */
  onNeedRealAccount: () => void;
  onChangePassword: () => void;
  onLogOut: () => void;
  /** Extra menu rows shown on phones only, where the header has no room for them (e.g. the language). */
  phoneMenuExtras?: ReactNode;
};

export const depositPath = '/member?page=depositv2';
export const withdrawPath = '/member?page=withdraw';

/**
 * The logged-in part of the header (spec §2): balance with hide and refresh, deposit and withdraw, the avatar with
 * the account name, and the account menu with a copyable ID.
 */
export function AccountBar({
  session,
  balance,
  balanceRefreshing,
  onRefreshBalance,
  onNeedRealAccount,
  onChangePassword,
  onLogOut,
  phoneMenuExtras,
}: AccountBarProps) {
  const { t } = useTranslation('accounts');
  const { showToast } = useToast();
  const info = useMemberInfo();
  const member: MemberInfo | undefined = info.data;
  const isTrial = member?.isTrial ?? session.isTrial;
  // A trial account's user name is made up by the server (trial + random letters): the player is a guest.
  const account = isTrial ? t('trial.name') : member?.account || session.account || session.username;

  function guardRealAccount(event: MouseEvent) {
    if (!isTrial) return;
    event.preventDefault();
    onNeedRealAccount();
  }

  function followMemberLink(event: MouseEvent, close: () => void) {
    close();
    guardRealAccount(event);
  }

  async function copyId() {
    if (!member) return;
    const copied = await copyText(String(member.memberNumber));
    showToast(copied ? t('copy_success') : t('menu.copyFailed'), copied ? 'success' : 'error');
  }

  // Spec §4 counts the player as logged in once member info answers; until then the header holds their place.
  if (!member && info.isPending) {
    return (
      <div
        role="status"
        aria-label={t('menu.loading')}
        className="flex items-center gap-2"
        data-testid="header-pending"
      >
        <span className="h-10 w-20 animate-pulse rounded-pill bg-raised sm:h-11 sm:w-32" />
        <span className="size-9 animate-pulse rounded-full bg-raised" />
        <span className="hidden h-4 w-24 animate-pulse rounded bg-raised sm:block" />
      </div>
    );
  }

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <BalanceWidget
        balance={balance}
        currency={member?.currency ?? ''}
        refreshing={balanceRefreshing}
        onRefresh={onRefreshBalance}
      />
      <Link
        to={depositPath}
        onClick={guardRealAccount}
        aria-label={t('menu.deposit')}
        className={buttonClassName(
          'primary',
          'sm',
          `px-0 max-sm:size-10 max-sm:min-h-10 sm:px-3.5 ${isTrial ? 'max-sm:hidden' : ''}`,
        )}
      >
        <ArrowDownToLine className="size-[18px] sm:hidden" aria-hidden="true" />
        <span className="hidden sm:inline">{t('menu.deposit')}</span>
      </Link>
      <Link to={withdrawPath} onClick={guardRealAccount} className={buttonClassName('outline', 'sm', 'max-md:hidden')}>
        {t('menu.withdraw')}
      </Link>
      <Link
        to="/member"
        onClick={guardRealAccount}
        data-testid="header-account"
        title={account}
        className="flex min-h-11 min-w-0 items-center gap-2 rounded-control ps-1 pe-1 transition-colors duration-150 hover:bg-raised sm:ps-1.5 sm:pe-2.5"
      >
        <Avatar name={account} />
        {/* On narrow phones the balance needs the room: the avatar stays, and the menu names the account. */}
        <span
          className={`max-w-[64px] truncate text-[13px] font-semibold max-[439px]:hidden sm:max-w-[140px] sm:text-sm ${isTrial ? 'max-sm:hidden' : ''}`}
        >
          {account}
        </span>
        {isTrial ? (
          <span
            data-testid="trial-badge"
            className="shrink-0 rounded-pill border border-info/40 bg-info/10 px-2 py-0.5 text-[11px] leading-4 font-semibold text-info"
          >
            {t('trial.badge')}
          </span>
        ) : null}
      </Link>
      <Popover
        label={t('menu.label')}
        triggerTestId="header-menu"
        triggerClassName="grid size-9 shrink-0 place-items-center rounded-control text-text-2 transition-colors duration-150 hover:bg-raised hover:text-text sm:size-11"
        triggerContent={<ChevronDown className="size-5" aria-hidden="true" />}
        panelClassName="sm:w-72"
      >
        {(close) => (
          <div className="p-2">
            <div className="flex items-center gap-3 rounded-[10px] bg-bg/50 p-3">
              <Avatar name={account} large />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2">
                  <span className="truncate font-semibold">{account}</span>
                  {isTrial ? (
                    <span className="shrink-0 rounded-pill bg-info/10 px-2 text-[11px] leading-5 font-semibold text-info">
                      {t('trial.badge')}
                    </span>
                  ) : null}
                </p>
                {member ? (
                  <button
                    type="button"
                    onClick={() => void copyId()}
                    data-testid="header-copy-id"
                    aria-label={t('menu.copyId', { id: member.memberNumber })}
                    className="mt-0.5 inline-flex min-h-8 items-center gap-1.5 rounded-[6px] text-xs text-text-3 transition-colors duration-150 hover:text-text"
                  >
                    <span className="tabular-nums">{t('menu.id', { id: member.memberNumber })}</span>
                    <Copy className="size-3.5" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            </div>
            <nav aria-label={t('menu.label')} className="mt-1.5 flex flex-col">
              <MenuLink to="/member" icon={UserRound} onClick={(event) => followMemberLink(event, close)}>
                {t('menu.memberCentre')}
              </MenuLink>
              <MenuLink
                to={depositPath}
                icon={ArrowDownToLine}
                className="md:hidden"
                onClick={(event) => followMemberLink(event, close)}
              >
                {t('menu.deposit')}
              </MenuLink>
              <MenuLink
                to={withdrawPath}
                icon={ArrowUpFromLine}
                className="md:hidden"
                onClick={(event) => followMemberLink(event, close)}
              >
                {t('menu.withdraw')}
              </MenuLink>
              <MenuButton
                icon={KeyRound}
                onClick={() => {
                  close();
                  onChangePassword();
                }}
                testId="change-password-button"
              >
                {t('menu.changePassword')}
              </MenuButton>
              {phoneMenuExtras ? (
                <div className="my-1 border-t border-border pt-1 sm:hidden">{phoneMenuExtras}</div>
              ) : null}
              <div className="mt-1 border-t border-border pt-1">
                <MenuButton
                  icon={LogOut}
                  onClick={() => {
                    close();
                    onLogOut();
                  }}
                  testId="logout-button"
                  danger
                >
                  {t('menu.logOut')}
                </MenuButton>
              </div>
            </nav>
          </div>
        )}
      </Popover>
    </div>
  );
}

function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-[linear-gradient(135deg,#f5b301_0%,#e07b00_100%)] font-bold text-on-accent uppercase ring-2 ring-bg ${large ? 'size-11 text-base' : 'size-8 text-[13px]'}`}
    >
      {name.slice(0, 1) || '•'}
    </span>
  );
}

const menuRowClassName =
  'flex min-h-11 w-full items-center gap-3 rounded-[8px] px-3 text-start text-sm transition-colors duration-150 hover:bg-white/5 focus-visible:bg-white/5';

function MenuLink({
  to,
  icon: Icon,
  className = '',
  onClick,
  children,
}: {
  to: string;
  icon: typeof UserRound;
  className?: string;
  onClick: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} onClick={onClick} className={`${menuRowClassName} text-text ${className}`}>
      <Icon className="size-[18px] text-text-2" aria-hidden="true" />
      {children}
    </Link>
  );
}

function MenuButton({
  icon: Icon,
  onClick,
  testId,
  danger = false,
  children,
}: {
  icon: typeof UserRound;
  onClick: () => void;
  testId: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className={`${menuRowClassName} ${danger ? 'text-danger' : 'text-text'}`}
    >
      <Icon className={`size-[18px] ${danger ? '' : 'text-text-2'}`} aria-hidden="true" />
      {children}
    </button>
  );
}

/**
 * The balance area (spec §2, §9): the main wallet with two decimals, live as the wallet pushes it, with hide and
 * refresh. A trial account's play money says so. Until the balance is known it shows "—", never a made-up 0.00.
 */
function BalanceWidget({
  balance,
  currency,
  refreshing,
  onRefresh,
}: {
  balance: HeaderBalance | null;
  currency: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('accounts');
  const [hidden, setHidden] = useState(() => readStorage(storageKeys.balanceHidden) === 'true');

  function toggle() {
    setHidden((wasHidden) => {
      writeStorage(storageKeys.balanceHidden, String(!wasHidden));
      return !wasHidden;
    });
  }

  return (
    <div
      data-testid="header-balance"
      data-play-money={balance?.playMoney ? 'true' : undefined}
      className="flex h-10 items-center rounded-pill border border-border bg-raised/60 ps-3 text-sm sm:h-11"
    >
      <span className="me-1 text-[13px] font-semibold text-text-3" title={currency}>
        {balance?.currencySymbol || currency}
      </span>
      <span className="flex flex-col justify-center leading-tight">
        {balance?.playMoney ? (
          <span
            data-testid="header-play-money"
            className="text-[10px] leading-3 font-semibold whitespace-nowrap text-info"
          >
            {t('balance.playMoney')}
          </span>
        ) : null}
        <span
          title={hidden || balance ? undefined : t('balance.unavailable')}
          className="min-w-[2.5ch] font-semibold whitespace-nowrap text-text tabular-nums"
          data-testid="header-balance-amount"
        >
          {hidden ? (
            <>
              <span aria-hidden="true">••••</span>
              <span className="sr-only">{t('balance.hidden')}</span>
            </>
          ) : balance ? (
            formatMoney(balance.amount)
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('balance.unavailable')}</span>
            </>
          )}
        </span>
      </span>
      <button
        type="button"
        onClick={toggle}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
        data-testid="header-balance-toggle"
        className="grid size-9 place-items-center rounded-full text-text-3 transition-colors duration-150 hover:text-text"
      >
        {hidden ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
      <button
        type="button"
        onClick={onRefresh}
        aria-label={t('balance.refresh')}
        data-testid="header-balance-refresh"
        className="-ms-1 me-0.5 hidden size-9 place-items-center rounded-full text-text-3 transition-colors duration-150 hover:text-text sm:grid"
      >
        <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
      </button>
    </div>
  );
}
