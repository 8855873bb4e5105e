import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/auth/session';
import { AgencyGate, type AccountReading } from './AgencyGate';

const session = vi.hoisted(() => ({ current: { claims: {} } as Pick<Session, 'claims'> }));
vi.mock('../../lib/auth/use-session', () => ({ useSession: () => session.current }));

const texts = { staffOnly: 'staff only', loading: 'loading', loadFailed: 'failed', awaiting: 'awaiting' };
const reading = (value: AccountReading<{ status: string }>) => () => value;

function gate(staffOnly: boolean, useAccount: () => AccountReading<{ status: string }>, requireActive = true) {
  return render(
    <AgencyGate staffOnly={staffOnly} requireActive={requireActive} useAccount={useAccount} texts={texts}>
      {(agency) => <p>{`in ${agency.accountId} ${agency.role} ${agency.clientCompanyId ?? '-'}`}</p>}
    </AgencyGate>,
  );
}

describe('AgencyGate', () => {
  afterEach(cleanup);

  it('keeps client-company users out of staff screens and lets them into member screens', () => {
    session.current = { claims: { accountId: 'a1', role: 'client', companyId: 'c1' } };
    const active = reading({ status: 'success', data: { status: 'active' } });
    gate(true, active);
    expect(screen.getByText('staff only')).toBeTruthy();
    cleanup();
    gate(false, active);
    expect(screen.getByText('in a1 client c1')).toBeTruthy();
  });

  it('says loading, failed or awaiting instead of showing the screen', () => {
    session.current = { claims: { accountId: 'a1', role: 'owner' } };
    gate(true, reading({ status: 'loading', data: undefined }));
    expect(screen.getByRole('status').textContent).toBe('loading');
    cleanup();
    gate(true, reading({ status: 'error', data: undefined }));
    expect(screen.getByRole('alert').textContent).toBe('failed');
    cleanup();
    gate(true, reading({ status: 'success', data: { status: 'pending' } }));
    expect(screen.getByText('awaiting')).toBeTruthy();
    cleanup();
    gate(true, reading({ status: 'success', data: { status: 'pending' } }), false);
    expect(screen.getByText('in a1 owner -')).toBeTruthy();
  });
});
