import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import type { LocalCompany, LocalInvoice } from '../../../lib/db/local-db';
import { useSearchIndex } from '../api/use-search-index';
import { search } from '../search-index';
import { SearchOption } from './SearchOption';
import { useSearchShortcut } from './use-search-shortcut';
import { formatAmount, formatDate } from '../../../lib/format/format';

interface HeaderSearchProps {
  accountId: string | undefined;
  onOpenCompany: (company: LocalCompany) => void;
  onOpenInvoice: (invoice: LocalInvoice) => void;
}

type Choice = { kind: 'company'; item: LocalCompany } | { kind: 'invoice'; item: LocalInvoice };

/** The header search (WAI-ARIA combobox with a listbox popup) over the offline mirror. */
export function HeaderSearch({ accountId, onOpenCompany, onOpenInvoice }: HeaderSearchProps) {
  const { t, i18n } = useTranslation('search');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  useSearchShortcut(input);

  const index = useSearchIndex(accountId, used);
  const results = useMemo(() => search(index, query), [index, query]);
  const companyNames = useMemo(() => new Map(index.companies.map((company) => [company.id, company.name])), [index.companies]);
  // The group with the stronger match first, in the list and for the arrow keys alike.
  const groups: { kind: Choice['kind']; label: string; choices: Choice[] }[] = [
    { kind: 'company', label: t('clients'), choices: results.companies.map((item) => ({ kind: 'company', item })) },
    { kind: 'invoice', label: t('invoices'), choices: results.invoices.map((item) => ({ kind: 'invoice', item })) },
  ];
  if (results.first === 'invoices') groups.reverse();
  const choices: Choice[] = groups.flatMap((group) => group.choices);
  const expanded = open && query.trim() !== '';
  // Built once per language, not on every keystroke.
  const optionId = (choice: Choice) => `${listboxId}-${choice.kind}-${choice.item.id}`;

  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    setOpen(false);
    setQuery('');
    input.current?.blur();
    if (choice.kind === 'company') onOpenCompany(choice.item);
    else onOpenInvoice(choice.item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (choices.length) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : -1) + choices.length) % choices.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(choices[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  const renderOption = (choice: Choice, position: number) => (
    <SearchOption
      key={optionId(choice)}
      id={optionId(choice)}
      active={position === active}
      onHover={() => setActive(position)}
      onChoose={() => choose(choice)}
      title={choice.kind === 'company' ? choice.item.name : (choice.item.number ?? t('noNumber'))}
      detail={
        choice.kind === 'company'
          ? `${choice.item.taxId} · ${t(`companyStatus.${choice.item.status}`, { defaultValue: choice.item.status })}`
          : [choice.item.supplierName, companyNames.get(choice.item.companyId), choice.item.date ? formatDate(choice.item.date, i18n.language) : null, choice.item.total === null ? null : formatAmount(choice.item.total, i18n.language, choice.item.currency ?? 'EUR')]
              .filter(Boolean)
              .join(' · ')
      }
    />
  );

  return (
    <div className="search" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
      <label htmlFor={`${listboxId}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <Icon name="search" />
      <input
        ref={input}
        id={`${listboxId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && choices[active] ? optionId(choices[active]) : undefined}
        aria-keyshortcuts="/ Control+K"
        placeholder={t('placeholder')}
        value={query}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listboxId} role="listbox" aria-label={t('results')} className="search-results" hidden={!expanded || choices.length === 0}>
        {groups.map((group, index) =>
          group.choices.length > 0 ? (
            <div key={group.kind} role="group" aria-label={group.label}>
              <div className="search-group-title" aria-hidden="true">
                {group.label}
              </div>
              {group.choices.map((choice, position) => renderOption(choice, (index === 0 ? 0 : groups[0]!.choices.length) + position))}
            </div>
          ) : null,
        )}
      </div>
      <div role="status" className={expanded && choices.length === 0 ? 'search-empty' : 'visually-hidden'}>
        {expanded ? (choices.length ? t('count', { count: choices.length }) : t('noResults')) : ''}
      </div>
    </div>
  );
}
