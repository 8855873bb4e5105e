import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyGate } from '../../../components/ui/AgencyGate';
import { Notice, type NoticeMessage } from '../../../components/ui/Notice';
import { type AccountAllowance, useAccountAllowance } from '../api/use-account-allowance';
import { useCompanies } from '../api/use-companies';
import { AddCompanyButton } from '../components/AddCompanyButton';
import { ClientsTable } from '../components/ClientsTable';
import { ClientsToolbar } from '../components/ClientsToolbar';
import { CompanyDialog, type CompanyDialogTarget } from '../components/CompanyDialog';
import { ExtraSlotDialog } from '../components/ExtraSlotDialog';
import { limitState } from '../model/company-limit';
import { countByStatus, type CompanyQuery, filterCompanies } from '../model/filter-companies';
import '../clients.css';

interface ClientsScreenProps {
  query: CompanyQuery;
  onQueryChange: (query: Partial<CompanyQuery>) => void;
}

export function ClientsScreen(props: ClientsScreenProps) {
  const { t } = useTranslation('clients');
  return (
    <div className="page stack clients-page">
      <h1>{t('title')}</h1>
      <AgencyGate staffOnly requireActive useAccount={useAccountAllowance} texts={{ staffOnly: t('staffOnly'), loading: t('loading'), loadFailed: t('loadFailed'), awaiting: t('awaiting') }}>
        {(agency) => <ClientsList {...agency} {...props} />}
      </AgencyGate>
    </div>
  );
}

function ClientsList({ accountId, isOwner, account, query, onQueryChange }: ClientsScreenProps & { accountId: string; isOwner: boolean; account: AccountAllowance }) {
  const { t } = useTranslation('clients');
  const { status, data: companies = [] } = useCompanies(accountId);
  const [dialog, setDialog] = useState<CompanyDialogTarget | null>(null);
  const [slotOffer, setSlotOffer] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const say = (text: string) => setNotice({ id: Date.now(), text });

  const limit = limitState(account.plan, account.usage.companies);
  const visible = useMemo(() => filterCompanies(companies, query), [companies, query]);
  const counts = useMemo(() => countByStatus(companies), [companies]);

  return (
    <>
      <div className="row clients-head">
        <p className="muted">{t('intro')}</p>
        <AddCompanyButton limit={limit} onAdd={() => setDialog({ mode: 'create' })} onOfferSlot={() => setSlotOffer(true)} />
      </div>
      <Notice notice={notice} onDone={clearNotice} />
      <ClientsToolbar query={query} counts={status === 'success' ? counts : null} shown={status === 'success' ? visible.length : null} onChange={onQueryChange} />
      {status === 'loading' && <p className="muted" role="status">{t('loading')}</p>}
      {status === 'error' && <p className="form-error" role="alert">{t('loadFailed')}</p>}
      {status === 'success' && companies.length === 0 && <p className="muted">{t('list.empty')}</p>}
      {companies.length > 0 && visible.length === 0 && <p className="muted">{t('list.noMatch')}</p>}
      {visible.length > 0 && <ClientsTable companies={visible} query={query} onSort={(sort, direction) => onQueryChange({ sort, direction })} />}
      <CompanyDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={({ mode }) => {
          setDialog(null);
          say(t(mode === 'create' ? 'notices.created' : 'notices.updated'));
        }}
      />
      <ExtraSlotDialog
        open={slotOffer}
        limit={limit.kind === 'full' ? limit.limit : 0}
        isOwner={isOwner}
        onClose={() => setSlotOffer(false)}
        onBought={() => {
          setSlotOffer(false);
          say(t('notices.slotBought'));
          setDialog({ mode: 'create' });
        }}
      />
    </>
  );
}
