import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DailyReportPopup } from '../../../features/daily-report/components/DailyReportPopup';
import { DashboardScreen } from '../../../features/dashboard/screens/DashboardScreen';
import { useSession } from '../../../lib/auth/use-session';
import { loadNamespaces } from '../../../lib/i18n/i18n';
import { DATE_RANGE_PRESETS } from '../../../lib/dates/date-range-presets';

// A bad value in the address falls back to the default period instead of failing the page.
const SearchSchema = v.object({
  range: v.fallback(v.optional(v.picklist(DATE_RANGE_PRESETS)), undefined),
  from: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
  to: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
});

export const Route = createFileRoute('/_authed/_dashboard/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  loader: () => loadNamespaces('dashboard'),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { range, from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { account } = useSession();
  return (
    <>
      {/* Reports exist, and may be read, only once the account is active. */}
      {account?.status === 'active' && <DailyReportPopup />}
      <DashboardScreen
        preset={range ?? 'last-30-days'}
        custom={{ from, to }}
        onRangeChange={(preset, custom) =>
          void navigate({
            search: preset === 'custom' ? { range: preset, from: custom.from, to: custom.to } : { range: preset },
            replace: true,
          })
        }
      />
    </>
  );
}
