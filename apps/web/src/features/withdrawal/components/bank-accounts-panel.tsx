import { bankAccountBodySchema } from '@croupier/contracts';
import type { BankAccount, BankCode, WithdrawalSettings } from '@croupier/contracts';
import { Landmark, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError, validationFieldsOf } from '@/lib/api-error';
import { problemsResolver } from '@/lib/problems-resolver';
import type { Problems } from '@/lib/problems-resolver';
import { useErrorMessage } from '@/lib/use-error-message';
import { useBindBankAccount } from '../api/bind-bank-account';
import { useSecondFactorState } from '../api/get-second-factor-state';
import { useRemoveBankAccount } from '../api/remove-bank-account';
import { useWithdrawalProblem } from '../withdrawal-problems';
import { secondFactorCodeProblem, TwoFactorCodeField, TwoFactorEnrolFirst } from './two-factor-code-field';

type BankAccountValues = { bankCode: string; accountNumber: string; accountName: string; twoFactorCode: string };

function validate(codeNeeded: boolean) {
  return (values: BankAccountValues): Problems<BankAccountValues> => {
    const problems: Problems<BankAccountValues> = {};
    const parsed = bankAccountBodySchema.safeParse({ ...values, twoFactorCode: undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof BankAccountValues;
        if (field in values) problems[field] ??= values[field].trim() === '' ? 'REQUIRED' : issue.message;
      }
    }
    const codeProblem = codeNeeded ? secondFactorCodeProblem(values.twoFactorCode) : null;
    if (codeProblem) problems.twoFactorCode = codeProblem;
    return problems;
  };
}

type BankAccountsPanelProps = {
  accounts: BankAccount[] | undefined;
  settings: WithdrawalSettings;
  id?: string;
};

