import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { updateProfileRequestSchema, type OrganiserProfile } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { useOrganiserSession, setOrganiser } from '../../../lib/organiser-session';
import { updateProfile } from '../api/update-profile';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { NameFields } from './account-fields';
import { MarketField } from './market-field';
import { ProfilePicture } from './profile-picture';

/** /account/profile: names, market and picture. The route's loader makes sure someone is signed in. */
export function ProfilePage() {
  const { organiser } = useOrganiserSession();
  if (!organiser) return null;
  // Keyed by guid so a different organiser (after a log-in elsewhere) starts with a fresh form.
  return <ProfileForm key={organiser.guid} organiser={organiser} />;
}

function ProfileForm({ organiser }: { organiser: OrganiserProfile }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const form = useAccountForm({
    initial: { firstName: organiser.firstName, lastName: organiser.lastName, market: organiser.market as string },
    schema: updateProfileRequestSchema,
    submit: async (body) => {
      const result = await updateProfile(body);
      setOrganiser(result.organiser);
      setSaved(true);
    },
  });
  const { values, errors } = form;
  const setField: typeof form.setField = (name, value) => {
    setSaved(false);
    form.setField(name, value);
  };

  return (
    <AccountCard title={t('account.profile.heading')} intro={t('account.profile.intro')}>
      <ProfilePicture organiser={organiser} />
      <hr className="account-divider" />
      <FormAlert message={form.formError} />
      <FormAlert message={saved ? t('account.profile.saved') : null} tone="success" />
      <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
        <dl className="account-readonly">
          <dt>{t('account.fields.username')}</dt>
          <dd>{organiser.email}</dd>
          <dd className="account-hint">{t('account.profile.emailNote')}</dd>
        </dl>
        <NameFields values={values} errors={errors} setField={setField} />
        <MarketField value={values.market} error={errors.market} onChange={(market) => setField('market', market)} />
        <div className="account-form__actions">
          <Button type="submit" busy={form.busy}>
            {form.busy ? t('account.profile.busy') : t('account.profile.submit')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
