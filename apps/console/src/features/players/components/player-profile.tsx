import type { PlayerProfile as Profile } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePlayer } from '../api/get-player';
import { PlayerActions } from './player-actions';
import { PlayerRecords } from './player-records';
import { StatusBadge } from './status-badge';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A player's profile: account, registration, balances, latest logins, devices, actions, and their records in tabs. */
export function PlayerProfile() {
  const { t } = useTranslation(['players', 'common']);
  const errorMessage = useErrorMessage();
  const params = useParams();
  const key = { merchant: params.merchant ?? '', username: params.username ?? '' };
  const timeZone = useBrandTimeZone()(key.merchant);
  const player = usePlayer(key);
  const back = (
    <Link to="/players" className="text-sm text-sky-700 hover:underline">
      ← {t('back')}
    </Link>
  );
  if (player.isError)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(player.error)}
        </p>
      </div>
    );
  if (!player.data) return <p className="text-sm text-slate-500">{t('common:table.loading')}</p>;
  const profile: Profile = player.data;
  const time = (value: string | null) => (value ? formatDateTime(value, timeZone) : t('never'));
  const dash = (value: string | null) => value ?? t('profile.notSet');

  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <h1 className="text-xl font-semibold text-slate-900">{profile.username}</h1>
            <StatusBadge status={profile.status} />
          </div>
          <p className="text-sm text-slate-500">
            {t('profile.memberNumber')} {profile.memberNumber} · {profile.merchant}
          </p>
          {profile.blockedAt && (
            <p className="text-sm text-red-700">{t('profile.blockedSince', { time: time(profile.blockedAt) })}</p>
          )}
          {profile.loginLockedForSeconds > 0 && (
            <p className="text-sm text-amber-800">
              {t('profile.loginLocked', { minutes: Math.ceil(profile.loginLockedForSeconds / 60) })}
            </p>
          )}
          {profile.mustChangePassword && <p className="text-sm text-amber-800">{t('profile.mustChangePassword')}</p>}
        </div>
        <PlayerActions player={profile} playerKey={key} />
      </header>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t('profile.account')}>
          <Facts
            rows={[
              [t('profile.nickname'), profile.nickname],
              [t('profile.payeeName'), dash(profile.payeeName)],
              [t('profile.mobile'), dash(profile.mobile)],
              [t('profile.email'), dash(profile.email)],
              [t('profile.language'), dash(profile.language)],
              [t('profile.twoFactor'), profile.twoFactorEnabled ? t('profile.on') : t('profile.off')],
            ]}
          />
        </Card>
        <Card title={t('profile.registration')}>
          <Facts
            rows={[
              [t('profile.registeredAt'), time(profile.registeredAt)],
              [
                t('profile.registrationIp'),
                profile.registrationIp
                  ? `${profile.registrationIp} (${profile.registrationCountry ?? t('profile.unknownCountry')})`
                  : t('profile.notSet'),
              ],
              [t('profile.upline'), dash(profile.upline)],
              [t('profile.lastLoginAt'), time(profile.lastLoginAt)],
            ]}
          />
        </Card>
        <Card title={t('profile.wallets')}>
          <Facts
            rows={profile.wallets.map((wallet) => [
              wallet.kind === 'main' ? t('profile.mainWallet') : wallet.name,
              <span key="balance" className="tabular-nums">
                {formatAmount(wallet.balance)} {profile.currency}
              </span>,
            ])}
          />
          {profile.debt.openDebts > 0 && (
            <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('profile.openDebt', {
                amount: formatAmount(profile.debt.outstanding),
                currency: profile.currency,
                count: profile.debt.openDebts,
              })}{' '}
              <Link
                className="font-medium text-sky-700 hover:underline"
                to={`/debts?username=${encodeURIComponent(profile.username)}`}
              >
                {t('profile.openDebtLink')}
              </Link>
            </p>
          )}
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card title={t('profile.logins')}>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="py-1 pr-3">{t('loginColumns.time')}</th>
                    <th className="py-1 pr-3">{t('loginColumns.ip')}</th>
                    <th className="py-1 pr-3">{t('loginColumns.country')}</th>
                    <th className="py-1 pr-3">{t('loginColumns.device')}</th>
                    <th className="py-1 pr-3">{t('loginColumns.lastSeen')}</th>
                  </tr>
                </thead>
                <tbody>
                  {profile.logins.map((login) => (
                    <tr key={login.at} className="border-t border-slate-100">
                      <td className="py-1 pr-3 whitespace-nowrap tabular-nums">{time(login.at)}</td>
                      <td className="py-1 pr-3 tabular-nums">{dash(login.ip)}</td>
                      <td className="py-1 pr-3">{login.country ?? t('profile.unknownCountry')}</td>
                      <td className="py-1 pr-3">{login.device}</td>
                      <td className="py-1 pr-3 whitespace-nowrap tabular-nums">
                        {time(login.lastSeenAt)}
                        {login.live && (
                          <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                            {t('profile.openSession')}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                  {profile.logins.length === 0 && (
                    <tr>
                      <td colSpan={5} className="py-3 text-center text-slate-500">
                        {t('profile.noLogins')}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </Card>
        </div>
        <Card title={t('profile.devices')}>
          <ul className="flex flex-col gap-2 text-sm">
            {profile.devices.map((device) => (
              <li key={`${device.device}-${device.lastAt}`} className="flex flex-col">
                <span className="text-slate-900">{device.device}</span>
                <span className="text-xs text-slate-500">
                  {t('profile.loginCount', { count: device.logins })} · {time(device.lastAt)}
                </span>
              </li>
            ))}
            {profile.devices.length === 0 && <li className="text-slate-500">{t('profile.noLogins')}</li>}
          </ul>
        </Card>
      </div>

      <PlayerRecords playerKey={key} timeZone={timeZone} />
    </div>
  );
}
