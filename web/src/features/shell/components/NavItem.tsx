import { Link, type LinkProps } from '@tanstack/react-router';
import { Icon, type IconName } from '../../../components/ui/Icon';

interface NavItemProps {
  to: LinkProps['to'];
  label: string;
  icon: IconName;
  /** Only the exact path marks it current (the dashboard at `/`). */
  exact?: boolean;
}

export function NavItem({ to, label, icon, exact = false }: NavItemProps) {
  return (
    <li>
      <Link to={to} activeOptions={{ exact }} activeProps={{ 'aria-current': 'page' }} className="nav-item">
        <Icon name={icon} />
        <span>{label}</span>
      </Link>
    </li>
  );
}
