import { zodResolver } from '@hookform/resolvers/zod';
import type { OperatorAccountView } from '@croupier/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangeOperatorAccess } from '../api/change-operator-access';
import { AccessFields, accessSchema, brandsOfForm } from './access-fields';
import type { AccessFormValues } from './access-fields';

/** An account's roles and brands; saving applies them to its open sessions at once. */
export function EditAccessDialog({
  account,
  onClose,
  onSaved,
}: {
  account: OperatorAccountView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['operators', 'common']);
  const errorMessage = useErrorMessage();
  const change = useChangeOperatorAccess();
  const form = useForm<AccessFormValues>({
    resolver: zodResolver(accessSchema),
    defaultValues: {
      roles: account.roles,
      brandScope: account.brands === null ? 'all' : 'some',
      brands: account.brands ?? [],
    },
  });

  return (
    <Dialog open title={t('edit.title', { username: account.username })} onClose={onClose} wide>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            change.mutate(
              { id: account.id, roles: values.roles, brands: brandsOfForm(values) },
              {
                onSuccess: () => {
                  onSaved();
                  onClose();
                },
              },
            ),
          )(event)
        }
      >
        <p className="text-sm text-slate-600">{t('edit.explain')}</p>
        {change.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(change.error)}
          </p>
        )}
        <FormProvider {...form}>
          <AccessFields />
        </FormProvider>
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('common:working') : t('edit.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
