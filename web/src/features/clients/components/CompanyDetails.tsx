import type { Company } from '@factoria/domain/records/company.schema';
import { INVOICE_TYPES } from '@factoria/domain/records/company-input.schema';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { formatDate } from '../../../lib/format/format';
import { AppUserState } from './AppUserState';

/** The company's data and notes, as stored. */
export function CompanyDetails({ accountId, company, notes }: { accountId: string; company: WithId<Company>; notes: string }) {
  const { t, i18n } = useTranslation('clients');
  const yesNo = (value: boolean) => t(value ? 'form.yes' : 'form.no');
  const types = INVOICE_TYPES.filter((type) => company.invoiceTypes.includes(type)).map((type) => t(`form.types.${type}`));
  return (
    <>
      <section className="clients-card" aria-labelledby="client-data">
        <h2 id="client-data">{t('client.data')}</h2>
        <dl className="clients-details">
          <dt>{t('client.taxId')}</dt>
          <dd>{company.taxId}</dd>
          <dt>{t('client.invoiceTypes')}</dt>
          <dd>{types.join(', ')}</dd>
          <dt>{t('client.equivalenceSurcharge')}</dt>
          <dd>{yesNo(company.equivalenceSurcharge)}</dd>
          <dt>{t('client.irpf')}</dt>
          <dd>{yesNo(company.irpf)}</dd>
          <dt>{t('client.emailIntake')}</dt>
          <dd>{company.intake?.enabled && company.intake.address ? company.intake.address : t('client.off')}</dd>
          <dt>{t('client.appUser')}</dt>
          <dd>
            {company.appUser.enabled && company.appUser.email ? (
              <>
                {company.appUser.email}
                <br />
                <AppUserState accountId={accountId} companyId={company.id} email={company.appUser.email} />
              </>
            ) : (
              t('client.off')
            )}
          </dd>
          <dt>{t('client.createdAt')}</dt>
          <dd>{formatDate(company.createdAt, i18n.language)}</dd>
        </dl>
      </section>
      <section className="clients-card" aria-labelledby="client-notes">
        <h2 id="client-notes">{t('client.notes')}</h2>
        {notes ? <p className="clients-notes">{notes}</p> : <p className="muted">{t('client.noNotes')}</p>}
      </section>
    </>
  );
}