/** The player's bank accounts (at most the brand's limit): what is bound, removing one, and binding another. */
export function BankAccountsPanel({ accounts, settings, id }: BankAccountsPanelProps) {
  const { t } = useTranslation('withdrawal');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const remove = useRemoveBankAccount();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const count = accounts?.length ?? 0;
  const full = count >= settings.maxBankAccounts;
  const formShown = accounts !== undefined && !full && (count === 0 || adding);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      showToast(t('bankAccounts.removed'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Panel
      id={id}
      title={t('bankAccounts.title')}
      description={t('bankAccounts.description', { max: settings.maxBankAccounts })}
      actions={
        <span className="rounded-pill bg-raised px-2.5 py-0.5 text-xs font-semibold text-text-2 tabular-nums">
          {count}/{settings.maxBankAccounts}
        </span>
      }
      testId="bank-accounts-panel"
    >
      {accounts === undefined ? (
        <div role="status" aria-label={t('loading')} className="h-24 animate-pulse rounded-control bg-raised/60" />
      ) : count === 0 ? null : (
        <ul className="mb-4 space-y-2">
          {accounts.map((account) => (
            <li
              key={account.id}
              data-testid="bank-account-row"
              className="flex items-center gap-3 rounded-control border border-border bg-bg/40 px-3.5 py-2.5"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-raised text-text-2">
                <Landmark className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-text">
                  {t(`banks.${account.bankCode}`)}{' '}
                  <span className="font-normal text-text-2 tabular-nums">{account.maskedAccountNumber}</span>
                </p>
                <p className="truncate text-xs text-text-3">{account.accountName}</p>
              </div>
              <button
                type="button"
                onClick={() => setRemoving(account)}
                aria-label={t('bankAccounts.remove', { account: account.maskedAccountNumber })}
                data-testid="bank-account-remove"
                className="grid size-10 shrink-0 place-items-center rounded-control text-text-3 transition-colors duration-150 hover:bg-danger/10 hover:text-danger"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {formShown ? (
        <BankAccountForm settings={settings} first={count === 0} onDone={() => setAdding(false)} />
      ) : accounts !== undefined && !full ? (
        <Button variant="outline" className="w-full" onClick={() => setAdding(true)} data-testid="bank-account-add">
          <Plus className="size-4" aria-hidden="true" />
          {t('bankAccounts.add')}
        </Button>
      ) : full ? (
        <p className="text-xs text-text-3">{t('bankAccounts.full', { max: settings.maxBankAccounts })}</p>
      ) : null}
      <MessageDialog
        open={removing !== null}
        title={t('bankAccounts.removeTitle')}
        message={
          removing
            ? t('bankAccounts.removeQuestion', {
                bank: t(`banks.${removing.bankCode}`),
                account: removing.maskedAccountNumber,
              })
            : ''
        }
        confirmLabel={t('bankAccounts.removeConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
        tone="danger"
      />
    </Panel>
  );
}

function BankAccountForm({
  settings,
  first,
  onDone,
}: {
  settings: WithdrawalSettings;
  first: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const problem = useWithdrawalProblem();
  const bind = useBindBankAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const realName = settings.payeeName?.trim() || null;
  const secondFactor = useSecondFactorState();
  const codeNeeded = secondFactor.data?.enabled ?? false;
  const form = useForm<BankAccountValues>({
    defaultValues: {
      bankCode: settings.bankCodes[0] ?? '',
      accountNumber: '',
      accountName: realName ?? '',
      twoFactorCode: '',
    },
    resolver: problemsResolver(validate(codeNeeded)),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const bankCode = useWatch({ control: form.control, name: 'bankCode' }) as BankCode;
  const fieldError = (message: string | undefined) => (message ? problem(message) : undefined);
  const nameHint = !settings.payeeNameMustMatch
    ? undefined
    : realName
      ? t('bankAccounts.nameMustMatch', { name: realName })
      : t('bankAccounts.nameBecomesReal');
  const numberHint = bankCode === 'PROMPTPAY' ? t('bankAccounts.promptPayHint') : t('bankAccounts.numberHint');

  async function submit(values: BankAccountValues) {
    setFormError(null);
    try {
      await bind.mutateAsync({
        bankCode: values.bankCode as BankCode,
        accountNumber: values.accountNumber,
        accountName: values.accountName,
        ...(codeNeeded ? { twoFactorCode: values.twoFactorCode.trim() } : {}),
      });
      showToast(t('bankAccounts.bound'), 'success');
      form.reset({ bankCode: values.bankCode, accountNumber: '', accountName: values.accountName, twoFactorCode: '' });
      onDone();
    } catch (error) {
      let placed = false;
      for (const field of validationFieldsOf(error)) {
        if (
          field.path === 'bankCode' ||
          field.path === 'accountNumber' ||
          field.path === 'accountName' ||
          field.path === 'twoFactorCode'
        ) {
          form.setError(field.path, { type: 'server', message: field.message });
          placed = true;
        } else if (field.path === 'bankAccount') {
          setFormError(problem(field.message));
          placed = true;
        }
      }
      if (placed) return;
      if (
        error instanceof ApiError &&
        (error.code === 'TWO_FACTOR_CODE_INVALID' || error.code === 'TWO_FACTOR_REQUIRED')
      ) {
        form.setValue('twoFactorCode', '');
        form.setError('twoFactorCode', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        void secondFactor.refetch();
        return;
      }
      if (error instanceof ApiError && error.code === 'PAYEE_NAME_MISMATCH') {
        form.setError('accountName', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        form.setError(
          'accountNumber',
          { type: 'server', message: t('bankAccounts.alreadyBound') },
          { shouldFocus: true },
        );
        return;
      }
      setFormError(errorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      data-testid="bank-account-form"
      className="space-y-4"
    >
      {first ? null : <h3 className="text-sm font-semibold text-text">{t('bankAccounts.add')}</h3>}
      <FormField id={`${id}-bank`} label={t('bankAccounts.bank')} error={fieldError(errors.bankCode?.message)}>
        <SelectBox
          id={`${id}-bank`}
          invalid={Boolean(errors.bankCode)}
          data-testid="bank-code-select"
          {...form.register('bankCode')}
        >
          {settings.bankCodes.map((code) => (
            <option key={code} value={code}>
              {t(`banks.${code}`)}
            </option>
          ))}
        </SelectBox>
      </FormField>
      <FormField
        id={`${id}-number`}
        label={bankCode === 'PROMPTPAY' ? t('bankAccounts.promptPayId') : t('bankAccounts.number')}
        hint={numberHint}
        error={fieldError(errors.accountNumber?.message)}
      >
        <InputBox
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={bankCode === 'PROMPTPAY' ? '0812345678' : '123-4-56789-0'}
          invalid={Boolean(errors.accountNumber)}
          aria-describedby={describedBy(`${id}-number`, errors.accountNumber?.message, numberHint)}
          data-testid="bank-account-number"
          className="tabular-nums"
          {...form.register('accountNumber')}
        />
      </FormField>
      <FormField
        id={`${id}-name`}
        label={t('bankAccounts.name')}
        hint={nameHint}
        error={fieldError(errors.accountName?.message)}
      >
        <InputBox
          id={`${id}-name`}
          autoComplete="name"
          maxLength={100}
          placeholder={t('bankAccounts.namePlaceholder')}
          invalid={Boolean(errors.accountName)}
          aria-describedby={describedBy(`${id}-name`, errors.accountName?.message, nameHint)}
          data-testid="bank-account-name"
          {...form.register('accountName')}
        />
      </FormField>
      {codeNeeded ? (
        <TwoFactorCodeField
          id={`${id}-two-factor`}
          error={fieldError(errors.twoFactorCode?.message)}
          registration={form.register('twoFactorCode')}
          testId="bank-account-two-factor-code"
        />
      ) : null}
      <TwoFactorEnrolFirst state={secondFactor.data} />
      {formError ? (
        <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        {first ? null : (
          <Button variant="secondary" className="flex-1" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" className="flex-1" busy={bind.isPending} data-testid="bank-account-submit">
          {t('bankAccounts.submit')}
        </Button>
      </div>
    </form>
  );
}
