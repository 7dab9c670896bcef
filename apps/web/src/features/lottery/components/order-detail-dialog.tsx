import type { Ticket } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { useToast } from '@/components/ui/toast-provider';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCancelTicket } from '../api/cancel-ticket';
import { useOrderDetail } from '../api/get-order-detail';
import { TicketStatusBadge } from './ticket-status-badge';
import { usePlayName } from './ticket-row';

/**
 * An order with every ticket and chase period: numero, winning number, amount, state and win, and a cancel button
 * where the server allows one (a chase is cancelled from its last period back).
 */
export function OrderDetailDialog({
  orderNo,
  currency,
  onClose,
  onCancelled,
}: {
  orderNo: string;
  currency: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('lottery');
  const detail = useOrderDetail(orderNo);
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const cancel = useCancelTicket({ onCancelled });
  const [error, setError] = useState<string | null>(null);
  const playName = usePlayName();
  const order = detail.data;

  function cancelTicket(ticket: Ticket) {
    setError(null);
    cancel.mutate(ticket.orderDetailId, {
      onSuccess: () => showToast(t('detail.cancelled', { numero: ticket.numero }), 'success'),
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <Modal open onClose={onClose} title={t('detail.title', { orderNo })} size="lg" testId="lottery-order-detail">
      {detail.isPending ? (
        <p className="text-sm text-text-3">{t('detail.loading')}</p>
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(detail.error)}
        </p>
      ) : order ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-text-3">{t('detail.game')}</dt>
              <dd className="font-semibold">{order.gameName}</dd>
            </div>
            <div>
              <dt className="text-xs text-text-3">{t('detail.chase')}</dt>
              <dd className="font-semibold">
                {order.chase
                  ? t('detail.chaseProgress', { completed: order.completed, total: order.totalChasePhases })
                  : t('detail.noChase')}
                {order.chase && order.winningStop ? (
                  <span className="block text-xs text-text-3">{t('detail.stopOnWin')}</span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-text-3">{t('detail.totalBet')}</dt>
              <dd className="font-semibold">
                <Money amount={order.totalBetAmount} currency={currency} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-text-3">{t('detail.totalWin')}</dt>
              <dd className="font-semibold text-win">
                <Money amount={order.totalWinAmount} currency={currency} />
              </dd>
            </div>
          </dl>
          {error ? (
            <p
              role="alert"
              data-testid="lottery-cancel-error"
              className="rounded-control bg-danger/10 p-3 text-[13px] text-danger"
            >
              {error}
            </p>
          ) : null}
          <ul className="divide-y divide-border/70">
            {order.tickets.map((ticket) => (
              <li
                key={ticket.orderDetailId}
                data-testid="lottery-detail-row"
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 py-3"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold tabular-nums">
                    {ticket.numero}
                    {ticket.totalChase > 1 ? (
                      <span className="ms-2 text-xs font-normal text-text-3">
                        {t('records.chasePeriod', { period: ticket.chasePeriod, total: ticket.totalChase })}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-[13px] text-text-2">
                    {playName(ticket)} · <span className="font-mono break-all">{ticket.betContent}</span>
                  </p>
                  <p className="text-xs text-text-3">
                    {t('detail.winningNumber')}{' '}
                    <span className="font-mono text-text-2">{ticket.winningNumber ?? t('detail.notDrawn')}</span>
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1 text-end text-sm">
                  <Money amount={ticket.betAmount} currency={currency} className="font-semibold" />
                  <span className="text-xs text-text-3">
                    {t('records.win')} <Money amount={ticket.winAmount} currency={currency} />
                  </span>
                  <TicketStatusBadge statusCode={ticket.statusCode} />
                  {ticket.cancellable ? (
                    <Button
                      variant="danger"
                      size="sm"
                      data-testid={`lottery-cancel-${ticket.orderDetailId}`}
                      busy={cancel.isPending && cancel.variables === ticket.orderDetailId}
                      disabled={cancel.isPending}
                      onClick={() => cancelTicket(ticket)}
                    >
                      {t('detail.cancel')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}
