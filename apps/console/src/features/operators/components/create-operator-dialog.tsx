import { zodResolver } from '@hookform/resolvers/zod';
import { createOperatorBodySchema, operatorPasswordRule } from '@croupier/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCreateOperator } from '../api/create-operator';
import { AccessFields, accessFormShape, brandsOfForm, refineAccess } from './access-fields';

const createFields = createOperatorBodySchema.shape;
const createFormSchema = z
  .object({
    username: createFields.username,
    password: createFields.password,
    twoFactorRequired: z.boolean(),
    ...accessFormShape,
  })
  .superRefine(refineAccess);
type CreateForm = z.input<typeof createFormSchema>;

/** A new account: its name, a first password to hand over, roles, brands, and whether it must enrol a factor. */
export function CreateOperatorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (username: string) => void;
}) {
  const { t } = useTranslation(['operators', 'common']);
  const errorMessage = useErrorMessage();
  const create = useCreateOperator();
  const form = useForm<CreateForm, unknown, z.output<typeof createFormSchema>>({
    resolver: zodResolver(createFormSchema),
    defaultValues: {
      username: '',
      password: '',
      roles: [],
      brandScope: 'all',
      brands: [],
      twoFactorRequired: true,
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  return (
    <Dialog open={open} title={t('create.title')} onClose={close} wide>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            create.mutate(
              {
                username: values.username,
                password: values.password,
                roles: values.roles,
                brands: brandsOfForm(values),
                twoFactorRequired: values.twoFactorRequired,
              },
              {
                onSuccess: (account) => {
                  onCreated(account.username);
                  close();
                },
              },
            ),
          )(event)
        }
      >
        {create.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(create.error)}
          </p>
        )}
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label={t('form.username')}
            htmlFor="new-operator-username"
            error={errors.username ? t('form.usernameRule') : undefined}
          >
            <input
              id="new-operator-username"
              autoComplete="off"
              className={inputClass}
              {...form.register('username')}
            />
          </FormField>
          <FormField
            label={t('form.password')}
            htmlFor="new-operator-password"
            error={errors.password ? t('form.passwordRule', operatorPasswordRule) : undefined}
          >
            <input
              id="new-operator-password"
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...form.register('password')}
            />
          </FormField>
        </div>
        <p className="-mt-2 text-xs text-slate-500">{t('form.passwordHint', operatorPasswordRule)}</p>
        <FormProvider {...form}>
          <AccessFields />
        </FormProvider>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('twoFactorRequired')} />
          <span>
            <span className="font-medium text-slate-900">{t('form.twoFactorRequired')}</span>
            <span className="block text-xs text-slate-500">{t('form.twoFactorRequiredHint')}</span>
          </span>
        </label>
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('common:working') : t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
