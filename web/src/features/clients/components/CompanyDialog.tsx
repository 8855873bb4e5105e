import type { CompanyInput } from '@factoria/domain/records/company-input.schema';
import type { Company } from '@factoria/domain/records/company.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { createCompany, newRequestId, updateCompany } from '../api/company-callables';
import { CompanyForm } from '../forms/CompanyForm';
import { companyValues, emptyCompanyValues } from '../forms/company-form-values';
import { Dialog } from '../../../components/ui/Dialog';

export type CompanyDialogTarget = { mode: 'create' } | { mode: 'edit'; company: WithId<Company>; notes: string };

interface CompanyDialogProps {
  target: CompanyDialogTarget | null;
  onClose: () => void;
  onSaved: (outcome: { mode: 'create' | 'edit'; companyId: string }) => void;
}

/** Create or edit a company in a modal; closes only once the callable has stored it. */
export function CompanyDialog({ target, onClose, onSaved }: CompanyDialogProps) {
  const titleId = useId();
  return (
    <Dialog className="clients-dialog" open={target !== null} onClose={onClose} labelledBy={titleId}>
      {target && <DialogBody titleId={titleId} target={target} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function DialogBody({ titleId, target, onClose, onSaved }: Omit<CompanyDialogProps, 'target'> & { titleId: string; target: CompanyDialogTarget }) {
  const { t } = useTranslation('clients');
  // One id per opening of the form: a double submit lands on the same company.
  const [requestId] = useState(newRequestId);

  async function save(company: CompanyInput) {
    if (target.mode === 'create') {
      const { companyId } = await createCompany(requestId, company);
      onSaved({ mode: 'create', companyId });
    } else {
      await updateCompany(target.company.id, company);
      onSaved({ mode: 'edit', companyId: target.company.id });
    }
  }

  return (
    <div className="stack">
      <h2 id={titleId}>{target.mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: target.company.name })}</h2>
      <CompanyForm
        initial={target.mode === 'create' ? emptyCompanyValues() : companyValues(target.company, target.notes)}
        submitLabel={target.mode === 'create' ? t('form.create') : t('form.save')}
        intakeAddress={target.mode === 'edit' ? (target.company.intake?.address ?? null) : null}
        onSubmit={save}
        onCancel={onClose}
      />
    </div>
  );
}

