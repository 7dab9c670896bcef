import { createDownlineBodySchema, inviteLinkExpiryDays, shownDay } from '@croupier/contracts';
import type { DownlineKind, InviteLink } from '@croupier/contracts';
import { Ban, Check, Copy, Link2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, InputBox } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { SelectBox } from '@/components/ui/select-box';
import { StatusBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast-provider';
import { validationFieldsOf } from '@/lib/api-error';
import { copyText } from '@/lib/copy-text';
import { formatLocalDate } from '@/lib/format-date-time';
import { problemsResolver } from '@/lib/problems-resolver';
import type { Problems } from '@/lib/problems-resolver';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCreateDownline } from '../api/create-downline';
import type { CreatedDownline } from '../api/create-downline';
import { useCreateInviteLink } from '../api/create-invite-link';
import type { NewInviteLink } from '../api/create-invite-link';
import { useDisableInviteLink } from '../api/disable-invite-link';
import { useInvitationCode } from '../api/get-invitation-code';
import { useInviteLinks } from '../api/list-invite-links';
import { ListStates } from './list-states';

type DownlineValues = { username: string; password: string; confirmPassword: string; remark: string };
const fields = ['username', 'password', 'confirmPassword', 'remark'] as const;
const isField = (name: string): name is (typeof fields)[number] => (fields as readonly string[]).includes(name);

function validate(values: DownlineValues): Problems<DownlineValues> {
  const problems: Problems<DownlineValues> = {};
  const parsed = createDownlineBodySchema.safeParse({ kind: 'member', ...values });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isField(field)) problems[field] ??= issue.message;
    }
  }
  if (values.username.trim() === '') problems.username = 'REQUIRED';
  if (values.password === '') problems.password = 'REQUIRED';
  if (values.confirmPassword === '') problems.confirmPassword = 'REQUIRED';
  return problems;
}

/** The texts of the form's problem codes; a sentence the server already translated is shown as it is. */
function useProblemText() {
  const { t } = useTranslation('agent');
  return (code: string | undefined) => {
    switch (code) {
      case undefined:
        return undefined;
      case 'REQUIRED':
      case 'USERNAME_FORMAT':
      case 'PASSWORD_FORMAT':
      case 'PASSWORD_CONFIRM_MISMATCH':
        return t(`problems.${code}`);
      default:
        return code;
    }
  };
}

/** The registration link people open: the site's register popup with the code filled in (spec §2 referralCode). */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/**
 * The registration centre (registerCenter): the agent makes a member or an agent under itself with a first password
 * the new account must change, and keeps invite links that register people under it.
 */
export function RegisterCenterPage({ timeZone, origin }: { timeZone: string; origin: string }) {
  return (
    <div className="space-y-4">
      <InvitationCodePanel origin={origin} />
      <NewDownlinePanel />
      <InviteLinksPanel timeZone={timeZone} origin={origin} />
    </div>
  );
}

/**
 * The agent's own invitation code and its registration link (every agent has one: made with it in a registration
 * centre, or given when its affiliate application was approved). Nothing is shown while it loads or when there is none.
 */
function InvitationCodePanel({ origin }: { origin: string }) {
  const { t } = useTranslation('agent');
  const { showToast } = useToast();
  const invitation = useInvitationCode();
  const code = invitation.data?.code;
  if (!code) return null;
  const url = inviteUrl(origin, code);

  async function copy() {
    showToast((await copyText(url)) ? t('links.copied') : t('links.copyFailed'), 'info');
  }

  return (
    <Panel title={t('invitation.title')} description={t('invitation.description')} testId="agent-invitation-code">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <span className="font-mono text-[15px] font-semibold tracking-wider text-text" data-testid="agent-own-code">
            {code}
          </span>
          <p className="mt-1 truncate text-xs text-text-3">{url}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('links.copy')}>
          <Copy className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('links.copy')}</span>
        </Button>
      </div>
    </Panel>
  );
}

