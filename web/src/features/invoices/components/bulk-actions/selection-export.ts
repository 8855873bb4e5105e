/** What the list hands the export dialog: the selected invoices, by company (an export is one company's book). */
export interface SelectionExport {
  groups: { companyId: string; companyName: string; invoiceIds: string[] }[];
}

export function groupByCompany(
  ids: readonly string[],
  companyOf: (id: string) => string | undefined,
  nameOf: (companyId: string) => string,
): SelectionExport {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const companyId = companyOf(id);
    if (!companyId) continue;
    const list = groups.get(companyId) ?? [];
    list.push(id);
    groups.set(companyId, list);
  }
  return { groups: [...groups].map(([companyId, invoiceIds]) => ({ companyId, companyName: nameOf(companyId), invoiceIds })) };
}
