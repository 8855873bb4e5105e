import { Link, type LinkProps } from '@tanstack/react-router';
import { Icon, type IconName } from '../../../components/ui/Icon';

interface NavItemProps {
  to: LinkProps['to'];
  label: string;
  icon: IconName;
  /** Only the exact path marks it current (the dashboard at `/`). */
  exact?: boolean;
}

// The section is current whatever its search says (`/?range=today` is still the dashboard):
// with `exact` the router would otherwise require the search to match too.
export function NavItem({ to, label, icon, exact = false }: NavItemProps) {
  return (
    <li>
      <Link to={to} activeOptions={{ exact, includeSearch: false }} activeProps={{ 'aria-current': 'page' }} className="nav-item">
        <Icon name={icon} />
        <span>{label}</span>
      </Link>
    </li>
  );
}