function NewDownlinePanel() {
  const { t } = useTranslation('agent');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const problemText = useProblemText();
  const create = useCreateDownline();
  const [kind, setKind] = useState<DownlineKind>('member');
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DownlineValues>({
    defaultValues: { username: '', password: '', confirmPassword: '', remark: '' },
    resolver: problemsResolver(validate),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  async function submit(values: DownlineValues) {
    setFormError(null);
    try {
      const answer = await create.mutateAsync({
        kind,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      });
      setCreated(answer);
      showToast(t('register.created', { username: answer.username }), 'success');
      form.reset();
    } catch (error) {
      const invalid = validationFieldsOf(error);
      for (const field of invalid) {
        if (isField(field.path)) form.setError(field.path, { type: 'server', message: field.message });
      }
      if (invalid.length === 0) setFormError(errorMessage(error));
    }
  }

  return (
    <Panel title={t('register.title')} description={t('register.description')} testId="agent-register-panel">
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
        <SegmentedTabs
          label={t('register.kind')}
          value={kind}
          onChange={setKind}
          tabs={[
            { value: 'member', label: t('kinds.member'), testId: 'agent-register-kind-member' },
            { value: 'agent', label: t('kinds.agent'), testId: 'agent-register-kind-agent' },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-username`}
            label={t('register.username')}
            error={problemText(errors.username?.message)}
            hint={t('register.usernameHint')}
          >
            <InputBox
              id={`${id}-username`}
              autoComplete="off"
              invalid={Boolean(errors.username)}
              data-testid="agent-register-username"
              {...form.register('username')}
            />
          </FormField>
          <FormField id={`${id}-remark`} label={t('register.remark')} aside={t('optional')}>
            <InputBox
              id={`${id}-remark`}
              maxLength={32}
              data-testid="agent-register-remark"
              {...form.register('remark')}
            />
          </FormField>
          <FormField
            id={`${id}-password`}
            label={t('register.password')}
            error={problemText(errors.password?.message)}
            hint={t('register.passwordHint')}
          >
            <PasswordInput
              id={`${id}-password`}
              autoComplete="new-password"
              invalid={Boolean(errors.password)}
              data-testid="agent-register-password"
              {...form.register('password')}
            />
          </FormField>
          <FormField
            id={`${id}-confirm`}
            label={t('register.confirmPassword')}
            error={problemText(errors.confirmPassword?.message)}
          >
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              invalid={Boolean(errors.confirmPassword)}
              data-testid="agent-register-confirm"
              {...form.register('confirmPassword')}
            />
          </FormField>
        </div>
        {formError ? (
          <p role="alert" className="text-sm text-danger" data-testid="agent-register-error">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={create.isPending} data-testid="agent-register-submit">
            <UserPlus className="size-4" aria-hidden="true" />
            {kind === 'agent' ? t('register.submitAgent') : t('register.submitMember')}
          </Button>
          {created ? (
            <p className="flex items-center gap-1.5 text-sm text-win" data-testid="agent-register-done">
              <Check className="size-4" aria-hidden="true" />
              {created.affiliateCode
                ? t('register.doneAgent', { username: created.username, code: created.affiliateCode })
                : t('register.done', { username: created.username })}
            </p>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

const linkStatusTones = { active: 'success', disabled: 'neutral', expired: 'warning' } as const;

function InviteLinksPanel({ timeZone, origin }: { timeZone: string; origin: string }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const links = useInviteLinks();
  const create = useCreateInviteLink();
  const [draft, setDraft] = useState<NewInviteLink>({ kind: 'member', expiresInDays: 0 });

  async function createLink() {
    try {
      await create.mutateAsync(draft);
      showToast(t('links.created'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <Panel title={t('links.title')} description={t('links.description')} testId="agent-links-panel">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <label className="min-w-0 space-y-1.5">
          <span className="block text-[13.5px] font-medium text-text-2">{t('links.kind')}</span>
          <SelectBox
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value === 'agent' ? 'agent' : 'member' })}
            data-testid="agent-link-kind"
          >
            <option value="member">{t('kinds.member')}</option>
            <option value="agent">{t('kinds.agent')}</option>
          </SelectBox>
        </label>
        <label className="min-w-0 space-y-1.5" htmlFor={`${id}-expiry`}>
          <span className="block text-[13.5px] font-medium text-text-2">{t('links.expiry')}</span>
          <SelectBox
            id={`${id}-expiry`}
            value={draft.expiresInDays}
            onChange={(event) => {
              const days = inviteLinkExpiryDays.find((choice) => String(choice) === event.target.value) ?? 0;
              setDraft({ ...draft, expiresInDays: days });
            }}
            data-testid="agent-link-expiry"
          >
            {inviteLinkExpiryDays.map((days) => (
              <option key={days} value={days}>
                {t(`links.expiries.${days}`)}
              </option>
            ))}
          </SelectBox>
        </label>
        <Button
          className="col-span-2 sm:col-span-1"
          onClick={() => void createLink()}
          disabled={create.isPending}
          data-testid="agent-link-create"
        >
          <Link2 className="size-4" aria-hidden="true" />
          {t('links.create')}
        </Button>
      </div>
      <div className="mt-4">
        <ListStates query={links} isEmpty={(data) => data.length === 0} emptyMessage={t('links.empty')}>
          {(data) => (
            <ul className="divide-y divide-border/70" data-testid="agent-links">
              {data.map((link) => (
                <InviteLinkRow key={link.id} link={link} timeZone={timeZone} origin={origin} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </Panel>
  );
}

function InviteLinkRow({ link, timeZone, origin }: { link: InviteLink; timeZone: string; origin: string }) {
  const { t } = useTranslation('agent');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const disable = useDisableInviteLink();
  const url = inviteUrl(origin, link.code);
  const day = (value: string) => shownDay(formatLocalDate(value, timeZone));

  async function copy() {
    showToast((await copyText(url)) ? t('links.copied') : t('links.copyFailed'), 'info');
  }

  async function disableLink() {
    try {
      await disable.mutateAsync(link.id);
      showToast(t('links.disabled'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="agent-link-row">
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-[15px] font-semibold tracking-wider text-text">{link.code}</span>
          <StatusBadge tone={linkStatusTones[link.status]}>{t(`links.statuses.${link.status}`)}</StatusBadge>
          <span className="text-xs text-text-3">{t(`kinds.${link.kind}`)}</span>
        </div>
        <p className="mt-1 truncate text-xs text-text-3">{url}</p>
        <p className="mt-0.5 text-xs text-text-3">
          {t('links.createdOn', { day: day(link.createdAt) })}
          {' · '}
          {link.expiresAt ? t('links.expiresOn', { day: day(link.expiresAt) }) : t('links.expiries.0')}
        </p>
      </div>
      <div className="text-sm text-text-2 tabular-nums" data-testid="agent-link-registrations">
        {t('links.registrations', { count: link.registrations })}
      </div>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('links.copy')}>
          <Copy className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('links.copy')}</span>
        </Button>
        {link.status === 'active' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void disableLink()}
            disabled={disable.isPending}
            aria-label={t('links.disable')}
          >
            <Ban className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('links.disable')}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
