import type { DepositChannel } from '@croupier/contracts';
import { ArrowLeft, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { Money } from '@/components/ui/money';
import type { PickedImage } from '@/lib/read-image-file';
import type { PromptPayQuote } from '../api/quote-promptpay';

type PromptPayPaymentProps = {
  quote: PromptPayQuote;
  channel: DepositChannel;
  brandName: string;
  currency: string;
  busy: boolean;
  formError: string | null;
  onBack: () => void;
  onSubmit: (slip: PickedImage | undefined) => void;
};

/**
 * Step two of a PromptPay deposit: the QR to scan with the amount and who is paid, then the transfer slip (optional)
 * and the submit that tells the operator to look for the money.
 */
export function PromptPayPayment({
  quote,
  channel,
  brandName,
  currency,
  busy,
  formError,
  onBack,
  onSubmit,
}: PromptPayPaymentProps) {
  const { t } = useTranslation('deposit');
  const [slips, setSlips] = useState<PickedImage[]>([]);
  return (
    <div className="space-y-5">
      <button
        type="button"
        onClick={onBack}
        disabled={busy}
        className="-ms-2 inline-flex min-h-10 items-center gap-1.5 rounded-control px-2 text-sm text-text-2 transition-colors duration-150 hover:text-text"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('promptPay.back')}
      </button>
      <div className="mx-auto flex max-w-[360px] flex-col items-center rounded-card bg-white px-4 pt-4 pb-5 text-[#0b1220] shadow-[0_20px_50px_-20px_rgb(0_0_0/0.8)]">
        <div className="flex w-full items-center justify-between gap-3 rounded-[10px] bg-[#0e3d6b] px-3.5 py-2 text-white">
          <span className="text-sm font-bold tracking-wide">{channel.name}</span>
          <span className="truncate text-xs font-medium opacity-90">{t('promptPay.standard')}</span>
        </div>
        <img
          src={quote.qrImage}
          alt={t('promptPay.qrAlt', { brand: brandName })}
          width={320}
          height={320}
          data-testid="deposit-qr"
          className="mt-2 aspect-square w-full max-w-[320px] [image-rendering:pixelated]"
        />
        <p className="text-[13px] text-[#4b5563]">{t('promptPay.payTo', { brand: brandName })}</p>
        <p className="mt-1 text-3xl font-bold" data-testid="deposit-qr-amount">
          <Money amount={quote.amount} currency={currency} symbolClassName="me-0.5 text-2xl" />
        </p>
      </div>
      <ol className="space-y-2 text-sm text-text-2">
        <li className="flex gap-2.5">
          <ScanLine className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <span>{t('promptPay.stepScan')}</span>
        </li>
        <li className="flex gap-2.5">
          <span aria-hidden="true" className="mt-0.5 grid size-4 shrink-0 place-items-center text-accent">
            ฿
          </span>
          <span>{t('promptPay.stepExact')}</span>
        </li>
      </ol>
      <ImagePicker
        label={t('promptPay.slip')}
        images={slips}
        onChange={setSlips}
        max={1}
        inputTestId="deposit-slip-input"
      />
      {formError ? (
        <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
          {formError}
        </p>
      ) : null}
      <Button className="w-full" busy={busy} onClick={() => onSubmit(slips[0])} data-testid="deposit-submit">
        {t('promptPay.submit')}
      </Button>
      <p className="text-center text-xs text-text-3">{t('promptPay.reviewNote')}</p>
    </div>
  );
}
