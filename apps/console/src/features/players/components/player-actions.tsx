import type { PlayerActionBody, PlayerProfile } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useBlockPlayer } from '../api/block-player';
import type { PlayerKey } from '../api/get-player';
import { useResetPlayerPassword } from '../api/reset-player-password';
import { useUnblockPlayer } from '../api/unblock-player';
import { useUnlockPlayerLogin } from '../api/unlock-player-login';
import { ConfirmActionDialog } from './confirm-action-dialog';

type Action = 'block' | 'unblock' | 'resetPassword' | 'unlockLogin';

/** The support actions on a player, each confirmed with a reason; the balance adjustment has its own screen. */
export function PlayerActions({ player, playerKey }: { player: PlayerProfile; playerKey: PlayerKey }) {
  const { t } = useTranslation('players');
  const errorMessage = useErrorMessage();
  const { permissions } = useConsoleSession();
  const [open, setOpen] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const mutations = {
    block: useBlockPlayer(playerKey),
    unblock: useUnblockPlayer(playerKey),
    resetPassword: useResetPlayerPassword(playerKey),
    unlockLogin: useUnlockPlayerLogin(playerKey),
  };
  const manage = permissions.includes('players.manage');
  const adjust = permissions.includes('wallet.adjust');

  const run = (action: Action, body: PlayerActionBody) => {
    setNotice(null);
    setTemporaryPassword(null);
    const done = () => setOpen(null);
    switch (action) {
      case 'block':
        mutations.block.mutate(body, {
          onSuccess: (answer) => {
            setNotice(t('actions.blocked', { count: answer.sessionsEnded ?? 0 }));
            done();
          },
        });
        return;
      case 'unblock':
        mutations.unblock.mutate(body, {
          onSuccess: () => {
            setNotice(t('actions.unblocked'));
            done();
          },
        });
        return;
      case 'unlockLogin':
        mutations.unlockLogin.mutate(body, {
          onSuccess: () => {
            setNotice(t('actions.unlocked'));
            done();
          },
        });
        return;
      case 'resetPassword':
        mutations.resetPassword.mutate(body, {
          onSuccess: (answer) => {
            setTemporaryPassword(answer.temporaryPassword);
            done();
          },
        });
    }
  };

  const questions: Record<Action, string> = {
    block: t('actions.blockConfirm', { username: player.username }),
    unblock: t('actions.unblockConfirm', { username: player.username }),
    resetPassword: t('actions.resetPasswordConfirm', { username: player.username }),
    unlockLogin: t('actions.unlockLoginConfirm', { username: player.username }),
  };
  const adjustmentLink = `/adjustments/new?${new URLSearchParams({ merchant: player.merchant, username: player.username }).toString()}`;

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {manage &&
          (player.status === 'blocked' ? (
            <Button onClick={() => setOpen('unblock')}>{t('actions.unblock')}</Button>
          ) : (
            <Button look="danger" onClick={() => setOpen('block')}>
              {t('actions.block')}
            </Button>
          ))}
        {manage && (
          <Button look="secondary" onClick={() => setOpen('resetPassword')}>
            {t('actions.resetPassword')}
          </Button>
        )}
        {manage && player.loginLockedForSeconds > 0 && (
          <Button look="secondary" onClick={() => setOpen('unlockLogin')}>
            {t('actions.unlockLogin')}
          </Button>
        )}
        {adjust && (
          <Link
            to={adjustmentLink}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50"
          >
            {t('actions.adjustBalance')}
          </Link>
        )}
      </div>
      {notice && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      {temporaryPassword && (
        <div role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('actions.temporaryPassword')}{' '}
          <code className="font-mono text-base font-semibold select-all" data-testid="temporary-password">
            {temporaryPassword}
          </code>
        </div>
      )}
      {open && (
        <ConfirmActionDialog
          title={t(`actions.${open}`)}
          question={questions[open]}
          pending={mutations[open].isPending}
          error={mutations[open].isError ? errorMessage(mutations[open].error) : undefined}
          onConfirm={(body) => run(open, body)}
          onCancel={() => {
            mutations[open].reset();
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
